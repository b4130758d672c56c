"""Run a learner's file only in a forked child, in its own process group, and kill the group after.

The child imports the file itself, so an `exit()`, an endless loop or a fork
at import time costs the child, never kata. It then runs a list of jobs, each
on the learner's function, and sends one message per job back over a pipe.
The parent waits for each message with the job's own timeout. Whatever
happens, the whole process group is killed when the run ends, so a fork
inside the learner's function leaves nothing behind.

What the learner's code prints during a job is kept, a few lines of it, and
sent back with the job's outcome: print-debugging works, and a flood of output
costs nothing but the time to make it.

Deep recursion works the way it does on LeetCode: the recursion limit is
raised and the call runs in a thread with a 512 MB stack. On 3.12 and 3.13,
which cap recursion through C code at a few thousand levels whatever the
limit, `functools`' C-coded cache wrapper is swapped for one written in
Python inside the child, so an `@lru_cache` recursion 10^5 deep works there
too.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import io
import os
import resource
import signal
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from types import CodeType, FrameType, ModuleType
from typing import Any

from shared.tool.judge import leetcode

__all__ = ["CallCounter", "EnoughCalls", "Entry", "Outcome", "run_jobs"]

STACK_BYTES = 512 * 2**20  # the thread that runs the learner's code: room for 10^5 nested calls and more
RECURSION_LIMIT = 10**6
ADDRESS_SPACE = 6 * 2**30  # the stack above, the interpreter, and a few hundred MB of tables
IMPORT_TIMEOUT = 3.0  # seconds for the learner's file to import
PRINTED_LINES = 6  # lines of what the learner's code printed during one job, kept to show...
PRINTED_WIDTH = 200  # ...each cut to this many characters

Job = Callable[[Callable[..., Any]], Any]  # run in the child on the learner's function; returns plain data


@dataclass(frozen=True)
class Entry:
    """Which callable of the learner's file to judge: a function, or LeetCode's `Solution().method`."""

    name: str
    method: str | None = None  # set: the file's class Solution, this method

    def __str__(self) -> str:
        return f"Solution.{self.method}" if self.method else f"{self.name}()"


@dataclass(frozen=True)
class Outcome:
    """What came back for one job.

    status: "ok" (value is the job's result), "error" (value: the exception, one line),
    "timeout" (value: the seconds waited), "died" (value: how the child ended),
    "import" (the file did not import; value: why, one line).
    printed: the first lines the learner's code printed during the job, and how many it printed in all.
    """

    status: str
    value: Any
    seconds: float = 0.0
    printed: tuple[tuple[str, ...], int] = ((), 0)


class Printed(io.TextIOBase):
    """Stands in for sys.stdout and sys.stderr in the child: keeps the first few lines, counts the rest."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0  # lines begun
        self._open = False  # the last line has no newline yet

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        for i, part in enumerate(text.split("\n")):
            if i > 0:
                self._open = False
            if not part:
                continue
            if self._open:
                if len(self.lines) == self.count:  # the open line is one of those kept
                    self.lines[-1] = (self.lines[-1] + part)[:PRINTED_WIDTH]
            else:
                self.count += 1
                self._open = True
                if len(self.lines) < PRINTED_LINES:
                    self.lines.append(part[:PRINTED_WIDTH])
        return len(text)

    @property
    def encoding(self) -> str:  # type: ignore[override]  # TextIOBase declares it read-only
        return "utf-8"

    @property
    def buffer(self) -> _PrintedBytes:
        """`sys.stdout.buffer.write(b"...")`, as fast-I/O templates do, lands in the same lines."""
        return _PrintedBytes(self)

    def reconfigure(self, **settings: object) -> None:
        """`sys.stdout.reconfigure(...)` changes nothing here: what is kept is kept as text."""

    def take(self) -> tuple[tuple[str, ...], int]:
        """What was printed since the last take, and start afresh."""
        kept = (tuple(self.lines), self.count)
        self.lines, self.count, self._open = [], 0, False
        return kept


class _PrintedBytes(io.RawIOBase):
    """The bytes side of Printed: decoded as UTF-8 (a bad byte shown as such) and kept as text."""

    def __init__(self, text: Printed) -> None:
        self.text = text

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        chunk = bytes(data)
        self.text.write(chunk.decode("utf-8", "backslashreplace"))
        return len(chunk)


def _one_line(err: BaseException) -> str:
    if isinstance(err, SystemExit):
        return f"called exit({err.code!r})"
    text = str(err).strip().splitlines()
    return f"{type(err).__name__}: {text[0]}" if text else type(err).__name__


def _python_caches() -> None:
    """Make functools.lru_cache and functools.cache build wrappers written in Python (see the module docstring).

    An unbounded cache (`@cache`, `@lru_cache(None)`), what learners write, gets a plain dict wrapper, twice
    as fast as functools' own Python twin; a bounded one gets that twin, least-recently-used order and all.
    """
    saved = sys.modules.get("_functools")
    sys.modules["_functools"] = None  # type: ignore[assignment]  # `from _functools import ...` now fails
    try:
        spec = importlib.util.find_spec("functools")
        assert spec is not None
        assert spec.loader is not None
        pure = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(pure)
    finally:
        if saved is None:
            del sys.modules["_functools"]
        else:
            sys.modules["_functools"] = saved
    bounded = pure._lru_cache_wrapper

    def wrapper_for(user_function: Callable[..., Any], maxsize: int | None, typed: bool, info: Any) -> Any:
        if maxsize is not None or typed:
            return bounded(user_function, maxsize, typed, info)
        table: dict[object, Any] = {}
        missing = object()
        calls = [0]

        def cached(*args: Any, **kwds: Any) -> Any:
            key = (args, frozenset(kwds.items())) if kwds else args
            found = table.get(key, missing)
            calls[0] += 1
            if found is missing:
                found = table[key] = user_function(*args, **kwds)
            return found

        cached.cache_info = lambda: info(calls[0] - len(table), len(table), None, len(table))  # type: ignore[attr-defined]
        cached.cache_clear = table.clear  # type: ignore[attr-defined]
        return cached

    setattr(functools, "_lru_cache_wrapper", wrapper_for)  # noqa: B010  # typeshed calls it a class


def load_entry(path: Path, entry: Entry) -> Callable[..., Any]:
    """Import the learner's file (in the child) and return the callable to judge."""
    spec = importlib.util.spec_from_file_location(f"practice_{path.stem}", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module: ModuleType = importlib.util.module_from_spec(spec)
    module.__dict__.update(leetcode.prelude())  # what LeetCode's page imports for a solution (judge.leetcode)
    sys.modules[spec.name] = module  # dataclasses and pickling look their module up by name
    spec.loader.exec_module(module)
    if entry.method is None:
        func = getattr(module, entry.name, None)
        if not callable(func):
            raise LookupError(f"no function {entry.name}() in the file")
        return func  # type: ignore[no-any-return]
    solution = getattr(module, "Solution", None)
    if solution is None or not callable(getattr(solution, entry.method, None)):
        raise LookupError(f"no class Solution with a method {entry.method}() in the file")

    def call(*args: Any) -> Any:  # LeetCode passes the arguments in order
        return getattr(solution(), entry.method or "")(*args)

    return call


class EnoughCalls(BaseException):  # not an error: the counter has seen enough
    """Raised into the learner's code once a CallCounter has counted its `most` calls: enough to judge by."""


_SKIPPED_FLAGS = 0x20 | 0x80 | 0x200  # generators, coroutines, async generators: each resume would count


class CallCounter:
    """Counts calls of the functions one file defines, and notices when one of them recurses.

    It adds no call to the learner's code: `sys.monitoring` (3.12+) or a
    profile hook (3.11) sees each Python function start. Comprehensions and
    generators are not counted, lambdas are. With `distinct` on, the
    argument values of each call are remembered too, to tell how many
    distinct states were entered, and how many calls were made again from
    inside a call whose arguments had been seen before: a cache that works
    makes none (a repeated call returns its answer without searching).
    With `most` set, counting stops the learner's code once that many
    calls are counted, by raising EnoughCalls into it.
    """

    def __init__(self, filename: str, *, distinct: bool = False, most: int | None = None) -> None:
        self.filename = filename
        self.distinct = distinct
        self.most = most
        self.calls = 0
        self.recursed: str | None = None  # the first function seen calling itself, directly or not
        self.states: set[object] = set()
        self.researched = 0  # calls made from inside a repeated call of the same function
        self._repeat: dict[int, bool] = {}  # id of a live counted frame: whether its arguments were seen before

    def _counts(self, code: CodeType) -> bool:
        if code.co_filename != self.filename or code.co_flags & _SKIPPED_FLAGS:
            return False
        return not code.co_name.startswith("<") or code.co_name == "<lambda>"

    def _enter(self, code: CodeType, frame: FrameType) -> None:
        self.calls += 1
        if self.most is not None and self.calls > self.most:
            raise EnoughCalls
        if self.recursed is None:
            above = frame.f_back
            while above is not None:
                if above.f_code is code:
                    self.recursed = code.co_name
                    break
                above = above.f_back
        if self.distinct:
            names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
            values = frame.f_locals
            key = tuple(values.get(name) for name in names)
            try:
                hash(key)
            except TypeError:
                key = tuple(repr(value) for value in key)
            state = (code, key)
            if names:  # a function without arguments keeps its state elsewhere: its calls all look alike
                # A frame's id is unique while it runs, so the caller's entry here is its own, not a dead frame's.
                self._repeat[id(frame)] = state in self.states
                above, steps = frame.f_back, 0
                while above is not None and above.f_code is not code and steps < 8:  # any()'s generator, a helper
                    above, steps = above.f_back, steps + 1
                if above is not None and above.f_code is code and self._repeat.get(id(above), False):
                    self.researched += 1
            self.states.add(state)

    def run(self, thunk: Callable[[], object]) -> object:
        """Call thunk() with counting on; return its result, or None once `most` calls are counted."""
        try:
            return self._run(thunk)
        except EnoughCalls:
            return None

    def _run(self, thunk: Callable[[], object]) -> object:
        if sys.version_info >= (3, 12):
            return self._run_monitored(thunk)
        return self._run_profiled(thunk)

    def _run_profiled(self, thunk: Callable[[], object]) -> object:
        def hook(frame: FrameType, event: str, arg: object) -> None:
            if event == "call" and self._counts(frame.f_code):
                self._enter(frame.f_code, frame)

        old = sys.getprofile()
        sys.setprofile(hook)
        try:
            return thunk()
        finally:
            sys.setprofile(old)

    def _run_monitored(self, thunk: Callable[[], object]) -> object:  # pragma: no cover - 3.12+
        monitoring: Any = getattr(sys, "monitoring")  # noqa: B009  # absent from 3.11's typeshed
        tool = monitoring.PROFILER_ID
        event = monitoring.events.PY_START

        def started(code: CodeType, offset: int) -> object:
            if not self._counts(code):
                return monitoring.DISABLE
            self._enter(code, sys._getframe(1))
            return None

        monitoring.use_tool_id(tool, "kata judge")
        monitoring.register_callback(tool, event, started)
        monitoring.restart_events()
        monitoring.set_events(tool, event)
        try:
            return thunk()
        finally:
            monitoring.set_events(tool, 0)
            monitoring.register_callback(tool, event, None)
            monitoring.free_tool_id(tool)


def _limit(kind: int, value: int) -> None:
    with contextlib.suppress(ValueError, OSError):
        hard = resource.getrlimit(kind)[1]
        resource.setrlimit(kind, (value if hard == resource.RLIM_INFINITY else min(value, hard), hard))


def _child(sender: Connection, path: Path, entry: Entry, jobs: Sequence[Job], cpu_seconds: int) -> None:
    """The child's whole life: confine itself, import the file, run the jobs, report each."""
    os.setpgid(0, 0)
    _limit(resource.RLIMIT_CORE, 0)
    _limit(resource.RLIMIT_CPU, cpu_seconds)
    _limit(resource.RLIMIT_AS, ADDRESS_SPACE)
    quiet = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # the learner's prints and tracebacks would garble kata's own output
        os.dup2(quiet, fd)
    printed = Printed()
    sys.stdout = sys.stderr = printed  # kept, a few lines a job, and shown with a failure
    sys.setrecursionlimit(RECURSION_LIMIT)
    threading.stack_size(STACK_BYTES)
    if sys.version_info >= (3, 12):
        _python_caches()
    me = os.getpid()

    def send(message: tuple[str, Any, float] | tuple[str, Any, float, tuple[tuple[str, ...], int]]) -> None:
        if os.getpid() == me:  # a process the learner forked must not speak for the judge
            sender.send(message)

    def work() -> None:
        try:
            func = load_entry(path, entry)
        except BaseException as err:
            if isinstance(err, SystemExit):
                send(("import", f"{_one_line(err)} while importing", 0.0))
            else:
                where = f" (line {err.lineno})" if isinstance(err, SyntaxError) else ""
                send(("import", f"does not import: {_one_line(err)[:50]}{where}", 0.0))
            return
        send(("ready", None, 0.0))
        printed.take()  # what the file printed at import is not any job's
        for job in jobs:
            start = time.perf_counter()
            try:
                result = job(func)
            except BaseException as err:
                send(("error", (type(err).__name__, _one_line(err)), time.perf_counter() - start, printed.take()))
            else:
                send(("ok", result, time.perf_counter() - start, printed.take()))

    runner = threading.Thread(target=work, daemon=True)
    runner.start()
    runner.join()


def _death(status: int) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        if sig == signal.SIGSEGV:
            return "crashed (segmentation fault: the C stack ran out)"
        if sig in (signal.SIGXCPU, signal.SIGKILL):
            return "was stopped (out of CPU time or memory)"
        return f"was killed by signal {signal.Signals(sig).name}"
    return f"ended the process (exit code {os.WEXITSTATUS(status)})"


def run_jobs(path: Path, entry: Entry, jobs: Sequence[tuple[Job, float]]) -> Iterator[Outcome]:
    """Run each job on the learner's entry in one fresh child; yield one Outcome per job, in order.

    When the file fails to import (an error, an exit, a loop), the one Outcome is "import", saying why.
    After a "timeout" or a "died" the remaining jobs are not run.
    """
    cpu = int(IMPORT_TIMEOUT + sum(timeout for _, timeout in jobs)) + 2
    read_fd, write_fd = os.pipe()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # "fork in a multi-threaded process": pytest's
        pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            os.close(read_fd)
            _child(Connection(write_fd, readable=False), path, entry, [job for job, _ in jobs], cpu)
        finally:
            os._exit(0)
    os.close(write_fd)
    with contextlib.suppress(OSError):
        os.setpgid(pid, pid)  # also done by the child: whichever runs first, the group exists before any fork
    receiver = Connection(read_fd, writable=False)
    status: int | None = None

    def reap() -> str:
        nonlocal status
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pid, signal.SIGKILL)
        if status is None:
            status = os.waitpid(pid, 0)[1]
        return _death(status)

    def receive(timeout: float) -> Outcome:
        start = time.perf_counter()
        if not receiver.poll(timeout):
            return Outcome("timeout", timeout, timeout)
        try:
            kind, value, seconds, *rest = receiver.recv()
        except (EOFError, OSError):
            # The child ended before answering: give it a moment to finish dying, to tell how.
            with contextlib.suppress(ChildProcessError):
                for _ in range(50):
                    done, code = os.waitpid(pid, os.WNOHANG)
                    if done:
                        nonlocal status
                        status = code
                        break
                    time.sleep(0.01)
            return Outcome("died", reap(), time.perf_counter() - start)
        return Outcome(kind, value, seconds, *rest)

    try:
        first = receive(IMPORT_TIMEOUT)
        if first.status == "timeout":
            first = Outcome("import", f"was still importing after {IMPORT_TIMEOUT:g} s: a loop at top level?")
        elif first.status == "died":
            first = Outcome("import", f"{first.value} while importing")
        if first.status != "ready":
            yield first
            return
        for _, timeout in jobs:
            outcome = receive(timeout)
            yield outcome
            if outcome.status in ("timeout", "died"):
                return
    finally:
        reap()
        receiver.close()
