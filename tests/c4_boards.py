"""Every reachable position of a small Connect Four board, and its exact score: the oracle of the exhaustive tests.

Positions are found layer by layer from the empty board, one move string per position (the first
that reaches it); a move that wins ends the game, so no position holds a four. The scores are
filled from the last layer back, as `bottom_up` fills its table: a position scores a win now if
a move makes four, else the best of minus its children's scores (0 on a full board). Each
position is a separate call of the variants checked against it, so a mirrored position is
checked as itself: the variants' move orders are not symmetric (centre first breaks ties left).
"""

from __future__ import annotations

from functools import cache

Layer = dict[int, tuple[str, int, int]]  # bitboard key -> (moves, current, mask)


@cache
def layers(width: int, height: int) -> tuple[Layer, ...]:
    """The reachable positions with no four on the board, by number of stones played."""
    h1 = height + 1
    bottom = [1 << (c * h1) for c in range(width)]
    top = [1 << (c * h1 + height - 1) for c in range(width)]
    column = [((1 << height) - 1) << (c * h1) for c in range(width)]
    shifts = (1, h1, height, height + 2)
    found: list[Layer] = [{0: ("", 0, 0)}]
    while found[-1]:
        ahead: Layer = {}
        for moves, current, mask in found[-1].values():
            for col in range(width):
                if mask & top[col]:
                    continue
                stones = current | ((mask + bottom[col]) & column[col])
                if any((pairs := stones & (stones >> s)) & (pairs >> 2 * s) for s in shifts):
                    continue  # a winning move: the game ends there, no position after it
                child_mask = mask | (mask + bottom[col])
                child = current ^ mask
                ahead.setdefault(child + child_mask, (moves + str(col + 1), child, child_mask))
        found.append(ahead)
    return tuple(found[:-1])


def first_path(moves: str, width: int, height: int) -> str:
    """The move string the table files this position under: the first that reaches it (moves in any order)."""
    h1 = height + 1
    current = mask = 0
    for digit in moves:
        current ^= mask
        mask |= mask + (1 << ((int(digit) - 1) * h1))
    return layers(width, height)[len(moves)][current + mask][0]


@cache
def scores(width: int, height: int) -> dict[str, int]:
    """The exact score of every reachable position, by its move string."""
    h1 = height + 1
    cells = width * height
    bottom = [1 << (c * h1) for c in range(width)]
    top = [1 << (c * h1 + height - 1) for c in range(width)]
    column = [((1 << height) - 1) << (c * h1) for c in range(width)]
    shifts = (1, h1, height, height + 2)
    by_key: dict[int, int] = {}
    exact: dict[str, int] = {}
    for moved, layer in reversed(list(enumerate(layers(width, height)))):
        for key, (moves, current, mask) in layer.items():
            best = 0 if moved == cells else -cells
            for col in range(width):
                if mask & top[col]:
                    continue
                stones = current | ((mask + bottom[col]) & column[col])
                if any((pairs := stones & (stones >> s)) & (pairs >> 2 * s) for s in shifts):
                    best = (cells + 1 - moved) // 2
                    break
                child_mask = mask | (mask + bottom[col])
                best = max(best, -by_key[(current ^ mask) + child_mask])
            by_key[key] = best
            exact[moves] = best
    return exact


LIMITED = ("naive", "bottom_up")  # every line, every position: held to their declared limits in empty cells


def checked(name: str, width: int, height: int) -> list[str]:
    """The positions the exhaustive test calls the variant on: all, but naive's and bottom_up's up to their limits."""
    from shared.tool.catalog import find_problem

    every = scores(width, height)
    most = find_problem("c4").variant(name).limit if name in LIMITED else width * height
    return [moves for moves in every if width * height - len(moves) <= most]


def disagreements(job: tuple[str, int, int, list[str]]) -> list[tuple[str, int, int]]:
    """(moves, the variant's score, the exact one) wherever the named variant is wrong on the given positions."""
    from problems import connect_four as chapter

    name, width, height, chunk = job
    func = getattr(chapter, name)
    exact = scores(width, height)
    return [(moves, got, exact[moves]) for moves in chunk if (got := func(moves, width, height)) != exact[moves]]
