"""The fast level: the variant answers at the size it must reach, within the problem's budget."""

from __future__ import annotations

import copy
import random
import time
from collections.abc import Iterator

from shared.tool.judge.jobs import Call
from shared.tool.judge.learner import bounded_cache
from shared.tool.judge.levels.cases import larger_jobs
from shared.tool.judge.levels.check import Check
from shared.tool.judge.levels.honest import BOUNDED
from shared.tool.judge.reference import accepted
from shared.tool.judge.show import WIDTH, Verdict, problem_text, secs
from shared.tool.registry import Problem, Variant
from shared.tool.text import clip

__all__ = ["FAST_HINT", "fast", "fast_hint"]

FAST_HINT = 3.0  # how many times `fast`'s time a correct answer must take before the stretch names `fast`


def fast(j: Check) -> Iterator[Verdict]:
    """One input at the required size, in the problem's budget, and right."""
    p = j.problem
    args = p.parse(p.input_for(j.ref, j.must, random.Random(j.must)))
    expected, want = accepted(p, j.name, args)
    at = f"{p.size_name} = {j.must:,}" + (" (LeetCode's largest)" if j.leetcode and p.on_leetcode else "")
    j.progress(f"fast: {at}, up to {p.budget:g} s")
    # The larger cases run on in this child when it answers in time (Check.stream's then): a fork saved.
    (outcome,) = j.stream([Call(args, timeout=p.budget)], then=larger_jobs(j))  # read to its end: kept there
    if outcome.status == "ok" and outcome.value[1] in want:
        j.fast_seconds = outcome.seconds
        yield Verdict("fast", True, f"fast: {at} in {secs(outcome.seconds)} (budget {p.budget:g} s)")
        return
    if outcome.status == "ok":
        yield Verdict("fast", False, clip(f"fast: wrong at {at}: expected {expected}, got {outcome.value[0]}", 72))
        return
    why = problem_text(outcome, p.budget)
    whose = f"{j.ref.name}" if j.leetcode else f"the reference's {j.ref.name}"
    target = clip(f"the budget is {p.budget:g} s; {whose} is {j.ref.time}", WIDTH - 8)
    bounded = (BOUNDED,) if outcome.status == "timeout" and bounded_cache(j.path) else ()
    yield Verdict("fast", False, clip(f"fast: {at}: {why}", WIDTH - 8), (target, *bounded))


def fast_hint(p: Problem, ref: Variant, size: int, seconds: float) -> str:
    """A line naming the problem's `fast` variant when correct code took FAST_HINT times its time, else "".

    A learner's own `fast` is held to it too: a fast is its idea rewritten for CPython's speed, and one that
    is the plain table, or an `@cache` recursion, answers in time at the required size with no other remark.
    """
    quick = next((v for v in p.variants if v.name == "fast"), None)
    # "Same idea, quicker Python" holds only beside a variant of fast's own class: a slow naive is slow by design.
    if quick is None or ref.time != quick.time or seconds <= 0 or size > quick.limit:
        return ""
    args = p.parse(p.input_for(ref, size, random.Random(size)))  # the input the learner's code was given
    start = time.perf_counter()
    p.run(quick, copy.deepcopy(args))
    took = time.perf_counter() - start
    if seconds < FAST_HINT * took:
        return ""
    if ref.name == "fast":
        return f"{seconds / took:.0f}x the chapter's fast ({secs(took)}): not yet fast: kata show {p.key} fast"
    return f"{seconds / took:.0f}x fast's {secs(took)}: same idea, quicker Python: kata show {p.key} fast"
