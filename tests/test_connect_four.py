"""Connect Four: the case matrix, every variant against the retrograde oracle on small boards, 7 x 6 agreement."""

from __future__ import annotations

import json
import math
import multiprocessing
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from problems import connect_four as chapter
from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.catalog import connect_four as entry
from shared.tool.catalog import find_problem
from shared.tool.ideas import explored, load_ideas, step_before
from shared.tool.judge.counter import CallCounter
from shared.tool.measure.complexity import parse_growth
from shared.tool.measure.timing import run_once
from shared.tool.registry import Variant
from tests import c4_boards
from tests.cli_batch import solve_jsonl
from tests.kit import counted, sweep
from tests.pitfalls.connect_four import exact_table, win_one_late
from tests.test_shared_complexity import IRREGULAR_C4

PROBLEM = find_problem("c4")
IDEAS = load_ideas(PROBLEM.stem)
SEARCHES = [v for v in PROBLEM.variants if v.name != "bottom_up"]
oracle = cache(chapter.bottom_up)  # nine variants are checked on the same sampled positions: score each once


def sample(width: int, height: int, count: int, seed: int, most_empty: int | None = None) -> list[str]:
    """`count` seeded positions of the board, by random play from the empty board: a winning move is never made.

    Every reachable position is one of them, and each number of stones is
    equally likely (up to `most_empty` empty cells), so the shallow layers,
    few but the costly ones to solve, are drawn as often as the deep ones.
    """
    rng = random.Random(seed)
    found: list[str] = []
    least = 0 if most_empty is None else width * height - most_empty
    while len(found) < count:
        played = rng.randint(least, width * height)
        grid: list[list[int]] = [[] for _ in range(width)]
        moves = ""
        while len(moves) < played:
            col = rng.choice([c for c in range(width) if len(grid[c]) < height])
            if chapter.makes_four(grid, col, len(moves) % 2):
                break
            grid[col].append(len(moves) % 2)
            moves += str(col + 1)
        if len(moves) == played:
            found.append(moves)
    return found


@pytest.mark.parametrize("v", SEARCHES, ids=[v.name for v in SEARCHES])
def test_every_variant_matches_bottom_up_on_sampled_4x4_positions(v: Variant) -> None:
    """On 6 seeded 4 x 4 positions with at most 12 empty cells (naive: 8), scores agree with bottom_up.

    The default suite's sample of the exhaustive test below (--slow), which
    calls every variant on all 139,625 positions (12 positions under --slow).
    """
    for moves in sample(4, 4, sweep(6, 12), seed=44, most_empty=8 if v.name == "naive" else 12):
        assert v.func(moves, 4, 4) == oracle(moves, 4, 4), moves


@pytest.mark.parametrize("v", SEARCHES, ids=[v.name for v in SEARCHES])
def test_every_variant_scores_the_last_two_cells_as_bottom_up_does(v: Variant) -> None:
    """On seeded 4 x 4 and 5 x 4 positions with two, one or no empty cells, scores agree with bottom_up.

    The end is where a search's shortcut bounds meet: with one cell left its
    `least` bound works out to +1, so a variant that skipped its "two cells
    left: a draw" return would score a drawn last stone as a win.
    """
    for width in (4, 5):
        for moves in sample(width, 4, 8, seed=width, most_empty=2):
            assert v.func(moves, width, 4) == oracle(moves, width, 4), moves


def test_bottom_up_matches_the_whole_board_table_on_a_4x3_position_of_every_depth() -> None:
    """The oracle is checked too: bottom_up, called on a position, gives the score tests/c4_boards.py's table holds.

    That table is built apart from the chapter, once for the whole board, and
    the exhaustive test below holds every variant to it (bottom_up included,
    on 4 x 4 and 5 x 4). Here, by default: on 4 x 3 (11,827 positions, 0.05 s
    to build), one seeded position for each count of 0 to 12 stones, and
    `112233`, where the player to move wins by completing the bottom row.
    """
    exact = c4_boards.scores(4, 3)
    assert len(exact) == 11_827
    rng = random.Random(12)
    by_stones = [sorted(moves for moves in exact if len(moves) == stones) for stones in range(13)]
    for moves in [*(rng.choice(layer) for layer in by_stones), "112233"]:
        assert chapter.bottom_up(moves, 4, 3) == exact[c4_boards.first_path(moves, 4, 3)], moves


