"""292 Nim Game: every variant on every case, agreement, limits, and the shared engine."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p0292_nim_game as chapter
from shared.engine.recursion import run_deep
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.play import takeaway as games
from tests.kit import assert_agree, counted, play_script, sweep

PROBLEM = find_problem("292")
NAIVE_LIMIT = PROBLEM.variant("naive").limit


@given(n=st.integers(1, NAIVE_LIMIT - 6))
def test_all_variants_agree_on_small_heaps(n: int) -> None:
    """On any heap every variant can reach, all of them agree (the largest ones are the limit tests' job)."""
    assert_agree(PROBLEM, n)


@settings(max_examples=sweep(15, 40))
@given(n=st.integers(NAIVE_LIMIT + 1, 10_000))
def test_fast_variants_agree_on_large_heaps(n: int) -> None:
    """Past the naive limit, the variants that still admit n agree with the formula."""
    assert_agree(PROBLEM, n)


def test_memoized_survives_ten_thousand_deep() -> None:
    """The memoized recursion is 10^4 calls deep at n = 10^4 and, on the runner's stack, raises no RecursionError."""
    assert run_deep(chapter.memoized, 10_000) is False
    assert run_deep(chapter.memoized, 10_001) is True


@pytest.mark.parametrize("search", [minimax, alpha_beta, memoized_alpha_beta], ids=lambda f: f.__name__)
def test_shared_engine_agrees_with_the_formula(search: Any) -> None:
    """The generic searches, given the rules as a Game, find the multiples of 4 lost too."""
    game = games.NimGame()
    for n in range(1, 16):
        result = search(game, (n, "you"))
        assert (result.value > 0) == chapter.formula(n), n
        if result.value > 0:
            assert (n - result.move) % 4 == 0, f"winning move from {n} should leave a multiple of 4"


def test_naive_walks_the_whole_tree() -> None:
    """naive enters every node: T(n) = 1 + T(n-1) + T(n-2) + T(n-3), more than alpha_beta on the same heap."""
    from shared.engine.counting import node_counter

    def tree_size(n: int) -> int:
        sizes = [1, 2, 4]
        for k in range(3, n + 1):
            sizes.append(1 + sizes[k - 1] + sizes[k - 2] + sizes[k - 3])
        return sizes[n]

    with node_counter(chapter) as full:
        chapter.naive(15)
    with node_counter(chapter) as pruned:
        chapter.alpha_beta(15)
    assert full.nodes == tree_size(15)
    assert pruned.nodes is not None
    assert pruned.nodes < full.nodes


def test_alpha_beta_stops_at_the_first_winning_take() -> None:
    """alpha_beta's node counts for heaps 1..10: a winning first take (7: take 3) ends the search at once."""
    assert [counted(PROBLEM, "alpha_beta", n) for n in range(1, 11)] == [
        (True, 2),
        (True, 2),
        (True, 2),
        (False, 7),
        (True, 12),
        (True, 10),
        (True, 8),
        (False, 31),
        (True, 50),
        (True, 40),
    ]


def test_play_the_bot_wins_a_winning_heap_whatever_you_do() -> None:
    """From 5 stones the bot, moving first, takes 1 and wins against any replies (kata play's shared loop)."""

    transcript = play_script(PROBLEM, 5, ["1", "1", "1", "1"], cpu_first=True)
    assert "Bot: take 1 stone. Why: it leaves a position you cannot win." in transcript
    assert "The bot wins" in transcript


def test_play_refuses_an_illegal_take_and_hints_the_winning_one() -> None:
    """Taking 4, or more than is left, is refused with the reason; hint names the take that leaves a multiple of 4."""

    transcript = play_script(PROBLEM, 7, ["4", "hint", "3", "q"], cpu_first=False)
    assert "Illegal move: type how many stones to take, 1 to 3." in transcript
    assert "Winning moves: take 3 stones." in transcript
