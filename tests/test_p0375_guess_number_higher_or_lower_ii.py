"""375 Guess Number Higher or Lower II: every variant on every case, agreement, limits, counted costs, binary search."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from problems import p0375_guess_number_higher_or_lower_ii as chapter
from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from tests.cli_batch import solve_jsonl
from tests.kit import assert_agree, counted, deep, sweep
from tests.pitfalls.p0375_guess_number_higher_or_lower_ii import binary_search_cost

PROBLEM = find_problem("375")
ALPHA_BETA_LIMIT = PROBLEM.variant("alpha_beta").limit


@cache
def brute_force(candidates: tuple[int, ...]) -> int:
    """Independent of the chapter: the game on a set of candidates, not assumed to be a range.

    Guess any candidate g; the answer "lower" or "higher" leaves the candidates on that side.
    """
    if len(candidates) <= 1:
        return 0
    return min(
        g + max(brute_force(tuple(c for c in candidates if c < g)), brute_force(tuple(c for c in candidates if c > g)))
        for g in candidates
    )


@pytest.mark.parametrize("n", range(1, ALPHA_BETA_LIMIT - 2))
def test_all_variants_agree_on_small_ranges(n: int) -> None:
    """On every n up to three below alpha_beta's limit, every variant agrees."""
    assert_agree(PROBLEM, n)


def test_cli_agrees_with_a_brute_force_on_every_n_up_to_thirty() -> None:
    """`kata solve 375 --jsonl -` on n = 1..30 (every variant admitting n) matches a brute force over candidate sets.

    By default n = 1..8 and 30: naive's 3^n tree at 9 to 12 is most of the cost, and the variants agree there
    without the CLI (test_all_variants_agree_on_small_ranges).
    """
    inputs = list(range(1, 31)) if deep() else [*range(1, 9), 30]
    assert solve_jsonl("375", inputs) == [brute_force(tuple(range(1, n + 1))) for n in inputs]


def test_the_fast_tables_agree_with_bottom_up_on_every_n_up_to_twenty_four() -> None:
    """half_max and fast fill their tables by other rules (the max only above the middle, slices of two tables):
    on every n = 1..24 each answers bottom_up's cost. A cell off by one can leave the answer right up to some n:
    one such edit of fast's first shows at n = 11."""
    for n in range(1, 25):
        assert chapter.half_max(n) == chapter.fast(n) == chapter.bottom_up(n), n


def test_the_tables_agree_up_to_the_memo_limit() -> None:
    """memoized and bottom_up agree on n = 31..60, every fifth one (by default 31 and 60), up to the memo's limit."""
    inputs = list(range(31, 61, sweep(29, 5)))
    assert solve_jsonl("375", inputs, "memoized", "bottom_up") == [chapter.bottom_up(n) for n in inputs]


def test_naive_walks_the_whole_tree_and_the_bound_cuts_it() -> None:
    """naive enters 5 * 3^(n-2) nodes for n >= 2 (every guess, both answers); alpha_beta under a sixth of that at 11."""
    for n in range(2, 10):
        assert counted(PROBLEM, "naive", n)[1] == 5 * 3 ** (n - 2)
    assert counted(PROBLEM, "alpha_beta", 11)[1] < 5 * 3**9 // 6


def test_alpha_beta_enters_pinned_node_counts() -> None:
    """Measured on the code as it stands, n = 1..10: a looser cut or a smaller root bound changes the count."""
    counts = [counted(PROBLEM, "alpha_beta", n)[1] for n in range(1, 11)]
    assert counts == [1, 5, 12, 29, 67, 166, 416, 990, 2260, 5063]


def test_memoized_calls_each_range_once() -> None:
    """memoized makes one call per range: a repeat is answered by the cache, never searched again.

    From n = 3 on every range is asked for: the n(n+1)/2 ranges of 1 <= lo <= hi <= n and the n + 1
    empty ranges lo..lo-1. At n = 2 the empty 2..1 never comes up.
    """
    assert [counted(PROBLEM, "memoized", n)[1] for n in (1, 2)] == [1, 5]
    for n in (3, 4, 10, 30):
        assert counted(PROBLEM, "memoized", n)[1] == n * (n + 1) // 2 + n + 1


@pytest.mark.parametrize("name", ["bottom_up", "half_max", "fast"])
def test_tables_count_their_guesses(name: str) -> None:
    """Each table tries every guess of every range of two or more: the sum of (n - k + 1) k over k = 2..n (a range
    of one costs 0 and is never filled, so no guess of it is counted: `kata trace` counts the guesses it sees).

    half_max and fast try the same guesses as bottom_up, only faster, so they count the same.
    """
    for n in (2, 3, 40):
        assert counted(PROBLEM, name, n)[1] == sum((n - k + 1) * k for k in range(2, n + 1))


@pytest.mark.parametrize(
    ("raw", "fault"),
    [(0, "out of range"), (201, "out of range"), (True, "must be an integer"), ([10], "must be an integer")],
    ids=["zero", "past LeetCode's 200", "a boolean", "a list"],
)
def test_bad_inputs_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """An n outside 1..200 is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfall_binary_search_is_right_up_to_three() -> None:
    """Binary search pays the least for n = 1, 2 and 3, where the middle guess is also the cheapest."""
    assert [binary_search_cost(n) for n in (1, 2, 3)] == [chapter.bottom_up(n) for n in (1, 2, 3)] == [0, 1, 2]


def test_pitfall_binary_search_overpays_at_four() -> None:
    """At n = 4 halving pays 2 + 3 = 5; guessing 1 then 3 never pays more than 4. At n = 10, 22 against 16."""
    assert binary_search_cost(4) == 5
    assert brute_force((1, 2, 3, 4)) == chapter.bottom_up(4) == 4
    assert binary_search_cost(10) == 22
    assert chapter.bottom_up(10) == 16
