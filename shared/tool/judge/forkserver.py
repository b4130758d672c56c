"""A small process for a large kata to fork its runs from: a fork costs what the forking process holds.

A run forks twice (the keeper, then the child from the keeper), and the kernel
copies the forking process's page tables each time and frees them at each
exit: from a 440 MB process (a test worker late in the suite) the two cost 50 ms
of CPU in the kernel alone, from a 40 MB one 2 ms. So once kata holds more than
SERVER_ABOVE, it starts one server, a fresh interpreter that imports the judge
and the chapters and nothing else, and asks it for each run's keeper: the keeper
and the child are the server's forks and live exactly as kata's would
(`process.keeper`, `child.live`). `kata check` alone stays far below the bound
and forks from itself.

The server is kata's child, so kata's sweep still reaches every process below
it. It is not dumpable, its only file is the socket kata asks it on (the keeper
closes it at once), and it ends when that socket closes, kata's death included;
its keepers then sweep what they hold, as they do when kata dies. A run whose
jobs are not all the judge's own (`SERVED`: a trace's recorder, a test's Job,
an Extra of a problem made with `but`) is forked from kata as before: its
child may read what kata set after the server started.
"""

from __future__ import annotations

import atexit
import contextlib
import io
import json
import os
import pickle
import signal
import socket
import struct
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from shared.tool.catalog import all_problems, find_problem
from shared.tool.judge import process
from shared.tool.judge.child import Callee, live
from shared.tool.judge.jobs import Call, Count, Extra, Job
from shared.tool.registry import Problem

__all__ = ["SERVED", "SERVER_ABOVE", "Server", "pids", "server_for"]

SERVER_ABOVE = 150 * 2**20  # bytes resident in kata past which its runs are forked from the server
START_SECONDS = 30.0  # the server's first answer: it imports the chapters first (a busy machine is slow)
ANSWER_SECONDS = 5.0  # any later answer
SOCKET_FD = 3  # the server's end of its socket to kata
_HEADER = struct.Struct(">Q")
_SERVE = "import sys, json; sys.path[:0] = json.loads(sys.argv[1]); import shared.tool.judge.forkserver as s; s.serve()"

# The jobs whose run in the child reads nothing of kata's but the job itself and the judge's child-side modules,
# which the server has as kata loaded them: a trace's recorder, say, reads caps kata (a test) may have changed.
SERVED = (Call, Count, Extra)
Request = tuple[Path, Callee, list[Job], int, str | None]


