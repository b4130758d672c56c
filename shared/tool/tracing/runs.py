"""A chapter's variant traced on one input, within the cap the variant declares (see `caps`)."""

from __future__ import annotations

import contextlib
import copy
import functools
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from types import CodeType, FunctionType, ModuleType
from typing import Any

from shared.engine.counting import nested_code
from shared.engine.errors import InputError
from shared.tool.measure.timing import counting
from shared.tool.registry import Problem, Variant
from shared.tool.tracing.boards import board_reader
from shared.tool.tracing.caches import swapped_caches
from shared.tool.tracing.caps import UNITS, traceable_cases
from shared.tool.tracing.hooks import calls_past, record
from shared.tool.tracing.recorder import MOST_EVENTS, Event, Recorder, TraceTooLongError
from shared.tool.tracing.replay import Replays
from shared.tool.tracing.source import answer_tables, function_lines, plain

__all__ = [
    "CLOCK",
    "Source",
    "Trace",
    "TraceCapError",
    "all_code",
    "check_cap",
    "example_for",
    "first_trace",
    "raised",
    "refusal",
    "stopped_by",
    "trace_variant",
    "without_lines",
]


CLOCK = "budget"  # the argument of a player on a clock: seconds a move, so each run searches as far as it has time


@dataclass(frozen=True)
class Source:
    """A function's source as the views show it: its name, its first line's number, its lines."""

    name: str
    first: int
    lines: tuple[str, ...]

    def as_json(self) -> dict[str, object]:
        return {"name": self.name, "first": self.first, "lines": list(self.lines)}


@dataclass
class Trace:
    """One traced run: whose it is, on what, its answer, its events, and the code they point into."""

    problem: str
    variant: str
    raw: object
    answer: object
    events: list[Event]
    sources: list[Source] = field(default_factory=list)
    error: str | None = None  # the run raised: its one line (the events stop where it did)
    # (function, local) of each table whose cells are nodes: empty for a variant whose nodes are calls alone
    tables: frozenset[tuple[str, str]] = frozenset()
    lines_left_out: int = 0  # a long run keeps its calls, returns, memos, cuts and cells only (see READABLE)
    # its nodes past its calls in the unit it declares (caps.UNITS); None: its table's writes, read from the events
    counted: int | None = None
    instead: str | None = None  # why this is not the chapter's first example (see `first_trace`)
    # a player on a clock (its input has a `budget` of seconds): the nodes kata solve's own counter counted on this
    # very run, since no other run, solve's included, searches as far (see `trace_variant`); None for the others
    solved: int | None = None

    @functools.cached_property
    def calls(self) -> int:
        """The search calls made: the nodes `kata solve` counts for a search."""
        return sum(1 for e in self.events if e["kind"] == "call")

    @functools.cached_property
    def memos(self) -> int:
        """The answers a memo gave."""
        return sum(1 for e in self.events if e["kind"] == "memo")

    @functools.cached_property
    def cuts(self) -> int:
        """The loops alpha-beta left early."""
        return sum(1 for e in self.events if e["kind"] == "cut")

    @functools.cached_property
    def cells(self) -> int:
        """The cells of the variant's table (see `tables`): each cell once, however often written, a fill
        (`win = [False] * (n + 1)`) holding every cell it starts with, as a table variant declares them."""
        if self.counted is not None:
            return self.counted
        return sum(int(e.get("fill", 1)) for e in self.events if e["kind"] == "cell" and _in(e, self.tables))

    @functools.cached_property
    def nodes(self) -> int:
        """What `kata solve` counts for the same run: the search calls, and the table's cells."""
        return self.calls + self.cells

    @functools.cached_property
    def replays(self) -> Replays:
        """What the events have built by each step, kept as a person steps through them (see `replay`)."""
        return Replays(self.events)

    def as_json(self) -> dict[str, object]:
        return {
            "problem": self.problem,
            "variant": self.variant,
            "input": self.raw,
            "answer": plain(self.answer),
            "error": self.error,
            "sources": [s.as_json() for s in self.sources],
            "events": self.events,
        }


def _in(e: Event, tables: frozenset[tuple[str, str]]) -> bool:
    return (e["func"], e["table"]) in tables


def all_code(func: Callable[..., Any]) -> tuple[list[FunctionType], frozenset[CodeType]]:
    """The functions of func's module that func reaches by name (func first), and all their code, nested too."""
    module = sys.modules.get(str(getattr(func, "__module__", "")))
    space = vars(module) if isinstance(module, ModuleType) else {}
    roots: list[Any] = [func]
    found: list[FunctionType] = []
    codes: set[CodeType] = set()
    while roots:
        member = roots.pop()
        member = getattr(member, "__wrapped__", member)  # a decorated variant
        if not isinstance(member, FunctionType) or member in found:
            continue
        found.append(member)
        stack = [member.__code__]
        while stack:
            code = stack.pop()
            codes.add(code)
            stack.extend(c for c in code.co_consts if isinstance(c, CodeType))
            roots.extend(
                f
                for n in code.co_names
                if isinstance(f := space.get(n), FunctionType) and f.__module__ == func.__module__
            )
    return found, frozenset(codes)


