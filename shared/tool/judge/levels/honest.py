"""The honesty level: a variant is held to the technique its name promises, counted on the learner's own code.

An alpha_beta enters clearly fewer nodes than plain minimax, a memoized about
one call per distinct state, a bottom_up does not recurse; a problem may add
checks of its own (`Problem.extra_checks`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from shared.tool.ideas import load_ideas
from shared.tool.judge.jobs import MEMO_CALLS, Count, Extra, Job
from shared.tool.judge.learner import bounded_cache
from shared.tool.judge.levels.check import Check
from shared.tool.judge.reference import memo_probe, probe
from shared.tool.judge.show import Verdict, problem_text
from shared.tool.judge.wire import JobResult
from shared.tool.registry import Problem
from shared.tool.text import plural

__all__ = ["BOUNDED", "HONESTY", "HONEST_NAMES", "Counted", "honest", "level"]

SMALLEST_TREE = 1_000  # below this many plain minimax nodes, pruning is too small to judge
BOUNDED = "your lru_cache has a maxsize and forgets: use @cache or @lru_cache(None)"


@dataclass(frozen=True)
class Counted:
    """What the honesty checks counted in the learner's variant, summed over the probe's inputs."""

    calls: int
    searched: int  # calls of the functions that recursed: the search's nodes, not its helpers'
    states: int  # distinct states the calls were made on
    recursed: str | None  # the name of a function that called itself, if one did
    again: int  # calls made from inside a call whose state was seen before
    inputs: int
    plain: int  # plain minimax's nodes on the same inputs
    reference: int  # the reference alpha_beta's nodes on them
    at: str  # where they were counted: "n = 20"
    stopped: bool  # a count reached its cap
    opaque: bool = False  # some states could be told apart only by object identity, not by value
    reference_states: int = 0  # the distinct states the reference's memoized enters on the same inputs
    unseen: bool = False  # an input on which kata counted no call at all

    @property
    def each(self) -> int:
        """Calls per input: the figures shown are the mean of the inputs measured."""
        return self.calls // self.inputs


# What one technique's honesty rule says: the figures shown on a pass, lines shown beside them, and why it fails.
Honesty = tuple[str, tuple[str, ...], list[str]]


def _honest_alpha_beta(c: Counted, path: Path) -> Honesty:
    """An alpha_beta must prune: at most half plain minimax's nodes, once the tree is big enough to judge.

    Its nodes are the calls of the functions that recursed: a port that calls can_play, play and undo
    at each node is the same search as one that inlines them (with no recursion, every call counts).
    """
    plain = c.plain // c.inputs
    nodes, unit = (c.searched, "node") if c.recursed else (c.calls, "call")
    figures = f"{plural(nodes // c.inputs, unit)} per input at {c.at}"
    shown: tuple[str, ...] = (
        f"plain minimax enters {plain:,}, the reference's alpha_beta {c.reference // c.inputs:,}",
    )
    if c.recursed is None:  # an explicit stack: the calls say nothing of what it prunes, so say so
        shown += ("no call recursed: kata cannot count an explicit stack's cuts",)
    if 2 * nodes > c.plain and c.plain >= SMALLEST_TREE:
        what = "nothing is pruned" if nodes >= c.plain else "too little is pruned"
        return figures, shown, [f"yours: {figures}; plain minimax {plain:,}", what]
    return figures, shown, []


def _honest_memoized(c: Counted, path: Path) -> Honesty:
    """A memoized must answer a repeated state at once: no call ever made from inside one, few calls per state.

    States are told apart by value; where some are objects kata cannot compare by value, the reference's
    own count of distinct states stands in: a memo that is written and never read fails either way.
    """
    states = max(c.reference_states, c.inputs) if c.opaque and c.reference_states else c.states
    figures = f"{'over ' if c.stopped else ''}{plural(c.each, 'call')}"
    figures += f" for {plural(states // c.inputs, 'state')} per input at {c.at}"
    shown: tuple[str, ...] = (f"plain minimax enters {c.plain // c.inputs:,}",)
    if c.opaque and c.reference_states:
        shown += ("your states are objects: counted as the reference's distinct states",)
    if c.recursed is None:  # a formula or a table passes the counts; say what it is not, without failing
        shown += ("no call recursed: a memoized usually caches a recursion's answers",)
    # A cache that works answers a repeated state at once: no call is ever made from inside one.
    # Counting those catches a search that stops at the first winning move, which revisits each
    # state only a few times at this size, as surely as one that scores every move.
    if (c.again >= 20 and 10 * c.again > c.calls) or c.calls > 20 * states:
        lines = [
            f"yours: {figures}",
            f"{c.again // c.inputs:,} of them came from states searched before: nothing is cached",
        ]
        return figures, shown, [*lines, BOUNDED] if bounded_cache(path) else lines
    return figures, shown, []


def _honest_bottom_up(c: Counted, path: Path) -> Honesty:
    """A bottom_up fills a table: no function of it calls itself."""
    if c.recursed:
        return (
            "",
            (),
            [f"your bottom_up recursed: {c.recursed}() calls itself", "a table filled bottom-up needs no recursion"],
        )
    return f"no recursion, {plural(c.each, 'call')} per input at {c.at}", (), []


UNSEEN = "kata could not see your calls: it counted none on an input"


def _unseen(c: Counted) -> Honesty | None:
    """A count of no call at all is no measurement: the learner's function is always one call, if it is seen."""
    if not c.unseen:
        return None
    return "", (), [UNSEEN, "a variant is judged by its own calls, counted as they run"]


