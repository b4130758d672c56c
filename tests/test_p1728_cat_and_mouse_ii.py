"""1728 Cat and Mouse II: the case matrix, agreement, limits, a brute force through the CLI, the turn-cap pitfall."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import p1728_cat_and_mouse_ii as chapter
from shared.engine.errors import InputError
from shared.engine.recursion import run_deep
from shared.tool.catalog import chase as entry
from shared.tool.catalog import find_problem
from shared.tool.measure.timing import counting
from tests.cli_batch import solve_jsonl
from tests.kit import assert_agree, counted, sweep
from tests.outside import poplefts
from tests.pitfalls.p1728_cat_and_mouse_ii import capped, capped_at_68, capped_at_rows_times_cols

PROBLEM = find_problem("1728")
EXAMPLES = [
    (["####F", "#C...", "M...."], 1, 2, True),
    (["M.C...F"], 1, 4, True),
    (["M.C...F"], 1, 3, False),
    (["C...#", "...#F", "....#", "M...."], 2, 5, False),
    ([".M...", "..#..", "#..#.", "C#.#.", "...#F"], 3, 1, True),
]
MAZE_71 = ["CM......", "#######.", "........", ".#######", "........", "#######.", "......#.", "F###...."]


def brute_force(grid: list[str], catJump: int, mouseJump: int) -> bool:  # noqa: N803  (LeetCode's names)
    """Independent of the chapter: grow the set of positions the mouse wins within k turns until it stops growing."""
    open_ = {(r, c) for r, line in enumerate(grid) for c, ch in enumerate(line) if ch != "#"}
    where = {ch: (r, c) for r, line in enumerate(grid) for c, ch in enumerate(line) if ch in "CMF"}

    def jumps(cell: tuple[int, int], most: int) -> list[tuple[int, int]]:
        out = [cell]
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            r, c = cell
            for _ in range(most):
                r, c = r + dr, c + dc
                if (r, c) not in open_:
                    break
                out.append((r, c))
        return out

    food = where["F"]
    states = [(m, c, t) for m in open_ for c in open_ for t in (0, 1)]
    # won[s] = k: from s the mouse forces the food within k turns (k = 0: it is on the food, uncaught).
    won = {(m, c, t): 0 for m, c, t in states if m == food and c not in (m, food)}
    for k in range(1, 1001):
        grown = {}
        for m, c, t in states:
            if (m, c, t) in won or m in (c, food) or c == food:
                continue
            if t == 0:
                if any((step, c, 1) in won for step in jumps(m, mouseJump)):
                    grown[m, c, t] = k
            elif all((m, step, 0) in won for step in jumps(c, catJump)):
                grown[m, c, t] = k
        if not grown:
            break
        won.update(grown)
    return (where["M"], where["C"], 0) in won


def small_input(rng: random.Random) -> dict[str, Any]:
    """A random grid of at most 3 x 3 cells, walls sprinkled in, pieces and jumps at random."""
    rows, cols = rng.randint(1, 3), rng.randint(1, 3)
    while rows * cols < 3:
        rows, cols = rng.randint(1, 3), rng.randint(1, 3)
    cells = [rng.choice(".#." if rng.random() < 0.5 else "...") for _ in range(rows * cols)]
    for piece, k in zip("CMF", rng.sample(range(rows * cols), 3), strict=True):
        cells[k] = piece
    grid = ["".join(cells[r * cols : (r + 1) * cols]) for r in range(rows)]
    return {"grid": grid, "catJump": rng.randint(1, 3), "mouseJump": rng.randint(1, 3)}


@settings(max_examples=sweep(10, 25))
@given(seed=st.integers(0, 2**32 - 1))
def test_all_variants_agree_on_small_grids(seed: int) -> None:
    """On random grids of up to nine cells, every variant that admits them agrees."""
    assert_agree(PROBLEM, small_input(random.Random(seed)))


@settings(max_examples=3)
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(10, 12))
def test_memo_and_retrograde_agree_on_generated_grids(seed: int, size: int) -> None:
    """On the benchmark's own grids up to memoized's limit, the clock memo and both retrogrades agree."""
    assert_agree(PROBLEM, PROBLEM.generate(size, random.Random(seed)))


def test_cli_jsonl_matches_a_brute_force_on_hundreds_of_grids() -> None:
    """`kata solve 1728 --jsonl -` answers 30 random and boundary grids (200 under --slow) as the brute force does."""
    rng = random.Random(17280)
    inputs: list[dict[str, Any]] = [
        {"grid": list(grid), "catJump": cat, "mouseJump": mouse}
        for grid, cat, mouse, _ in EXAMPLES
        if sum(ch != "#" for line in grid for ch in line) <= 12
    ]
    inputs += [
        {"grid": [row], "catJump": j, "mouseJump": k} for row in ("MCF", "MFC", "CMF") for j in (1, 8) for k in (1, 8)
    ]
    while len(inputs) < sweep(30, 200):
        inputs.append(small_input(rng))
    assert solve_jsonl("1728", inputs) == [brute_force(**raw) for raw in inputs]


@pytest.mark.parametrize(("grid", "cat", "mouse", "want"), EXAMPLES, ids=[f"example {k}" for k in range(1, 6)])
def test_leetcode_examples(grid: list[str], cat: int, mouse: int, want: bool) -> None:
    """LeetCode's five examples, by the retrograde variants and the brute force."""
    assert chapter.bottom_up(grid, cat, mouse) is want
    assert chapter.generic(grid, cat, mouse) is want
    assert brute_force(grid, cat, mouse) is want


