"""486 Predict the Winner: every variant on every case, agreement, limits, pruning figures, and the cache pitfall."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p0486_predict_the_winner as chapter
from shared.engine.counting import node_counter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.catalog import rows as entry
from shared.tool.play import rows as games
from tests.kit import agree_on_many, assert_agree, counted, play_script, sweep
from tests.pitfalls.p0486_predict_the_winner import window_blind_alpha_beta

PROBLEM = find_problem("486")
NAIVE_LIMIT = PROBLEM.variant("naive").limit
SEARCH_LIMIT = min(PROBLEM.variant(name).limit for name in ("alpha_beta", "cutoff"))
MEMO_LIMIT = PROBLEM.variant("memoized").limit
PINNED_ROW = [0, 1, 1, 3, 2, 0]  # found by searching all rows of six numbers 0..3

rows = st.lists(st.integers(0, entry.P0486.high), min_size=1, max_size=NAIVE_LIMIT)
small_rows = st.lists(st.integers(0, 12), min_size=1, max_size=10)


def random_row(n: int, seed: int) -> list[int]:
    """The row generate() makes, typed as a list."""
    raw = PROBLEM.generate(n, random.Random(seed))
    assert isinstance(raw, list)
    return raw


def nodes(name: str, nums: list[int]) -> tuple[bool, int]:
    """Run one variant, returning its answer and how many nodes it entered."""
    return counted(PROBLEM, name, nums)


@settings(max_examples=sweep(20, 60))
@given(nums=small_rows)
def test_all_variants_agree_on_short_rows_of_small_numbers(nums: list[int]) -> None:
    """On short rows of small numbers, where ties and equal ends are common, every variant agrees."""
    assert_agree(PROBLEM, nums)


@settings(max_examples=sweep(2, 5))
@given(nums=rows)
def test_all_variants_agree_up_to_the_plain_search_limit(nums: list[int]) -> None:
    """On rows up to naive's limit over the whole value range, every variant agrees."""
    assert_agree(PROBLEM, nums)


@settings(max_examples=sweep(2, 4))
@given(nums=st.lists(st.integers(0, entry.P0486.high), min_size=NAIVE_LIMIT + 1, max_size=SEARCH_LIMIT))
def test_pruned_searches_agree_past_the_plain_search(nums: list[int]) -> None:
    """Past naive's limit, alpha_beta and cutoff agree with the tables."""
    assert_agree(PROBLEM, nums)


@settings(max_examples=2)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(SEARCH_LIMIT + 1, 300))
def test_tables_agree_past_the_pruned_searches(seed: int, n: int) -> None:
    """On long random rows past the pruned searches' reach, memoized, bottom_up and formula agree
    (the limit runs take memoized to 1,000 under --slow)."""
    assert_agree(PROBLEM, PROBLEM.generate(n, random.Random(seed)))


@pytest.mark.slow  # by default the cases run bottom_up, fast and formula on rows of 2,001, each against its answer
@settings(max_examples=2)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(MEMO_LIMIT + 1, PROBLEM.variant("bottom_up").limit))
def test_table_and_formula_agree_up_to_the_table_limit(seed: int, n: int) -> None:
    """Past memoized's limit, bottom_up and formula agree (formula falls back to the table on odd rows)."""
    assert_agree(PROBLEM, PROBLEM.generate(n, random.Random(seed)))


def test_thousands_of_small_rows_agree() -> None:
    """On 400 seeded random rows of 1 to 9 numbers (1,500 under --slow), every variant gives memoized's answer."""
    rng = random.Random(486)
    rows = (
        [rng.randint(0, rng.choice((1, 4, 50, entry.P0486.high))) for _ in range(rng.randint(1, 9))]
        for _ in range(sweep(400, 1_500))
    )
    agree_on_many(PROBLEM, rows, judge="memoized")


def test_naive_walks_the_whole_tree() -> None:
    """naive enters all 2^n - 1 nodes of a row of n numbers: every order of taking the ends."""
    for n in range(1, 13):
        assert nodes("naive", [5] * n)[1] == 2**n - 1


@pytest.mark.parametrize("n", [16, pytest.param(18, marks=pytest.mark.slow)])  # 18: naive's 262,143 nodes
def test_pruning_and_cutoff_enter_ever_fewer_nodes(n: int) -> None:
    """On a random row of n numbers, cutoff enters fewer nodes than alpha_beta, and it far fewer than naive."""
    nums = random_row(n, n)
    full = nodes("naive", nums)
    pruned = nodes("alpha_beta", nums)
    cut = nodes("cutoff", nums)
    assert full[0] == pruned[0] == cut[0]
    assert full[1] == 2**n - 1
    assert cut[1] < pruned[1] < full[1] // 20


