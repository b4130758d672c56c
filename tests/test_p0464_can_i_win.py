"""464 Can I Win: every variant on every case, agreement, limits, counted masks, play, and the sum-check pitfalls."""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from problems import p0464_can_i_win as chapter
from shared.engine.counting import node_counter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.measure.timing import counting
from shared.tool.play import takeaway as games
from shared.tool.tracing.runs import trace_variant
from tests.cli_batch import solve_jsonl
from tests.kit import agree_on_many, counted, play_script, sweep
from tests.pitfalls.p0464_can_i_win import half_slip, no_sum_check

PROBLEM = find_problem("464")
NAIVE_LIMIT = PROBLEM.variant("naive").limit
TABLE_LIMIT = PROBLEM.variant("bottom_up").limit


def brute_force(maxChoosableInteger: int, desiredTotal: int) -> bool:  # noqa: N803 (LeetCode's names)
    """Independent of the chapter: the rules as stated, on the pool as a set and the running total."""
    if sum(range(1, maxChoosableInteger + 1)) < desiredTotal:
        return False  # nobody can reach it, so the first player does not win
    if desiredTotal <= 0:
        return True

    @cache
    def first_to_move_wins(pool: frozenset[int], total: int) -> bool:
        return any(total + x >= desiredTotal or not first_to_move_wins(pool - {x}, total + x) for x in pool)

    return first_to_move_wins(frozenset(range(1, maxChoosableInteger + 1)), 0)


