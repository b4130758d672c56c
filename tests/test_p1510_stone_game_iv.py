"""1510 Stone Game IV: every variant on every case, agreement, limits, counted costs, play, and a brute force."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p1510_stone_game_iv as chapter
from shared.engine.errors import InputError
from shared.engine.search import Solver, alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.play import takeaway as games
from tests.cli_batch import solve_jsonl
from tests.kit import assert_agree, counted, play_script, sweep

PROBLEM = find_problem("1510")
NAIVE_LIMIT = PROBLEM.variant("naive").limit
MEMO_LIMIT = PROBLEM.variant("memoized").limit


@cache
def brute_force_table(n: int) -> tuple[bool, ...]:
    """Independent of the chapter: won[s] for s <= n, pulling from every square below s in turn."""
    squares = [k * k for k in range(1, 1000) if k * k <= n]
    won: list[bool] = []
    for s in range(n + 1):
        won.append(any(not won[s - q] for q in squares if q <= s))
    return tuple(won)


def brute_force(n: int) -> bool:
    """Does the player to move win a heap of n (n <= the memo's limit), by the brute-force table?"""
    return brute_force_table(MEMO_LIMIT)[n]


@settings(max_examples=sweep(8, 20))
@given(n=st.integers(1, NAIVE_LIMIT - 6))
def test_all_variants_agree_on_small_heaps(n: int) -> None:
    """On any heap naive reaches cheaply, every variant agrees."""
    assert_agree(PROBLEM, n)


def test_cli_agrees_with_a_brute_force_on_small_and_random_heaps() -> None:
    """`kata solve 1510 --jsonl -` on 1..20 (every variant) and 15 random heaps up to 3,000 match a brute force.

    The memo, some 0.1 s a heap near 3,000, answers 2 of the large heaps beside the table (6 under --slow); the table
    all 15 (220 under --slow).
    """
    rng = random.Random(1510)
    small = list(range(1, 21))
    large = [MEMO_LIMIT, *(rng.randint(21, MEMO_LIMIT) for _ in range(sweep(14, 219)))]
    got = solve_jsonl("1510", small)
    memo = sweep(2, 6)
    got += solve_jsonl("1510", large[:memo], "memoized", "bottom_up")
    got += solve_jsonl("1510", large[memo:], "bottom_up")
    assert got == [brute_force(n) for n in small + large]


def test_the_lost_heaps_begin_as_known() -> None:
    """The engine's lost heaps start 0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39 (OEIS A030193)."""
    solver = Solver(games.SquareGame())
    assert [s for s in range(41) if solver.value(s) < 0] == [0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39]


def test_naive_walks_the_whole_tree_and_pruning_cuts_it() -> None:
    """naive enters T(n) = 1 + T(n-1) + T(n-4) + ... nodes; alpha_beta, cutting at the first win, fewer."""

    @cache
    def tree_size(n: int) -> int:
        return 1 + sum(tree_size(n - k * k) for k in range(1, 20) if k * k <= n)

    for n in (1, 5, 12, 20):
        assert counted(PROBLEM, "naive", n)[1] == tree_size(n)
    assert counted(PROBLEM, "alpha_beta", 20)[1] < tree_size(20) // 2


def test_table_marks_from_lost_heaps_only() -> None:
    """bottom_up enters n + 1 cells and marks sqrt(n - s) heaps above each lost heap s: far below n^1.5 at 10^4."""
    from math import isqrt

    n = 10_000
    solver = Solver(games.SquareGame())
    marks = sum(isqrt(n - s) for s in range(n + 1) if solver.value(s) < 0)
    assert counted(PROBLEM, "bottom_up", n) == (True, n + 1 + marks)
    assert marks < n**1.5 / 15


@pytest.mark.parametrize("search", [minimax, alpha_beta, memoized_alpha_beta], ids=lambda f: f.__name__)
def test_shared_engine_agrees_with_the_table(search: Any) -> None:
    """The generic searches, given the rules as a Game, find the same won heaps."""
    game = games.SquareGame()
    for n in range(1, 16):
        assert (search(game, (n, "Alice")).value > 0) == chapter.bottom_up(n), n


@pytest.mark.parametrize(
    ("raw", "fault"),
    [(0, "out of range"), (10**5 + 1, "out of range"), (True, "must be an integer"), ("9", "must be an integer")],
    ids=["empty heap", "past LeetCode's 10^5", "a boolean", "a string"],
)
def test_bad_heaps_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A heap outside 1..10^5 is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_play_the_bot_wins_a_won_heap_whatever_you_do() -> None:
    """From 6 the bot, moving first, takes 1 (leaving the lost 5) and wins against any replies."""
    transcript = play_script(PROBLEM, 6, ["1", "1", "1"], cpu_first=True)
    assert "Bot: take 1 (leaves 5). Why: it leaves a position you cannot win." in transcript
    assert "The bot wins" in transcript


def test_play_refuses_a_non_square_and_hints_the_winning_take() -> None:
    """Taking 3 is refused with the reason; on 8, hint names taking 1 (leaving the lost 7) only."""
    transcript = play_script(PROBLEM, 8, ["3", "hint", "q"], cpu_first=False)
    assert "Illegal move: type a square number of stones, 1, 4, 9, ... up to 4." in transcript
    assert "Winning moves: take 1 (leaves 7)." in transcript


def test_alpha_beta_and_memoized_enter_pinned_node_counts_on_small_heaps() -> None:
    """Heaps 1..12, measured on the code as it stands: a window one wider changes alpha_beta's counts, a memo
    that searches a heap twice memoized's one call per heap 0..n."""
    pruned = [counted(PROBLEM, "alpha_beta", n)[1] for n in range(1, 13)]
    memo = [counted(PROBLEM, "memoized", n)[1] for n in range(1, 13)]
    assert pruned == [2, 3, 4, 6, 9, 10, 15, 16, 26, 39, 40, 61]
    assert memo == [n + 1 for n in range(1, 13)]
