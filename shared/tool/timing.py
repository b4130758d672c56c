"""Running a variant once, or several times, and recording answer, nodes and seconds."""

from __future__ import annotations

import copy
import statistics
import time
from dataclasses import dataclass
from typing import Any

from shared.engine.counting import node_counter
from shared.tool.registry import Args, Problem, Variant

__all__ = ["Run", "measure", "run_once"]


@dataclass(frozen=True)
class Run:
    """One call of a variant: its answer, the nodes it entered (None if it does not count), seconds."""

    answer: Any
    nodes: int | None
    seconds: float


def run_once(problem: Problem, v: Variant, args: Args) -> Run:
    """Call v on a fresh copy of args (a variant may mutate its input) and time it."""
    fresh = copy.deepcopy(args)
    with node_counter() as counter:
        start = time.perf_counter()
        answer = problem.run(v, fresh)
        seconds = time.perf_counter() - start
    return Run(answer, counter.nodes, seconds)


def measure(problem: Problem, v: Variant, args: Args, *, repeats: int = 5, max_seconds: float = 2.0) -> Run:
    """Median of up to `repeats` runs, stopping early once `max_seconds` are spent."""
    runs = [run_once(problem, v, args)]
    spent = runs[0].seconds
    while len(runs) < repeats and spent < max_seconds:
        runs.append(run_once(problem, v, args))
        spent += runs[-1].seconds
    return Run(runs[0].answer, runs[0].nodes, statistics.median(r.seconds for r in runs))
