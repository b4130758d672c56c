"""Running a variant once, or several times, and recording answer, nodes and seconds."""

from __future__ import annotations

import copy
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from shared.engine.counting import NodeCounter, node_counter
from shared.engine.recursion import run_deep
from shared.tool.registry import Args, Problem, Variant

__all__ = ["Run", "counting", "measure", "run_once"]


@dataclass(frozen=True)
class Run:
    """One call of a variant: its answer, the nodes it entered (None if it does not count), seconds."""

    answer: Any
    nodes: int | None
    seconds: float


@contextmanager
def counting(v: Variant, args: Args) -> Iterator[NodeCounter]:
    """Count the nodes v enters in the block on args: the calls of its nested search, plus its declared cells.

    Both from outside: the calls are watched (`shared.engine.counting`), and a table's cells are the
    count its declaration gives for args (`Variant.cells`), read before the block, which may change args.
    """
    cells = v.cells(args) if v.cells is not None else None
    with node_counter(v.func) as counter:
        yield counter
    if cells is not None:
        counter.nodes = (counter.nodes or 0) + cells


def run_once(problem: Problem, v: Variant, args: Args, *, timed: bool = True) -> Run:
    """Call v on a fresh copy of args (a variant may mutate its input), counting its nodes; then time it.

    Both calls run on the deep runner's stack. The count watches every call,
    which slows them several-fold on 3.11, so the seconds come from a second
    call that nothing watches, unless the variant names no nested search and
    nothing was watched. `timed=False` skips the second call: the seconds are
    then the watched call's, high by the counting's cost, for a batch that
    wants each answer once.
    """
    fresh = copy.deepcopy(args)
    with counting(v, args) as counter:
        start = time.perf_counter()
        answer = run_deep(problem.run, v, fresh)
        seconds = time.perf_counter() - start
    if not counter.counted:  # nothing was watched (a table or a formula): that call's seconds are true
        return Run(answer, counter.nodes, seconds)
    if timed:
        fresh = copy.deepcopy(args)
        start = time.perf_counter()
        run_deep(problem.run, v, fresh)
        seconds = time.perf_counter() - start
    # Its search was watched: a call that settles the input before searching (a win at once) entered 0 nodes.
    return Run(answer, counter.nodes or 0, seconds)


def measure(problem: Problem, v: Variant, args: Args, *, repeats: int = 5, max_seconds: float = 2.0) -> Run:
    """Median of up to `repeats` runs, stopping early once `max_seconds` are spent."""
    runs = [run_once(problem, v, args)]
    spent = runs[0].seconds
    while len(runs) < repeats and spent < max_seconds:
        runs.append(run_once(problem, v, args))
        spent += runs[-1].seconds
    return Run(runs[0].answer, runs[0].nodes, statistics.median(r.seconds for r in runs))
