"""Process control: the limits the child runs under, and the sweep that ends every process it starts (Linux).

Kata makes itself a child subreaper, so a grandchild that calls `setsid()`
or double-forks is re-parented to kata rather than to init, and when a run
ends kata stops, then kills, every descendant it did not have before (a walk
of /proc by parent id), whatever its process group or session. Between kata
and the child sits a keeper, a subreaper too, that does the same sweep if kata
is killed (its parent-death signal), and tells kata how the child ended. The
child, and every process it forks from Python, dies with its parent
(`PR_SET_PDEATHSIG`). Kata and the keeper are not dumpable
(`PR_SET_DUMPABLE` 0) while a run is on, and the child gives up
CAP_SYS_PTRACE (which root has), so it cannot open their /proc/<pid>/fd
(kata's terminal, its pipes). The
child's limits are hard: CPU time, address space, file size and (where the
kernel applies it, not for root) processes; the learner's code cannot lift
them.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import resource
import signal
import sys
import time
from collections.abc import Callable, Iterator

from shared.tool.judge.wire import send

__all__ = [
    "ADDRESS_SPACE",
    "FILE_SIZE",
    "SWEEP_SECONDS",
    "confine",
    "descendants",
    "keeper",
    "not_dumpable",
    "subreaper",
    "sweep",
]

ADDRESS_SPACE = 6 * 2**30  # the 512 MB stack, the interpreter, and a few hundred MB of tables
FILE_SIZE = 16 * 2**20  # bytes any one file the learner's code writes may reach
MORE_PROCESSES = 200  # processes the learner's code may add to the user's, where the kernel counts them
SWEEP_SECONDS = 2.0  # at most this long to stop and kill what the learner's code left running

PR_SET_PDEATHSIG, PR_GET_DUMPABLE, PR_SET_DUMPABLE, PR_CAPBSET_DROP, PR_SET_CHILD_SUBREAPER = 1, 3, 4, 24, 36
CAP_SYS_PTRACE = 19  # what lets root open another process's /proc/<pid>/fd whatever its dumpable flag
CAP_SYS_RESOURCE = 24  # what lets root raise a hard limit
_CAPABILITY_V3 = 0x20080522


class _CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class _CapData(ctypes.Structure):
    _fields_ = [("effective", ctypes.c_uint32), ("permitted", ctypes.c_uint32), ("inheritable", ctypes.c_uint32)]


def prctl(option: int, value: int) -> int | None:
    """Linux's prctl(option, value): its result, or None where there is none (another OS, no libc) or it fails."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        result = int(libc.prctl(option, ctypes.c_ulong(value), 0, 0, 0))
    except (OSError, AttributeError):
        return None
    return None if result < 0 else result


def subreaper(on: bool) -> None:
    """Orphans of this process's descendants come back to it (on), or go to init again (off)."""
    prctl(PR_SET_CHILD_SUBREAPER, int(on))


@contextlib.contextmanager
def not_dumpable() -> Iterator[None]:
    """This process is not dumpable inside the block: a process of the same user cannot open its /proc/<pid>/fd.

    The flag is put back as it was (dumpable, for a debugger) when the block ends.
    """
    was = prctl(PR_GET_DUMPABLE, 0)
    prctl(PR_SET_DUMPABLE, 0)
    try:
        yield
    finally:
        if was is not None:
            prctl(PR_SET_DUMPABLE, was)


def _no_ptrace() -> None:
    """Give up CAP_SYS_PTRACE and CAP_SYS_RESOURCE for good (as root, in a container or CI): kata's and the
    keeper's /proc/<pid>/fd, closed to a process of the same user by their dumpable flag, stay closed to
    root's child too, and its hard limits stay where they are set."""
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        header, data = _CapHeader(_CAPABILITY_V3, 0), (_CapData * 2)()
        if libc.capget(ctypes.byref(header), data) == 0:
            bit = ~((1 << CAP_SYS_PTRACE) | (1 << CAP_SYS_RESOURCE))
            data[0].effective &= bit
            data[0].permitted &= bit
            data[0].inheritable &= bit
            libc.capset(ctypes.byref(header), data)
        prctl(PR_CAPBSET_DROP, CAP_SYS_PTRACE)
        prctl(PR_CAPBSET_DROP, CAP_SYS_RESOURCE)


def _die_with_parent() -> None:
    """This process is killed when its parent ends: killing kata ends the child, and the child its own."""
    prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def _limit(kind: int, value: int) -> None:
    """A hard limit of value (or the lower one already set): the learner's code cannot raise it again."""
    with contextlib.suppress(ValueError, OSError):
        hard = resource.getrlimit(kind)[1]
        value = value if hard == resource.RLIM_INFINITY else min(value, hard)
        resource.setrlimit(kind, (value, value))


