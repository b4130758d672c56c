"""1025 Divisor Game: every variant on every case, agreement, limits, counted costs, play, and the greedy pitfall."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p1025_divisor_game as chapter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.play import takeaway as games
from tests.cli_batch import solve_jsonl
from tests.kit import assert_agree, counted, play_script, sweep
from tests.pitfalls.p1025_divisor_game import greedy_largest_divisor

PROBLEM = find_problem("1025")
MAX_N = PROBLEM.bounds["n"][1]  # LeetCode's bound, read from the chapter's Constraints paragraph
NAIVE_LIMIT = PROBLEM.variant("naive").limit


@cache
def brute_force_table(n: int) -> tuple[bool, ...]:
    """Independent of the chapter: won[m] for m <= n, trying every x in 1..m-1 by plain division."""
    won = [False, False]  # won[1]: no move, lost
    for m in range(2, n + 1):
        won.append(any(not won[m - x] for x in range(1, m) if m % x == 0))
    return tuple(won)


def brute_force(n: int) -> bool:
    """Does the player to move win from n, by the brute-force table?"""
    return brute_force_table(MAX_N)[n]


@settings(max_examples=sweep(8, 20))
@given(n=st.integers(1, NAIVE_LIMIT - 6))
def test_all_variants_agree_on_small_boards(n: int) -> None:
    """On any number naive reaches cheaply, every variant agrees."""
    assert_agree(PROBLEM, n)


def test_cli_agrees_with_a_brute_force_on_small_and_random_boards() -> None:
    """`kata solve 1025 --jsonl -` on 1..14 (every variant) and 12 random boards up to 1000 match a brute force.

    The memo, some 20 ms a board near 1000, answers 3 of the large boards; the sieve and the formula all 12.
    Under --slow: 150 boards, 20 of them for the memo.
    """
    rng = random.Random(1025)
    small = list(range(1, 15))
    large = [999, 1000, *(rng.randint(15, MAX_N) for _ in range(sweep(10, 148)))]
    got = solve_jsonl("1025", small)
    memo = sweep(3, 20)
    got += solve_jsonl("1025", large[:memo], "memoized", "bottom_up", "formula")
    got += solve_jsonl("1025", large[memo:], "bottom_up", "formula")
    assert got == [brute_force(n) for n in small + large]


def test_naive_branches_on_every_divisor_and_pruning_cuts_it_down() -> None:
    """At n = 16 naive enters 2,240 nodes (every line of play); alpha_beta, taking 1 first, fewer than 1 in 20."""
    full = counted(PROBLEM, "naive", 16)
    pruned = counted(PROBLEM, "alpha_beta", 16)
    assert full == (True, 2_240)
    assert pruned[0] is True
    assert pruned[1] < full[1] // 20


def test_alpha_beta_enters_pinned_node_counts_on_small_boards() -> None:
    """Boards 1..12: an even board is won by its first move (1), an odd one searches every divisor. Measured on
    the code as it stands: a window that is not negated for the child, or a different loss value, changes these."""
    got = [counted(PROBLEM, "alpha_beta", n)[1] for n in range(1, 13)]
    assert got == [1, 2, 3, 4, 5, 6, 7, 8, 15, 16, 17, 18]


def test_memo_and_table_solve_each_board_once() -> None:
    """memoized calls each board 1..n once; bottom_up fills each cell once, counting its sqrt(board) divisions."""
    from math import isqrt

    n = 500
    assert counted(PROBLEM, "memoized", n) == (True, n)
    assert counted(PROBLEM, "bottom_up", n) == (True, sum(1 + isqrt(b) for b in range(1, n + 1)))


@pytest.mark.parametrize("search", [minimax, alpha_beta, memoized_alpha_beta], ids=lambda f: f.__name__)
def test_shared_engine_agrees_with_the_formula(search: Any) -> None:
    """The generic searches, given the rules as a Game, find the even numbers won too."""
    game = games.DivisorGame()
    for n in range(2, 16):
        result = search(game, (n, "Alice"))
        assert (result.value > 0) == chapter.formula(n), n
        if result.value > 0:
            assert (n - result.move) % 2 == 1, f"a winning move from {n} should leave an odd number"


@pytest.mark.parametrize(
    ("raw", "fault"),
    [(0, "out of range"), (1001, "out of range"), (True, "must be an integer"), (2.0, "must be an integer")],
    ids=["zero", "past LeetCode's 1000", "a boolean", "a float"],
)
def test_bad_boards_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A number outside 1..1000 is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfall_greedy_is_right_on_the_examples() -> None:
    """The greedy simulation looks fine: on 2 and 3 there is only one move, so it gets LeetCode's examples right."""
    assert greedy_largest_divisor(2) is True
    assert greedy_largest_divisor(3) is False


def test_pitfall_greedy_loses_four() -> None:
    """From 4 the greedy subtracts 2 and loses; subtracting 1 wins, as every variant and the brute force say."""
    assert greedy_largest_divisor(4) is False
    assert brute_force(4) is True
    assert chapter.bottom_up(4) is True
    wrong = [n for n in range(1, 60) if greedy_largest_divisor(n) != brute_force(n)]
    assert wrong[:3] == [4, 5, 10]


def test_play_the_bot_wins_an_even_board_whatever_you_do() -> None:
    """From 6, moving first, the bot takes the quickest win: subtract 3, then 1, and you face 1 after two moves."""
    transcript = play_script(PROBLEM, 6, ["1", "1"], cpu_first=True)
    assert "Bot: subtract 3 (leaves 3). Why: it leaves a position you cannot win." in transcript
    assert "Bot: subtract 1 (leaves 1). Why: it wins on the spot." in transcript
    assert "The bot wins" in transcript


def test_play_refuses_a_non_divisor_and_hints_the_winning_move() -> None:
    """Subtracting 5 from 12 is refused with the reason; hint names subtracting 1 and 3, which leave odd numbers."""
    transcript = play_script(PROBLEM, 12, ["5", "12", "hint", "q"], cpu_first=False)
    assert "Illegal move: type a divisor x of 12 with 0 < x < 12." in transcript
    assert "Winning moves: subtract 1 (leaves 11), subtract 3 (leaves 9)." in transcript
