"""1872 Stone Game VIII: the case matrix, agreement, limits, a brute force through the CLI, the off-by-one pitfall."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p1872_stone_game_viii as chapter
from shared.engine.errors import InputError
from shared.engine.game import Points, ScoredGame
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.catalog import rows as entry
from tests.cli_batch import solve_jsonl
from tests.kit import agree_on_many, assert_agree, counted, sweep
from tests.pitfalls.p1872_stone_game_viii import one_cell_too_far

PROBLEM = find_problem("1872")
NAIVE_LIMIT = PROBLEM.variant("naive").limit
SEARCH_LIMIT = PROBLEM.variant("alpha_beta").limit
TABLE_LIMIT = PROBLEM.variant("bottom_up").limit


def brute_force(row: list[int]) -> int:
    """Independent of the chapter: the row itself is the state; merge the first x stones, put their sum back."""

    @cache
    def play(stones: tuple[int, ...], alice: bool) -> tuple[int, int]:
        """(Alice's points, Bob's points) from this row on."""
        if len(stones) == 1:
            return (0, 0)
        outcomes = []
        for x in range(2, len(stones) + 1):
            gain = sum(stones[:x])
            a, b = play((gain, *stones[x:]), not alice)
            outcomes.append((a + gain, b) if alice else (a, b + gain))
        return max(outcomes, key=lambda ab: ab[0] - ab[1] if alice else ab[1] - ab[0])

    a, b = play(tuple(row), True)
    return a - b


@settings(max_examples=sweep(15, 40))
@given(row=st.lists(st.integers(-4, 4), min_size=2, max_size=12))
def test_all_variants_agree_on_short_rows_of_small_stones(row: list[int]) -> None:
    """On short rows of small stones, where ties between choices are common, every variant agrees."""
    assert_agree(PROBLEM, row)


@settings(max_examples=3)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(SEARCH_LIMIT + 1, TABLE_LIMIT))
def test_tables_agree_past_the_searches(seed: int, n: int) -> None:
    """On long random rows, the quadratic tables and the linear ones agree."""
    assert_agree(PROBLEM, PROBLEM.generate(n, random.Random(seed)))


def test_thousands_of_small_rows_agree() -> None:
    """On 300 seeded random rows of 2 to 9 stones (1,000 under --slow), every variant gives suffix_best's answer."""
    rng = random.Random(1872)
    rows = (
        [rng.randint(-(top := rng.choice((2, 10, 10**4))), top) for _ in range(rng.randint(2, 9))]
        for _ in range(sweep(300, 1_000))
    )
    agree_on_many(PROBLEM, rows, judge="suffix_best")


def test_cli_jsonl_matches_a_brute_force_on_hundreds_of_rows() -> None:
    """`kata solve 1872 --jsonl -` answers 45 random and boundary rows (400 under --slow) as the brute force does."""
    rng = random.Random(18720)
    edges = (-entry.P1872.high, -1, 0, 1, entry.P1872.high)
    rows: list[list[int]] = [[a, b] for a in edges for b in edges]
    rows += [[v] * n for v in (-entry.P1872.high, entry.P1872.high) for n in range(3, 9)]
    while len(rows) < sweep(45, 400):
        top = rng.choice((1, 3, entry.P1872.high))
        rows.append([rng.randint(-top, top) for _ in range(rng.randint(2, 8))])
    assert solve_jsonl("1872", rows) == [brute_force(row) for row in rows]


def test_naive_walks_the_whole_tree() -> None:
    """naive enters all 2^(n-1) nodes: from i, one node plus the trees from i + 1, ..., n."""
    for n in range(2, 13):
        assert counted(PROBLEM, "naive", [5] * n)[1] == 2 ** (n - 1)


def test_taking_everything_first_prunes_almost_everything() -> None:
    """On a random row of 16 stones alpha_beta, trying the whole row first, enters under 1% of naive's nodes."""
    row = PROBLEM.generate(16, random.Random(16))
    full = counted(PROBLEM, "naive", row)
    pruned = counted(PROBLEM, "alpha_beta", row)
    assert full[0] == pruned[0]
    assert pruned[1] * 100 < full[1]


