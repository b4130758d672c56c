"""Running a variant once, or several times, and recording answer, nodes and seconds."""

from __future__ import annotations

import copy
import gc
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from shared.engine.counting import NodeCounter, nested_code, node_counter
from shared.engine.recursion import run_deep
from shared.tool.measure.budget import OutOfTimeError, call_before
from shared.tool.registry import Args, Problem, Variant

LONG_RUN = 0.01  # seconds: a run shorter than this built no table worth a full collection (see run_once)

__all__ = ["Run", "counting", "measure", "run_once"]


@dataclass(frozen=True)
class Run:
    """One call of a variant: its answer, the nodes it entered (None if it does not count), seconds."""

    answer: Any
    nodes: int | None
    seconds: float


@contextmanager
def counting(v: Variant, args: Args, deadline: float | None = None) -> Iterator[NodeCounter]:
    """Count the nodes v enters in the block on args: the calls of its nested search, plus its declared cells.

    Both from outside: the calls are watched (`shared.engine.counting`), and a table's cells are the
    count its declaration gives for args (`Variant.cells`), read before the block, which may change args.
    Reading the cells keeps the deadline too: c4's walk every reachable position, as long as the run.
    """
    cells = _declared_cells(v, args, deadline)
    with node_counter(v.func) as counter:
        yield counter
    if cells is not None:
        counter.nodes = (counter.nodes or 0) + cells


def _declared_cells(v: Variant, args: Args, deadline: float | None) -> int | None:
    """v's declared table cells on args (None if it declares none), read under the deadline: c4's walk every
    reachable position, which can take as long as the run."""
    return call_before(deadline, v.cells, args) if v.cells is not None else None


def run_once(
    problem: Problem,
    v: Variant,
    args: Args,
    *,
    timed: bool = True,
    deadline: float | None = None,
    call: Callable[[Variant, Args], Any] | None = None,
) -> Run:
    """Call v on a fresh copy of args (a variant may mutate its input), counting its nodes; then time it.

    Both calls run on the deep runner's stack. The count watches every call,
    which slows them several-fold on 3.11, so the seconds come from a second
    call that nothing watches, unless the variant names no nested search and
    nothing was watched. `timed=False` skips the second call: the seconds are
    then the watched call's, high by the counting's cost, for a batch that
    wants each answer once. Past `deadline` (time.monotonic()) a call stops with
    OutOfTimeError; with a deadline the plain call comes first (see _answer_first).
    `call` runs v another way than `problem.run` (c4's --analyze and --weak).
    """
    run = call or problem.run
    started = time.monotonic()
    try:
        return _run_once(run, v, args, timed=timed, deadline=deadline)
    finally:
        # A recursive closure (negamax refers to itself) keeps its tables in a cycle, which Python's collector
        # frees late: c4's 50 MB tables piled up over an --analyze or a bench. Freed before the next run.
        # A short run's cycle is still young, so collecting the young generations frees it cheaply; a full
        # collection walks the whole heap (50-70 ms in a test worker, per row of a --jsonl batch), which
        # only a run long enough to have had its objects promoted pays for.
        gc.collect(2 if time.monotonic() - started > LONG_RUN else 1)


def _run_once(
    run: Callable[[Variant, Args], Any], v: Variant, args: Args, *, timed: bool, deadline: float | None
) -> Run:
    if deadline is not None and timed:
        return _answer_first(run, v, args, deadline)
    fresh = copy.deepcopy(args)
    answer: Any = None
    late = None
    began = time.perf_counter()
    try:
        with counting(v, args, deadline) as counter:
            start = time.perf_counter()
            try:
                answer = run_deep(call_before, deadline, run, v, fresh)
            except OutOfTimeError as stopped:
                late = _released(stopped, time.perf_counter() - start, counter.nodes)
            seconds = time.perf_counter() - start
    except OutOfTimeError as stopped:  # the time ran out while the cells were counted, before the run
        raise _released(stopped, time.perf_counter() - began, None) from None
    if late is not None:
        raise late
    if not counter.counted:  # nothing was watched (a table or a formula): that call's seconds are true
        return Run(answer, counter.nodes, seconds)
    if timed:
        fresh = copy.deepcopy(args)
        start = time.perf_counter()
        run_deep(run, v, fresh)
        seconds = time.perf_counter() - start
    # Its search was watched: a call that settles the input before searching (a win at once) entered 0 nodes.
    return Run(answer, counter.nodes or 0, seconds)


def _released(stopped: OutOfTimeError, seconds: float, nodes: int | None) -> OutOfTimeError:
    """A fresh OutOfTimeError saying how far the run got; the stopped one lets go of the run's frames at once.

    Its traceback holds the stopped search's frames, and with them the tables the search filled.
    """
    stopped.__traceback__ = None
    return OutOfTimeError(seconds, nodes)


def _answer_first(run: Callable[[Variant, Args], Any], v: Variant, args: Args, deadline: float) -> Run:
    """Under a deadline, the answer before the count: the plain call, then the watched one if time is left.

    Counting slows a search several-fold, and the deadline is there for the
    answer: a variant within its declared limit answers within the budget
    even when its count would not fit (its nodes are then None, not counted).
    A variant with no nested search (a table, a formula) runs once: its count
    is its declared cells, read under the deadline as `counting` reads them.
    """
    start = time.perf_counter()
    late: OutOfTimeError | None = None
    try:
        answer = run_deep(call_before, deadline, run, v, copy.deepcopy(args))
    except OutOfTimeError as stopped:
        late = _released(stopped, time.perf_counter() - start, None)
    if late is not None:
        raise late
    seconds = time.perf_counter() - start
    try:
        if not nested_code(v.func):  # nothing to watch: the count is the declared cells, and the plain call is all
            return Run(answer, _declared_cells(v, args, deadline), seconds)
        with counting(v, args, deadline) as counter:
            run_deep(call_before, deadline, run, v, copy.deepcopy(args))
    except OutOfTimeError as stopped:
        _released(stopped, 0.0, None)
        return Run(answer, None, seconds)
    return Run(answer, counter.nodes or 0 if counter.counted else counter.nodes, seconds)


def measure(problem: Problem, v: Variant, args: Args, *, repeats: int = 5, max_seconds: float = 2.0) -> Run:
    """Median of up to `repeats` runs, stopping early once `max_seconds` are spent."""
    runs = [run_once(problem, v, args)]
    spent = runs[0].seconds
    while len(runs) < repeats and spent < max_seconds:
        runs.append(run_once(problem, v, args))
        spent += runs[-1].seconds
    return Run(runs[0].answer, runs[0].nodes, statistics.median(r.seconds for r in runs))
