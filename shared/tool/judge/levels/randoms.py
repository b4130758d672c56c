"""The random level: seeded random inputs, mostly small, each compared with the reference's answer."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator

from shared.tool.judge.jobs import Call, Job
from shared.tool.judge.levels.cases import SMALL_TIMEOUT
from shared.tool.judge.levels.check import Check
from shared.tool.judge.reference import accepted, smallest_size, trusted
from shared.tool.judge.show import WIDTH, Failure, Verdict, fold, problem_text
from shared.tool.measure.complexity import parse_growth
from shared.tool.registry import Args
from shared.tool.tracing.link import replay_lines

__all__ = ["RANDOM_INPUTS", "planned", "random_inputs"]

RANDOM_INPUTS = 40


def planned(j: Check, within: float | None = None) -> tuple[list[tuple[object, Args]], list[Job]] | None:
    """The level's RANDOM_INPUTS seeded inputs (raw and parsed) up to below the required size, and their jobs: drawn
    once a check, so that the cases level can run the jobs on in its child (see Check.stream's `then`).

    Each input is the problem's `draw`, not its `generate`: a parameter the bench holds at its hardest (464's total
    at the pool's whole sum, where the order of play cannot matter) would hide every bug it shows.

    within: seconds to draw in before the cases start; past them (c4's generator plays a game an input) None, and
    the level draws the rest: the same inputs, and the cases' first line is not held up.
    """
    if j.randoms is not None:
        return j.randoms
    p = j.problem
    low = smallest_size(p)
    stepwise = parse_growth(j.ref.time).stepwise
    # Exponential variants stay a few steps below what they must reach; the rest go to half of it.
    top = max(low, min(j.must, 200, j.must - max(1, j.must // 4) if stepwise else j.must // 2))
    if j.drawing is None:
        j.drawing = ([], random.Random(486_913), 0)
    inputs, rng, drawn = j.drawing
    stop = None if within is None else time.monotonic() + within
    while drawn < RANDOM_INPUTS:
        if stop is not None and time.monotonic() > stop:
            j.drawing = (inputs, rng, drawn)
            return None
        drawn += 1
        size = rng.randint(low, rng.randint(low, top))  # mostly small: quick, and small failures read best
        raw = p.draw(j.ref, size, rng)  # every parameter over its range, not the bench's hardest
        args = p.parse(raw)
        if j.ref.declines is None or not j.ref.declines(args):
            inputs.append((raw, args))
    j.randoms = (inputs, [Call(args, timeout=SMALL_TIMEOUT) for _, args in inputs])
    return j.randoms


def random_inputs(j: Check) -> Iterator[Verdict]:
    """RANDOM_INPUTS seeded inputs up to below the required size, each against the trusted variant."""
    p = j.problem
    low = smallest_size(p)
    plan = planned(j)
    assert plan is not None  # drawn to the end without a time limit
    planned_inputs, jobs = plan
    inputs = [(raw, args, accepted(p, j.name, args)) for raw, args in planned_inputs]
    failures: list[Failure] = []
    wrong: list[object] = []  # the inputs answered wrongly: the smallest is replayed in `kata trace`
    outcomes = list(j.stream(jobs, "random inputs"))
    for (raw, _, (expected, want)), outcome in zip(inputs, outcomes, strict=False):
        if outcome.status != "ok":
            failures.append((j.named(raw), problem_text(outcome, SMALL_TIMEOUT), outcome.printed))
        elif outcome.value[1] not in want:
            failures.append((j.named(raw), f"expected {expected}, got {outcome.value[0]}", outcome.printed))
            wrong.append(raw)
    trusted_name = trusted(p, inputs[0][1]).name if inputs else p.reference
    made = sorted(j.size(args) for _, args, _ in inputs) or [low]  # the sizes made, which the rules shape
    sizes = f"{p.size_name} = {made[0]:,}" + (f" to {made[-1]:,}" if made[-1] > made[0] else "")
    if failures or len(outcomes) < len(inputs):
        right = len(inputs) - len(failures) - (len(inputs) - len(outcomes))
        smallest = min(wrong, key=lambda raw: len(json.dumps(raw)), default=None)
        replay = [] if smallest is None else replay_lines(p, j.name, j.path, smallest, WIDTH - 8)
        said = f"random: {right} of {len(inputs)} agree with {trusted_name}"
        yield Verdict("random", False, said, (*fold(failures), *replay))
        return
    yield Verdict("random", True, f"random: {len(inputs)} inputs, {sizes}, agree with {trusted_name}")
