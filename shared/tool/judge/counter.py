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
import dis
import sys
import threading
from collections.abc import Callable, Iterable
from types import CodeType, FrameType, ModuleType
from typing import Any

from shared.engine.counting import monitor

__all__ = ["CallCounter", "EnoughCalls", "TamperedError", "changed", "fingerprint"]

_GENERATOR = 0x20
_SKIPPED_FLAGS = 0x80 | 0x200  # coroutines, async generators: not a search's calls
_VARARGS, _VARKEYWORDS = 0x04, 0x08
_TOOL_NAME = "kata judge"
_VALUE_ROOM = 10_000  # items of one call's arguments compared by value, at most; past it they are opaque


class EnoughCalls(BaseException):  # not an error: the counter has seen enough
    """Raised into the learner's code once a CallCounter has counted its `most` calls: enough to judge by."""


class TamperedError(Exception):
    """The judge's counting hooks or its own functions were changed by the learner's code: no count is honest."""


class _OpaqueError(Exception):
    """A value with no state kata can compare by value (an object whose only state is a table, say)."""


def _value(value: object, room: list[int]) -> object:
    """value as plain data compared by value: numbers, text, tuples of them; an object as its class and fields.

    A list becomes a tuple, a dict its items, an object its plain fields (not its tables or methods):
    the position a search is at, however it is carried. _OpaqueError past _VALUE_ROOM items or for what
    has no such state.
    """
    room[0] -= 1
    if room[0] < 0:
        raise _OpaqueError
    if value is None or isinstance(value, bool | int | float | str | bytes):
        return value
    if isinstance(value, tuple | list):
        return (type(value).__name__, *(_value(item, room) for item in value))
    if isinstance(value, set | frozenset):
        return ("set", frozenset(_value(item, room) for item in value))
    if isinstance(value, dict):
        return ("dict", frozenset((_value(k, room), _value(v, room)) for k, v in value.items()))
    fields = getattr(value, "__dict__", None)
    if not isinstance(fields, dict) or callable(value):
        raise _OpaqueError
    kept = [(name, item) for name, item in fields.items() if not isinstance(item, dict | set) and not callable(item)]
    if not kept:  # its only state is a table (a solver's memo): nothing that says where the search is
        raise _OpaqueError
    return (type(value).__name__, *((name, _value(item, room)) for name, item in kept))


