"""913 Cat and Mouse, as the tool sees it: `--explain`, parsing, graphs and the declaration."""

from __future__ import annotations

import random

from problems import p0913_cat_and_mouse as chapter
from problems.p0913_cat_and_mouse import (
    CAT_START,
    CAT_WIN,
    HOLE,
    MOUSE_TURN,
    MOUSE_WIN,
    START,
    CatAndMouse,
)
from shared.engine.errors import InputError
from shared.engine.retrograde import DRAW as DRAWN
from shared.engine.retrograde import WIN, retrograde
from shared.engine.validate import describe
from shared.tool.registry import Args, Input, declare


def explain(args: Args) -> str:
    """Who wins, in how many moves, and how: the forced line found by the shared retrograde solver."""
    graph: list[list[int]] = args["graph"]
    solved = retrograde(CatAndMouse(graph), START)
    verdict = solved.verdict(START)
    line = solved.line()
    moves = []
    for (mouse, cat, turn), step in line:
        moves.append(f"mouse {mouse}->{step}" if turn == MOUSE_TURN else f"cat {cat}->{step}")
    if verdict.value == DRAWN:
        mouse, cat, turn = solved.end_of_line()
        who = "mouse" if turn == MOUSE_TURN else "cat"
        return "\n".join(
            [
                "0: a draw: neither side can force a win.",
                "One line of best play: " + ", ".join(moves) + ",",
                f"and the position (mouse at {mouse}, cat at {cat}, {who} to move) repeats.",
            ]
        )
    winner, loser = ("mouse", "cat") if verdict.value == WIN else ("cat", "mouse")
    plies = verdict.plies or 0
    mouse_moves, cat_moves = (plies + 1) // 2, plies // 2  # the mouse moves first
    mouse, cat, _ = solved.end_of_line()
    if mouse == HOLE:
        ending = "the mouse reaches the hole"
    elif line[-1][0][2] == MOUSE_TURN:
        ending = f"the mouse has to step onto the cat at {cat}"
    else:
        ending = f"the cat catches the mouse at {cat}"
    return "\n".join(
        [
            f"{MOUSE_WIN if winner == 'mouse' else CAT_WIN}: the {winner} wins. With best play the game lasts"
            f" {_moves(plies)} ({mouse_moves} by the mouse, {cat_moves} by the cat),"
            f" the {loser} holding out as long as it can.",
            "Best play: " + ", ".join(moves) + f", and {ending}.",
        ]
    )


def _moves(count: int) -> str:
    return f"{count} move" if count == 1 else f"{count} moves"


def parse(raw: object) -> Args:
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


def generate(size: int, rng: random.Random) -> object:
    """A random valid graph on `size` nodes: about 2 edges per node, and the hole behind one or two doors."""
    # A random tree keeps nodes 1..n-1 connected, and extra edges make cycles to run round. The mouse
    # is never a door, or it would win at once; with few doors the cat can guard them, which makes
    # wins, losses and draws all common.
    n = size
    edges: set[tuple[int, int]] = set()
    rooms = list(range(1, n))
    rng.shuffle(rooms)
    for i in range(1, len(rooms)):
        edges.add(tuple(sorted((rooms[i], rooms[rng.randrange(i)]))))  # type: ignore[arg-type]
    wanted = min(3 * (n - 1) // 2, (n - 1) * (n - 2) // 2 - (n - 1) // 2)
    while len(edges) < wanted:
        a, b = rng.sample(range(1, n), 2)
        edges.add((min(a, b), max(a, b)))
    doors = list(range(2, n))
    for door in rng.sample(doors, min(len(doors), 1 + rng.randrange(2))):
        edges.add((HOLE, door))
    graph: list[list[int]] = [[] for _ in range(n)]
    for a, b in sorted(edges):
        graph[a].append(b)
        graph[b].append(a)
    return graph


def memo_cells(args: Args) -> int:
    """memoized's table, allocated whole: 2n^2 positions for each of the 2n^2 + 1 move budgets."""
    n = len(args["graph"])
    return (2 * n * n + 1) * 2 * n * n


def colour_cells(args: Args) -> int:
    """bottom_up's two tables, colour and unrefuted: 2n^2 cells each."""
    n = len(args["graph"])
    return 2 * 2 * n * n


def walked(args: Args) -> int:
    """generic's work, as the engine's solver reports it: the positions walked forward, and those coloured."""
    solved = retrograde(CatAndMouse(args["graph"]), START)
    return len(solved) + solved.coloured


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: len(args["graph"]), "n"),
    {"naive": 5, "alpha_beta": 8, "memoized": 20, "bottom_up": 200, "generic": 100},
    largest=50,
    examples=([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]], [[1, 3], [0], [3], [0, 2]]),
    explain=explain,
    cells={"memoized": memo_cells, "bottom_up": colour_cells, "generic": walked},
    method="catMouseGame",
    group="Chase games",
)
