"""1406 Stone Game III: the case matrix, agreement, limits, a brute force through the CLI, the sentinel pitfall."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p1406_stone_game_iii as chapter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.catalog import rows as entry
from shared.tool.play import rows as games
from tests.cli_batch import solve_jsonl
from tests.kit import agree_on_many, assert_agree, counted, play_script, sweep
from tests.pitfalls.p1406_stone_game_iii import sentinel_score_table

PROBLEM = find_problem("1406")
NAIVE_LIMIT = PROBLEM.variant("naive").limit
SEARCH_LIMIT = PROBLEM.variant("alpha_beta").limit

stones = st.integers(-entry.P1406.high, entry.P1406.high)


def brute_force(row: list[int]) -> str:
    """Independent of the chapter: each player maximizes their own total, played out over (stone, whose turn)."""
    values = tuple(row)

    @cache
    def play(i: int, alice: bool) -> tuple[int, int]:
        """(Alice's points, Bob's points) from stone i on, both playing for their own total."""
        if i == len(values):
            return (0, 0)
        outcomes = []
        for take in (1, 2, 3):
            if i + take <= len(values):
                a, b = play(i + take, not alice)
                gain = sum(values[i : i + take])
                outcomes.append((a + gain, b) if alice else (a, b + gain))
        return max(outcomes, key=lambda ab: ab[0] if alice else ab[1])

    a, b = play(0, True)
    return "Alice" if a > b else "Bob" if b > a else "Tie"


@settings(max_examples=sweep(15, 40))
@given(row=st.lists(st.integers(-3, 3), min_size=1, max_size=12))
def test_all_variants_agree_on_short_rows_of_small_values(row: list[int]) -> None:
    """On short rows of small values, where ties are common, every variant agrees."""
    assert_agree(PROBLEM, row)


@settings(max_examples=3)
@given(row=st.lists(stones, min_size=NAIVE_LIMIT + 1, max_size=SEARCH_LIMIT - 4))
def test_pruned_search_agrees_past_the_plain_one(row: list[int]) -> None:
    """Past naive's limit, over the whole value range, alpha_beta agrees with the tables."""
    assert_agree(PROBLEM, row)


def test_thousands_of_small_rows_agree() -> None:
    """On 300 seeded random rows of 1 to 9 stones (1,000 under --slow), every variant gives bottom_up's answer."""
    rng = random.Random(1406)
    rows = (
        [rng.randint(-rng.choice((1, 5, 1000)), 1000) for _ in range(rng.randint(1, 9))]
        for _ in range(sweep(300, 1_000))
    )
    agree_on_many(PROBLEM, rows, judge="bottom_up")


def test_cli_jsonl_matches_a_brute_force_on_hundreds_of_rows() -> None:
    """`kata solve 1406 --jsonl -` answers 40 random and boundary rows (120 under --slow) as the brute force does.

    The CLI counts and times every variant on every row, so the equal rows stop at 12 stones, where
    naive's tree is a fortieth of the 18 that the cases reach.
    """
    rng = random.Random(14060)
    rows: list[list[int]] = [[v] for v in (-1000, -1, 0, 1, 1000)]
    rows += [[-1000] * n for n in range(1, 13)] + [[1000] * n for n in range(1, 13)]
    rows += [[0] * n for n in (1, 2, 3, 4, 12)]
    while len(rows) < sweep(40, 120):
        spread = rng.choice((1, 3, 1000))
        rows.append([rng.randint(-spread, spread) for _ in range(rng.randint(1, 10))])
    assert solve_jsonl("1406", rows) == [brute_force(row) for row in rows]


def test_naive_walks_the_whole_tree() -> None:
    """naive enters every node: T(n) = 1 + T(n-1) + T(n-2) + T(n-3), the tree of Nim with three takes."""
    sizes = [1, 2, 4]
    for k in range(3, 16):
        sizes.append(1 + sizes[k - 1] + sizes[k - 2] + sizes[k - 3])
    for n in (1, 2, 5, 15):
        assert counted(PROBLEM, "naive", [7] * n)[1] == sizes[n]


