"""The chase games as the tool sees them: 913 Cat and Mouse (with `--explain`) and 1728 Cat and Mouse II."""

from __future__ import annotations

import math
import random

from problems import p0913_cat_and_mouse, p1728_cat_and_mouse_ii
from problems.p0913_cat_and_mouse import CAT_START, CAT_WIN, HOLE, MOUSE_TURN, MOUSE_WIN, START, CatAndMouse
from shared.engine.errors import InputError
from shared.engine.retrograde import DRAW as DRAWN
from shared.engine.retrograde import WIN, retrograde
from shared.engine.validate import describe, expect_int, expect_object
from shared.tool.registry import Args, Problem, Variant
from shared.tool.text import plural

CHASE = "Chase games"
# `generic`'s work, as the engine's retrograde solver reports it (`Retrograde.work`): its states walked forward and
# coloured backwards, each bound to `state` once (`state = frontier.pop()`, `state = queue.popleft()`).
RETROGRADE = ("assigns", ("state",), "the engine's states walked forward and coloured: `state` bound once each")


def walked_1728(args: Args) -> int:
    """1728's generic's work, as the engine's solver reports it on the board's game."""
    board = p1728_cat_and_mouse_ii.Board(args["grid"], args["catJump"], args["mouseJump"])
    game = p1728_cat_and_mouse_ii.CatAndMouseII(board)
    return retrograde(game, game.start()).work


class P0913(Problem):
    chapter = p0913_cat_and_mouse
    limits = {"naive": 5, "alpha_beta": 8, "memoized": 20, "bottom_up": 200, "generic": 100}
    # memoized's table, allocated whole: 2n^2 positions for each of the 2n^2 + 1 move budgets; bottom_up's
    # two tables, colour and unrefuted, of 2n^2 cells each.
    cells = {
        "memoized": lambda args: (2 * len(args["graph"]) ** 2 + 1) * 2 * len(args["graph"]) ** 2,
        "bottom_up": lambda args: 4 * len(args["graph"]) ** 2,
        "generic": lambda args: retrograde(CatAndMouse(args["graph"]), START).work,
    }
    group, method = CHASE, "catMouseGame"
    units = {
        "bottom_up": ("held", ("colour", "unrefuted"), "the cells of the two tables it allocates, each once"),
        "generic": RETROGRADE,
    }

    def explain(self, args: Args) -> str:
        """Who wins, in how many moves, and how: the forced line found by the shared retrograde solver."""
        solved = retrograde(CatAndMouse(args["graph"]), START)
        verdict, line = solved.verdict(START), solved.line()
        moves = ", ".join(
            f"mouse {mouse}->{step}" if turn == MOUSE_TURN else f"cat {cat}->{step}"
            for (mouse, cat, turn), step in line
        )
        mouse, cat, turn = solved.end_of_line()
        if verdict.value == DRAWN:
            who = "mouse" if turn == MOUSE_TURN else "cat"
            return (
                "0: a draw: neither side can force a win.\n"
                f"One line of best play: {moves},\n"
                f"and the position (mouse at {mouse}, cat at {cat}, {who} to move) repeats."
            )
        winner, loser = ("mouse", "cat") if verdict.value == WIN else ("cat", "mouse")
        plies = verdict.plies or 0
        if mouse == HOLE:
            ending = "the mouse reaches the hole"
        elif line[-1][0][2] == MOUSE_TURN:
            ending = f"the mouse has to step onto the cat at {cat}"
        else:
            ending = f"the cat catches the mouse at {cat}"
        return (  # the mouse moves first: it makes the odd move of an odd count
            f"{MOUSE_WIN if winner == 'mouse' else CAT_WIN}: the {winner} wins. With best play the game lasts"
            f" {plural(plies, 'move')} ({(plies + 1) // 2} by the mouse, {plies // 2} by the cat),"
            f" the {loser} holding out as long as it can.\n"
            f"Best play: {moves}, and {ending}."
        )

    def parse(self, raw: object) -> Args:
        """LeetCode's input: an undirected graph as neighbour lists, in which the mouse and the cat can move."""
        if not isinstance(raw, list):
            raise InputError(f"graph must be a list of neighbour lists, got {describe(raw)}")
        n = len(raw)
        if n < 3:
            raise InputError(f"graph must have at least 3 nodes (the hole 0, the mouse's 1, the cat's 2), got {n}")
        neighbours: list[set[int]] = []
        for node, row in enumerate(raw):
            if not isinstance(row, list):
                raise InputError(f"graph[{node}] must be a list of neighbours, got {describe(row)}")
            if not row:
                raise InputError(f"graph[{node}] is empty; every node needs at least one neighbour")
            seen: set[int] = set()
            for i, other in enumerate(row):
                if isinstance(other, bool) or not isinstance(other, int):
                    raise InputError(f"graph[{node}][{i}] must be a node number, got {describe(other)}")
                if not 0 <= other < n:
                    raise InputError(f"graph: node {other} in graph[{node}] does not exist (n={n})")
                if other == node:
                    raise InputError(f"graph[{node}] lists node {node} itself; self-loops are not allowed")
                if other in seen:
                    raise InputError(f"graph[{node}] lists node {other} twice; duplicate edges are not allowed")
                seen.add(other)
            neighbours.append(seen)
        for node, row in enumerate(raw):
            for other in row:
                if node not in neighbours[other]:
                    raise InputError(
                        f"graph is not symmetric: {other} is in graph[{node}] but {node} is not in graph[{other}]"
                    )
        if neighbours[CAT_START] == {HOLE}:
            raise InputError("graph[2] holds only the hole 0, which the cat may not enter: the cat at 2 needs a move")
        return {"graph": [list(row) for row in raw]}

    def generate(self, size: int, rng: random.Random) -> object:
        """A random valid graph on `size` nodes: about 2 edges per node, and the hole behind one or two doors."""
        # The mouse is never a door, or it would win at once; with few doors the cat can guard them, which
        # makes wins, losses and draws all common.
        return graph(size, rng, drawn=False)

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """A random valid graph on `size` nodes, from a tree to every edge, the hole behind one to three doors, the
        mouse's node 1 among them at times (it wins at once), as the cat's node 2 may be."""
        return graph(size, rng, drawn=True)