def test_memo_fills_the_same_cells_as_the_table() -> None:
    """memoized solves each of the n(n+1)/2 rows nums[i..j] once, the cells bottom_up and fast fill."""
    nums = random_row(60, 60)
    assert {nodes(name, nums)[1] for name in ("memoized", "bottom_up", "fast")} == {60 * 61 // 2}


@settings(max_examples=sweep(10, 30))
@given(half=st.integers(1, 20), seed=st.integers(0, 2**32 - 1))
def test_formula_decides_even_rows_without_a_table(half: int, seed: int) -> None:
    """On an even row formula answers true from the length alone, filling no table, and the table agrees."""
    nums = random_row(2 * half, seed)
    with node_counter(chapter.formula) as counter:
        assert chapter.formula(nums) is True
    assert counter.nodes is None
    assert chapter.bottom_up(nums) is True


@settings(max_examples=sweep(15, 40))
@given(nums=st.lists(st.integers(0, 20), min_size=1, max_size=9))
def test_shared_engine_matches_the_variants(nums: list[int]) -> None:
    """The generic searches, given the rules as a Game, find player 1's margin as bottom_up's answer says."""
    game = games.PredictTheWinner(nums)
    want = chapter.bottom_up(nums)
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        assert (search(game, game.start()).value >= 0) == want, search.__name__


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ([], "at least 1"),
        ("[1, 2]", "must be a list"),
        ([1, True], r"nums\[1\] must be an integer"),
        ([1, 2.5], r"nums\[1\] must be an integer"),
        ([-1], "out of range"),
        ([10**7 + 1], "out of range"),
        ([0] * (entry.P0486.most + 1), "at most"),
        ({"nums": [1]}, "must be a list"),
    ],
    ids=["empty", "a string", "a boolean", "a fraction", "negative", "too large", "too long", "an object"],
)
def test_bad_rows_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A row outside the constraints is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfall_window_blind_cache_is_right_on_the_examples() -> None:
    """The window-blind cache looks fine: it gets LeetCode's examples right."""
    assert window_blind_alpha_beta([1, 5, 2]) is False
    assert window_blind_alpha_beta([1, 5, 233, 7]) is True


def test_pitfall_window_blind_cache_loses_a_won_even_row() -> None:
    """On the pinned even row, which player 1 always wins, the window-blind cache answers false."""
    assert chapter.formula(PINNED_ROW) is True
    assert chapter.bottom_up(PINNED_ROW) is True
    assert window_blind_alpha_beta(PINNED_ROW) is False


def test_pitfall_bound_flag_table_gets_the_pinned_row_right() -> None:
    """The shared engine's table, which flags bounds, finds the pinned row's true margin of +1 for player 1."""
    game = games.PredictTheWinner(PINNED_ROW)

    def larger_end_first(state: tuple[tuple[int, int], str, object], moves: Sequence[str]) -> Sequence[str]:
        i, j = state[0]
        return sorted(moves, key=lambda m: -PINNED_ROW[i if m == "L" else j])

    for order in (None, larger_end_first):
        assert memoized_alpha_beta(game, game.start(), order=order).value == 1
    assert minimax(game, game.start()).value == 1


def test_play_the_bot_wins_the_second_example_as_player_one() -> None:
    """On [1,5,233,7] the bot, moving first, takes the 1 and ends ahead, whatever ends you take."""

    transcript = play_script(PROBLEM, [1, 5, 233, 7], ["L", "R", "L"], cpu_first=True)
    assert "Bot: take the left end, 1." in transcript
    assert "The bot wins" in transcript


# Rows with ties and zeros, where the move order, the window's edges and the
# cut-offs' `>=` each change how many nodes are entered. Measured on the
# code as it stands (a change of count is a change of search); the answers are naive's.
PINNED_COUNTS = [
    # row, answer, alpha_beta's nodes, cutoff's nodes
    ([0, 0], True, 3, 1),
    ([3, 1, 3], True, 6, 4),
    ([2, 2, 2, 2], True, 11, 6),
    ([7, 0, 0, 7, 0], True, 18, 2),
    ([1, 2, 1, 2, 1], False, 18, 13),
    ([0, 4, 1, 0, 0], False, 24, 11),
]


@pytest.mark.parametrize(("nums", "answer", "pruned", "cut"), PINNED_COUNTS)
def test_pruned_searches_enter_pinned_node_counts_on_tied_rows(
    nums: list[int], answer: bool, pruned: int, cut: int
) -> None:
    """alpha_beta's and cutoff's node counts on small tied rows: a tie broken the other way, a window one wider,
    or a cut taken at `>` instead of `>=` each change a count."""
    assert nodes("naive", nums)[0] == answer
    assert nodes("alpha_beta", nums) == (answer, pruned)
    assert nodes("cutoff", nums) == (answer, cut)