def test_every_small_input_agrees() -> None:
    """On every maxChoosableInteger up to 6 and every total from 0 to 3 past the sum, every variant agrees."""
    inputs = [{"maxChoosableInteger": m, "desiredTotal": d} for m in range(1, 7) for d in range(m * (m + 1) // 2 + 4)]
    agree_on_many(PROBLEM, inputs, judge="bottom_up")


def test_cli_agrees_with_a_brute_force_on_random_inputs() -> None:
    """`kata solve 464 --jsonl -` on 12 random inputs (pools up to 12; 70 under --slow) matches a brute force.

    The CLI counts and times every variant on every line, naive's 8! orders too, so a dozen lines it
    is (a few dozen under --slow); test_every_small_input_agrees sweeps every small input without the CLI.
    """
    rng = random.Random(464)
    small = [random_input(rng, NAIVE_LIMIT) for _ in range(sweep(8, 40))]
    large = [random_input(rng, 12) for _ in range(sweep(4, 30))]
    got = solve_jsonl("464", small) + solve_jsonl("464", large, "memoized", "bottom_up", "alpha_beta_memo")
    assert got == [brute_force(**raw) for raw in small + large]


def test_the_three_ideas_keep_every_answer_and_fast_keeps_endgames_count() -> None:
    """Every total for pools up to 9: skip_gifts, free_pass, endgame and fast answer as bottom_up does, and fast
    enters exactly the positions endgame enters (its shortcuts are Python, not a different search)."""
    for m in range(1, 10):
        for d in range(m * (m + 1) // 2 + 2):
            raw = {"maxChoosableInteger": m, "desiredTotal": d}
            want = chapter.bottom_up(m, d)
            for name in ("skip_gifts", "free_pass"):
                assert PROBLEM.run(PROBLEM.variant(name), raw) == want, (name, m, d)
            with node_counter(chapter.endgame) as slow:
                assert chapter.endgame(m, d) == want, ("endgame", m, d)
            with node_counter(chapter.fast) as quick:
                assert chapter.fast(m, d) == want, ("fast", m, d)
            assert quick.nodes == slow.nodes, (m, d)


def test_each_idea_enters_fewer_positions() -> None:
    """1..12 to 73, each idea entering fewer positions with the same answer (false): alpha_beta_memo 886, skip_gifts
    601, free_pass 375; the slack is 5, and once the two smallest left add up to more endgame counts: 94."""
    raw = {"maxChoosableInteger": 12, "desiredTotal": 73}
    assert counted(PROBLEM, "alpha_beta_memo", raw) == (False, 886)
    assert counted(PROBLEM, "skip_gifts", raw) == (False, 601)  # no gift played, so none entered
    assert counted(PROBLEM, "free_pass", raw) == (False, 375)
    small = {"maxChoosableInteger": 9, "desiredTotal": 30}  # won, and a budget some move would spend exactly
    assert [counted(PROBLEM, name, small) for name in ("skip_gifts", "free_pass")] == [(True, 98), (True, 77)]
    assert counted(PROBLEM, "endgame", raw) == (False, 94)


def test_memo_enters_each_mask_once_and_the_table_fills_them_all() -> None:
    """With the whole sum as the target memoized enters every mask but the full one (game over), bottom_up all."""
    raw = {"maxChoosableInteger": 10, "desiredTotal": 55}
    assert counted(PROBLEM, "memoized", raw) == (False, 2**10 - 1)
    assert counted(PROBLEM, "bottom_up", raw) == (False, 2**10)


def test_the_table_holds_the_cells_solve_counts() -> None:
    """bottom_up's nodes are declared (2^m masks); recorded from outside, the table it allocates holds that many, no
    more: a table twice as long answers the same but does twice the work, and only a count from outside sees it."""
    traced = trace_variant(PROBLEM, PROBLEM.variant("bottom_up"), {"maxChoosableInteger": 6, "desiredTotal": 21})
    assert (traced.answer, traced.nodes) == (False, 2**6) == counted(PROBLEM, "bottom_up", traced.raw)


def test_naive_walks_every_order_and_the_cut_saves_most() -> None:
    """naive enters every ordered prefix of 1..m, sum of m!/(m-k)!; alpha_beta and the memo with a cut, far fewer."""
    from math import perm

    raw = {"maxChoosableInteger": 7, "desiredTotal": 28}
    full = counted(PROBLEM, "naive", raw)
    assert full == (True, sum(perm(7, k) for k in range(7)))
    assert counted(PROBLEM, "alpha_beta", raw)[1] < full[1] // 10
    assert counted(PROBLEM, "alpha_beta_memo", raw)[1] < 2**7


def test_shared_engine_agrees_on_small_pools() -> None:
    """The generic searches, given the rules as a Game, agree with the table wherever the total is reachable."""
    for m, d in ((3, 4), (4, 6), (5, 9), (5, 15), (6, 12)):
        game = games.CanIWin(m)
        for search in (minimax, alpha_beta, memoized_alpha_beta):
            assert (search(game, game.start((0, d))).value > 0) == chapter.bottom_up(m, d), (m, d, search.__name__)


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        (10, "give an object"),
        ({"maxChoosableInteger": 10}, "missing key 'desiredTotal'"),
        ({"maxChoosableInteger": 10, "desiredTotal": 11, "n": 1}, "unknown key 'n'"),
        ({"maxChoosableInteger": 21, "desiredTotal": 11}, "out of range"),
        ({"maxChoosableInteger": 0, "desiredTotal": 11}, "out of range"),
        ({"maxChoosableInteger": 10, "desiredTotal": 301}, "out of range"),
        ({"maxChoosableInteger": 10, "desiredTotal": -1}, "out of range"),
        ({"maxChoosableInteger": "10", "desiredTotal": 11}, "must be an integer"),
    ],
    ids=["a number", "a missing key", "an unknown key", "m 21", "m 0", "total 301", "total -1", "a string"],
)
def test_bad_inputs_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """An input outside LeetCode's constraints is refused with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)


def test_pitfalls_pass_leetcodes_examples() -> None:
    """Both wrong checks get LeetCode's three examples right."""
    for wrong in (no_sum_check, half_slip):
        assert [wrong(10, 11), wrong(10, 0), wrong(10, 1)] == [False, True, True]


def test_pitfall_no_sum_check_wins_an_unreachable_total() -> None:
    """1..5 add up to 15: at 16 nobody wins, so the answer is false; without the check the search says true."""
    assert no_sum_check(5, 16) is True
    assert brute_force(5, 16) is False
    assert chapter.alpha_beta_memo(5, 16) is False


def test_pitfall_half_slip_loses_a_reachable_total() -> None:
    """5 // 2 * 6 = 12 calls a total of 15 unreachable; the first player takes the fifth number and reaches it."""
    assert half_slip(5, 15) is False
    assert brute_force(5, 15) is True
    assert chapter.bottom_up(5, 15) is True


def test_play_the_bot_reaches_the_total_first() -> None:
    """With 1..4 and a total of 6 the bot, moving first, takes a number that leaves you unable to win."""
    transcript = play_script(PROBLEM, {"maxChoosableInteger": 4, "desiredTotal": 6}, ["1", "2", "3"], cpu_first=True)
    assert "Why: it leaves a position you cannot win." in transcript
    assert "The bot wins: the total reached 6." in transcript


def test_play_refuses_a_taken_number_and_hints() -> None:
    """A number already taken is refused; on 1..10 to 11 no move wins (whatever you take, 11 - x is left)."""
    transcript = play_script(
        PROBLEM, {"maxChoosableInteger": 10, "desiredTotal": 11}, ["11", "hint", "q"], cpu_first=False
    )
    assert "Illegal move: type a number still in the pool." in transcript
    assert "No move forces a win against perfect play." in transcript


def test_only_a_total_of_0_is_settled_before_the_search() -> None:
    """A total of 0 is won before anyone moves, so nothing is searched; a total of 1 is searched and won at the root."""
    entered = {}
    for v in PROBLEM.variants:
        with counting(v, {"maxChoosableInteger": 3, "desiredTotal": 0}) as none:
            assert v.func(3, 0) is True
        with counting(v, {"maxChoosableInteger": 3, "desiredTotal": 1}) as root:
            assert v.func(3, 1) is True
        entered[v.name] = (none.nodes, root.nodes)
    assert entered == {
        "naive": (None, 1),
        "alpha_beta": (None, 1),
        "memoized": (None, 1),
        "bottom_up": (None, 2**3),
        "alpha_beta_memo": (None, 1),
        "skip_gifts": (None, 1),
        "free_pass": (None, 1),
        "endgame": (None, 1),
        "fast": (None, 1),
    }


def test_alpha_beta_enters_pinned_node_counts() -> None:
    """Measured on the code as it stands: a root window wider than (-1, 1) stops cutting at a win: more nodes."""
    inputs = [(4, 6), (5, 9), (6, 12), (7, 16), (5, 7)]
    got = [counted(PROBLEM, "alpha_beta", {"maxChoosableInteger": m, "desiredTotal": d}) for m, d in inputs]
    assert got == [(True, 8), (True, 8), (True, 7), (True, 66), (True, 10)]


def random_input(rng: random.Random, most: int) -> dict[str, int]:
    """A random LeetCode input with maxChoosableInteger <= most, the target anywhere up to a little past the sum."""
    m = rng.randint(1, most)
    return {"maxChoosableInteger": m, "desiredTotal": rng.randint(0, m * (m + 1) // 2 + 3)}