def test_memo_counts_its_table_and_the_states_it_solves() -> None:
    """memoized allocates (h + 1) * 2c^2 cells for h = min(1000, 2c^2), then enters each state at most once."""
    grid, cat, mouse, _ = EXAMPLES[1]  # 7 open cells
    c = 7
    horizon = 2 * c * c
    with counting(PROBLEM.variant("memoized"), {"grid": grid, "catJump": cat, "mouseJump": mouse}) as counter:
        chapter.memoized(grid, cat, mouse)
    assert counter.nodes is not None
    table = (horizon + 1) * 2 * c * c
    assert table < counter.nodes <= 2 * table


def test_retrograde_colours_few_states_when_the_win_is_near() -> None:
    """bottom_up colours only until the start is settled: 118 of the 8,192 positions, read from outside."""
    grid = ["MF" + "." * 6] + ["." * 8] * 6 + ["C" + "." * 7]
    assert poplefts(chapter.bottom_up, grid, 1, 1) == (True, 118)  # of 2c^2 = 8,192 positions


def test_the_clock_decides_a_win_longer_than_it() -> None:
    """With the clock set to 70 turns, the 71-turn forced win becomes the cat's in every clocked variant."""
    assert chapter.bottom_up(MAZE_71, 1, 1) is True
    original = chapter.MAX_TURNS
    try:
        chapter.MAX_TURNS = 70
        assert chapter.bottom_up(MAZE_71, 1, 1) is False
        assert chapter.generic(MAZE_71, 1, 1) is False
    finally:
        chapter.MAX_TURNS = original


def test_pitfall_caps_are_right_on_the_examples() -> None:
    """Caps of 68 turns and rows * cols give LeetCode's answers on all five examples."""
    for grid, cat, mouse, want in EXAMPLES:
        assert capped_at_68(grid, cat, mouse) is want
        assert capped_at_rows_times_cols(grid, cat, mouse) is want