@pytest.mark.slow
@pytest.mark.long
@pytest.mark.timeout(0)  # hours on 5 x 4 (see the docstring): the run is measured, not cut
@pytest.mark.parametrize("v", PROBLEM.variants, ids=[v.name for v in PROBLEM.variants])
@pytest.mark.parametrize(("width", "height"), [(4, 4), (5, 4)], ids=["4x4", "5x4"])
def test_every_variant_matches_bottom_up_on_every_position(v: Variant, width: int, height: int) -> None:
    """On every reachable position of 4 x 4 (139,625) and 5 x 4 (3,137,713) the variant's score is exact.

    The exact scores come from a retrograde analysis run once over the whole
    board (tests/c4_boards.py, written apart from the chapter's bottom_up);
    the variant is called once on each position, on every core: naive on
    those with at most 10 empty cells and bottom_up on those with at most 16
    (their declared limits), every other variant on all of them.
    """
    every = c4_boards.checked(v.name, width, height)
    count = -(-len(every) // 5_000)
    chunks = [every[i::count] for i in range(count)]  # dealt, not cut: the costly shallow positions are spread out
    with multiprocessing.get_context("fork").Pool() as pool:
        wrong = [
            bad
            for part in pool.imap_unordered(c4_boards.disagreements, [(v.name, width, height, c) for c in chunks])
            for bad in part
        ]
    assert wrong == [], f"{len(wrong)} of {len(every):,} wrong, e.g. {sorted(wrong)[:3]}"


@pytest.mark.parametrize("v", SEARCHES[1:], ids=[v.name for v in SEARCHES[1:]])
def test_every_variant_matches_bottom_up_on_sampled_5x4_positions(v: Variant) -> None:
    """On 6 seeded 5 x 4 positions with 6 to 10 empty cells, scores agree with bottom_up."""
    rng = random.Random(54)
    for _ in range(6):
        moves = entry.random_position(rng.randint(10, 14), rng, 5, 4)
        assert v.func(moves, 5, 4) == oracle(moves, 5, 4), moves


def test_variants_agree_on_seeded_7x6_positions() -> None:
    """On 12 random 7 x 6 positions of 30 to 34 moves, every variant admitted gives the same score."""
    rng = random.Random(76)
    for _ in range(12):
        moves = entry.random_position(rng.randint(30, 34), rng)
        args = PROBLEM.parse(moves)
        answers = {v.name: v.func(**args) for v in PROBLEM.variants if PROBLEM.skip_reason(v, args) is None}
        assert len(set(answers.values())) == 1, (moves, answers)


def test_the_fast_variants_agree_on_middle_game_positions() -> None:
    """On 2 random 7 x 6 positions of 20 to 24 moves (6 under --slow), no_losing_moves, threat_order and
    lower_bounds agree."""
    rng = random.Random(2024)
    for _ in range(sweep(2, 6)):
        moves = entry.random_position(rng.randint(20, 24), rng)
        answers = {chapter.no_losing_moves(moves), chapter.threat_order(moves), chapter.lower_bounds(moves)}
        assert len(answers) == 1, moves


@pytest.mark.slow
@pytest.mark.long
@pytest.mark.timeout(0)  # minutes: measured, not cut (see the docstring)
def test_pons_4453_scores_minus_2() -> None:
    """Pons' 4453, four stones in: -2, the opponent wins with the 20th stone (Pons' part 2 scores it).

    The hardest fact: the search runs from the fifth stone almost to the end.
    lower_bounds took 4 min 8 s (229 CPU-s) on this 2-core machine, idle,
    with its two dict tables peaking at 3.0 GB.
    """
    assert chapter.lower_bounds("4453") == -2


@pytest.mark.slow
def test_the_empty_6x4_board_is_a_second_player_win() -> None:
    """Tromp's table: on 6 x 4 the second player wins, with the last stone (score -1)."""
    assert chapter.lower_bounds("", 6, 4) == -1


@pytest.mark.parametrize(
    ("count", "fewest"), [(8, 31), pytest.param(100, 28, marks=pytest.mark.slow)], ids=["8 positions", "100"]
)
def test_cli_jsonl_solves_end_game_positions_with_the_fastest_variant(count: int, fewest: int) -> None:
    """`kata solve c4 --jsonl - --variant lower_bounds` scores end-game positions as bottom_up does."""
    rng = random.Random(100)
    inputs: list[object] = [entry.random_position(rng.randint(fewest, 34), rng) for _ in range(count)]
    want = [chapter.bottom_up(str(m)) for m in inputs]
    assert solve_jsonl("c4", inputs, "lower_bounds") == want


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ("448", "move 3 ('8') is not a column: columns are 1 to 7"),
        ("4405", "move 3 ('0') is not a column"),
        ("44 5", "move 3 (' ') is not a column"),
        ("4444444", "move 7 ('4') overfills column 4, which holds 6 stones"),
        ("12121213", "move 8 ('3') comes after move 7 won the game"),
        ("1212121", "move 7 ('1') wins: a position to score has no four on the board"),
        ({"moves": "5", "width": 4, "height": 4}, "move 1 ('5') is not a column: columns are 1 to 4"),
        ({"moves": "", "width": 10, "height": 4}, "width = 10 is out of range"),
        ({"moves": "", "width": 9, "height": 7}, "board 9 x 7 not allowed"),
        ({"moves": "", "width": 7, "height": 0}, "height = 0 is out of range"),
        ({"moves": "", "width": True}, "width must be an integer"),
        ({"moves": 4.5}, "moves must be a string"),
        ({"move": "44"}, "unknown field 'move'"),
        ([4, 4], "moves must be a string"),
        (0, "moves must be a string"),
    ],
    ids=[
        "a column past the board",
        "column 0",
        "a space",
        "an overfilled column",
        "a move after a win",
        "a position already won",
        "a column past a narrow board",
        "too wide",
        "too many bits",
        "no height",
        "a boolean width",
        "a number with a fraction",
        "a misspelt field",
        "a list",
        "zero",
    ],
)
def test_bad_positions_are_refused_in_one_line(raw: Any, fault: str) -> None:
    """A sequence the rules refuse, or a board outside them, is refused in one line naming the move or field.

    The line fits the room kata leaves a message in 80 columns, after "kata: " (MESSAGE_ROOM).
    """
    with pytest.raises(InputError, match=fault.replace("(", r"\(").replace(")", r"\)")) as caught:
        PROBLEM.parse(raw)
    assert "\n" not in str(caught.value)
    assert len(str(caught.value)) <= MESSAGE_ROOM, str(caught.value)