class TraceCapError(InputError):
    """The run passed the trace cap: refused in one line naming it (exit 2), as an input too large is."""

    def __init__(self, problem: Problem, v: Variant, err: TraceTooLongError) -> None:
        self.why = f"passes the trace cap of {err.most:,} {err.what}"
        super().__init__(f"{problem.key} {v.name} {self.why} on this input")


def first_trace(problem: Problem, v: Variant, most: int | None = None) -> Trace:
    """v's trace on the chapter's first example; where v refuses it (a rule it declines) or its run passes the
    cap of `most` events, on the next example it traces, or past the examples the first case on which v
    searches (a call) or fills a table (a cell), with the one line saying why (`Trace.instead`)."""
    why = None
    for k, raw in enumerate(problem.examples, 1):
        try:
            t = trace_variant(problem, v, raw, most)
        except TraceCapError as err:
            why = why or f"example 1 {err.why}"
            continue
        except InputError as err:
            why = why or f"example 1 is declined: {err}"
            continue
        return replace(t, instead=why and f"{why}; this is example {k}")
    telling: Trace | None = None
    cases = [raw for raw in traceable_cases(problem) if refusal(problem, v, problem.parse(raw)) is None]
    cases.sort(key=lambda raw: problem.size(problem.parse(raw)))  # the smallest first: the likeliest within the cap
    for raw in cases[:12]:
        try:
            t = trace_variant(problem, v, raw, most)
        except InputError:
            continue
        if any(e["kind"] in ("call", "cell") for e in t.events):
            telling = t
            break
        telling = telling or t
    if telling is None:
        raise InputError(f"no example or case of {problem.key} is traced by {v.name}; give an INPUT")
    return replace(telling, instead=why and f"{why}; this is a case of its case file")


def without_lines(t: Trace) -> Trace:
    """The trace with its events of note alone, renumbered: its `line` events counted in `lines_left_out`."""
    kept = [{**e, "step": k} for k, e in enumerate(e for e in t.events if e["kind"] != "line")]
    return replace(t, events=kept, lines_left_out=t.lines_left_out + len(t.events) - len(kept))


def example_for(problem: Problem, v: Variant) -> object:
    """The input `kata trace` traces by default (see `first_trace`)."""
    return first_trace(problem, v).raw


def refusal(problem: Problem, v: Variant, args: dict[str, Any]) -> str | None:
    """Why v is not traced on args, or None: rules it declines (a formula's), or, for a variant whose work no
    call counts (a table, a formula), a size past its declared limit. A search is traced past its limit: each
    node a call, the trace cap stops a run too long to watch, and a worst-case limit says nothing of a cheap
    input (464's first example, m = 10 but 30 calls for naive, limited to m <= 8)."""
    if nested_code(v.func):
        return v.declines(args) if v.declines is not None else None
    return problem.skip_reason(v, args)


def check_cap(problem: Problem, v: Variant, args: dict[str, Any]) -> None:
    """Refuse, in one line, an input the variant does not trace (see `refusal`)."""
    reason = refusal(problem, v, args)
    if reason is not None:
        raise InputError(reason)