def _limit_processes() -> None:
    """Let the learner's code start MORE_PROCESSES processes or threads beyond what the user runs now.

    The kernel counts every thread of the user's against RLIMIT_NPROC, and ignores the limit for root,
    so as root (a container, CI) this does nothing and the sweep alone ends a fork bomb.
    """
    uid = os.getuid()
    if uid == 0:
        return
    count = 0
    with contextlib.suppress(OSError):
        for name in os.listdir("/proc"):
            if name.isdigit():
                with contextlib.suppress(OSError):
                    if os.stat(f"/proc/{name}").st_uid == uid:
                        count += len(os.listdir(f"/proc/{name}/task"))
    _limit(resource.RLIMIT_NPROC, count + MORE_PROCESSES)


def confine(cpu_seconds: int) -> None:
    """The child's confinement: its own group, death with its parent, kata's signals undone, hard limits."""
    os.setpgid(0, 0)
    _die_with_parent()
    _no_ptrace()  # before the limits: root could otherwise lift a hard one
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)  # kata's own handlers are kata's, not the learner's
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # past FILE_SIZE a write fails (OSError) instead of killing
    _limit(resource.RLIMIT_CORE, 0)
    _limit(resource.RLIMIT_CPU, cpu_seconds)
    _limit(resource.RLIMIT_AS, ADDRESS_SPACE)
    _limit(resource.RLIMIT_FSIZE, FILE_SIZE)
    _limit_processes()
    os.register_at_fork(after_in_child=_die_with_parent)  # a process the learner forks dies with its parent


def _parents() -> dict[int, int]:
    """Every process's parent id, read from /proc (empty where there is no /proc)."""
    found: dict[int, int] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return found
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(b")") + 2 :].split()  # the name in parentheses may hold spaces
        if len(fields) > 1:
            found[int(name)] = int(fields[1])
    return found


def descendants(root: int | None = None) -> set[int]:
    """The ids of every living process below root (default: this one), zombies included."""
    root = os.getpid() if root is None else root
    children: dict[int, list[int]] = {}
    for pid, parent in _parents().items():
        children.setdefault(parent, []).append(pid)
    found: set[int] = set()
    todo = list(children.get(root, []))
    while todo:
        pid = todo.pop()
        if pid not in found:
            found.add(pid)
            todo += children.get(pid, [])
    return found


def _reap(pids: set[int]) -> None:
    """Collect those of pids that are this process's children and have ended (zombies hold a slot each)."""
    for pid in pids:
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(pid, os.WNOHANG)


def sweep(kept: set[int]) -> int:
    """Stop, then kill, every descendant of this process not in kept; return how many there were.

    They are stopped first so that none can fork faster than they are found; re-parented orphans
    (kata is a subreaper) are among them whatever their session or group. Bounded by SWEEP_SECONDS.
    """
    deadline = time.monotonic() + SWEEP_SECONDS
    stopped: set[int] = set()
    while time.monotonic() < deadline:
        new = descendants() - kept - stopped
        if not new:
            break
        for pid in new:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGSTOP)
        stopped |= new
    for pid in stopped:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    while time.monotonic() < deadline:
        _reap(stopped)
        left = descendants() & stopped
        if not left:
            break
        time.sleep(0.005)
    return len(stopped)


class _KataGone(BaseException):
    """The keeper's parent, kata, has died: sweep and go."""


def keeper(fd: int, kata: int, run: Callable[[], None]) -> None:
    """Between kata and the learner's child: adopt its orphans, and end them all if kata dies first.

    Kata is a subreaper too, so killing the keeper only hands the orphans to kata's own sweep; killing
    kata makes the keeper sweep (its death signal is SIGTERM, caught here), so only killing both at once
    lets a process the learner's code started outlive the check. When the child ends on its own, the
    keeper sweeps what it left and tells kata how it ended, as one message: ["exit", wait status].
    The keeper is not dumpable: the child cannot reach kata's pipe through the keeper's /proc/<pid>/fd.
    """

    def gone(signum: int, frame: object) -> None:
        raise _KataGone

    os.setpgid(0, 0)  # out of the terminal's group: Ctrl-C and SIGHUP are kata's to handle
    for sig in (signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, gone)
    subreaper(True)
    prctl(PR_SET_DUMPABLE, 0)
    try:
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != kata:  # kata died before the line above
            raise _KataGone
        child = os.fork()
        if child == 0:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            run()
            os._exit(0)
        while True:
            done, status = os.waitpid(-1, 0)  # kata kills the keeper when it stops waiting
            if done == child:
                break
        sweep(set())
        send(fd, ["exit", status])
    except _KataGone:
        sweep(set())
