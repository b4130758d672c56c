"""What the judge compares a learner's variant with: the reference's answers and its counts, made in kata.

Nothing here runs the learner's code; all of it runs the chapters, in kata's
own process, and is cached per problem.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from functools import cache

from shared.engine.errors import InputError
from shared.engine.recursion import run_deep
from shared.tool.judge.jobs import answer
from shared.tool.measure.complexity import parse_growth
from shared.tool.measure.timing import counting
from shared.tool.registry import Args, Problem, Variant

__all__ = ["Probe", "leetcode_variant", "memo_probe", "probe", "smallest_size", "solve", "trusted"]

HONEST_NODES = 8_000  # plain minimax's nodes on the inputs the honesty checks measure, at least...
HONEST_MOST = 100_000  # ...and at most, so a dishonest variant is measured in about a second


@cache
def smallest_size(problem: Problem) -> int:
    """The smallest size the problem's generator makes a valid input of (913 needs 3 nodes)."""
    rng = random.Random(0)
    for size in range(1, 30):
        try:
            problem.parse(problem.generate(size, rng))
        except (InputError, ValueError, IndexError):
            continue
        return size
    return 1


def trusted(problem: Problem, args: Args) -> Variant:
    """The variant whose answer is the truth for args: the reference if it takes them, else the last that does."""
    admitted = [w for w in problem.variants if problem.skip_reason(w, args) is None]
    for w in admitted:
        if w.name == problem.reference:
            return w
    return admitted[-1]


def solve(problem: Problem, args: Args) -> tuple[str, str]:
    """The true answer for args, as the judge compares answers: shown, and digested."""
    return answer(run_deep(trusted(problem, args).func, **copy.deepcopy(args)))


def accepted(problem: Problem, name: str, args: Args) -> tuple[str, set[str]]:
    """The true answer for args, shown, and the digests of every answer `name` may give beside it.

    For a solver that is the true answer alone; a player may give any legal move (`Problem.answers`).
    """
    value = run_deep(trusted(problem, args).func, **copy.deepcopy(args))
    return answer(value)[0], {answer(a)[1] for a in problem.answers(name, args, value)}


def leetcode_variant(problem: Problem) -> Variant:
    """The variant that must reach the largest size: LeetCode's largest input, which a lone Solution must answer."""

    def need(v: Variant) -> int:
        return min(problem.must_reach.get(v.name, v.limit), v.limit)

    top = max(need(v) for v in problem.variants)
    ref = problem.variant(problem.reference)
    return ref if need(ref) == top else next(v for v in problem.variants if need(v) == top)


@dataclass(frozen=True)
class Probe:
    """Inputs to measure honesty on, with what plain minimax and the references enter on them."""

    size: int
    inputs: tuple[Args, ...]
    plain: int  # nodes plain minimax (the reference naive) enters on all of them
    reference: dict[str, int] = field(default_factory=dict)  # the same for each reference variant


def _nodes(variant: Variant, inputs: tuple[Args, ...]) -> int:
    """The nodes a chapter's variant enters on all the inputs, counted from outside."""
    total = 0
    for args in inputs:
        with counting(variant, args) as counter:
            run_deep(variant.func, **copy.deepcopy(args))
        total += counter.nodes or 0
    return total


@cache
def probe(problem: Problem) -> Probe:
    """The largest size (up to naive's limit) where plain minimax enters at most HONEST_MOST nodes on 3 inputs."""
    naive = problem.variant("naive")
    best: Probe | None = None
    # An exponential naive grows its count many-fold per step, so sizes go up by one; a polynomial one (the
    # tree's O(n)) would take thousands of steps, a minute and more, so its sizes double instead.
    stepwise = parse_growth(naive.time).stepwise
    size = smallest_size(problem)
    while size <= naive.limit:
        inputs = tuple(problem.parse(problem.input_for(naive, size, random.Random(size * 31 + i))) for i in range(3))
        plain = _nodes(naive, inputs)
        if best is not None and plain > HONEST_MOST:
            break
        best = Probe(size, inputs, plain)
        if plain >= HONEST_NODES:
            break
        size = size + 1 if stepwise else 2 * size
    assert best is not None
    counts = {v.name: _nodes(v, best.inputs) for v in problem.variants if v.name in ("alpha_beta", "memoized")}
    return Probe(best.size, best.inputs, best.plain, counts)


@cache
def memo_probe(problem: Problem) -> Probe:
    """The problem's own inputs for judging a memo (`Problem.memo_probe`), where its generator's repeat no state.

    Trees read from JSON share no subtree, so a memo that is written and never read does no more work on
    them than one that is read; on a tree whose subtrees are shared objects it does exponentially more.
    """
    inputs = problem.memo_probe()
    plain = _nodes(problem.variant("naive"), inputs)
    counts = {v.name: _nodes(v, inputs) for v in problem.variants if v.name == "memoized"}
    return Probe(max(int(problem.size(args)) for args in inputs), inputs, plain, counts)
