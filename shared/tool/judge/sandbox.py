"""Run a learner's file only in a forked child, and end every process it starts when the run ends.

The child imports the file itself, so an `exit()`, an endless loop or a fork
at import time costs the child, never kata. It then runs a list of jobs, each
on the learner's function, and sends one message per job back over a pipe.

What comes back is data, never code: one JSON message per job, of a shape
the parent checks, cut to size in the child (MAX_MESSAGE bytes at most), so
whatever the learner's code raises or prints, kata's own process stays
small, and nothing the child sends is unpickled or evaluated. The parent
waits for each message with the job's own timeout and decides every verdict
itself from that data.

Every process the learner's code starts ends with the run, whatever it does
(Linux): kata makes itself a child subreaper, so a grandchild that calls
`setsid()` or double-forks is re-parented to kata rather than to init, and
when the run ends kata stops, then kills, every descendant it did not have
before (a walk of /proc by parent id), whatever its process group or
session. Between kata and the child sits a keeper, a subreaper too, that
does the same sweep if kata is killed (its parent-death signal), and tells
kata how the child ended. The child, and every process it forks from
Python, dies with its parent (`PR_SET_PDEATHSIG`). The number of processes
is limited where the kernel applies the limit (not for root). Kata waits for
nothing without a deadline.

What the learner's code prints during a job is kept, a few lines of it, and
sent back with the job's outcome: print-debugging works, and a flood of output
costs nothing but the time to make it.

Deep recursion works the way it does on LeetCode: the recursion limit is
raised and the call runs in a thread with a 512 MB stack. On 3.12 and 3.13,
which cap recursion through C code at a few thousand levels whatever the
limit, `functools`' C-coded cache wrapper is swapped for one written in
Python inside the child, so an `@lru_cache` recursion 10^5 deep works there
too.

Calls are counted in every thread the learner's code starts (a LeetCode habit
for a bigger stack), and a count is refused, with a reason, when the counting
hooks or the judge's own functions were removed or replaced during the call.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import importlib.util
import io
import json
import math
import os
import resource
import select
import signal
import struct
import sys
import threading
import time
import types
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import CodeType, FrameType, ModuleType
from typing import Any, Literal

from shared.tool.judge import leetcode

__all__ = [
    "ANSWER",
    "COUNTS",
    "LINES",
    "CallCounter",
    "Callee",
    "EnoughCalls",
    "JobResult",
    "TamperedError",
    "descendants",
    "run_jobs",
    "shaped",
]

STACK_BYTES = 512 * 2**20  # the thread that runs the learner's code: room for 10^5 nested calls and more
RECURSION_LIMIT = 10**6
ADDRESS_SPACE = 6 * 2**30  # the stack above, the interpreter, and a few hundred MB of tables
IMPORT_TIMEOUT = 3.0  # seconds for the learner's file to import
PRINTED_LINES = 6  # lines of what the learner's code printed during one job, kept to show...
PRINTED_WIDTH = 200  # ...each cut to this many characters
MESSAGE_WIDTH = 300  # characters of an error message sent back: one line is shown, cut to 50
MAX_MESSAGE = 64 * 2**10  # bytes of one message from the child; a bigger one is refused unread
MORE_PROCESSES = 200  # processes the learner's code may add to the user's, where the kernel counts them
SWEEP_SECONDS = 2.0  # at most this long to stop and kill what the learner's code left running

Job = Callable[[Callable[..., Any]], Any]  # run in the child on the learner's function; returns plain data


@dataclass(frozen=True)
class Callee:
    """Which callable of the learner's file to judge: a function, or LeetCode's `Solution().method`."""

    name: str
    method: str | None = None  # set: the file's class Solution, this method

    def __str__(self) -> str:
        return f"Solution.{self.method}" if self.method else f"{self.name}()"


# How a job ended; a typo in a status compared or made is a type error, not a silent mismatch.
Status = Literal["ok", "error", "timeout", "died", "import", "ready"]


@dataclass(frozen=True)
class JobResult:
    """What came back for one job.

    status: "ok" (value is the job's result), "error" (value: (the exception's type name, one line)),
    "timeout" (value: the seconds waited), "died" (value: how the child ended),
    "import" (the file did not import; value: why, one line).
    printed: the first lines the learner's code printed during the job, and how many it printed in all.
    """

    status: Status
    value: Any
    seconds: float = 0.0
    printed: tuple[tuple[str, ...], int] = ((), 0)


# --- the shape of what a job sends back ----------------------------------------------------------
# A template is a type (or a union of types: `str | None`), a tuple of templates (a list of exactly that
# many items), or a one-item list (a list of any length, each item of that template).

ANSWER = (str, str)  # an answer as shown, and the digest of all of it
# calls, distinct states, a function that recursed, calls repeated, calls of the functions that recursed
COUNTS = (int, int, str | None, int, int)
LINES = [str]  # lines of text


class _Shaped:
    """A job with the template its result must fit (see shaped)."""

    def __init__(self, job: Job, shape: object) -> None:
        self.job = job
        self.shape = shape

    def __call__(self, func: Callable[..., Any]) -> Any:
        return self.job(func)


def shaped(job: Job, shape: object) -> Job:
    """job, marked with the template its result must fit: anything else is refused by the parent."""
    return _Shaped(job, shape)


def _plain(value: object, depth: int = 0) -> bool:
    """Is value plain JSON data: None, bool, int, finite float, str, or a list of those, not deeply nested?"""
    if value is None or isinstance(value, bool | int | str):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list) and depth < 8:
        return all(_plain(item, depth + 1) for item in value)
    return False


def fits(value: object, shape: object) -> bool:
    """Does value (decoded JSON) fit the template shape?"""
    if isinstance(shape, tuple):
        return isinstance(value, list) and len(value) == len(shape) and all(map(fits, value, shape))
    if isinstance(shape, list):
        return isinstance(value, list) and all(fits(item, shape[0]) for item in value)
    if isinstance(shape, type | types.UnionType):
        return isinstance(value, shape) and (shape is bool or not isinstance(value, bool))  # True is no count
    return False


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
    """The exception as one line, cut to MESSAGE_WIDTH here in the child: a 200 MB message never travels."""
    if isinstance(err, SystemExit):
        return clip_text(f"called exit({_safe_repr(err.code)})")
    try:
        text = str(err)[: 4 * MESSAGE_WIDTH].strip().splitlines()
    except BaseException:  # a __str__ that raises
        text = []
    name = type(err).__name__[:MESSAGE_WIDTH]
    return clip_text(f"{name}: {text[0]}" if text else name)


def _safe_repr(value: object) -> str:
    try:
        return repr(value)[:MESSAGE_WIDTH]
    except BaseException:
        return f"<{type(value).__name__}>"


def clip_text(text: str) -> str:
    """text cut to MESSAGE_WIDTH characters: what the child may send of any one message."""
    return text[:MESSAGE_WIDTH]


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


def load_entry(path: Path, entry: Callee) -> Callable[..., Any]:
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
    calls are counted, by raising EnoughCalls into it. `searched` is the
    calls of the function seen calling itself most often: a search's
    explored positions, without the helpers it calls at each one (and once
    only where two functions call each other).
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
        self._each: dict[CodeType, int] = {}  # calls of each counted function
        self._recursive: set[CodeType] = set()  # the functions seen calling themselves, directly or not

    @property
    def searched(self) -> int:
        """Calls of the busiest function that called itself (0 if none did): the positions a search explored."""
        return max((self._each[code] for code in self._recursive), default=0)

    @property
    def recursive_calls(self) -> int:
        """Calls of every function that called itself, directly or through another: a search's nodes, both
        halves of a max/min pair included, without the helpers (can_play, play, undo) called at each one."""
        return sum(self._each[code] for code in self._recursive)

    def _counts(self, code: CodeType) -> bool:
        if code.co_filename != self.filename or code.co_flags & _SKIPPED_FLAGS:
            return False
        return not code.co_name.startswith("<") or code.co_name == "<lambda>"

    def _enter(self, code: CodeType, frame: FrameType) -> None:
        self.calls += 1
        if self.most is not None and self.calls > self.most:
            raise EnoughCalls
        self._each[code] = self._each.get(code, 0) + 1
        if code not in self._recursive:
            # The whole stack until the first recursion is seen; then a few frames, past a helper or any()'s
            # generator: a helper called 10,000 levels deep must not walk them all at every call.
            above, steps = frame.f_back, 0
            while above is not None and (steps < 8 or self.recursed is None):
                if above.f_code is code:
                    self.recursed = self.recursed or code.co_name
                    self._recursive.add(code)
                    break
                above, steps = above.f_back, steps + 1
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
        """Call thunk() with counting on; return its result, or None once `most` calls are counted.

        Raises TamperedError when the counting hooks were removed or replaced while thunk ran: its calls
        were not all seen, so no count of them is honest.
        """
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

        old, old_threads = sys.getprofile(), getattr(threading, "_profile_hook", None)
        sys.setprofile(hook)
        threading.setprofile(hook)  # threads the learner's code starts (LeetCode's bigger-stack habit) count too
        intact = False
        try:
            result = thunk()
            intact = sys.getprofile() is hook and getattr(threading, "_profile_hook", None) is hook
        finally:
            sys.setprofile(old)
            threading.setprofile(old_threads)
        if not intact:
            raise TamperedError("the call counting was switched off during the call")
        return result

    def _run_monitored(self, thunk: Callable[[], object]) -> object:  # pragma: no cover - 3.12+
        monitoring: Any = getattr(sys, "monitoring")  # noqa: B009  # absent from 3.11's typeshed
        tool = monitoring.PROFILER_ID
        event = monitoring.events.PY_START

        def started(code: CodeType, offset: int) -> object:
            if not self._counts(code):
                return monitoring.DISABLE
            self._enter(code, sys._getframe(1))
            return None

        if monitoring.get_tool(tool) is not None:  # left by an earlier count that the learner's code broke
            monitoring.free_tool_id(tool)
        monitoring.use_tool_id(tool, "kata judge")
        monitoring.register_callback(tool, event, started)
        monitoring.restart_events()
        monitoring.set_events(tool, event)  # global: every thread's calls are seen
        intact = False
        try:
            result = thunk()
            intact = monitoring.get_tool(tool) == "kata judge" and monitoring.get_events(tool) == event
        finally:
            with contextlib.suppress(ValueError):  # the learner's code freed the tool: nothing to undo
                monitoring.set_events(tool, 0)
                intact = monitoring.register_callback(tool, event, None) is started and intact
                monitoring.free_tool_id(tool)
        if not intact:
            raise TamperedError("the call counting was switched off during the call")
        return result


class TamperedError(Exception):
    """The judge's counting hooks or its own functions were changed by the learner's code: no count is honest."""


# The functions a job's result passes through, beyond the judge's own modules: replacing one could change it.
_LEANED_ON = {
    "builtins": ("isinstance", "len", "min", "max", "sum", "id", "hash", "repr", "str", "type", "getattr", "tuple"),
    "json": ("dumps", "loads"),
    "json.encoder": ("JSONEncoder",),
    "hashlib": ("sha1",),
    "copy": ("deepcopy",),
    "inspect": ("signature",),
    "threading": ("setprofile", "Thread"),
    "shared.tool.text": ("clip",),
}


def _fingerprint() -> dict[str, int]:
    """Who is who among the judge's functions and classes (and their code), by object identity."""
    seen: dict[str, int] = {}
    for name in ("shared.tool.judge.sandbox", "shared.tool.judge.levels", *_LEANED_ON):
        seen[f"sys.modules[{name!r}]"] = id(sys.modules.get(name))
    for name in ("shared.tool.judge.sandbox", "shared.tool.judge.levels"):
        module = sys.modules.get(name)
        for key, value in list(vars(module).items()) if module is not None else ():
            if isinstance(value, type) and value.__module__ == name:
                for attr, member in list(vars(value).items()):
                    if callable(member):
                        seen[f"{key}.{attr}"] = id(member)
                        seen[f"{key}.{attr}.__code__"] = id(getattr(member, "__code__", None))
            elif callable(value):
                seen[key] = id(value)
                seen[f"{key}.__code__"] = id(getattr(value, "__code__", None))
    for name, keys in _LEANED_ON.items():
        module = sys.modules.get(name)
        for key in keys:
            seen[f"{name}.{key}"] = id(getattr(module, key, None))
    for key in ("setprofile", "getprofile", "settrace", "_getframe"):
        seen[f"sys.{key}"] = id(getattr(sys, key, None))
    monitoring = getattr(sys, "monitoring", None)
    for key in vars(monitoring) if monitoring is not None else ():
        value = getattr(monitoring, key)
        if callable(value):
            seen[f"sys.monitoring.{key}"] = id(value)
    return seen