def test_a_move_string_read_as_a_json_number_is_the_same_position() -> None:
    """`kata solve c4 4455` reads 4455 as a JSON number; it means the moves 4, 4, 5, 5."""
    assert PROBLEM.parse(4455) == PROBLEM.parse("4455") == {"moves": "4455", "width": 7, "height": 6}


def test_a_table_has_a_prime_number_of_slots_at_least_the_size_asked() -> None:
    primes = [n for n in range(2, 60) if all(n % d for d in range(2, n))]
    for asked in range(60):
        assert chapter.prime_at_least(asked) == min(p for p in primes if p >= asked), asked


@pytest.mark.parametrize("v", PROBLEM.variants, ids=[v.name for v in PROBLEM.variants])
def test_the_default_board_is_seven_by_six(v: Variant) -> None:
    """Called with the moves alone, a variant plays on 7 x 6: a win at once with 40 stones down scores 1.

    The same moves score 4 on 8 x 6 and 5 on 7 x 7 (more cells, a quicker win
    counts for more), so a default that drifts by one changes the answer.
    """
    assert v.func("1267317735365372667565121614244241375235") == 1


NODES = json.loads((Path(__file__).parent / "c4_nodes.json").read_text())
# The probes whose whole walk, over every variant, is past 6,000 positions (a 4 x 4 board with 14 empty cells, the
# 7 x 6 end game at 16 and the threats at 24 empty cells: 1.7 of the test's 2.5 CPU-s) are pinned under --slow; by
# default each variant is still pinned on four to six smaller probes.
DEEP_PROBES = {probe["description"] for probe in NODES if sum(probe["nodes"].values()) > 6_000}


WALKS = [pytest.param(v, False, id=v.name) for v in PROBLEM.variants] + [
    pytest.param(v, True, id=f"{v.name} deep", marks=pytest.mark.slow)
    for v in PROBLEM.variants
    if any(v.name in probe["nodes"] for probe in NODES if probe["description"] in DEEP_PROBES)
]


