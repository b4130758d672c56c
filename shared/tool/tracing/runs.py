"""A chapter's variant traced on one input, within the cap the variant declares (see `caps`)."""

from __future__ import annotations

import copy
import functools
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from types import CodeType, FunctionType, ModuleType
from typing import Any

from shared.engine.counting import nested_code
from shared.engine.errors import InputError
from shared.tool.registry import Problem, Variant
from shared.tool.tracing.boards import board_reader
from shared.tool.tracing.caches import swapped_caches
from shared.tool.tracing.caps import HELD, first_traceable, trace_cap
from shared.tool.tracing.hooks import record
from shared.tool.tracing.recorder import Event, Recorder, TraceTooLongError
from shared.tool.tracing.source import answer_tables, function_lines, plain

__all__ = [
    "READABLE",
    "Source",
    "Trace",
    "all_code",
    "check_cap",
    "compact",
    "example_for",
    "raised",
    "stopped_by",
    "trace_variant",
]


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
    # (function, local) -> the cells it held, each once (Recorder.held), for a variant that declares them
    # (caps.HELD); None: its cells are its writes, read from the events
    held: dict[tuple[str, str], int] | None = None

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
        if self.held is not None:
            return sum(count for where, count in self.held.items() if where in self.tables)
        return sum(int(e.get("fill", 1)) for e in self.events if e["kind"] == "cell" and _in(e, self.tables))

    @functools.cached_property
    def nodes(self) -> int:
        """What `kata solve` counts for the same run: the search calls, and the table's cells."""
        return self.calls + self.cells

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


def example_for(problem: Problem, v: Variant) -> object:
    """The input `kata trace` and the pages trace by default: the first example within v's cap, or past
    the examples the first case on which v searches (a call) or fills a table (a cell)."""

    def shows(raw: object) -> bool:
        return any(e["kind"] in ("call", "cell") for e in trace_variant(problem, v, raw).events)

    return first_traceable(problem, v, shows)


def check_cap(problem: Problem, v: Variant, args: dict[str, Any]) -> None:
    """Refuse, in one line naming the cap, an input the variant does not trace; or one it declines."""
    cap = trace_cap(problem, v)
    size = problem.size(args)
    if size > cap:
        raise InputError(f"{problem.key} {v.name}'s trace cap is {problem.size_name} <= {cap}; this input has {size}")
    reason = problem.skip_reason(v, args)
    if reason is not None:
        raise InputError(reason)


def trace_variant(problem: Problem, v: Variant, raw: object) -> Trace:
    """Run v on raw with the recorder on; the answer and every event, or the error that stopped the run."""
    args = problem.parse(raw)
    check_cap(problem, v, args)
    functions, watched = _functions(problem, v)
    rec = Recorder(nested_code(v.func), watched, describe=board_reader(problem.key, args))
    fresh = copy.deepcopy(args)
    module = sys.modules[v.func.__module__]
    error = None
    answer: object = None
    with swapped_caches(rec, [vars(module)]):
        try:
            answer = record(rec, lambda: problem.run(v, fresh))
        except InputError:
            raise
        except Exception as err:  # a bug in a variant is shown where it happened, not hidden
            error = stopped_by(err, rec.events)
    events, left_out = compact(rec.events)
    sources = [Source(f.__name__, *_lines(f.__code__)) for f in functions]
    # A variant with a table (it declares cells) counts the writes to it; its helpers' lists are shown only.
    tables = frozenset((f.__name__, t) for f in functions for t in answer_tables(f.__code__) if v.cells)
    held = {where: len(cells) for where, cells in rec.held.items()} if f"{problem.key} {v.name}" in HELD else None
    return Trace(problem.key, v.name, raw, answer, events, sources, error, tables, left_out, held)


def stopped_by(err: BaseException, events: list[Event]) -> str:
    """How a run that gave no answer ended, in words that follow "yours ": it did not finish (a recursion
    that never ends, a run past the event cap, memory run out), or it raised an error of its own."""
    calls = [int(e["depth"]) for e in events if e["kind"] == "call" and "depth" in e]
    deep = f" at depth {max(calls) + 1:,}" if calls else ""
    if isinstance(err, TraceTooLongError):
        return f"did not finish: passed the event cap of {err.most:,}{deep}"
    if isinstance(err, RecursionError):
        return f"did not finish: RecursionError{deep}"
    if isinstance(err, MemoryError):
        return "did not finish: MemoryError (it ran out of memory)"
    return raised(type(err).__name__, str(err))


def raised(kind: str, message: str) -> str:
    """An error's one line, its kind named even when its message is empty (`raise MemoryError()`)."""
    why = " ".join(message.split())[:100]
    return f"raised {kind}: {why}" if why else f"raised {kind}"


READABLE = 12_000  # events past which a trace leaves its `line` events out: 375's first example, 43,000 with them


def compact(events: list[Event]) -> tuple[list[Event], int]:
    """The events, or past READABLE the events of note alone, renumbered; and how many lines were left out."""
    if len(events) <= READABLE:
        return events, 0
    kept = [{**e, "step": k} for k, e in enumerate(e for e in events if e["kind"] != "line")]
    return kept, len(events) - len(kept)


def _functions(problem: Problem, v: Variant) -> tuple[list[FunctionType], frozenset[CodeType]]:
    """The functions whose lines the trace shows: v's, and the variants it falls back on (a formula's table).

    A helper of the module (Connect Four's `makes_four`, its `replay`) runs unwatched: its lines are not the
    technique, and in a search they would be most of the trace.
    """
    variants = {getattr(w.func, "__wrapped__", w.func) for w in problem.variants}
    functions, _ = all_code(v.func)
    shown = [f for f in functions if f is functions[0] or f in variants]
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
