"""The stretch: how far up the reference's size ladder the variant gets in what is left, and how its time grew.
Reported, never failed."""

from __future__ import annotations

import random

from shared.tool.judge.jobs import Call
from shared.tool.judge.levels.check import Check
from shared.tool.judge.levels.fast import fast_hint
from shared.tool.judge.reference import accepted
from shared.tool.judge.show import Verdict, problem_text, secs
from shared.tool.measure.complexity import describe_fit, parse_growth

__all__ = ["stretch"]


def _ladder(j: Check) -> list[int]:
    """The sizes above the required one, up to the reference's limit: one step or a doubling each, 8 at most."""
    sizes: list[int] = []
    size = j.must
    stepwise = parse_growth(j.ref.time).stepwise
    while size < j.ref.limit and len(sizes) < 8:
        size = min(j.ref.limit, size + 1 if stepwise else size * 2)
        sizes.append(size)
    return sizes


def _climb(j: Check, sizes: list[int]) -> tuple[int, float, str, list[tuple[float, float]]]:
    """Run the ladder while time is left: the size reached, its time, why it stopped, each size's time."""
    p = j.problem
    reached, seconds, stopped = j.must, 0.0, ""
    timed: list[tuple[float, float]] = [(j.must, j.fast_seconds)]
    for size in sizes:
        left = j.left() - 1.5
        if left < 0.5:
            stopped = "out of time"
            break
        args = p.parse(p.input_for(j.ref, size, random.Random(size)))
        timeout = min(p.budget, left)
        j.progress(f"stretch: {p.size_name} = {size:,}, up to {timeout:.0f} s")
        outcome = j.run([Call(args, timeout=timeout)])[0]
        if outcome.status != "ok":
            stopped = f"{p.size_name} = {size:,}: {problem_text(outcome, round(timeout, 1))}"
            break
        expected, want = accepted(p, j.name, args)  # after the learner's run: the reference's time is not theirs
        if outcome.value[1] not in want:
            stopped = f"{p.size_name} = {size:,}: wrong, expected {expected}, got {outcome.value[0]}"
            break
        reached, seconds = size, outcome.seconds
        timed.append((size, seconds))
    return reached, seconds, stopped, timed


def stretch(j: Check) -> Verdict:
    """The stretch verdict: the size reached, the time it took, how time grew against the declared bound."""
    p = j.problem
    j.stretch = j.must
    top = j.ref.limit
    sizes = _ladder(j)
    if not sizes:
        hint = fast_hint(p, j.ref, j.must, j.fast_seconds)
        line = f"stretch: {p.size_name} = {j.must:,} is also the reference's limit"
        return Verdict("stretch", None, line, (hint,) if hint else ())
    reached, seconds, stopped, timed = _climb(j, sizes)
    j.stretch = reached
    fit = [(n, t) for n, t in timed if t >= 0.005]  # below 5 ms a time is mostly noise
    growth = describe_fit(parse_growth(j.ref.time), fit) if len(fit) >= 3 else "-"
    grew = f"time grew like {growth} from {fit[0][0]:,} to {fit[-1][0]:,}" if growth != "-" else ""
    if reached == top:
        line = f"stretch: {p.size_name} = {top:,} in {secs(seconds)}, the reference's limit"
        hint = fast_hint(p, j.ref, top, seconds)
        shown = ((f"{grew}; declared {j.ref.time}",) if grew else ()) + ((hint,) if hint else ())
        return Verdict("stretch", None, line, shown)
    head = f"stretch: {p.size_name} = {reached:,}" + (f" in {secs(seconds)}" if seconds else "")
    goal = f"the reference's {j.ref.name} ({j.ref.time}) reaches {top:,}"
    return Verdict("stretch", None, head, tuple(x for x in (stopped, grew, goal) if x))