# Each variant whose name promises a technique, and the rule that holds it to its name.
HONESTY: dict[str, Callable[[Counted, Path], Honesty]] = {
    "alpha_beta": _honest_alpha_beta,
    "memoized": _honest_memoized,
    "bottom_up": _honest_bottom_up,
}
HONEST_NAMES = tuple(HONESTY)


def level(j: Check) -> Iterator[Verdict]:
    """The honesty level, where the variant's name promises a technique or the problem has checks of its own."""
    verdict = honest(j)
    if verdict is not None:
        yield verdict


def _counted(j: Check, outcomes: list[JobResult], inputs: int, most: int, timeout: float) -> Counted | str:
    """The counts summed over the probe's inputs, or why they could not be taken."""
    counted = [o.value for o in outcomes[:inputs] if o.status == "ok"]
    if len(counted) < inputs:
        bad = next(o for o in outcomes if o.status != "ok")
        return problem_text(bad, timeout)
    seen = memo_probe(j.problem) if _memo(j) else probe(j.problem)
    calls, states, recursed, again, nodes, opaque = zip(*counted, strict=True)
    return Counted(
        calls=sum(calls),
        searched=sum(nodes),
        states=sum(states),
        recursed=next((r for r in recursed if r), None),
        again=sum(again),
        inputs=inputs,
        plain=seen.plain,
        reference=seen.reference.get("alpha_beta", 0),
        at=f"{j.problem.size_name} = {seen.size:,}",
        stopped=any(c >= most for c in calls),
        opaque=any(opaque),
        reference_states=seen.reference.get("memoized", 0),
        unseen=min(calls) == 0,
    )


def _memo(j: Check) -> bool:
    """Is the memo judged on the problem's own inputs (`Problem.memo_probe`)?"""
    return j.name == "memoized" and j.problem.overrides(Problem.memo_probe)


def honest(j: Check, within: float | None = None) -> Verdict | None:
    """The honesty verdict; within: the seconds left for it when the cases have used up the rest."""
    p, name = j.problem, j.name
    timeout = p.budget if within is None else min(p.budget, within / 4)  # 3 inputs, the extra checks
    if name not in HONEST_NAMES and not p.overrides(Problem.extra_checks):
        return None
    lines: list[str] = []
    figures = ""
    shown: tuple[str, ...] = ()
    extra: list[JobResult]
    # A step with an idea (tests/cases/ideas/) is held to its idea's count, which extra_checks measures (Connect
    # Four's explored positions), instead of the generic rule for its name (a memoized's calls per state): its
    # figures come from that count alone.
    if name in HONEST_NAMES and name not in load_ideas(p.stem):
        seen = memo_probe(p) if _memo(j) else probe(p)
        most = MEMO_CALLS if within is None else MEMO_CALLS // 4  # time is short: count fewer
        jobs: list[Job] = [Count(a, distinct=name == "memoized", most=most, timeout=timeout) for a in seen.inputs]
        if p.overrides(Problem.extra_checks):
            jobs.append(Extra(p, name, timeout=timeout))
        j.progress(f"honest: counting the calls at {p.size_name} = {seen.size:,}")
        outcomes = j.run(jobs)
        measured = _counted(j, outcomes, len(seen.inputs), most, timeout)
        if isinstance(measured, str):
            return Verdict("honest", False, f"honest: not measured: {measured}")
        figures, shown, lines = _unseen(measured) or HONESTY[name](measured, j.path)
        if name == "memoized" and not lines and bounded_cache(j.path):
            lines = bounded(j, timeout)  # the probe's few states fit in its maxsize: count where they don't
        extra = outcomes[len(seen.inputs) :]
    else:
        extra = j.run([Extra(p, name, timeout=timeout)])
    for outcome in extra:
        if outcome.status == "ok":
            lines += outcome.value
        else:
            lines.append(f"the extra checks: {problem_text(outcome, timeout)}")
    if lines:
        return Verdict("honest", False, f"honest: not a real {name}", tuple(lines))
    return Verdict("honest", True, f"honest: {figures}" if figures else "honest: the extra checks pass", shown)


def bounded(j: Check, timeout: float) -> list[str]:
    """Why a memo with an lru_cache maxsize is no memo at the required size ([] when it still is).

    The probe's inputs have fewer states than 128, so a bounded cache holds them all there; at the
    size the variant must reach it forgets and searches states again, which the same count shows.
    """
    p = j.problem
    args = p.parse(p.input_for(j.ref, j.must, random.Random(j.must)))
    (outcome,) = j.run([Count(args, distinct=True, timeout=timeout)])
    if outcome.status != "ok":  # too slow to count: the fast level says so, with the same pointer
        return []
    calls, states, _, again, _, _ = outcome.value
    if (again >= 20 and 10 * again > calls) or calls > 20 * states:
        at = f"{p.size_name} = {j.must:,}"
        return [
            f"yours at {at}: {'over ' if calls >= MEMO_CALLS else ''}{plural(calls, 'call')} "
            f"for {plural(states, 'state')}",
            f"{again:,} of them came from states searched before: the cache forgot them",
            BOUNDED,
        ]
    return []