def test_pitfall_caps_call_a_71_turn_win_the_cats() -> None:
    """On the pinned maze the mouse wins in exactly 71 turns: caps of 68 and 64 (rows * cols) say the cat wins."""
    assert chapter.bottom_up(MAZE_71, 1, 1) is True
    assert capped(MAZE_71, 1, 1, 71) is True
    assert capped(MAZE_71, 1, 1, 70) is False
    assert capped_at_68(MAZE_71, 1, 1) is False
    assert capped_at_rows_times_cols(MAZE_71, 1, 1) is False


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        (["M.C...F"], "give an object"),
        ({"grid": ["MCF"], "catJump": 1}, "missing key 'mouseJump'"),
        ({"grid": ["MCF"], "catJump": 1, "mouseJump": 1, "extra": 0}, "unknown key 'extra'"),
        ({"grid": "MCF", "catJump": 1, "mouseJump": 1}, "grid must be a list of 1 to 8 strings"),
        ({"grid": [], "catJump": 1, "mouseJump": 1}, "grid must be a list of 1 to 8 strings"),
        ({"grid": ["MCF"] * 9, "catJump": 1, "mouseJump": 1}, "grid must be a list of 1 to 8 strings"),
        ({"grid": ["MCF......"], "catJump": 1, "mouseJump": 1}, r"grid\[0\] has 9 cells"),
        ({"grid": ["MCF", ".."], "catJump": 1, "mouseJump": 1}, r"grid\[1\] has 2 cells but grid\[0\] has 3"),
        ({"grid": ["MCX"], "catJump": 1, "mouseJump": 1}, r"grid\[0\]\[2\] is 'X'"),
        ({"grid": [["M", "C", "F"]], "catJump": 1, "mouseJump": 1}, r"grid\[0\] must be a string"),
        ({"grid": ["MC."], "catJump": 1, "mouseJump": 1}, "exactly one 'F'"),
        ({"grid": ["MCFC"], "catJump": 1, "mouseJump": 1}, "exactly one 'C' .* found 2"),
        ({"grid": ["MCF"], "catJump": 0, "mouseJump": 1}, "catJump = 0 is out of range"),
        ({"grid": ["MCF"], "catJump": 1, "mouseJump": 9}, "mouseJump = 9 is out of range"),
        ({"grid": ["MCF"], "catJump": True, "mouseJump": 1}, "catJump must be an integer"),
    ],
    ids=[
        "a bare grid",
        "a missing jump",
        "an unknown key",
        "a string grid",
        "no rows",
        "nine rows",
        "nine columns",
        "ragged rows",
        "an unknown cell",
        "a row as a list",
        "no food",
        "two cats",
        "a jump of 0",
        "a jump of 9",
        "a boolean jump",
    ],
)
def test_bad_inputs_are_refused_in_one_line(raw: object, fault: str) -> None:
    """An input outside LeetCode's constraints is refused with one line naming the fault."""
    with pytest.raises(InputError, match=fault) as refused:
        PROBLEM.parse(raw)
    assert "\n" not in str(refused.value)


@pytest.mark.parametrize("size", [3, 5, 9, 16, 33, 64])
def test_generate_makes_grids_of_the_size(size: int) -> None:
    """generate gives valid grids with exactly the open cells asked for."""
    for seed in range(5):
        assert PROBLEM.size(PROBLEM.parse(PROBLEM.generate(size, random.Random(seed)))) == size


def test_searches_enter_pinned_node_counts() -> None:
    """Measured on the code as it stands: the move orders, the cuts and the table show in exact node counts."""
    grids = [example[:3] for example in EXAMPLES[:3]] + [(["M..", "...", "CF."], 1, 1)]
    got = {
        name: [counted(PROBLEM, name, {"grid": g, "catJump": cat, "mouseJump": mouse}) for g, cat, mouse in grids]
        for name in ("alpha_beta", "memoized", "bottom_up")
    }
    assert got == {
        "alpha_beta": [(True, 30), (True, 11), (False, 90), (False, 7)],
        "memoized": [(True, 67337), (True, 15041), (False, 15056), (False, 43848)],  # its table, then its calls
        "bottom_up": [(True, 600), (True, 294), (False, 294), (False, 486)],  # its declared 6c^2 cells
    }
    # The positions bottom_up colours, read from outside as the items it takes from its queue.
    assert [poplefts(chapter.bottom_up, g, cat, mouse)[1] for g, cat, mouse in grids] == [160, 83, 97, 67]