def _changed(before: dict[str, int]) -> str | None:
    """The first judge function the learner's code replaced or removed since before, if any."""
    now = _fingerprint()
    for key, value in before.items():
        if now.get(key) != value:
            return key
    return None


# --- the child -----------------------------------------------------------------------------------

PR_SET_PDEATHSIG, PR_SET_CHILD_SUBREAPER = 1, 36


def _prctl(option: int, value: int) -> bool:
    """Linux's prctl(option, value); False where there is none (another OS, no libc) or it fails."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(option, ctypes.c_ulong(value), 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _die_with_parent() -> None:
    """This process is killed when its parent ends: killing kata ends the child, and the child its own."""
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def _limit(kind: int, value: int) -> None:
    with contextlib.suppress(ValueError, OSError):
        hard = resource.getrlimit(kind)[1]
        resource.setrlimit(kind, (value if hard == resource.RLIM_INFINITY else min(value, hard), hard))


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


def _send(fd: int, message: list[Any]) -> None:
    """One message to the parent: its length, then its JSON; one too big is replaced by a short complaint."""
    try:
        body = json.dumps(message, allow_nan=False).encode("utf-8")
    except (TypeError, ValueError, RecursionError):
        body = b""
    if not body or len(body) > MAX_MESSAGE:
        kind = message[0]
        if kind in ("ok", "error"):
            too = "sent back a value that is not plain JSON data" if not body else "sent back too much data"
            body = json.dumps(["error", "Unsendable", f"your code {too}", *message[-3:]]).encode()
        else:
            body = json.dumps([kind, "(too long to send)"][: len(message)]).encode()
    data = struct.pack(">I", len(body)) + body
    try:
        while data:
            data = data[os.write(fd, data) :]
    except OSError:  # the parent is gone: nothing is listening
        os._exit(0)


def _child(fd: int, path: Path, entry: Callee, jobs: Sequence[Job], cpu_seconds: int) -> None:
    """The child's whole life: confine itself, import the file, run the jobs, report each."""
    os.setpgid(0, 0)
    _die_with_parent()
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, signal.SIG_DFL)  # kata's own handlers are kata's, not the learner's
    _limit(resource.RLIMIT_CORE, 0)
    _limit(resource.RLIMIT_CPU, cpu_seconds)
    _limit(resource.RLIMIT_AS, ADDRESS_SPACE)
    _limit_processes()
    os.register_at_fork(after_in_child=_die_with_parent)  # a process the learner forks dies with its parent
    os.closerange(3, fd)  # kata's own files and terminal are none of the learner's business
    os.closerange(fd + 1, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    quiet = os.open(os.devnull, os.O_RDWR)
    for target in (0, 1, 2):  # the learner's prints and tracebacks would garble kata's own output
        os.dup2(quiet, target)
    printed = Printed()
    sys.stdout = sys.stderr = printed  # kept, a few lines a job, and shown with a failure
    sys.setrecursionlimit(RECURSION_LIMIT)
    threading.stack_size(STACK_BYTES)
    if sys.version_info >= (3, 12):
        _python_caches()
    me = os.getpid()
    before = _fingerprint()

    def send(message: list[Any]) -> None:
        if os.getpid() == me:  # a process the learner forked must not speak for the judge
            _send(fd, message)

    def work() -> None:
        try:
            func = load_entry(path, entry)
        except BaseException as err:
            if isinstance(err, SystemExit):
                send(["import", f"{_one_line(err)} while importing"])
            else:
                where = f" (line {err.lineno})" if isinstance(err, SyntaxError) else ""
                send(["import", f"does not import: {_one_line(err)[:50]}{where}"])
            return
        send(["ready"])
        printed.take()  # what the file printed at import is not any job's
        for job in jobs:
            start = time.perf_counter()
            try:
                result = job(func)
                changed = _changed(before)
                if changed is not None:
                    raise TamperedError(f"your code replaced the judge's {changed.removesuffix('.__code__')}")
            except BaseException as err:
                lines, count = printed.take()
                kind = type(err).__name__[:MESSAGE_WIDTH]
                send(["error", kind, _one_line(err), time.perf_counter() - start, list(lines), count])
            else:
                lines, count = printed.take()
                send(["ok", result, time.perf_counter() - start, list(lines), count])

    runner = threading.Thread(target=work, daemon=True)
    runner.start()
    runner.join()


# --- the parent ----------------------------------------------------------------------------------


def _death(status: int) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        if sig == signal.SIGSEGV:
            return "crashed (segmentation fault: the C stack ran out)"
        if sig in (signal.SIGXCPU, signal.SIGKILL):
            return "was stopped (out of CPU time or memory)"
        return f"was killed by signal {signal.Signals(sig).name}"
    return f"ended the process (exit code {os.WEXITSTATUS(status)})"


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


def _sweep(kept: set[int]) -> int:
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


class _Channel:
    """The parent's end of the pipe: whole messages, each read within a deadline, refused past MAX_MESSAGE."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = b""
        self.poller = select.poll()
        self.poller.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)

    def _fill(self, need: int, deadline: float) -> bool | None:
        """Read until `need` bytes are buffered: True; None at the deadline; False when the child closed the pipe."""
        while len(self.buffer) < need:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if not self.poller.poll(max(1, int(left * 1000))):
                continue
            chunk = os.read(self.fd, min(need - len(self.buffer), 1 << 16))
            if not chunk:
                return False
            self.buffer += chunk
        return True

    def receive(self, timeout: float) -> object:
        """The next message decoded, "timeout", "closed" or "bad" (a message kata will not read)."""
        deadline = time.monotonic() + timeout
        got = self._fill(4, deadline)
        if got is not True:
            return "timeout" if got is None else "closed"
        (size,) = struct.unpack(">I", self.buffer[:4])
        if size > MAX_MESSAGE:
            return "bad"
        got = self._fill(4 + size, deadline)
        if got is not True:
            return "timeout" if got is None else "closed"
        body, self.buffer = self.buffer[4 : 4 + size], self.buffer[4 + size :]
        try:
            return json.loads(body.decode("utf-8"))
        except (ValueError, RecursionError):  # bad UTF-8, not JSON, or an int past Python's digit limit
            return "bad"


def _printed(lines: object, count: object) -> tuple[tuple[str, ...], int] | None:
    if not (isinstance(lines, list) and len(lines) <= PRINTED_LINES and all(isinstance(x, str) for x in lines)):
        return None
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        return None
    return tuple(line[:PRINTED_WIDTH] for line in lines), count


def _seconds(value: object) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value) and value >= 0:
        return float(value)
    return None


BAD_MESSAGE = "sent kata a message it did not ask for"


def _outcome(message: object, shape: object) -> JobResult | None:
    """The JobResult a message stands for, or None if it is not one of the shapes the child sends."""
    if not isinstance(message, list) or not message or not isinstance(message[0], str):
        return None
    kind, rest = message[0], message[1:]
    if kind == "ready" and not rest:
        return JobResult("ready", None)
    if kind == "import" and len(rest) == 1 and isinstance(rest[0], str):
        return JobResult("import", rest[0][:MESSAGE_WIDTH])
    if kind == "ok" and len(rest) == 4:
        value, seconds, printed = rest[0], _seconds(rest[1]), _printed(rest[2], rest[3])
        if seconds is None or printed is None or not _plain(value):
            return None
        if shape is not None and not fits(value, shape):
            return JobResult("error", ("Malformed", "your code sent back data of the wrong shape"), seconds, printed)
        return JobResult("ok", value, seconds, printed)
    if kind == "error" and len(rest) == 5:
        name, text, seconds, printed = rest[0], rest[1], _seconds(rest[2]), _printed(rest[3], rest[4])
        if not isinstance(name, str) or not isinstance(text, str) or seconds is None or printed is None:
            return None
        return JobResult("error", (name[:MESSAGE_WIDTH], text[:MESSAGE_WIDTH]), seconds, printed)
    return None


class _KataGone(BaseException):
    """The keeper's parent, kata, has died: sweep and go."""


def _keeper(fd: int, kata: int, run: Callable[[], None]) -> None:
    """Between kata and the learner's child: adopt its orphans, and end them all if kata dies first.

    Kata is a subreaper too, so killing the keeper only hands the orphans to kata's own sweep; killing
    kata makes the keeper sweep (its death signal is SIGTERM, caught here), so only killing both at once
    lets a process the learner's code started outlive the check. When the child ends on its own, the
    keeper sweeps what it left and tells kata how it ended, as one message: ["exit", wait status].
    """

    def gone(signum: int, frame: object) -> None:
        raise _KataGone

    os.setpgid(0, 0)  # out of the terminal's group: Ctrl-C and SIGHUP are kata's to handle
    for sig in (signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, gone)
    _prctl(PR_SET_CHILD_SUBREAPER, 1)
    try:
        _prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
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
        _sweep(set())
        _send(fd, ["exit", status])
    except _KataGone:
        _sweep(set())


def run_jobs(path: Path, entry: Callee, jobs: Sequence[tuple[Job, float]]) -> Iterator[JobResult]:
    """Run each job on the learner's entry in one fresh child; yield one JobResult per job, in order.

    When the file fails to import (an error, an exit, a loop), the one JobResult is "import", saying why.
    After a "timeout" or a "died" the remaining jobs are not run. When the run ends, however it ends
    (a signal to kata included), every process the learner's code started is gone.
    """
    cpu = int(IMPORT_TIMEOUT + sum(timeout for _, timeout in jobs)) + 2
    kept = descendants()  # processes kata had before: not the learner's to sweep away
    kata = os.getpid()
    _prctl(PR_SET_CHILD_SUBREAPER, 1)  # orphans of the learner's code come back to kata, not to init
    read_fd, write_fd = os.pipe()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # "fork in a multi-threaded process": pytest's
        pid = os.fork()
    if pid == 0:  # pragma: no cover - the keeper, then the child
        try:
            os.close(read_fd)
            _keeper(write_fd, kata, lambda: _child(write_fd, path, entry, [job for job, _ in jobs], cpu))
        finally:
            os._exit(0)
    os.close(write_fd)
    with contextlib.suppress(OSError):
        os.setpgid(pid, pid)  # also done by the keeper: whichever runs first, the group exists before any fork
    channel = _Channel(read_fd)
    status: int | None = None  # the keeper's
    died: str | None = None  # how the learner's child ended, as the keeper said

    def wait(seconds: float) -> None:
        """Wait up to seconds for the keeper to end, never longer."""
        nonlocal status
        deadline = time.monotonic() + seconds
        while status is None:
            with contextlib.suppress(ChildProcessError):
                done, code = os.waitpid(pid, os.WNOHANG)
                if done:
                    status = code
                    return
            if time.monotonic() >= deadline:
                return
            time.sleep(0.005)

    def end() -> None:
        """Kill the keeper (the learner's child dies with it; its orphans come to kata's sweep)."""
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGKILL)
        wait(SWEEP_SECONDS)

    def receive(timeout: float, shape: object = None) -> JobResult:
        nonlocal died
        start = time.perf_counter()
        message = channel.receive(timeout)
        if message == "timeout":
            return JobResult("timeout", timeout, timeout)
        if message == "closed":  # the keeper is gone without saying how the child ended
            end()
            return JobResult("died", died or "was stopped", time.perf_counter() - start)
        if isinstance(message, list) and len(message) == 2 and message[0] == "exit":
            code = message[1]
            if isinstance(code, int) and not isinstance(code, bool) and 0 <= code < 2**16:
                died = _death(code)
                return JobResult("died", died, time.perf_counter() - start)
        outcome = None if message == "bad" else _outcome(message, shape)
        if outcome is None:
            end()
            return JobResult("died", BAD_MESSAGE, time.perf_counter() - start)
        return outcome

    try:
        first = receive(IMPORT_TIMEOUT)
        if first.status == "timeout":
            first = JobResult("import", f"was still importing after {IMPORT_TIMEOUT:g} s: a loop at top level?")
        elif first.status == "died":
            first = JobResult("import", f"{first.value} while importing")
        elif first.status not in ("ready", "import"):
            end()
            first = JobResult("import", f"{BAD_MESSAGE} while importing")
        if first.status != "ready":
            yield first
            return
        for job, timeout in jobs:
            outcome = receive(timeout, getattr(job, "shape", None))
            if outcome.status in ("ready", "import"):  # said once, before the jobs; never again
                end()
                outcome = JobResult("died", BAD_MESSAGE)
            yield outcome
            if outcome.status in ("timeout", "died"):
                return
    finally:
        end()
        os.close(read_fd)
        _sweep(kept)
        _prctl(PR_SET_CHILD_SUBREAPER, 0)
