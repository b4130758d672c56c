"""What every problem's test module does, written once.

- `case_params`: variants x cases from the problem's case file, with ids
  that read like sentences ("naive: LeetCode example 1, four stones lose").
- `check_case`: one variant on one case, skipped with the reason when the
  case is bigger than the variant's declared limit.
- `limit_params` / `check_limit`: each variant once at its declared limit,
  under its problem's time budget (pytest-timeout fails it if it overruns).
- `assert_agree`: every variant that admits an input gives the same answer.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from shared.cases import Case, load_cases
from shared.registry import Problem, Variant
from shared.timing import run_once

__all__ = ["assert_agree", "case_params", "check_case", "check_limit", "limit_params", "oracle"]


def case_params(problem: Problem) -> list[Any]:
    """One pytest param per (variant, case), id'd by variant name and case description."""
    cases = load_cases(problem)
    return [pytest.param(v, case, id=f"{v.name}: {case.description}") for v in problem.variants for case in cases]


def check_case(problem: Problem, v: Variant, case: Case) -> None:
    """Run v on the case's input and compare with the expected answer."""
    args = problem.parse(case.input)
    reason = problem.skip_reason(v, args)
    if reason:
        pytest.skip(reason)
    got = run_once(problem, v, args).answer
    assert got == case.expected, f"{v.name}({case.input!r}) returned {got!r}, expected {case.expected!r}"


def limit_params(problem: Problem) -> list[Any]:
    """One pytest param per variant, carrying the problem's time budget as its timeout."""
    return [
        pytest.param(v, id=f"{v.name} at {problem.size_name} = {v.limit}", marks=pytest.mark.timeout(problem.budget))
        for v in problem.variants
    ]


def oracle(problem: Problem, size: int, besides: Variant) -> Variant | None:
    """The variant to trust at this size: the reference if it admits it, else the last in teaching order that does.

    Later variants are the faster ones, so judging by them keeps the limit runs cheap.
    """
    ref = problem.variant(problem.reference)
    if ref.limit >= size and ref is not besides:
        return ref
    others = [v for v in problem.variants if v is not besides and v.limit >= size]
    return others[-1] if others else None


def check_limit(problem: Problem, v: Variant) -> None:
    """Run v once on an input of exactly its declared size; its answer must match another variant's.

    The variant with the largest limit has no other to compare with there, so
    the case file must hold a case at its generated input.
    """
    raw = problem.generate(v.limit, random.Random(v.limit))
    args = problem.parse(raw)
    assert problem.size(args) == v.limit, f"generator made size {problem.size(args)}, asked for {v.limit}"
    got = run_once(problem, v, args).answer
    judge = oracle(problem, v.limit, besides=v)
    if judge is not None:
        want = run_once(problem, judge, args).answer
        assert got == want, f"{v.name} says {got!r} at its limit, {judge.name} says {want!r}"
        return
    known = [c for c in load_cases(problem) if c.input == raw]
    assert known, f"no other variant reaches {v.name}'s limit: add a case with input {raw!r}"
    assert got == known[0].expected, f"{v.name}({raw!r}) returned {got!r}, expected {known[0].expected!r}"


def assert_agree(problem: Problem, raw: object) -> None:
    """Every variant whose limit admits raw returns the same answer (at least two must admit it)."""
    args = problem.parse(raw)
    answers = {
        v.name: run_once(problem, v, args).answer for v in problem.variants if problem.skip_reason(v, args) is None
    }
    assert len(answers) >= 2, f"only {list(answers)} admit {raw!r}: nothing to compare"
    assert len(set(map(repr, answers.values()))) == 1, f"variants disagree on {raw!r}: {answers}"