def test_quadratic_tables_scan_every_choice_and_the_fold_does_not() -> None:
    """bottom_up scans n(n-1)/2 choices, memoized calls once per choice plus the root; the folds fill n - 1 cells."""
    row = PROBLEM.generate(200, random.Random(200))
    memo, table = counted(PROBLEM, "memoized", row), counted(PROBLEM, "bottom_up", row)
    assert (memo[0], memo[1] - 1) == table
    assert counted(PROBLEM, "bottom_up", row)[1] == 200 * 199 // 2
    assert counted(PROBLEM, "suffix_table", row)[1] == counted(PROBLEM, "suffix_best", row)[1] == 199
    assert counted(PROBLEM, "fast", row)[1] == 199


@settings(max_examples=sweep(10, 30))
@given(row=st.lists(st.integers(-20, 20), min_size=2, max_size=8))
def test_shared_engine_matches_the_variants(row: list[int]) -> None:
    """The generic searches, given the rules as a Game, find suffix_best's difference."""
    game = StoneGameVIII(row)
    want = chapter.suffix_best(row)
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        assert search(game, game.start()).value == want, search.__name__


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ([5], "at least 2"),
        ("[1, 2]", "must be a list"),
        ([1, True], r"stones\[1\] must be an integer"),
        ([1, 2.5], r"stones\[1\] must be an integer"),
        ([1, -10001], "out of range"),
        ([10001, 1], "out of range"),
        ([1] * (entry.P1872.most + 1), "at most 100000"),
        ({"stones": [1, 2]}, "must be a list"),
    ],
    ids=["one stone", "a string", "a boolean", "a fraction", "too small", "too large", "too long", "an object"],
)
def test_bad_rows_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A row outside LeetCode's constraints is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfall_one_cell_too_far_passes_the_first_two_examples() -> None:
    """Running the fold down to i = 0 gets LeetCode's first two examples right."""
    assert one_cell_too_far([-1, 2, -3, 4, -5]) == 5
    assert one_cell_too_far([7, -6, 5, 10, 5, -2, -6]) == 13


@pytest.mark.parametrize(("row", "wrong"), [([-10, -12], 12), ([-1, 0], 0), ([3, -5, 1], 4)])
def test_pitfall_one_cell_too_far_plays_a_one_stone_move(row: list[int], wrong: int) -> None:
    """Where removing stone 0 alone would pay, the loop that reaches i = 0 takes that illegal move."""
    assert chapter.suffix_best(row) == brute_force(row) != wrong
    assert one_cell_too_far(row) == wrong


def test_alpha_beta_enters_pinned_node_counts_on_zero_and_tied_rows() -> None:
    """Measured on the code as it stands: on rows where choices tie, cutting only on alpha > beta enters more nodes.

    On all-zero rows `bound` is 0: a root window narrowed to nothing cuts after the first child.
    """
    rows = [[0, 0, 0, 0], [0] * 6, [-2, -2, 0, -2], [1, -1, 1, -1, 1], [3, -3, 3, -3, 3, -3]]
    got = [counted(PROBLEM, "alpha_beta", row) for row in rows]
    assert got == [(0, 6), (0, 10), (2, 6), (1, 8), (3, 10)]


class StoneGameVIII(ScoredGame[int, int]):
    """1872 as an engine Game. Position i: stones 0..i-1 merged into the leftmost; a move removes x > 1 stones.

    The row at i is [stones[0] + ... + stones[i-1], stones[i], ..., stones[n-1]]: n - i + 1 stones, the first of
    them the stone put back (at the start, i = 1, just stones[0]).
    """

    players = ("Alice", "Bob")

    def __init__(self, stones: Sequence[int]) -> None:
        self.prefix = chapter.prefix_sums(list(stones))
        self.n = len(stones)

    def start(self, position: int = 1, player: str | None = None) -> tuple[int, str, Points]:
        """The whole row, Alice to move."""
        return super().start(position, player)

    def moves(self, i: int) -> Sequence[int]:
        return range(2, self.n - i + 2)  # x > 1, up to the whole row of n - i + 1 stones

    def play(self, i: int, x: int) -> int:
        return i + x - 1  # the new leftmost stone holds stones[0..i+x-2]

    def gain(self, i: int, x: int) -> float:
        return self.prefix[self.play(i, x)]