@pytest.mark.parametrize(("v", "deep"), WALKS)
def test_each_variant_walks_the_tree_it_walked_when_measured(v: Variant, deep: bool) -> None:
    """Explored positions on fixed probes (tests/c4_nodes.json) are pinned: the search's signature.

    A change that keeps every score can still change the tree a search walks:
    a score bound one looser, a window edge off by one, a move order weight,
    a table entry not kept. Such a change moves the README's figures and the
    counts the judge holds learners to, so it must be seen. Engines pin the
    same thing (Stockfish's `bench` node count). A deliberate change to a
    search updates the JSON file from the counts this test prints.
    """
    got, pinned = {}, {}
    for probe in NODES:
        if v.name in probe["nodes"] and (probe["description"] in DEEP_PROBES) == deep:
            answer, nodes = counted(PROBLEM, v.name, probe["input"])
            assert answer == probe["expected"], probe["description"]
            got[probe["description"]] = nodes
            pinned[probe["description"]] = probe["nodes"][v.name]
    assert len(pinned) >= (1 if deep else 4), f"{v.name} has only {len(pinned)} probes"
    assert got == pinned


def test_explored_positions_are_the_calls_of_negamax() -> None:
    """`nodes` counts one per call of the search function: 1 for a position decided without a move tried.

    A win at once is found before the search is called: 0 positions, not "no count".
    """
    assert counted(PROBLEM, "lower_bounds", "121212") == (18, 0)
    assert counted(PROBLEM, "lower_bounds", "2252576253462244111563365343671351441")[0] == -1
    assert counted(PROBLEM, "alpha_beta", "415376526116273472714345654477162632133552") == (0, 1)


@pytest.mark.parametrize(
    ("moves", "score", "explored"),
    [
        pytest.param("121212", 18, 0, id="a win at once, answered before any search"),
        pytest.param("573372774731366563", 10, 100, id="a wide win, proved by the one window (0, 1)"),
        pytest.param("4542653753235674667755721744322", 1, 34, id="a win by one: the window (0, 1) proves it too"),
        pytest.param("663217661762116133223254477177543344", 2, 2, id="a double threat, scored exactly: cut to 1"),
        pytest.param("41537652611627347271434565447716263213355", 0, 2, id="a draw: two windows"),
        pytest.param("3753632415267523325737611572", -7, 1, id="a loss"),
    ],
)
def test_a_weak_solve_answers_the_sign_of_the_score_in_two_windows_at_most(
    moves: str, score: int, explored: int
) -> None:
    """lower_bounds(weak=True), Pons' -w: 1, 0 or -1 as the exact score is a win, a draw or a loss, searched from
    the window -1..1, which two null windows settle. A search can return more than its window asks (a move that
    makes two threats scores its exact 2): weak answers its sign all the same."""
    assert chapter.lower_bounds(moves) == score
    assert chapter.lower_bounds(moves, weak=True) == (score > 0) - (score < 0)
    args, v = PROBLEM.parse(moves), PROBLEM.variant("lower_bounds")
    assert run_once(PROBLEM, v, args, timed=False, call=PROBLEM.weak).nodes == explored


def test_analyze_scores_a_column_that_wins_at_once_by_the_stones_left() -> None:
    """`kata solve c4 --analyze`: on 4 x 4 with three stones in column 1, playing it wins with the mover's 4th stone
    of 8, (16 + 1 - 6) // 2 = 5; on 4 x 5, with 10 of 20 each, 7. The other columns are searched."""
    assert chapter.analyze("121212", 4, 4) == [5, 0, -5, -5]
    assert chapter.analyze("121212", 4, 5) == [7, 0, -7, -7]


def test_pitfall_exact_table_looks_right_then_answers_a_bound() -> None:
    """Storing the pruned search's result as exact passes Pons' 37-move position, and says 0 on a 4 x 4 won one."""
    assert exact_table("2252576253462244111563365343671351441") == -1
    assert chapter.bottom_up("4311413324", 4, 4) == 1
    assert exact_table("4311413324", 4, 4) == 0


