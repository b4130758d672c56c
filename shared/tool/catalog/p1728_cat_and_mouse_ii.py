"""1728 Cat and Mouse II, as the tool sees it: input parsing, inputs for the benchmark, and the declaration."""

from __future__ import annotations

import math
import random

from problems import p1728_cat_and_mouse_ii as chapter
from shared.engine.errors import InputError
from shared.engine.retrograde import retrograde
from shared.engine.validate import describe, expect_int, expect_object
from shared.tool.registry import Args, Input, declare

MAX_SIDE = 8  # LeetCode's bound on rows and cols
MAX_JUMP = 8  # LeetCode's bound on catJump and mouseJump
PIECES = "CMF"


def open_cells(grid: list[str]) -> int:
    """How many cells are not walls: the size every limit of this problem is measured in."""
    return sum(char != "#" for line in grid for char in line)


def parse(raw: object) -> Args:
    """LeetCode's input: {"grid": [...], "catJump": J, "mouseJump": J}, 1 <= rows, cols, jumps <= 8."""
    raw = expect_object(raw, ("grid", "catJump", "mouseJump"))
    grid = raw["grid"]
    if not isinstance(grid, list) or not 1 <= len(grid) <= MAX_SIDE:
        shown = describe(grid)
        raise InputError(f"grid must be a list of 1 to {MAX_SIDE} strings, got {shown}")
    for r, line in enumerate(grid):
        if not isinstance(line, str):
            raise InputError(f"grid[{r}] must be a string of C M F . #, got {describe(line)}")
        if not 1 <= len(line) <= MAX_SIDE:
            raise InputError(f"grid[{r}] has {len(line)} cells; a row has 1 to {MAX_SIDE}")
        if len(line) != len(grid[0]):
            raise InputError(f"grid[{r}] has {len(line)} cells but grid[0] has {len(grid[0])}; rows must be equal")
        for col, char in enumerate(line):
            if char not in "CMF.#":
                raise InputError(f"grid[{r}][{col}] is {char!r}; cells are C (cat), M (mouse), F (food), . or #")
    for piece, name in zip(PIECES, ("cat", "mouse", "food"), strict=True):
        count = sum(line.count(piece) for line in grid)
        if count != 1:
            raise InputError(f"grid must hold exactly one {piece!r} (the {name}), found {count}")
    return {
        "grid": list(grid),
        "catJump": expect_int(raw["catJump"], "catJump", 1, MAX_JUMP),
        "mouseJump": expect_int(raw["mouseJump"], "mouseJump", 1, MAX_JUMP),
    }


def generate(size: int, rng: random.Random) -> object:
    """A k x k grid (k = ceil(sqrt(size))) whose first `size` cells, row by row, are open; the rest are walls.

    The open region grows one cell at a time in a fixed order, so a ladder of sizes is a family of
    mazes grown in a controlled way; the pieces and the jumps (1 to 3) are drawn at random.
    """
    if not 3 <= size <= MAX_SIDE * MAX_SIDE:
        raise InputError(
            f"open cells must be 3 to {MAX_SIDE * MAX_SIDE} (cat, mouse and food need a cell each), got {size}"
        )
    side = math.isqrt(size - 1) + 1
    cells = ["." if k < size else "#" for k in range(side * side)]
    for piece, k in zip(PIECES, rng.sample(range(size), 3), strict=True):
        cells[k] = piece
    grid = ["".join(cells[r * side : (r + 1) * side]) for r in range(side)]
    return {"grid": grid, "catJump": rng.randint(1, 3), "mouseJump": rng.randint(1, 3)}


def hard(size: int, rng: random.Random) -> object:
    """A grid on which naive and alpha_beta must prove the clock's verdict over every path the mouse can take.

    Where the cat can reach the food, every game is a race to it that ends within a few moves (alpha_beta's
    cat heads for the food first): a search enters a few dozen nodes at c = 9. Here the mouse has a room
    of c - 3 cells filled row by row, 8 a row, and a jump of 2 to 8, so it reaches its whole row at once;
    the cat has a room of 2 cells to itself, and the food a walled-off cell. The mouse can never eat nor
    be caught, so the cat wins on the clock, and a search learns that only from repeated positions, after
    every order the mouse can visit its room in (naive also tries every order of the cat's moves).
    """
    if not 4 <= size <= 6 * MAX_SIDE + 3:
        raise InputError(f"open cells must be 4 to {6 * MAX_SIDE + 3} for a hard grid (6 rows of room), got {size}")
    room = size - 3
    rows = [["#"] * MAX_SIDE for _ in range(MAX_SIDE)]  # rows[6] stays walls: it keeps the room from the rest
    for k in range(room):
        rows[k // MAX_SIDE][k % MAX_SIDE] = "."
    mouse = rng.randrange(room)
    rows[mouse // MAX_SIDE][mouse % MAX_SIDE] = "M"
    rows[-1][0], rows[-1][-2], rows[-1][-1] = "F", ".", "C"
    grid = ["".join(row) for row in rows]
    return {"grid": grid, "catJump": rng.randint(1, MAX_JUMP), "mouseJump": rng.randint(2, MAX_JUMP)}


def memo_cells(args: Args) -> int:
    """memoized's table, allocated whole: 2c^2 positions for each clock up to min(1000, 2c^2)."""
    c = open_cells(args["grid"])
    return (min(chapter.MAX_TURNS, 2 * c * c) + 1) * 2 * c * c


def colour_cells(args: Args) -> int:
    """bottom_up's three tables, colour, turns and unrefuted: 2c^2 cells each."""
    c = open_cells(args["grid"])
    return 3 * 2 * c * c


def walked(args: Args) -> int:
    """generic's work, as the engine's solver reports it: the positions walked forward, and those coloured."""
    game = chapter.CatAndMouseII(chapter.Board(args["grid"], args["catJump"], args["mouseJump"]))
    solved = retrograde(game, game.start())
    return len(solved) + solved.coloured


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: open_cells(args["grid"]), "open cells"),
    {"naive": 5, "alpha_beta": 9, "memoized": 12, "bottom_up": MAX_SIDE * MAX_SIDE, "generic": 48},
    param="grid",
    hard=hard,
    examples=(
        {"grid": ["####F", "#C...", "M...."], "catJump": 1, "mouseJump": 2},
        {"grid": ["M.C...F"], "catJump": 1, "mouseJump": 4},
        {"grid": ["M.C...F"], "catJump": 1, "mouseJump": 3},
    ),
    group="Chase games",
    cells={"memoized": memo_cells, "bottom_up": colour_cells, "generic": walked},
    method="canMouseWin",
)
