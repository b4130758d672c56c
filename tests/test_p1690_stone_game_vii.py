"""1690 Stone Game VII: the case matrix, agreement, limits, a brute force through the CLI, the stale-cell pitfall."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p1690_stone_game_vii as chapter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.catalog import rows as entry
from shared.tool.play import rows as games
from tests.cli_batch import solve_jsonl
from tests.kit import agree_on_many, assert_agree, counted, play_script, sweep
from tests.pitfalls.p1690_stone_game_vii import stale_cell_row

PROBLEM = find_problem("1690")
NAIVE_LIMIT = PROBLEM.variant("naive").limit
SEARCH_LIMIT = PROBLEM.variant("alpha_beta").limit


def brute_force(row: list[int]) -> int:
    """Independent of the chapter: both scores played out over (i, j, whose turn), each side maximizing its lead."""
    values = tuple(row)

    @cache
    def play(i: int, j: int, alice: bool) -> tuple[int, int]:
        """(Alice's points, Bob's points) from values[i..j] on."""
        if i > j:
            return (0, 0)
        outcomes = []
        for lo, hi in ((i + 1, j), (i, j - 1)):
            a, b = play(lo, hi, not alice)
            gain = sum(values[lo : hi + 1])
            outcomes.append((a + gain, b) if alice else (a, b + gain))
        return max(outcomes, key=lambda ab: ab[0] - ab[1] if alice else ab[1] - ab[0])

    a, b = play(0, len(values) - 1, True)
    return a - b


@settings(max_examples=sweep(15, 40))
@given(row=st.lists(st.integers(1, 4), min_size=2, max_size=12))
def test_all_variants_agree_on_short_rows_of_small_stones(row: list[int]) -> None:
    """On short rows of small stones, where equal ends are common, every variant agrees."""
    assert_agree(PROBLEM, row)


@settings(max_examples=2)
@given(row=st.lists(st.integers(1, entry.P1690.high), min_size=NAIVE_LIMIT + 1, max_size=SEARCH_LIMIT - 2))
def test_pruned_search_agrees_past_the_plain_one(row: list[int]) -> None:
    """Past naive's limit, over the whole value range, alpha_beta agrees with the tables."""
    assert_agree(PROBLEM, row)


def test_thousands_of_small_rows_agree() -> None:
    """On 150 seeded random rows of 2 to 9 stones (500 under --slow), every variant gives bottom_up's answer."""
    rng = random.Random(1690)
    rows = (
        [rng.randint(1, rng.choice((2, 10, 1000))) for _ in range(rng.randint(2, 9))] for _ in range(sweep(150, 500))
    )
    agree_on_many(PROBLEM, rows, judge="bottom_up")


def test_cli_jsonl_matches_a_brute_force_on_hundreds_of_rows() -> None:
    """`kata solve 1690 --jsonl -` answers 40 random and boundary rows (400 under --slow) as the brute force does."""
    rng = random.Random(16900)
    rows: list[list[int]] = [[a, b] for a in (1, 2, 1000) for b in (1, 999, 1000)]
    rows += [[1] * n for n in range(2, 13)] + [[1000] * n for n in range(2, 13)]
    while len(rows) < sweep(40, 400):
        top = rng.choice((2, 5, 1000))
        rows.append([rng.randint(1, top) for _ in range(rng.randint(2, 9))])
    assert solve_jsonl("1690", rows) == [brute_force(row) for row in rows]


def test_naive_walks_the_whole_tree() -> None:
    """naive enters all 2^n - 1 nodes of a row of n stones: every order of removing the ends."""
    for n in range(2, 13):
        assert counted(PROBLEM, "naive", [5] * n)[1] == 2**n - 1


def test_pruning_enters_far_fewer_nodes() -> None:
    """On a random row of 14 stones, alpha_beta reaches naive's answer entering under 5% of its nodes."""
    row = PROBLEM.generate(14, random.Random(14))
    full = counted(PROBLEM, "naive", row)
    pruned = counted(PROBLEM, "alpha_beta", row)
    assert full[0] == pruned[0]
    assert pruned[1] * 20 < full[1]


def test_alpha_beta_enters_pinned_node_counts_on_tied_rows() -> None:
    """Rows with equal ends or equal stones, measured on the code as it stands: trying the right end first on a
    tie, or cutting only on alpha > beta, enters more nodes here (the answers stay the same)."""
    rows = [[1, 1, 1], [1, 1, 1, 1], [2, 1, 2, 2], [2, 1, 3, 2], [5, 3, 1, 4, 2]]
    got = [counted(PROBLEM, "alpha_beta", row) for row in rows]
    assert got == [(1, 6), (2, 11), (4, 13), (5, 13), (6, 20)]


def test_memo_fills_the_same_cells_as_the_table() -> None:
    """memoized solves each row stones[i..j], i <= j, once: the n(n+1)/2 cells bottom_up and fast fill."""
    row = PROBLEM.generate(60, random.Random(60))
    assert counted(PROBLEM, "memoized", row) == counted(PROBLEM, "bottom_up", row) == counted(PROBLEM, "fast", row)
    assert counted(PROBLEM, "bottom_up", row)[1] == 60 * 61 // 2


@settings(max_examples=sweep(10, 30))
@given(row=st.lists(st.integers(1, 20), min_size=2, max_size=8))
def test_shared_engine_matches_the_variants(row: list[int]) -> None:
    """The generic searches, given the rules as a Game, find bottom_up's difference."""
    game = games.StoneGameVII(row)
    want = chapter.bottom_up(row)
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        assert search(game, game.start()).value == want, search.__name__


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ([5], "at least 2"),
        ("[1, 2]", "must be a list"),
        ([1, True], r"stones\[1\] must be an integer"),
        ([1, 2.5], r"stones\[1\] must be an integer"),
        ([1, 0], "out of range"),
        ([1001, 1], "out of range"),
        ([1] * (entry.P1690.most + 1), "at most 1000"),
        (None, "must be a list"),
    ],
    ids=["one stone", "a string", "a boolean", "a fraction", "an empty stone", "too large", "too long", "null"],
)
def test_bad_rows_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A row outside LeetCode's constraints is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfall_stale_cell_is_right_on_rows_of_two() -> None:
    """On two stones no pass reads a cell off the diagonal, so the backwards loop gets every pair right."""
    for a in range(1, 8):
        for b in range(1, 8):
            assert stale_cell_row([a, b]) == chapter.bottom_up([a, b]) == max(a, b)


def test_pitfall_stale_cell_is_wrong_on_three_ones() -> None:
    """On [1, 1, 1] Alice ends 1 ahead (2 to 1); the backwards loop, reading a stale row[j - 1], says 2."""
    assert chapter.bottom_up([1, 1, 1]) == brute_force([1, 1, 1]) == 1
    assert stale_cell_row([1, 1, 1]) == 2


def test_play_the_bot_as_bob_keeps_alice_to_six_ahead() -> None:
    """On LeetCode's [5,3,1,4,2], playing Alice against the bot, you end at most 6 ahead."""
    import re

    transcript = play_script(PROBLEM, [5, 3, 1, 4, 2], ["L", "L", "L"], cpu_first=False)
    alice, bob = map(int, re.findall(r"Alice has (\d+), Bob has (\d+)", transcript)[-1])
    assert alice - bob <= 6
    assert "Bot: remove the right 2 and score 8." in transcript


def test_play_refuses_a_typed_number() -> None:
    """A move is L or R; anything else is refused with the reason."""

    transcript = play_script(PROBLEM, [5, 3], ["2", "q"], cpu_first=False)
    assert "Illegal move: type L to remove the left end or R to remove the right end." in transcript