def test_pitfall_win_scored_one_stone_late() -> None:
    """(cells - moved) // 2 agrees where an even number of cells is empty, and misses by one on an odd number."""
    assert win_one_late("121212") == chapter.lower_bounds("121212") == 18
    assert chapter.bottom_up("142412443", 4, 4) == 1
    assert win_one_late("142412443", 4, 4) == 0


def test_bench_runs_the_position_sets_and_skips_past_the_limit() -> None:
    """`kata bench c4` measures bitboard on the seeded end-game set and says why it skips the two others."""
    import io

    from shared.tool.cli import main

    out = io.StringIO()
    argv = ["bench", "c4", "--variant", "bitboard", "--positions", "4", "--json"]
    assert main(argv, stdout=out, stdin=io.StringIO()) == 0
    rows = json.loads(out.getvalue())["sets"]
    assert [row["set"] for row in rows] == ["end game", "middle game", "opening"]
    assert rows[0]["done"] == 4
    assert rows[0]["nodes"] > 0
    assert [row["skipped"] for row in rows[1:]] == ["none \u2264 17", "none \u2264 17"]


def _count_calls(thunk: Callable[[], object], *, searched: bool = False) -> int:
    """The judge's call count, run here on the chapter's own file (what count_calls gives extra_checks)."""
    counter = CallCounter(chapter.__file__)
    counter.run(thunk)
    return counter.searched if searched else counter.calls


# Counting under the judge's profiler costs seconds for the steps whose probes are deep; they run under --slow.
CHEAP_IDEAS = ("no_losing_moves", "threat_order")


@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n in CHEAP_IDEAS else pytest.mark.slow) for n in IDEAS])
def test_a_step_without_its_idea_fails_with_both_counts_and_the_step_passes(name: str) -> None:
    """Judged as `name`, the step before it fails naming both reference counts; the reference itself passes."""
    idea, before = IDEAS[name], step_before(PROBLEM, name).name
    lines = PROBLEM.extra_checks(name, getattr(chapter, before), _count_calls)
    assert f"the reference's {name}: " in lines[1], lines
    assert f"its {before}: " in lines[1], lines
    assert lines[2] == f"the idea is missing: {idea.what}", lines
    assert all(len(line) <= 72 for line in lines), lines  # the judge's details, indented within 80 columns
    assert PROBLEM.extra_checks(name, getattr(chapter, name), _count_calls) == []


def test_the_steps_without_a_count_rule_are_the_three_the_counts_cannot_tell() -> None:
    """bitboard explores ordered's positions and fixed_table threat_order's; lower_bounds nearly threat_order's."""
    names = [v.name for v in SEARCHES]
    assert [n for n in names if n not in IDEAS and n not in ("naive", "alpha_beta")] == [
        "bitboard",
        "fixed_table",
        "lower_bounds",
    ]
    probes = IDEAS["ordered"].probes
    assert explored(PROBLEM, chapter.bitboard, probes) == explored(PROBLEM, chapter.ordered, probes)
    probes = IDEAS["threat_order"].probes
    assert explored(PROBLEM, chapter.fixed_table, probes) == explored(PROBLEM, chapter.threat_order, probes)
    assert explored(PROBLEM, chapter.lower_bounds, probes) > explored(PROBLEM, chapter.threat_order, probes) * 0.8


