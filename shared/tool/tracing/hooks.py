"""The hooks that feed a `Recorder`: `sys.monitoring` on 3.12+, `sys.settrace` on 3.11, on for one run."""

from __future__ import annotations

import dis
import sys
from collections.abc import Callable
from types import CodeType, FrameType
from typing import Any

from shared.engine.counting import monitor
from shared.engine.recursion import recursion_limit
from shared.tool.tracing.recorder import Recorder

__all__ = ["calls_past", "record"]

_TOOL = 5  # a sys.monitoring tool id of its own: the node counter has 4, the judge's child 2


def record(rec: Recorder, thunk: Callable[[], object], yielding: frozenset[CodeType] = frozenset()) -> object:
    """Run thunk with rec's hook on (in this thread); return its result. Events land in rec.events; the values the
    generator expressions of `yielding` yield are counted in rec.assigned as (their name, "yield") (caps.UNITS)."""
    with recursion_limit(20_000):
        if sys.version_info >= (3, 12):  # pragma: no cover - 3.12+
            return _monitored(rec, thunk, yielding)
        return _traced(rec, thunk, yielding)


def _yielded(rec: Recorder, code: CodeType) -> None:
    where = (code.co_name, "yield")
    rec.assigned[where] = rec.assigned.get(where, 0) + 1


class _PastError(Exception):
    """The count passed its bound: the run is stopped there."""


def calls_past(search: frozenset[CodeType], most: int, thunk: Callable[[], object]) -> bool:
    """Does thunk make more than `most` calls of the search code? Counted as `kata solve` counts nodes, a hook
    on calls alone (no line, no event kept), and stopped at the first call past `most`: a run too long to
    record is refused for the price of counting `most` calls, not of recording them."""
    made = 0

    def count(code: CodeType) -> None:
        nonlocal made
        if code in search:
            made += 1
            if made > most:
                raise _PastError

    with recursion_limit(20_000):
        try:
            if sys.version_info >= (3, 12):  # pragma: no cover - 3.12+
                monitoring: Any = getattr(sys, "monitoring")  # noqa: B009  # absent from 3.11's typeshed

                def started(code: CodeType, offset: int) -> object:
                    if code not in search:
                        return monitoring.DISABLE
                    count(code)
                    return None

                stop = monitor(_TOOL, "kata trace count", {monitoring.events.PY_START: started})
                try:
                    thunk()
                finally:
                    stop()
            else:
                old = sys.getprofile()
                sys.setprofile(lambda frame, event, arg: count(frame.f_code) if event == "call" else None)
                try:
                    thunk()
                finally:
                    sys.setprofile(old)
        except _PastError:
            return True
        except Exception:  # the run's own error: the recorded run says it where it happens
            return False
    return False


_YIELD_VALUE = dis.opmap.get("YIELD_VALUE", -1)


def _traced(rec: Recorder, thunk: Callable[[], object], yielding: frozenset[CodeType]) -> object:
    watched = rec.watched

    def yielded(frame: FrameType, event: str, arg: object) -> object:
        # a generator's frame returns at each value it yields, and once when it ends: only the first are values
        if event == "return" and frame.f_code.co_code[frame.f_lasti] == _YIELD_VALUE:
            _yielded(rec, frame.f_code)
        return yielded

    def local(frame: FrameType, event: str, arg: object) -> object:
        if event == "line":
            rec.line(frame)
        elif event == "return":
            rec.leave(frame, arg)
        elif event == "exception":
            rec.raised(frame)
        return local

    def anywhere(frame: FrameType, event: str, arg: object) -> object:
        if event == "call" and frame.f_code in watched:
            rec.enter(frame)
            return local
        if event == "call" and frame.f_code in yielding:  # started or resumed
            return yielded
        return None

    old = sys.gettrace()
    sys.settrace(anywhere)  # type: ignore[arg-type]  # typeshed's TraceFunction returns a TraceFunction
    try:
        return thunk()
    finally:
        sys.settrace(old)


def _monitored(  # pragma: no cover - 3.12+
    rec: Recorder, thunk: Callable[[], object], yielding: frozenset[CodeType]
) -> object:
    monitoring: Any = getattr(sys, "monitoring")  # noqa: B009  # absent from 3.11's typeshed
    events = monitoring.events
    watched, disable = rec.watched, monitoring.DISABLE

    def started(code: CodeType, offset: int) -> object:
        if code not in watched:
            return disable
        rec.enter(sys._getframe(1))
        return None

    def lined(code: CodeType, line: int) -> object:
        if code not in watched:
            return disable
        rec.line(sys._getframe(1))
        return None

    def returned(code: CodeType, offset: int, value: object) -> object:
        if code not in watched:
            return disable
        rec.leave(sys._getframe(1), value)
        return None

    def unwound(code: CodeType, offset: int, error: BaseException) -> None:
        if code in watched:
            rec.leave(sys._getframe(1), None, raised=True)

    def yielded(code: CodeType, offset: int, value: object) -> object:
        if code not in yielding:
            return disable
        _yielded(rec, code)
        return None

    stop = monitor(
        _TOOL,
        "kata trace",
        {
            events.PY_START: started,
            events.LINE: lined,
            events.PY_RETURN: returned,
            events.PY_UNWIND: unwound,
            events.PY_YIELD: yielded,
        },
    )
    try:
        return thunk()
    finally:
        stop()
