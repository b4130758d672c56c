"""Every problem's standard matrix, written once: each variant on each case, and each variant at its limit.

A problem's own test module holds only what is its own. What a problem's
matrix does differently is a cost, named here with why: a run that goes
behind --slow, or a variant whose limit no other variant can check.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from shared.tool.cases import Case
from shared.tool.catalog import all_problems
from shared.tool.registry import Problem, Variant
from tests.kit import case_params, check_case, check_limit, limit_params


def c4_costly(v: Variant, case: Case) -> bool:
    """Connect Four above 12 empty cells (naive: 8, lower_bounds: 16) takes seconds: only lower_bounds runs there."""
    empty = find("c4").size(find("c4").parse(case.input))
    return empty > (8 if v.name == "naive" else 16 if v.name == "lower_bounds" else 12)


def ttt_whole_tree(v: Variant, case: Case) -> bool:
    """Naive's walk of tic-tac-toe's whole tree: test_naive_figures_one_move_in pins a tenth of it by default."""
    return v.name == "naive" and case.input == "........."


SLOW_CASES = {"c4": c4_costly, "ttt": ttt_whole_tree}
# The costliest runs of the default matrix after those, over 0.1 s of CPU each: the named variants' cases at
# exactly their declared limit, which are limit runs (--slow makes those anyway). Each named variant still
# runs every smaller case by default, and each of those cases but two (nim's 55 beads and 1140's thousand
# piles, which only bottom_up reaches) still runs by default on another variant (375's and 486's fast,
# 292's formula, 1140's alpha_beta and 486's memoized on the twenty-number rows).
AT_LIMIT = {
    "nim": ("bottom_up",),
    "292": ("bottom_up",),
    "375": ("bottom_up", "half_max"),
    "486": ("naive", "bottom_up", "formula"),
    "1140": ("naive", "bottom_up"),
}
# At its limit each c4 variant takes about half a second; these take a second or so, so they run under --slow
# only, as every limit run does by default (the marks count when --practice runs the limits).
SLOW_AT_LIMIT = {
    "c4": ("alpha_beta", "ordered", "bitboard", "threat_order", "fixed_table", "lower_bounds", "bottom_up"),
}
# A variant whose limit no other variant reaches and no case holds: its own module tests it at scale.
NOT_AT_LIMIT = {
    ("nim", "formula"): "10^4 beads, far past every search: test_nim_variant checks it against Bouton's rule",
}


def find(key: str) -> Problem:
    """The catalogue's problem of that key."""
    return next(p for p in all_problems() if p.key == key)


def slow_cases(p: Problem) -> Callable[[Variant, Case], bool] | None:
    """What of p's matrix goes behind --slow: its SLOW_CASES, and its AT_LIMIT variants at their limit."""
    costly, names = SLOW_CASES.get(p.key), AT_LIMIT.get(p.key, ())
    if not names:
        return costly

    def slow(v: Variant, case: Case) -> bool:
        at_limit = v.name in names and p.size(p.parse(case.input)) == v.limit
        return at_limit or (costly is not None and costly(v, case))

    return slow


def matrix_cases() -> list[Any]:
    """(problem, variant, case) for every problem, with the problem's key first in each id."""
    return [
        pytest.param(p, *param.values, id=f"{p.key} {param.id}", marks=param.marks)
        for p in all_problems()
        for param in case_params(p, slow=slow_cases(p))
    ]


def matrix_limits() -> list[Any]:
    """(problem, variant) for every variant a limit run can check."""
    params = []
    for p in all_problems():
        for param in limit_params(p):
            v = param.values[0]
            if (p.key, v.name) in NOT_AT_LIMIT:
                continue
            slow = [pytest.mark.slow] if v.name in SLOW_AT_LIMIT.get(p.key, ()) else []
            params.append(pytest.param(p, *param.values, id=f"{p.key} {param.id}", marks=[*param.marks, *slow]))
    return params


@pytest.mark.parametrize(("problem", "v", "case"), matrix_cases())
def test_case(problem: Problem, v: Variant, case: Case) -> None:
    """The variant gives the case's known answer (a case past its declared limit is no test of it)."""
    check_case(problem, v, case)


@pytest.mark.limit
@pytest.mark.parametrize(("problem", "v"), matrix_limits())
def test_variant_meets_budget_at_its_limit(problem: Problem, v: Variant) -> None:
    """The variant answers an input of its declared size within the problem's budget, like another variant."""
    check_limit(problem, v)