@pytest.mark.parametrize(
    "raw",
    [
        "1e5",
        "1.2345678901234567e-300",
        '{"moves": "12", "width": 2, "height": 32}',
    ],
    ids=["a float", "a long float", "too tall a board"],
)
def test_kata_solve_refuses_in_one_line_within_80_columns(raw: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`kata solve c4 RAW` exits 2 with one line of at most 80 columns."""
    import io

    from shared.tool.cli import main

    assert main(["solve", "c4", raw], stdout=io.StringIO(), stdin=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1, err
    assert len(err.rstrip("\n")) <= 80, err


def test_searched_counts_the_recursive_function_alone() -> None:
    """CallCounter.searched: a search's calls without its helpers', and two functions calling each other once.

    recursive_calls, what the judge holds an alpha_beta to, counts both of the
    two and still no helper.
    """

    def helper(n: int) -> int:
        return n - 1

    def search(n: int) -> int:
        return 0 if n == 0 else 1 + search(helper(n)) + search(helper(helper(n)) if n > 1 else 0)

    def even(n: int) -> bool:
        return n == 0 or odd(n - 1)

    def odd(n: int) -> bool:
        return n != 0 and even(n - 1)

    counter = CallCounter(__file__)
    counter.run(lambda: search(6))
    assert counter.calls > counter.searched
    assert counter.searched == 1 + 2 * 20  # search's calls: T(n) = 1 + T(n-1) + T(n-2), T(0) = T(-) = 1
    assert counter.recursive_calls == counter.searched  # helper does not recurse
    mutual = CallCounter(__file__)
    mutual.run(lambda: even(10))
    assert (mutual.calls, mutual.searched) == (12, 6)  # the lambda, then even and odd 11 times: 6 of even
    assert mutual.recursive_calls == 11  # even's 6 and odd's 5: a max/min pair is counted whole


@pytest.mark.parametrize(
    ("width", "height", "allowed"),
    [
        (1, 1, True),  # the smallest board
        (4, 1, True),  # one row
        (9, 6, True),  # the widest: a column is one digit
        (8, 7, True),  # width * (height + 1) = 64 exactly, what a 64-bit bitboard holds
        (2, 31, True),  # 64 again, tall and thin
        (10, 4, False),  # ten columns: 10 would be two digits
        (5, 12, False),  # 5 * 13 = 65 bits
        (0, 6, False),
        (4, 0, False),
    ],
)
def test_every_board_the_rules_allow_is_taken_and_no_other(width: int, height: int, allowed: bool) -> None:
    """width <= 9 and width * (height + 1) <= 64, as the issue states; the edges on both sides."""
    if allowed:
        chapter.check_board(width, height)  # no refusal
        last = str(width)  # a stone in the last column, "9" on the widest board
        assert PROBLEM.parse({"moves": last, "width": width, "height": height})["moves"] == last
    else:
        with pytest.raises(InputError, match=f"board {width} x {height} not allowed"):
            chapter.check_board(width, height)


def test_a_class_solution_is_judged_on_its_solve_method(tmp_path: Path) -> None:
    """Pons' name for it: a `class Solution` with solve(moves, width, height) is judged as the variant asked for.

    Any other method name is refused in one line that names what the class has
    and what kata looks for; the whole judging of such a file is in the
    learner corpus (tests/learners/connect_four/naive_class_solution.py).
    """
    from shared.tool.judge.learner import entries

    mine = tmp_path / "mine.py"
    mine.write_text("class Solution:\n    def solve(self, moves, width=7, height=6):\n        return 0\n")
    assert [str(callee) for callee in entries(PROBLEM, mine, ["naive"])] == ["Solution.solve"]
    mine.write_text("class Solution:\n    def score(self, moves):\n        return 0\n")
    with pytest.raises(InputError, match=r"^mine.py: no naive\(\); its class Solution has score\(\), not solve\(\)$"):
        entries(PROBLEM, mine, ["naive"])


# The first table search and the last step are fitted by default (0.1 CPU-s each); the four between under --slow.
GROWN_BY_DEFAULT = ("memoized", "lower_bounds")


@pytest.mark.parametrize(
    "name", [pytest.param(n, marks=() if n in GROWN_BY_DEFAULT else pytest.mark.slow) for n in IRREGULAR_C4]
)
def test_the_table_searches_grow_within_their_declared_base_on_seeded_positions(name: str) -> None:
    """Explored positions, as a geometric mean over 4 seeded positions for each of 8, 10, .. 16 empty cells, grow
    by a factor a cell no larger than the declared base (an upper bound: 1.3 to 1.4 measured, 8 to 18 cells).

    The complexity test cannot fit these on one game's prefixes (see IRREGULAR_C4); a position set per size
    averages the luck of a forced line away, as Pons' tutorial measures.
    """
    v = PROBLEM.variant(name)
    declared = parse_growth(v.time)
    points = []
    for empty in range(8, 17, 2):
        rng = random.Random(1000 + empty)
        logs = [math.log(max(1, counted(PROBLEM, name, entry.random_position(42 - empty, rng))[1])) for _ in range(4)]
        points.append((empty, sum(logs) / len(logs)))
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in points) / sum((x - mean_x) ** 2 for x, _ in points)
    assert 1.0 < math.exp(slope) <= declared.base, (math.exp(slope), points)