def test_pruning_enters_far_fewer_nodes() -> None:
    """On a random row of 18 stones, alpha_beta reaches naive's answer entering under 5% of its nodes."""
    row = PROBLEM.generate(18, random.Random(18))
    full = counted(PROBLEM, "naive", row)
    pruned = counted(PROBLEM, "alpha_beta", row)
    assert full[0] == pruned[0]
    assert pruned[1] * 20 < full[1]


def test_memo_and_tables_fill_one_cell_per_stone() -> None:
    """memoized solves each suffix once, the empty one too: the n + 1 cells bottom_up, rolling and fast fill."""
    row = PROBLEM.generate(500, random.Random(500))
    assert {counted(PROBLEM, name, row)[1] for name in ("memoized", "bottom_up", "rolling", "fast")} == {501}


@settings(max_examples=sweep(10, 30))
@given(row=st.lists(st.integers(-20, 20), min_size=1, max_size=8))
def test_shared_engine_matches_the_variants(row: list[int]) -> None:
    """The generic searches, given the rules as a Game, find Alice's margin with the sign bottom_up's answer says."""
    game = games.StoneGameIII(row)
    want = chapter.bottom_up(row)
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        assert chapter.verdict(int(search(game, game.start()).value)) == want, search.__name__


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ([], "at least 1"),
        ("[1, 2]", "must be a list"),
        ([1, True], r"stoneValue\[1\] must be an integer"),
        ([1, 2.5], r"stoneValue\[1\] must be an integer"),
        ([-1001], "out of range"),
        ([1001], "out of range"),
        ([0] * (entry.P1406.most + 1), "at most 50000"),
        ({"stoneValue": [1]}, "must be a list"),
    ],
    ids=["empty", "a string", "a boolean", "a fraction", "too small", "too large", "too long", "an object"],
)
def test_bad_rows_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A row outside LeetCode's constraints is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfall_sentinel_is_right_on_the_examples_and_short_rows() -> None:
    """The -10000 sentinel looks fine: right on LeetCode's examples and on every row of -1000s up to 20 stones."""
    for example in PROBLEM.examples:
        assert isinstance(example, list)
        assert sentinel_score_table(example) == chapter.bottom_up(example)
    for n in range(1, 21):
        assert sentinel_score_table([-1000] * n) == chapter.bottom_up([-1000] * n)


@pytest.mark.parametrize(("n", "winner"), [(21, "Bob"), (22, "Tie"), (31, "Bob")])
def test_pitfall_sentinel_hands_alice_a_lost_row(n: int, winner: str) -> None:
    """On n stones of -1000 Alice's true score sinks below -10000; the sentinel wins the max and says "Alice"."""
    row = [-1000] * n
    assert chapter.bottom_up(row) == brute_force(row) == winner
    assert sentinel_score_table(row) == "Alice"


def test_play_the_bot_wins_example_two_as_alice() -> None:
    """On [1,2,3,-9] the bot, moving first, takes all three and leaves you the -9."""

    transcript = play_script(PROBLEM, [1, 2, 3, -9], ["1"], cpu_first=True)
    assert "Bot: take 3 (6 points)." in transcript
    assert "The bot wins: Alice has 6, Bob has -9." in transcript


def test_play_refuses_a_take_past_the_row() -> None:
    """With two stones left a take of 3 is refused with the legal range."""

    transcript = play_script(PROBLEM, [5, 5], ["3", "q"], cpu_first=False)
    assert "Illegal move: type how many stones to take, 1 to 2." in transcript


def test_alpha_beta_enters_pinned_node_counts_on_zero_and_tied_rows() -> None:
    """Measured on the code as it stands: on rows where moves tie, cutting only on alpha > beta enters more nodes."""
    rows = [[0, 0, 0, 0], [1, 1, 1, 1], [1, -1, 1, -1, 1], [0, 0, 0, 0, 0, 0]]
    got = [counted(PROBLEM, "alpha_beta", row) for row in rows]
    assert got == [("Tie", 7), ("Alice", 7), ("Alice", 12), ("Tie", 15)]