def check_calls(problem: Problem, v: Variant, args: dict[str, Any], most: int | None = None) -> None:
    """Refuse what the trace would not hold, before recording: what check_cap refuses, and a search making more
    calls than the cap holds events (each call is two: the call, its return), counted as solve counts nodes."""
    check_cap(problem, v, args)
    cap = MOST_EVENTS if most is None else most  # read here, not bound at import: a test lowers it
    search = nested_code(v.func)
    if search and calls_past(search, cap // 2, lambda: problem.run(v, copy.deepcopy(args))):
        raise TraceCapError(problem, v, TraceTooLongError(cap))


def trace_variant(problem: Problem, v: Variant, raw: object, most: int | None = None) -> Trace:
    """Run v on raw with the recorder on; the answer and every event, or the error that stopped the run.

    A run past the trace cap (`most` events of note, or too many lines or seconds) is refused: TraceCapError."""
    args = problem.parse(raw)
    check_calls(problem, v, args, most)
    cap = MOST_EVENTS if most is None else most
    functions, watched = _functions(problem, v)
    search = nested_code(v.func)
    unit = UNITS.get(f"{problem.key} {v.name}")
    also = frozenset(unit[1]) if unit is not None and unit[0] == "held" else frozenset()
    counts_yields = unit is not None and unit[0] == "assigns" and "yield" in unit[1]
    yielding = frozenset(c for c in watched if c.co_name == "<genexpr>") if counts_yields else frozenset()
    rec = Recorder(search, watched, cap, describe=board_reader(problem.key, args), also=also)
    fresh = copy.deepcopy(args)
    module = sys.modules[v.func.__module__]
    error = None
    answer: object = None
    clocked = CLOCK in args  # its search stops on the clock: counted as solve counts, on the run recorded
    counter = counting(v, args) if clocked else contextlib.nullcontext(None)
    with swapped_caches(rec, [vars(module)]), counter as solving:
        try:
            answer = record(rec, lambda: problem.run(v, fresh), yielding)
        except InputError:
            raise
        except TraceTooLongError as err:
            raise TraceCapError(problem, v, err) from None
        except Exception as err:  # a bug in a variant is shown where it happened, not hidden
            error = stopped_by(err, rec.events)
    sources = [Source(f.__name__, *_lines(f.__code__)) for f in functions]
    # A variant with a table (it declares cells) counts the writes to it; its helpers' lists are shown only.
    tables = frozenset((f.__name__, t) for f in functions for t in answer_tables(f.__code__) if v.cells)
    counted = _counted(unit, rec, tables)
    solved = (solving.nodes or 0) if solving is not None else None
    return Trace(
        problem.key, v.name, raw, answer, rec.events, sources, error, tables, rec.lines_left_out, counted, None, solved
    )


def _counted(
    unit: tuple[str, tuple[str, ...], str] | None, rec: Recorder, tables: frozenset[tuple[str, str]]
) -> int | None:
    """The variant's nodes past its calls in the unit it declares (see caps.UNITS); None: its table's writes."""
    if unit is None:
        return None
    kind, names, _ = unit
    if kind == "held":
        return sum(len(cells) for (func, name), cells in rec.held.items() if name in names or (func, name) in tables)
    return sum(count for (_, name), count in rec.assigned.items() if name in names)


def stopped_by(err: BaseException, events: list[Event]) -> str:
    """How a run that gave no answer ended, in words that follow "yours ": it did not finish (a recursion
    that never ends, a run past the event cap, memory run out), or it raised an error of its own."""
    calls = [int(e["depth"]) for e in events if e["kind"] == "call" and "depth" in e]
    deep = f" at depth {max(calls) + 1:,}" if calls else ""
    if isinstance(err, TraceTooLongError):
        if err.what == "seconds":
            return f"did not finish: stopped after {err.most:,} s{deep}"
        cap = "the event cap" if err.what == "events" else f"the cap on {err.what}"
        return f"did not finish: passed {cap} of {err.most:,}{deep}"
    if isinstance(err, RecursionError):
        return f"did not finish: RecursionError{deep}"
    if isinstance(err, MemoryError):
        return "did not finish: MemoryError (it ran out of memory)"
    return raised(type(err).__name__, str(err))


def raised(kind: str, message: str) -> str:
    """An error's one line, its kind named even when its message is empty (`raise MemoryError()`)."""
    why = " ".join(message.split())[:100]
    return f"raised {kind}: {why}" if why else f"raised {kind}"


def _functions(problem: Problem, v: Variant) -> tuple[list[FunctionType], frozenset[CodeType]]:
    """The functions whose lines the trace shows: v's, and the variants it falls back on (a formula's table).

    A helper of the module (Connect Four's `makes_four`, its `replay`) runs unwatched: its lines are not the
    technique, and in a search they would be most of the trace. A variant that hands its work to the engine
    (913's and 1728's `generic`, calling the shared `retrograde`) shows the engine's functions it calls, and theirs.
    """
    variants = {getattr(w.func, "__wrapped__", w.func) for w in problem.variants}
    functions, _ = all_code(v.func)
    shown = [f for f in functions if f is functions[0] or f in variants]
    space = vars(sys.modules[v.func.__module__])
    for name in dict.fromkeys(n for f in shown for n in f.__code__.co_names):
        engine = space.get(name)
        if isinstance(engine, FunctionType) and engine.__module__.startswith("shared.engine."):
            shown.extend(f for f in all_code(engine)[0] if f not in shown)
    codes: set[CodeType] = set()
    for f in shown:
        stack = [f.__code__]
        while stack:
            code = stack.pop()
            codes.add(code)
            stack.extend(c for c in code.co_consts if isinstance(c, CodeType))
    return shown, frozenset(codes)


def _lines(code: CodeType) -> tuple[int, tuple[str, ...]]:
    first, lines = function_lines(code)
    return first, tuple(lines)