def _resident() -> int:
    """Bytes this process holds in memory (0 where /proc cannot say)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


class _Pickler(pickle.Pickler):
    """A run's request, a catalogue problem (an Extra job's) sent by its key: the server has the same."""

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, Problem):
            if find_problem(obj.key) is not obj:  # made with `but`: its hooks may be anything
                raise pickle.PicklingError("a problem outside the catalogue")
            return ("problem", obj.key)
        return None


class _Unpickler(pickle.Unpickler):
    def persistent_load(self, pid: Any) -> Any:
        return find_problem(pid[1])


def _read(sock: socket.socket, size: int) -> bytes:
    """Exactly size bytes from sock; EOFError when it closes first."""
    data = b""
    while len(data) < size:
        more = sock.recv(size - len(data))
        if not more:
            raise EOFError
        data += more
    return data


def _send(sock: socket.socket, body: bytes, fds: Sequence[int] = ()) -> None:
    socket.send_fds(sock, [_HEADER.pack(len(body))], list(fds))
    sock.sendall(body)


class Server:
    """Kata's side of one server: start it, ask it for a keeper, have it end one."""

    def __init__(self) -> None:
        mine, theirs = socket.socketpair()
        os.set_inheritable(theirs.fileno(), True)
        argv = [sys.executable, "-c", _SERVE, json.dumps(sys.path)]
        actions: list[tuple[Any, ...]] = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_RDWR, 0) for fd in (0, 1, 2)]
        actions.append((os.POSIX_SPAWN_DUP2, theirs.fileno(), SOCKET_FD))  # the server's one file besides
        try:  # posix_spawn, not fork: a vfork, which copies nothing of kata
            self.pid = os.posix_spawn(sys.executable, argv, os.environ, file_actions=actions, setsid=True)
        finally:
            theirs.close()
        self.owner = os.getpid()
        self.sock = mine
        self.started = False
        self.lock = threading.Lock()  # one request and its answer at a time, whatever thread runs a check

    def _ask(self, body: bytes, fds: Sequence[int] = ()) -> int:
        """Send one request, return the server's number; OSError or EOFError if it did not answer in time."""
        with self.lock:
            self.sock.settimeout(ANSWER_SECONDS if self.started else START_SECONDS)
            _send(self.sock, body, fds)
            (number,) = _HEADER.unpack(_read(self.sock, _HEADER.size))
            self.started = True
            return int(number)

    def start(self, write_fd: int, request: Request) -> int | None:
        """The pid of a keeper the server forked for request, writing to write_fd; None: fork from kata."""
        if not all(type(job) in SERVED for job in request[2]):
            return None  # another kind (a trace's recorder, a test's): it may read what kata has set since
        buffer = io.BytesIO()
        try:
            _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(("run", *request))
        except (pickle.PicklingError, TypeError, AttributeError):
            return None
        try:
            pid = self._ask(buffer.getvalue(), [write_fd])
        except (OSError, EOFError):
            self.close()
            return None
        return pid or None

    def reap(self, pid: int) -> None:
        """Have the server kill the keeper pid and collect it, within process.SWEEP_SECONDS.

        A server that did not answer in time is ended: its late answer would be read as the next request's, and
        a run would take another run's keeper, long collected, for its own (and kill that pid, anyone's by then).
        """
        try:
            self._ask(pickle.dumps(("end", pid)))
        except (OSError, EOFError):
            self.close()

    def close(self) -> None:
        """End the server (its socket closed, it exits) and collect it."""
        if self.owner != os.getpid():
            return
        with contextlib.suppress(OSError):
            self.sock.close()
        with contextlib.suppress(OSError):
            os.kill(self.pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(self.pid, 0)


_server: Server | None = None  # this process's server, once it has needed one (a forked copy starts its own)


def server_for(jobs: Sequence[Job]) -> Server | None:
    """The server to fork a run's keeper from, started now if need be; None when kata is small enough."""
    global _server
    if _resident() < SERVER_ABOVE or not jobs:
        return None
    if _server is not None and (_server.owner != os.getpid() or _server.sock.fileno() < 0):
        if _server.owner == os.getpid():
            _server.close()
        _server = None
    if _server is None:
        try:
            _server = Server()
        except (OSError, NotImplementedError, ValueError):  # no posix_spawn or setsid here: kata forks itself
            return None
        atexit.register(_server.close)  # collected at kata's exit: its CPU, and its keepers', counts as kata's
    return _server


def pids() -> set[int]:
    """The server's pid, if this process has one: a process kata keeps between runs."""
    return {_server.pid} if _server is not None and _server.owner == os.getpid() else set()


def _keeper(sock: socket.socket, write_fd: int, request: Request) -> int:
    """Fork a keeper for request (in the server): its pid."""
    me = os.getpid()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the keeper, then the child
        try:
            sock.close()  # the learner's code must not reach the server
            path, entry, jobs, cpu, source = request
            process.keeper(write_fd, me, lambda: live(write_fd, path, entry, jobs, cpu, source))
        finally:
            os._exit(0)
    os.close(write_fd)
    with contextlib.suppress(OSError):
        os.setpgid(pid, pid)  # as kata does: the group exists before the keeper forks
    return pid


def _end(pid: int) -> None:
    """Kill the keeper pid and its group, and collect it, within process.SWEEP_SECONDS."""
    for kill in (os.killpg, os.kill):
        with contextlib.suppress(OSError):
            kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + process.SWEEP_SECONDS
    while time.monotonic() < deadline:
        try:
            if os.waitpid(pid, os.WNOHANG)[0]:
                return
        except ChildProcessError:
            return  # collected already (a run ends its keeper once more on its way out): nothing to wait for
        time.sleep(0.002)


def serve() -> None:  # pragma: no cover - the server process
    """The server's life: load the chapters (so the seal guards them), then fork a keeper per request."""
    sock = socket.socket(fileno=SOCKET_FD)
    process.prctl(process.PR_SET_DUMPABLE, 0)
    for sig in (signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)  # kata's to handle; the server ends when kata's socket closes
    all_problems()
    while True:
        try:
            head, fds, _, _ = socket.recv_fds(sock, _HEADER.size, 1)
            if not head:
                return
            (size,) = _HEADER.unpack(head + _read(sock, _HEADER.size - len(head)))
            request = _Unpickler(io.BytesIO(_read(sock, size))).load()
        except (OSError, EOFError):
            return
        if request[0] == "run" and len(fds) == 1:
            answer = _keeper(sock, fds[0], request[1:])
        else:
            for fd in fds:
                os.close(fd)
            if request[0] == "end":
                _end(request[1])
            answer = 0
        sock.sendall(_HEADER.pack(answer))