def test_memoized_scores_the_clock_running_out_as_a_cat_win() -> None:
    """Out of time is -1, the cat's win, so a cat's move that runs the clock out ends its scan at once.

    Scored any lower it would still lose for the mouse, but the cat would try its other moves: more calls.
    """
    assert counted(PROBLEM, "memoized", {"grid": ["MCF"], "catJump": 1, "mouseJump": 1}) == (False, 370)


def test_memo_horizon_is_the_clock_once_2c2_passes_it() -> None:
    """With 23 open cells 2c^2 = 1058 passes the clock, so memoized's table holds 1000 + 1 turns of 2c^2 cells."""
    grid = ["MF#.....", "########", "C.......", "........"]
    with counting(PROBLEM.variant("memoized"), {"grid": grid, "catJump": 1, "mouseJump": 1}) as counter:
        assert run_deep(chapter.memoized, grid, 1, 1) is True
    assert counter.nodes == 1001 * 2 * 23 * 23 + 37669  # the table, then the calls


def test_the_clock_allows_a_win_exactly_as_long_as_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the clock at 71 turns, the 71-turn forced win is still the mouse's: the last turn counts."""
    monkeypatch.setattr(chapter, "MAX_TURNS", 71)
    assert chapter.bottom_up(MAZE_71, 1, 1) is True
    assert chapter.generic(MAZE_71, 1, 1) is True


def test_distances_are_the_fewest_moves_and_len_where_cut_off() -> None:
    """On "F..M#C" a step of 1 needs 1, 2, 3 moves to the food, a jump of 2 needs 1, 1, 2; the walled-off cat: 5."""
    for jump, want in ((1, [0, 1, 2, 3, 5]), (2, [0, 1, 1, 2, 5])):
        board = chapter.Board(["F..M#C"], 1, jump)
        assert chapter.distances(board.mouse_moves, board.food) == want


@pytest.mark.parametrize("size", [4, 9, 12, 51])
def test_hard_grids_are_valid_and_the_mouse_loses_on_the_clock(size: int) -> None:
    """The bench's hard grids pass LeetCode's constraints, have the size asked for, and the mouse never eats: every
    variant that takes the grid says the cat wins (a search that scores a repeat for the mouse says otherwise)."""
    for seed in range(3):
        args = PROBLEM.parse(PROBLEM.hard(size, random.Random(seed)))
        assert entry.open_cells(args["grid"]) == size
        within = [v for v in PROBLEM.variants if v.limit >= size and PROBLEM.skip_reason(v, args) is None]
        assert {v.name: v.func(**args) for v in within} == dict.fromkeys((v.name for v in within), False)


def test_hard_grids_make_alpha_beta_search_long_where_random_ones_end_at_once() -> None:
    """At c = 9, alpha_beta enters thousands of nodes on a hard grid and a few dozen on the random ones."""
    hard = max(counted(PROBLEM, "alpha_beta", PROBLEM.hard(9, random.Random(k)))[1] for k in range(4))
    plain = max(counted(PROBLEM, "alpha_beta", PROBLEM.generate(9, random.Random(k)))[1] for k in range(4))
    assert hard >= 1000 > 100 >= plain, (hard, plain)


@pytest.mark.parametrize("size", [3, 52])
def test_hard_grids_outside_their_sizes_are_refused_in_one_line(size: int) -> None:
    """A hard grid needs a cell for the mouse, the cat's two and the food, and a room of at most 6 rows."""
    with pytest.raises(InputError, match=r"^open cells must be 4 to 51 for a hard grid"):
        PROBLEM.hard(size, random.Random(0))
