"""294 Flip Game II: every variant on every case, agreement, limits, counted states, play, two wrong closed forms."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p0294_flip_game_ii as chapter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.play import takeaway as games
from shared.tool.tracing.runs import trace_variant
from tests.cli_batch import solve_jsonl
from tests.kit import (
    agree_on_many,
    assert_agree,
    counted,
    play_script,
    sweep,
)
from tests.pitfalls.p0294_flip_game_ii import period_four, runs_as_heaps

PROBLEM = find_problem("294")
NAIVE_LIMIT = PROBLEM.variant("naive").limit


def brute_force(state: str) -> bool:
    """Independent of the chapter, by search, no Grundy numbers: can the player to move win?"""
    return wins(tuple(sorted(len(run) for run in state.split("-") if len(run) >= 2)))


@cache
def wins(runs: tuple[int, ...]) -> bool:
    """Does the player to move win on these runs of pluses (a sorted tuple: order does not matter)?

    A flip inside a run of k leaves runs of `left` and k - 2 - left; runs shorter than 2 are dropped.
    Keyed on the sorted runs, single runs up to 40 take a second; strings of short runs, far less.
    """
    for i, k in enumerate(runs):
        rest = runs[:i] + runs[i + 1 :]
        for left in range(k - 1):
            after = tuple(sorted(rest + tuple(r for r in (left, k - 2 - left) if r >= 2)))
            if not wins(after):
                return True
    return False


@settings(max_examples=sweep(10, 25))
@given(state=st.text(alphabet="+-", min_size=1, max_size=NAIVE_LIMIT - 2))
def test_all_variants_agree_on_short_strings(state: str) -> None:
    """On any string naive reaches cheaply, every variant agrees."""
    assert_agree(PROBLEM, state)


def test_hundreds_of_random_strings_agree() -> None:
    """On 200 seeded random strings of 1 to 12 characters (600 under --slow) every variant gives the Grundy answer."""
    rng = random.Random(294)
    agree_on_many(
        PROBLEM, (small_state(rng.randint(1, 12), rng) for _ in range(sweep(200, 600))), judge="sprague_grundy"
    )


def test_cli_agrees_with_a_brute_force_on_random_and_boundary_strings() -> None:
    """`kata solve 294 --jsonl -` on 40 random and boundary strings (300 under --slow) matches a brute force.

    Past the searches' limits (strings of 11 to 60) only sprague_grundy answers: the brute force checks it alone.
    """
    rng = random.Random(2940)
    short = ["+", "-", "++", "+-+", "--", *("+" * n for n in range(3, 11))]
    short += [small_state(rng.randint(1, 10), rng) for _ in range(sweep(12, 140))]
    long = ["-" * 60, "+-" * 30, "++-" * 20, "+" * 40]
    long += [small_state(rng.randint(11, 60), rng) for _ in range(sweep(12, 144))]
    got = solve_jsonl("294", short) + solve_jsonl("294", long, "sprague_grundy")
    assert got == [brute_force(s) for s in short + long]


def test_grundy_numbers_match_the_brute_force_on_single_runs() -> None:
    """The lost single runs up to 40, by brute force, are those of Grundy number 0: 1, 5, 9, 15, 21, 25, 29, 35, 39."""
    lost = [n for n in range(1, 41) if not brute_force("+" * n)]
    assert lost == [1, 5, 9, 15, 21, 25, 29, 35, 39]
    assert lost == [n for n in range(1, 41) if not chapter.sprague_grundy("+" * n)]


def test_memo_enters_fibonacci_many_strings_and_pruning_beats_naive() -> None:
    """From n pluses memoized and bottom_up meet Fibonacci(n + 1) strings; naive enters far more, alpha_beta fewer."""
    fib = [1, 1]
    while len(fib) < 20:
        fib.append(fib[-1] + fib[-2])
    for n in (4, 10, 16):
        assert counted(PROBLEM, "memoized", "+" * n)[1] == counted(PROBLEM, "bottom_up", "+" * n)[1] == fib[n]
    full = counted(PROBLEM, "naive", "+" * 12)[1]
    assert full == 5_526
    assert counted(PROBLEM, "alpha_beta", "+" * 12)[1] < full // 20


@pytest.mark.parametrize("search", [minimax, alpha_beta, memoized_alpha_beta], ids=lambda f: f.__name__)
def test_shared_engine_agrees_with_the_grundy_numbers(search: Any) -> None:
    """The generic searches, given the rules as a Game, agree with sprague_grundy on short strings."""
    game = games.FlipGame()
    for state in ("++++", "+++++", "++-++", "++-+++++", "+++-+++", "+" * 8):
        assert (search(game, (state, "you")).value > 0) == chapter.sprague_grundy(state), state


@pytest.mark.parametrize(
    ("raw", "fault"),
    [("", "1 to 60"), ("+" * 61, "1 to 60"), ("++a", "only '\\+' and '-'"), (["+"], "must be a string"), (4, "string")],
    ids=["empty", "too long", "a letter", "a list", "a number"],
)
def test_bad_strings_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A string outside LeetCode's constraints is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("wrong", [runs_as_heaps, period_four], ids=lambda f: f.__name__)
def test_pitfall_closed_forms_pass_the_examples(wrong: Any) -> None:
    """Each wrong closed form gets LeetCode's two examples right."""
    assert wrong("++++") is True
    assert wrong("+") is False


