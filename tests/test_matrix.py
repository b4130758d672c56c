"""Every problem's standard matrix, written once: each variant on each case, and each variant at its limit.

A variant runs its cases in one test (`292 naive`), which fails with a line for each case it gets wrong,
naming the variant and the case; under --practice each case is a test of its own.

A problem's own test module holds only what is its own. What a problem's
matrix does differently is a cost, named here with why: a run that goes
behind --slow, or a variant whose limit no other variant can check.

By default the matrix is tiered (see `by_default`): every case runs on one variant, so every answer in the
case files is checked, and every variant runs the cases that catch the bugs: the examples, the smallest
inputs, and each case whose description names what a wrong solution answers. `--slow` (and `--practice`)
runs every variant on every case.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from shared.tool.cases import Case, load_cases
from shared.tool.catalog import all_problems
from shared.tool.registry import Problem, Variant
from tests.kit import check_cases, check_limit, limit_params, variant_params


def c4_costly(v: Variant, case: Case) -> bool:
    """Connect Four above 12 empty cells (naive: 8, lower_bounds: 16) takes seconds: only lower_bounds runs there."""
    empty = sizes(find("c4"))[case.description]
    return empty > (8 if v.name == "naive" else 16 if v.name == "lower_bounds" else 12)


def ttt_whole_tree(v: Variant, case: Case) -> bool:
    """Naive's walk of tic-tac-toe's whole tree: test_naive_figures_one_move_in pins a tenth of it by default."""
    return v.name == "naive" and case.input == "........."


SLOW_CASES = {"c4": c4_costly, "ttt": ttt_whole_tree}
# The costliest runs of the default matrix after those, over 0.1 s of CPU each: the named variants' cases at
# exactly their declared limit, which are limit runs (--slow makes those anyway). Each of those cases but two
# (nim's 55 beads and 1140's thousand piles, which only bottom_up reaches) still runs by default on another
# variant, its owner (see _owners: 375's and 486's fast, 292's formula, 486's memoized on the twenty-number rows).
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


# The smallest inputs of a case file (one stone, a full board, a lone leaf) are the edge cases: every variant
# runs this many of them by default.
SMALLEST = 4
# A description that names the answer a wrong solution gives: "(a draw-on-revisit memo says draw)", "a row that
# a window-blind cache calls lost", "(a -10000 sentinel says Alice)". Every variant runs those by default.
NAMES_A_WRONG_ANSWER = re.compile(r"\b(?:says?|calls|scores [^,]* short)\b|window-blind|sentinel")


@cache
def sizes(p: Problem) -> dict[str, int]:
    """Each case's size, by description: parsed once, not once a variant and a question (every worker collects
    the matrix, and c4's parse replays a game)."""
    return {case.description: p.size(p.parse(case.input)) for case in load_cases(p)}


def costly(p: Problem) -> Callable[[Variant, Case], bool]:
    """The runs of p's matrix that go behind --slow for their cost: its SLOW_CASES, its AT_LIMIT variants at their
    limit."""
    heavy, names = SLOW_CASES.get(p.key), AT_LIMIT.get(p.key, ())

    def slow(v: Variant, case: Case) -> bool:
        at_limit = v.name in names and sizes(p)[case.description] == v.limit
        return at_limit or (heavy is not None and heavy(v, case))

    return slow


@cache
def _owners(p: Problem) -> dict[str, str | None]:
    """For each case of p (by description), the variant that runs it by default whatever else does: among those
    that admit it at no great cost, the reference, else the one that reaches furthest."""
    owners: dict[str, str | None] = {}
    heavy = costly(p)
    for case in load_cases(p):
        args = p.parse(case.input)
        cheap = [v for v in p.variants if p.skip_reason(v, args) is None and not heavy(v, case)]
        reference = [v for v in cheap if v.name == p.reference]
        owners[case.description] = max(reference or cheap, key=lambda v: v.limit).name if cheap else None
    return owners


@cache
def _smallest(p: Problem) -> frozenset[str]:
    """The descriptions of p's SMALLEST smallest cases (by size, then order in the file)."""
    cases = load_cases(p)
    order = sorted(range(len(cases)), key=lambda i: (sizes(p)[cases[i].description], i))
    return frozenset(cases[i].description for i in order[:SMALLEST])


def by_default(p: Problem, v: Variant, case: Case) -> bool:
    """Does the default matrix run v on case? When v is the case's owner, or the case is an example, one of the
    smallest, or says what a wrong solution answers. The rest of the product runs under --slow."""
    return (
        case.example
        or case.description in _smallest(p)
        or bool(NAMES_A_WRONG_ANSWER.search(case.description))
        or _owners(p)[case.description] == v.name
    )


def slow_cases(p: Problem) -> Callable[[Variant, Case], bool]:
    """What of p's matrix goes behind --slow: the costly runs, and the rest of the product `by_default` leaves."""
    heavy = costly(p)
    return lambda v, case: heavy(v, case) or not by_default(p, v, case)


def matrix_cases() -> list[Any]:
    """(problem, variant, its cases) for every problem, with the problem's key first in each id: `292 naive`, and
    `292 naive, slow cases` for the rest of the product (under --practice, `292 naive: <case>`)."""
    return [
        pytest.param(p, *param.values, id=f"{p.key} {param.id}", marks=param.marks)
        for p in all_problems()
        for param in variant_params(p, slow=slow_cases(p))
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


@pytest.mark.parametrize(("problem", "v", "cases"), matrix_cases())
def test_case(problem: Problem, v: Variant, cases: list[Case]) -> None:
    """The variant gives each case's known answer (a case past its declared limit is no test of it)."""
    check_cases(problem, v, cases)


@pytest.mark.limit
@pytest.mark.parametrize(("problem", "v"), matrix_limits())
def test_variant_meets_budget_at_its_limit(problem: Problem, v: Variant) -> None:
    """The variant answers an input of its declared size within the problem's budget, like another variant."""
    check_limit(problem, v)
