"""1140 Stone Game II: every variant on every case, agreement, limits, pruning figures, and the cache pitfall."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p1140_stone_game_ii as chapter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.catalog import rows as entry
from shared.tool.play import rows as games
from tests.kit import agree_on_many, assert_agree, counted, play_script, sweep
from tests.pitfalls.p1140_stone_game_ii import window_blind_alpha_beta

PROBLEM = find_problem("1140")
NAIVE_LIMIT = PROBLEM.variant("naive").limit
SEARCH_LIMIT = PROBLEM.variant("alpha_beta").limit
MEMO_LIMIT = PROBLEM.variant("memoized").limit
PINNED_ROW = [1, 1, 1, 2, 1, 1, 1, 1, 4]  # the least stones among the rows of nine piles of 1..4 that it gets wrong

piles_of = st.integers(1, entry.P1140.high)


def random_row(n: int, seed: int) -> list[int]:
    """The row generate() makes, typed as a list."""
    raw = PROBLEM.generate(n, random.Random(seed))
    assert isinstance(raw, list)
    return raw


def nodes(name: str, piles: list[int]) -> tuple[int, int]:
    """Run one variant, returning its answer and how many nodes it entered."""
    return counted(PROBLEM, name, piles)


@settings(max_examples=sweep(20, 60))
@given(piles=st.lists(st.integers(1, 6), min_size=1, max_size=12))
def test_all_variants_agree_on_short_rows_of_small_piles(piles: list[int]) -> None:
    """On short rows of small piles, where many choices tie, every variant agrees."""
    assert_agree(PROBLEM, piles)


@settings(max_examples=sweep(2, 5))
@given(piles=st.lists(piles_of, min_size=1, max_size=NAIVE_LIMIT))
def test_all_variants_agree_up_to_the_plain_search_limit(piles: list[int]) -> None:
    """On rows up to naive's limit over the whole pile range, every variant agrees."""
    assert_agree(PROBLEM, piles)


@settings(max_examples=sweep(3, 8))
@given(piles=st.lists(piles_of, min_size=NAIVE_LIMIT + 1, max_size=SEARCH_LIMIT))
def test_pruned_search_agrees_past_the_plain_search(piles: list[int]) -> None:
    """Past naive's limit, alpha_beta agrees with the tables."""
    assert_agree(PROBLEM, piles)


@settings(max_examples=2)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(SEARCH_LIMIT + 1, 2 * SEARCH_LIMIT))
def test_tables_agree_past_the_pruned_search(seed: int, n: int) -> None:
    """On long random rows past alpha_beta's reach, memoized and both tables agree (the limit runs take them
    to memoized's 300 under --slow: that costs a second a row)."""
    assert_agree(PROBLEM, PROBLEM.generate(n, random.Random(seed)))


def test_a_thousand_small_rows_agree() -> None:
    """On 300 seeded random rows of 1 to 10 piles (1,000 under --slow), every variant gives memoized's answer."""
    rng = random.Random(1140)
    rows = (
        [rng.randint(1, rng.choice((1, 3, 20, entry.P1140.high))) for _ in range(rng.randint(1, 10))]
        for _ in range(sweep(300, 1_000))
    )
    agree_on_many(PROBLEM, rows, judge="memoized")


def tree_size(n: int) -> int:
    """Nodes of the full game tree from (0, 1), counted from the rules: the root plus each choice's subtree."""

    @cache
    def size(i: int, m: int) -> int:
        return 1 + sum(size(i + x, max(m, x)) for x in range(1, min(2 * m, n - i) + 1))

    return size(0, 1)


def test_naive_walks_the_whole_tree() -> None:
    """naive enters every node of the game tree, terminal positions included (394,261 of them for 20 piles)."""
    for n in range(1, 15):
        assert nodes("naive", [3] * n)[1] == tree_size(n)
    assert tree_size(20) == 394_261


def test_pruning_enters_far_fewer_nodes() -> None:
    """On a random row of 16 piles, alpha_beta reaches naive's answer entering under 5% of its nodes."""
    piles = random_row(16, 16)
    full = nodes("naive", piles)
    pruned = nodes("alpha_beta", piles)
    assert full[0] == pruned[0]
    assert pruned[1] < full[1] // 20


