"""Node counts read from the calls a variant makes, as the judge reads yours.

A recursive variant enters a node by calling its search function: `naive`'s
inner `margin(i, j)` runs once per node of the game tree, and under `@cache`
once per distinct state (a hit returns from the cache without running it). So
the chapters carry no instrumentation: `node_counter(variant)` counts the calls
of the functions nested inside the variant (and in the module functions it
names), from outside, with `sys.monitoring` (3.12+) or a profile hook (3.11), in
this thread and in the threads started inside the block. Module-level helpers
(`flips`, `winner`), lambdas, comprehensions and generators are not nodes.

Where the unit is not a call (a bottom-up table's cells) a chapter says
nothing: its declaration gives the count (`shared.tool.registry.Variant.cells`),
and the tool adds it. The engine's searches are counted from outside too.
Code that is not a search may report work with `count_node(k)` (no chapter
may: a paste must run without the kata), which adds to the same counter; a
nested function that calls it is not counted on top.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import CodeType, FrameType, FunctionType, ModuleType
from typing import Any

__all__ = [
    "NodeCounter",
    "count_node",
    "monitor",
    "nested_code",
    "node_counter",
]

# generators, coroutines, async generators: each resume would count again
_NOT_NODES = 0x20 | 0x80 | 0x200


@dataclass
class NodeCounter:
    """How many nodes the code under measurement
    entered; None if it entered none it could count."""

    nodes: int | None = None
    # the code objects whose calls are nodes
    counted: frozenset[CodeType] = field(default_factory=frozenset)


# A stack, not one global: a measurement may run inside another one
# (a benchmark timing a test, say), and each sees only its own nodes.
_active: list[NodeCounter] = []


def count_node(k: int = 1) -> None:
    """Record that k nodes were entered where a
    node is not a call (k table cells filled)."""
    if _active:
        counter = _active[-1]
        counter.nodes = (counter.nodes or 0) + k


def _nested(code: CodeType, found: set[CodeType]) -> None:
    for const in code.co_consts:
        if isinstance(const, CodeType):
            # A function that calls count_node reports its own
            # work (a chapter not yet converted): no double count.
            reports = (
                "count_node" in const.co_names
                or "count_node" in const.co_freevars
            )
            if (
                not const.co_name.startswith("<")
                and not const.co_flags & _NOT_NODES
                and not reports
            ):
                found.add(const)
            # a def inside a comprehension, or inside a nested def
            _nested(const, found)


def _all_code(code: CodeType) -> Iterator[CodeType]:
    yield code
    for const in code.co_consts:
        if isinstance(const, CodeType):
            yield from _all_code(const)


def nested_code(where: Callable[..., Any] | ModuleType) -> frozenset[CodeType]:
    """The code of the functions nested in `where` and in the
    module functions it names, at any depth; not `where`'s.

    Given a module: those nested in any of its functions
    (and its classes' methods). Given a variant: those nested in
    it, or in a function of its module that it names (a `formula`
    falling back on `bottom_up`), and so on; a table variant that
    names no search gets none, so nothing watches it.
    """
    if isinstance(where, ModuleType):
        roots = [
            v
            for root in vars(where).values()
            for v in (vars(root).values() if isinstance(root, type) else [root])
        ]
        module_name = where.__name__
    else:
        roots, module_name = (
            [where],
            str(getattr(where, "__module__", "") or ""),
        )
    module = sys.modules.get(module_name or "")
    namespace = (
        vars(module)
        if module is not None and not isinstance(where, ModuleType)
        else {}
    )
    found: set[CodeType] = set()
    seen: set[CodeType] = set()
    while roots:
        member = roots.pop()
        # a classmethod or staticmethod
        member = getattr(member, "__func__", member)
        member = getattr(member, "__wrapped__", member)  # a decorated variant
        if not isinstance(member, FunctionType) or member.__code__ in seen:
            continue
        if isinstance(where, ModuleType) and member.__module__ != module_name:
            continue
        seen.add(member.__code__)
        _nested(member.__code__, found)
        for code in _all_code(member.__code__):
            for name in code.co_names:
                named = namespace.get(name)
                if (
                    isinstance(named, FunctionType)
                    and named.__module__ == module_name
                ):
                    roots.append(named)
    # the variant's own call is the question, not a node
    if not isinstance(where, ModuleType):
        found.discard(
            getattr(getattr(where, "__wrapped__", where), "__code__", None)
        )
    return frozenset(found)


def _profile(frame: FrameType, event: str, arg: object) -> None:
    # Called on every call and return, of C functions
    # too: kept to one test in the common case.
    if event == "call" and _active and frame.f_code in _active[-1].counted:
        counter = _active[-1]
        counter.nodes = (counter.nodes or 0) + 1


# a sys.monitoring tool id no debugger, coverage
# tool or profiler claims (the judge's child uses 2)
_TOOL = 4


def monitor(
    tool: int, name: str, callbacks: Mapping[int, Callable[..., object]]
) -> Callable[[], None]:
    """3.12+: claim sys.monitoring's `tool` id and send each event to its
    callback from now on, in every thread; return what gives the id back
    (its events off, its callbacks gone, switched-off places re-armed)."""
    # absent from 3.11's typeshed
    monitoring: Any = getattr(sys, "monitoring")  # noqa: B009
    monitoring.use_tool_id(tool, name)
    events = 0
    for event, callback in callbacks.items():
        monitoring.register_callback(tool, event, callback)
        events |= event
    monitoring.set_events(tool, events)
    monitoring.restart_events()

    def stop() -> None:
        monitoring.set_events(tool, 0)
        for event in callbacks:
            monitoring.register_callback(tool, event, None)
        monitoring.free_tool_id(tool)
        monitoring.restart_events()

    return stop


def _start() -> Callable[[], None]:
    """Install the hook that counts calls; return what uninstalls it."""
    if sys.version_info >= (3, 12):  # pragma: no cover - 3.12+
        # absent from 3.11's typeshed
        monitoring: Any = getattr(sys, "monitoring")  # noqa: B009

        def started(code: CodeType, offset: int) -> object:
            counter = _active[-1] if _active else None
            if counter is None or code not in counter.counted:
                # never asked about this code again until restart_events()
                return monitoring.DISABLE
            counter.nodes = (counter.nodes or 0) + 1
            return None

        return monitor(
            _TOOL, "kata node counter", {monitoring.events.PY_START: started}
        )
    old, old_threads = sys.getprofile(), threading.getprofile()
    sys.setprofile(_profile)
    # threads started in the block (the deep runner's)
    threading.setprofile(_profile)

    def stop() -> None:
        sys.setprofile(old)
        threading.setprofile(old_threads)

    return stop


@contextmanager
def node_counter(
    where: Callable[..., Any] | ModuleType | None = None,
) -> Iterator[NodeCounter]:
    """Count the nodes entered inside the block: calls
    of `nested_code(where)`, plus every count_node(k).

    With no `where`, only count_node's counts: for code
    that reports its own work (the engine's searches).
    """
    counted = nested_code(where) if where is not None else frozenset()
    counter = NodeCounter(counted=counted)
    # Only the outermost counter with code to count
    # installs the hook; inner ones reuse it.
    hooked = any(c.counted for c in _active)
    stop = _start() if counted and not hooked else None
    _active.append(counter)
    _rearm(hooked)
    try:
        yield counter
    finally:
        _active.pop()
        _rearm(hooked)
        if stop is not None:
            stop()


def _rearm(hooked: bool) -> None:
    """On 3.12+, ask again about code that an outer
    counter's hook switched off: this counter may count it."""
    if hooked and sys.version_info >= (3, 12):  # pragma: no cover - 3.12+
        getattr(sys, "monitoring").restart_events()  # noqa: B009
