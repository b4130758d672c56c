"""Counting in the child: the calls of the learner's own functions, seen from outside, and checks that the
counting itself was left alone.

The counter adds no call to the learner's code: the engine's monitoring layer
(`shared.engine.counting.monitor`, 3.12+) or a profile hook (3.11) sees each
Python function start, in every thread. A count is refused, with a reason,
when the hooks were switched off during the call, or when the learner's code
replaced one of the judge's functions (a fingerprint of them, taken before
the first job, is compared after each).
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable, Iterable
from types import CodeType, FrameType, ModuleType
from typing import Any

from shared.engine.counting import monitor

__all__ = ["CallCounter", "EnoughCalls", "TamperedError", "changed", "fingerprint"]

_SKIPPED_FLAGS = 0x20 | 0x80 | 0x200  # generators, coroutines, async generators: each resume would count
_TOOL_NAME = "kata judge"


class EnoughCalls(BaseException):  # not an error: the counter has seen enough
    """Raised into the learner's code once a CallCounter has counted its `most` calls: enough to judge by."""


class TamperedError(Exception):
    """The judge's counting hooks or its own functions were changed by the learner's code: no count is honest."""


class CallCounter:
    """Counts calls of the functions one file defines, and notices when one of them recurses.

    Comprehensions and generators are not counted, lambdas are. With
    `distinct` on, the argument values of each call are remembered too, to
    tell how many distinct states were entered, and how many calls were made
    again from inside a call whose arguments had been seen before: a cache
    that works makes none (a repeated call returns its answer without
    searching). With `most` set, counting stops the learner's code once that
    many calls are counted, by raising EnoughCalls into it. `searched` is
    the calls of the function seen calling itself most often: a search's
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
            self._note_recursion(code, frame)
        if self.distinct:
            self._note_state(code, frame)

    def _note_recursion(self, code: CodeType, frame: FrameType) -> None:
        # The whole stack until the first recursion is seen; then a few frames, past a helper or any()'s
        # generator: a helper called 10,000 levels deep must not walk them all at every call.
        above, steps = frame.f_back, 0
        while above is not None and (steps < 8 or self.recursed is None):
            if above.f_code is code:
                self.recursed = self.recursed or code.co_name
                self._recursive.add(code)
                break
            above, steps = above.f_back, steps + 1

    def _note_state(self, code: CodeType, frame: FrameType) -> None:
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
            if sys.version_info >= (3, 12):
                return self._run_monitored(thunk)
            return self._run_profiled(thunk)
        except EnoughCalls:
            return None

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
        tool, event = monitoring.PROFILER_ID, monitoring.events.PY_START

        def started(code: CodeType, offset: int) -> object:
            if not self._counts(code):
                return monitoring.DISABLE
            self._enter(code, sys._getframe(1))
            return None

        if monitoring.get_tool(tool) is not None:  # left by an earlier count that the learner's code broke
            monitoring.free_tool_id(tool)
        stop = monitor(tool, _TOOL_NAME, {event: started})
        intact = False
        try:
            result = thunk()
            intact = monitoring.get_tool(tool) == _TOOL_NAME and monitoring.get_events(tool) == event
            # Registering the same callback again hands back the one in place: the counter's, if untouched.
            intact = intact and monitoring.register_callback(tool, event, started) is started
        finally:
            with contextlib.suppress(ValueError):  # the learner's code freed the tool: nothing to undo
                stop()
        if not intact:
            raise TamperedError("the call counting was switched off during the call")
        return result


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


def _members(module: ModuleType) -> Iterable[tuple[str, object]]:
    """Each function and class member a module defines, by a readable name."""
    name = module.__name__
    for key, value in list(vars(module).items()):
        if isinstance(value, type) and value.__module__ == name:
            for attr, member in list(vars(value).items()):
                if callable(member):
                    yield f"{key}.{attr}", member
        elif callable(value):
            yield key, value


def fingerprint(judge: Iterable[ModuleType], leaned_on: dict[str, ModuleType]) -> dict[str, int]:
    """Who is who among the judge's functions and classes (and their code), and the library functions it
    leans on, by object identity. The modules are given, not looked up: the child hides them from sys.modules."""
    seen: dict[str, int] = {}
    for module in judge:
        for key, member in _members(module):
            seen[key] = id(member)
            seen[f"{key}.__code__"] = id(getattr(member, "__code__", None))
    for name, keys in _LEANED_ON.items():
        found = leaned_on.get(name)
        for key in keys:
            seen[f"{name}.{key}"] = id(getattr(found, key, None))
    for key in ("setprofile", "getprofile", "settrace", "_getframe"):
        seen[f"sys.{key}"] = id(getattr(sys, key, None))
    monitoring = getattr(sys, "monitoring", None)
    for key in vars(monitoring) if monitoring is not None else ():
        value = getattr(monitoring, key)
        if callable(value):
            seen[f"sys.monitoring.{key}"] = id(value)
    return seen


def leaned_on() -> dict[str, ModuleType]:
    """The library modules whose functions a job's result passes through, as loaded now."""
    return {name: sys.modules[name] for name in _LEANED_ON if name in sys.modules}


def changed(before: dict[str, int], now: dict[str, int]) -> str | None:
    """The first judge function the learner's code replaced or removed between two fingerprints, if any."""
    for key, value in before.items():
        if now.get(key) != value:
            return key.removesuffix(".__code__")
    return None