@pytest.mark.parametrize("n", [100, pytest.param(200, marks=pytest.mark.slow)])  # the gap widens with n
def test_fast_table_reads_fewer_cells_than_the_cubic_one(n: int) -> None:
    """At 100 piles (200 under --slow) bottom_up does under a twentieth of the cubic table's reads, same answer."""
    piles = random_row(n, n)
    fast = nodes("bottom_up", piles)
    cubic = nodes("cubic_table", piles)
    assert fast[0] == cubic[0]
    assert fast[1] * 20 < cubic[1]


@settings(max_examples=sweep(15, 40))
@given(piles=st.lists(st.integers(1, 20), min_size=1, max_size=8))
def test_shared_engine_matches_the_variants(piles: list[int]) -> None:
    """The generic searches, given the rules as a Game, find Alice's margin as bottom_up's answer says."""
    game = games.StoneGameII(piles)
    want = 2 * chapter.bottom_up(piles) - sum(piles)
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        assert search(game, game.start()).value == want, search.__name__


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ([], "at least 1"),
        ("[1, 2]", "must be a list"),
        ([1, True], r"piles\[1\] must be an integer"),
        ([1, 2.5], r"piles\[1\] must be an integer"),
        ([0], "out of range"),
        ([10**4 + 1], "out of range"),
        ([1] * (entry.P1140.most + 1), "at most"),
        (None, "must be a list"),
    ],
    ids=["empty", "a string", "a boolean", "a fraction", "an empty pile", "too large", "too long", "null"],
)
def test_bad_rows_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A row outside the constraints is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfall_window_blind_cache_is_right_on_the_examples() -> None:
    """The window-blind cache looks fine: it gets LeetCode's examples right."""
    assert window_blind_alpha_beta([2, 7, 9, 4, 4]) == 10
    assert window_blind_alpha_beta([1, 2, 3, 4, 5, 100]) == 104


def test_pitfall_window_blind_cache_scores_the_pinned_row_short() -> None:
    """On the pinned row Alice can get 7 stones; the window-blind cache says 6."""
    assert chapter.bottom_up(PINNED_ROW) == chapter.memoized(PINNED_ROW) == 7
    assert window_blind_alpha_beta(PINNED_ROW) == 6


def test_pitfall_bound_flag_table_gets_the_pinned_row_right() -> None:
    """The shared engine's table, which flags bounds, finds Alice's true margin on the pinned row: 7 to 6."""
    game = games.StoneGameII(PINNED_ROW)

    def most_piles_first(state: object, moves: Sequence[int]) -> Sequence[int]:
        return sorted(moves, reverse=True)

    for order in (None, most_piles_first):
        assert memoized_alpha_beta(game, game.start(), order=order).value == 7 - 6
    assert minimax(game, game.start()).value == 1


def test_play_the_bot_as_bob_holds_alice_to_ten() -> None:
    """On LeetCode's [2,7,9,4,4], playing Alice against the bot, you end with at most 10 stones."""
    import re

    transcript = play_script(PROBLEM, [2, 7, 9, 4, 4], ["2", "2", "1", "1", "1"], cpu_first=False)
    alice = int(re.findall(r"Alice has (\d+)", transcript)[-1])
    assert alice <= 10
    assert "The bot wins" in transcript


def test_each_variant_enters_pinned_node_counts_on_small_rows() -> None:
    """Measured on the code as it stands: answer and nodes (cells for the tables) on rows of one-stone piles.

    On [1, 1, 1] alpha_beta enters 5 nodes where memoized enters 7: taking both piles first ends the search.
    """
    rows = [[1], [1, 1], [1, 1, 1], [1, 1, 1, 1], [2, 7, 9, 4, 4]]
    want = {
        "alpha_beta": [(1, 2), (2, 4), (2, 5), (2, 8), (10, 15)],
        "memoized": [(1, 2), (2, 4), (2, 7), (2, 11), (10, 16)],
        "bottom_up": [(1, 1), (2, 2), (2, 4), (2, 6), (10, 9)],
        "cubic_table": [(1, 1), (2, 2), (2, 5), (2, 8), (10, 15)],
    }
    assert {name: [nodes(name, row) for row in rows] for name in want} == want