def test_pitfall_runs_as_heaps_is_wrong_on_five_pluses() -> None:
    """Five pluses XOR to 5, so the Nim reading says won; every flip leaves a won string, so it is lost."""
    assert runs_as_heaps("+++++") is True
    assert brute_force("+++++") is False
    assert chapter.sprague_grundy("+++++") is False


def test_pitfall_period_four_is_wrong_at_thirteen() -> None:
    """The k % 4 == 1 pattern holds for runs up to 12 and breaks at 13, which is won."""
    assert all(period_four("+" * n) == brute_force("+" * n) for n in range(1, 13))
    assert period_four("+" * 13) is False
    assert brute_force("+" * 13) is True


def test_play_the_bot_wins_a_won_string_whatever_you_do() -> None:
    """On "++++" the bot, moving first, flips the middle two, leaving you no move."""
    transcript = play_script(PROBLEM, "++++", [], cpu_first=True)
    assert "Bot: flip 2 and 3. Why: it wins on the spot." in transcript
    assert "The bot wins" in transcript


def test_play_refuses_a_bad_position_and_hints_the_winning_flips() -> None:
    """Flipping at a '-' is refused; on "-++++" hint names the one winning flip, the middle two pluses."""
    transcript = play_script(PROBLEM, "-++++", ["1", "hint", "q"], cpu_first=False)
    assert "Illegal move: type the position where a ++ starts, counting from 1." in transcript
    assert "Winning moves: flip 3 and 4." in transcript


def test_a_string_starting_with_minus_is_pointed_past_the_option_parser(capsys: pytest.CaptureFixture[str]) -> None:
    """`kata solve 294 -++` reads as an unknown flag: the one-line refusal says to put the input after --."""
    import io

    from shared.tool.cli import main

    assert main(["solve", "294", "-++"], stdout=io.StringIO(), stdin=io.StringIO()) == 2
    assert "goes after --, e.g. kata solve 294 -- -++" in " ".join(capsys.readouterr().err.split())
    out = io.StringIO()
    assert main(["solve", "294", "--", "-++"], stdout=out, stdin=io.StringIO()) == 0
    assert "variants that ran agree" in out.getvalue()


def test_alpha_beta_enters_pinned_node_counts_on_short_runs() -> None:
    """Measured on the code as it stands: no cut before a lost child, a cut at the first one, the window (-1, 1).

    A search that never cuts, cuts only on alpha > beta, or widens the root window enters more nodes.
    """
    runs = [3, 4, 5, 6, 9]
    got = [counted(PROBLEM, "alpha_beta", "+" * n) for n in runs]
    assert got == [(True, 2), (True, 4), (False, 9), (True, 12), (False, 87)]


def test_sprague_grundy_scans_each_split_of_each_run_length_once() -> None:
    """On n pluses the table scans k - 1 splits for each k = 2 .. n: n(n - 1)/2 in all, and no run longer than n;
    as declared, and as `kata trace` counts them from outside, one `reached.add` a split."""
    assert [counted(PROBLEM, "sprague_grundy", "+" * n) for n in (2, 4, 5)] == [(True, 1), (True, 6), (False, 10)]
    assert counted(PROBLEM, "sprague_grundy", "++-+++-++")[1] == 3, "the longest run, 3, sets the table's size"
    v = PROBLEM.variant("sprague_grundy")
    assert [trace_variant(PROBLEM, v, raw).nodes for raw in ("++", "+++++", "++-+++-++")] == [1, 10, 3]


def small_state(size: int, rng: random.Random) -> str:
    """A random string of `size` characters, three pluses in four."""
    return "".join(rng.choice("+++-") for _ in range(size))


def test_fast_is_sprague_grundy_on_long_strings_of_many_runs() -> None:
    """fast answers as sprague_grundy on strings of up to 60 with several runs, where a wrong Grundy number
    (not a wrong sign) shows only in the xor of runs; and it scans the same splits."""
    rng = random.Random(294)
    for _ in range(300):
        state = "-".join("+" * rng.randint(0, 14) for _ in range(rng.randint(1, 4)))
        assert chapter.fast(state) == chapter.sprague_grundy(state), state
    for n in (2, 4, 5, 17):
        assert counted(PROBLEM, "fast", "+" * n) == counted(PROBLEM, "sprague_grundy", "+" * n)
    assert counted(PROBLEM, "fast", "++-+++-++")[1] == 3