class CallCounter:
    """Counts calls of the functions one file defines, and notices when one of them recurses.

    Comprehensions and dunder methods (`__init__`, `__hash__`) are not
    counted; lambdas are, and a generator's first
    start is (its resumes are not), so a search run through a generator
    trampoline counts once per entry. With `distinct` on, the state of each
    call is remembered too, by value (`_value`: the arguments, a `*args`
    tuple, an object's fields), to tell how many distinct states were
    entered, and how many calls were made again from inside a call whose state
    had been seen before: a cache that works makes none. A call whose state
    cannot be told by value (`opaque`) is told by the object itself. With
    `most` set, counting stops the learner's code once that many calls are
    counted, by raising EnoughCalls into it. `nodes` is the calls of the
    functions that recursed, less those that only pass the search on (a
    lambda in `map`, a helper that calls the search once): a search's entries.
    """

    def __init__(self, filename: str, *, distinct: bool = False, most: int | None = None) -> None:
        self.filename = filename
        self.distinct = distinct
        self.most = most
        self.calls = 0
        self.recursed: str | None = None  # the first function seen calling itself, directly or not
        self.states: set[object] = set()
        self.researched = 0  # calls made from inside a repeated call of the same function
        self._repeat: dict[int, bool] = {}  # id of a live counted frame: whether its state was seen before
        self._each: dict[CodeType, int] = {}  # calls of each counted function
        self._recursive: set[CodeType] = set()  # the functions seen calling themselves, directly or not
        self._kids: dict[int, tuple[CodeType, int]] = {}  # id of a live counted frame: its code, calls it made
        self._most_kids: dict[CodeType, int] = {}  # the most counted calls one call of each function made
        self._objects: dict[tuple[CodeType, int], set[int]] = {}  # opaque objects by function and argument
        self._kept: list[object] = []  # the opaque objects, alive so that their ids stay theirs
        self._starts: dict[CodeType, int] = {}  # a generator's first instruction: where its first start is

    @property
    def passing_on(self) -> set[CodeType]:
        """The recursive functions no call of which made more than one counted call: they pass the search on."""
        return {code for code in self._recursive if self._most_kids.get(code, 0) <= 1}

    @property
    def searched(self) -> int:
        """Calls of the busiest function that called itself (0 if none did): the positions a search explored."""
        nodes = self._recursive - self.passing_on or self._recursive
        return max((self._each[code] for code in nodes), default=0)

    @property
    def recursive_calls(self) -> int:
        """Calls of every function that called itself, directly or through another: a search's nodes, both
        halves of a max/min pair included, without the helpers (can_play, play, undo) called at each one, nor
        a function that only passes the search on (`map(lambda child: search(child), ...)`)."""
        nodes = self._recursive - self.passing_on or self._recursive
        return sum(self._each[code] for code in nodes)

    @property
    def opaque(self) -> bool:
        """Were some calls' states told apart only by object identity, several objects in one place?"""
        return any(len(ids) > 1 for ids in self._objects.values())

    def _counts(self, code: CodeType, frame: FrameType | None = None) -> bool:
        if code.co_filename != self.filename or code.co_flags & _SKIPPED_FLAGS:
            return False
        if code.co_name.startswith("<") and code.co_name != "<lambda>":
            return False
        if code.co_name.startswith("__") and code.co_name.endswith("__"):  # __init__, __eq__, __hash__: no entries
            return False
        return frame is None or not code.co_flags & _GENERATOR or self._first_start(code, frame)

    def _first_start(self, code: CodeType, frame: FrameType) -> bool:
        """3.11: is this "call" a generator's first start, not a resume? (3.12+ reports only first starts.)"""
        if code not in self._starts:
            first = next((i.offset for i in dis.get_instructions(code) if i.opname == "RESUME"), 0)
            self._starts[code] = first
        return frame.f_lasti <= self._starts[code]

    def _enter(self, code: CodeType, frame: FrameType) -> None:
        self.calls += 1
        if self.most is not None and self.calls > self.most:
            raise EnoughCalls
        self._each[code] = self._each.get(code, 0) + 1
        self._note_caller(code, frame)
        if code not in self._recursive:
            self._note_recursion(code, frame)
        if self.distinct:
            self._note_state(code, frame)

    def _note_caller(self, code: CodeType, frame: FrameType) -> None:
        """Count this call against the nearest counted call above it (a few frames up: past any()'s generator)."""
        self._kids[id(frame)] = (code, 0)
        above, steps = frame.f_back, 0
        while above is not None and steps < 8:
            kids = self._kids.get(id(above))
            if kids is not None and kids[0] is above.f_code:
                made = kids[1] + 1
                self._kids[id(above)] = (kids[0], made)
                if made > self._most_kids.get(kids[0], 0):
                    self._most_kids[kids[0]] = made
                return
            above, steps = above.f_back, steps + 1

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

    def _arguments(self, code: CodeType) -> tuple[str, ...]:
        """The names a call's state is in: its parameters, `*args` and `**kwargs` included."""
        count = code.co_argcount + code.co_kwonlyargcount
        count += bool(code.co_flags & _VARARGS) + bool(code.co_flags & _VARKEYWORDS)
        return code.co_varnames[:count]

    def _key(self, code: CodeType, names: tuple[str, ...], values: Any) -> tuple[object, ...]:
        """A call's state: each argument by value where it can be, else the object itself (kept alive)."""
        key: list[object] = []
        for place, name in enumerate(names):
            value = values.get(name)
            try:
                key.append(_value(value, [_VALUE_ROOM]))
            except (_OpaqueError, RecursionError):
                self._objects.setdefault((code, place), set()).add(id(value))
                self._kept.append(value)
                key.append(("object", id(value)))
        return tuple(key)

    def _note_state(self, code: CodeType, frame: FrameType) -> None:
        names = self._arguments(code)
        state = (code, self._key(code, names, frame.f_locals))
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
            if event == "call" and self._counts(frame.f_code, frame):
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
    """Each function, class member and constant a module defines, by a readable name: a judge constant set
    from the learner's code (a cap on the calls counted, say) is a change as much as a function replaced."""
    name = module.__name__
    for key, value in list(vars(module).items()):
        if key.startswith("__"):
            continue
        if isinstance(value, type) and value.__module__ == name:
            for attr, member in list(vars(value).items()):
                if callable(member) or isinstance(member, int | float | str | tuple):
                    yield f"{key}.{attr}", member
        elif callable(value) or isinstance(value, int | float | str | tuple | frozenset):
            yield key, value


def fingerprint(judge: Iterable[ModuleType], leaned_on: dict[str, ModuleType]) -> dict[str, int]:
    """Who is who among the judge's functions and classes (and their code), and the library functions it
    leans on, by object identity. The modules are given, not looked up: the child hides them from sys.modules."""
    seen: dict[str, int] = {}
    for module in judge:
        for key, member in _members(module):  # by module: levels/honest's MEMO_CALLS is another name for jobs'
            seen[f"{module.__name__}|{key}"] = id(member)
            seen[f"{module.__name__}|{key}.__code__"] = id(getattr(member, "__code__", None))
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
            return key.rpartition("|")[2].removesuffix(".__code__")
    return None
