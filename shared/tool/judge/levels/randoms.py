"""The random level: seeded random inputs, mostly small, each compared with the reference's answer."""

from __future__ import annotations

import random
from collections.abc import Iterator

from shared.tool.judge.jobs import Call
from shared.tool.judge.levels.cases import SMALL_TIMEOUT
from shared.tool.judge.levels.check import Check
from shared.tool.judge.reference import accepted, smallest_size, trusted
from shared.tool.judge.show import Failure, Verdict, fold, problem_text
from shared.tool.measure.complexity import parse_growth

__all__ = ["RANDOM_INPUTS", "random_inputs"]

RANDOM_INPUTS = 40


def random_inputs(j: Check) -> Iterator[Verdict]:
    """RANDOM_INPUTS seeded inputs up to below the required size, each against the trusted variant."""
    p = j.problem
    low = smallest_size(p)
    stepwise = parse_growth(j.ref.time).stepwise
    # Exponential variants stay a few steps below what they must reach; the rest go to half of it.
    top = max(low, min(j.must, 200, j.must - max(1, j.must // 4) if stepwise else j.must // 2))
    rng = random.Random(486_913)
    inputs = []
    for _ in range(RANDOM_INPUTS):
        size = rng.randint(low, rng.randint(low, top))  # mostly small: quick, and small failures read best
        raw = p.input_for(j.ref, size, rng)
        args = p.parse(raw)
        if j.ref.declines is not None and j.ref.declines(args):
            continue
        inputs.append((raw, args, accepted(p, j.name, args)))
    jobs = [Call(args, timeout=SMALL_TIMEOUT) for _, args, _ in inputs]
    failures: list[Failure] = []
    outcomes = list(j.stream(list(jobs), "random inputs"))
    for (raw, _, (expected, want)), outcome in zip(inputs, outcomes, strict=False):
        if outcome.status != "ok":
            failures.append((j.named(raw), problem_text(outcome, SMALL_TIMEOUT), outcome.printed))
        elif outcome.value[1] not in want:
            failures.append((j.named(raw), f"expected {expected}, got {outcome.value[0]}", outcome.printed))
    trusted_name = trusted(p, inputs[0][1]).name if inputs else p.reference
    made = sorted(j.size(args) for _, args, _ in inputs) or [low]  # the sizes made, which the rules shape
    sizes = f"{p.size_name} = {made[0]:,}" + (f" to {made[-1]:,}" if made[-1] > made[0] else "")
    if failures or len(outcomes) < len(inputs):
        right = len(inputs) - len(failures) - (len(inputs) - len(outcomes))
        yield Verdict("random", False, f"random: {right} of {len(inputs)} agree with {trusted_name}", fold(failures))
        return
    yield Verdict("random", True, f"random: {len(inputs)} inputs, {sizes}, agree with {trusted_name}")