def graph(n: int, rng: random.Random, *, drawn: bool) -> list[list[int]]:
    """A graph on n nodes as neighbour lists: a random tree over the rooms 1..n-1, random edges among them, and the
    hole 0 behind doors; as `generate` makes it (its edges and doors kept few), or as `draw` does (any number)."""
    rooms = list(range(1, n))  # a random tree keeps them connected, and extra edges make cycles to run round
    rng.shuffle(rooms)
    edges = {(min(a, b), max(a, b)) for a, b in ((rooms[i], rooms[rng.randrange(i)]) for i in range(1, n - 1))}
    most = (n - 1) * (n - 2) // 2
    wanted = rng.randint(n - 2, most) if drawn else min(3 * (n - 1) // 2, most - (n - 1) // 2)
    while len(edges) < wanted:
        a, b = rng.sample(range(1, n), 2)
        edges.add((min(a, b), max(a, b)))
    doors = range(1, n) if drawn else range(2, n)
    count = rng.randint(1, 3) if drawn else 1 + rng.randrange(2)
    edges |= {(HOLE, door) for door in rng.sample(doors, min(len(doors), count))}
    neighbours: list[list[int]] = [[] for _ in range(n)]
    for a, b in sorted(edges):
        neighbours[a].append(b)
        neighbours[b].append(a)
    return neighbours


def open_cells(grid: list[str]) -> int:
    """How many cells are not walls: the size every limit of this problem is measured in."""
    return sum(char != "#" for line in grid for char in line)


PIECES = "CMF"


def laid_out(rows: int, cols: int, spots: list[int]) -> list[str]:
    """A rows x cols grid of walls with the cat, the mouse and the food on the first three spots, floor on the rest."""
    cells = ["#"] * (rows * cols)
    for piece, k in zip([*PIECES, *"." * (len(spots) - 3)], spots, strict=True):
        cells[k] = piece
    return ["".join(cells[r * cols : (r + 1) * cols]) for r in range(rows)]


class P1728(Problem):
    chapter = p1728_cat_and_mouse_ii
    limits = {"naive": 5, "alpha_beta": 9, "memoized": 12, "bottom_up": 64, "generic": 48}  # bottom_up: 8 x 8, all open
    param, size_name, group, method = "grid", "open cells", CHASE, "canMouseWin"
    # memoized's table, allocated whole: 2c^2 positions for each clock up to min(1000, 2c^2); bottom_up's
    # three tables, colour, turns and unrefuted, of 2c^2 cells each.
    cells = {
        "memoized": lambda args: (
            (min(p1728_cat_and_mouse_ii.MAX_TURNS, 2 * open_cells(args["grid"]) ** 2) + 1)
            * 2
            * open_cells(args["grid"]) ** 2
        ),
        "bottom_up": lambda args: 6 * open_cells(args["grid"]) ** 2,
        "generic": walked_1728,
    }
    # its tree on the first example: over 35 million calls, unfinished after 200 s of kata solve (no trace could hold
    # it, nor a person step it); its second example has 5 calls
    not_the_first = {"naive": "10 open cells, twice its limit of 5: its tree passes the cap of 100,000 events"}
    units = {
        "bottom_up": ("held", ("colour", "turns", "unrefuted"), "the cells of its three tables, each once"),
        "generic": RETROGRADE,
    }

    def parse(self, raw: object) -> Args:
        """LeetCode's input: {"grid": [...], "catJump": J, "mouseJump": J}, 1 <= rows, cols, jumps <= 8."""
        raw = expect_object(raw, ("grid", "catJump", "mouseJump"))
        grid = raw["grid"]
        most_rows, most_cols = self.bounds["rows"][1], self.bounds["cols"][1]
        if not isinstance(grid, list) or not 1 <= len(grid) <= most_rows:
            raise InputError(f"grid must be a list of 1 to {most_rows} strings, got {describe(grid)}")
        for r, line in enumerate(grid):
            if not isinstance(line, str):
                raise InputError(f"grid[{r}] must be a string of C M F . #, got {describe(line)}")
            if not 1 <= len(line) <= most_cols:
                raise InputError(f"grid[{r}] has {len(line)} cells; a row has 1 to {most_cols}")
            if len(line) != len(grid[0]):
                raise InputError(f"grid[{r}] has {len(line)} cells but grid[0] has {len(grid[0])}; rows must be equal")
            for col, char in enumerate(line):
                if char not in "CMF.#":
                    raise InputError(f"grid[{r}][{col}] is {char!r}; cells are C (cat), M (mouse), F (food), . or #")
        for piece, name in zip(PIECES, ("cat", "mouse", "food"), strict=True):
            count = sum(line.count(piece) for line in grid)
            if count != 1:
                raise InputError(f"grid must hold exactly one {piece!r} (the {name}), found {count}")
        jumps = {name: expect_int(raw[name], name, *self.bounds[name]) for name in ("catJump", "mouseJump")}
        return {"grid": list(grid), **jumps}

    def generate(self, size: int, rng: random.Random) -> object:
        """A k x k grid (k = ceil(sqrt(size))) whose first `size` cells, row by row, are open; the rest are walls.

        The open region grows one cell at a time in a fixed order, so a ladder of sizes is a family of
        mazes grown in a controlled way; the pieces and the jumps (1 to 3) are drawn at random.
        """
        most = self.bounds["rows"][1] * self.bounds["cols"][1]
        if not 3 <= size <= most:
            raise InputError(f"open cells must be 3 to {most} (cat, mouse and food need a cell each), got {size}")
        side = math.isqrt(size - 1) + 1
        pieces = rng.sample(range(size), 3)
        grid = laid_out(side, side, [*pieces, *(k for k in range(size) if k not in pieces)])
        return {"grid": grid, "catJump": rng.randint(1, 3), "mouseJump": rng.randint(1, 3)}

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """`size` open cells (a size `generate` takes) scattered over a grid of any shape within LeetCode's bounds,
        the pieces on three of them, each jump over its bounds too (`generate` grows one square maze, jumps to 3)."""
        most_rows, most_cols = self.bounds["rows"][1], self.bounds["cols"][1]
        rows = rng.randint(-(-size // most_cols), most_rows)
        cols = rng.randint(-(-size // rows), most_cols)
        grid = laid_out(rows, cols, rng.sample(range(rows * cols), size))
        return {"grid": grid, **{name: rng.randint(*self.bounds[name]) for name in ("catJump", "mouseJump")}}

    def hard(self, size: int, rng: random.Random) -> object:
        """A grid on which naive and alpha_beta must prove the clock's verdict over every path the mouse can take.

        Where the cat can reach the food, every game is a race to it that ends within a few moves (alpha_beta's
        cat heads for the food first): a search enters a few dozen nodes at c = 9. Here the mouse has a room
        of c - 3 cells filled row by row, 8 a row, and a jump of 2 to 8, so it reaches its whole row at once;
        the cat has a room of 2 cells to itself, and the food a walled-off cell. The mouse can never eat nor
        be caught, so the cat wins on the clock, and a search learns that only from repeated positions, after
        every order the mouse can visit its room in (naive also tries every order of the cat's moves).
        """
        side, most_jump = self.bounds["cols"][1], self.bounds["mouseJump"][1]  # a row of 8, as the room is laid out
        if not 4 <= size <= 6 * side + 3:
            raise InputError(f"open cells must be 4 to {6 * side + 3} for a hard grid (6 rows of room), got {size}")
        room = size - 3
        mouse = rng.randrange(room)
        # rows[6] stays walls: it keeps the room from the rest. The last row holds the food, a floor cell and the cat.
        cat, food = side * side - 1, side * (side - 1)  # the last row's last cell, and its first
        grid = laid_out(side, side, [cat, mouse, food, *(k for k in range(room) if k != mouse), cat - 1])
        return {"grid": grid, "catJump": rng.randint(*self.bounds["catJump"]), "mouseJump": rng.randint(2, most_jump)}

    def size(self, args: Args) -> int:
        return open_cells(args["grid"])
