"""Connect Four, as the tool sees it: input parsing, seeded positions, and the declaration."""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from typing import Any

from problems import connect_four
from problems.connect_four import can_win_now, makes_four, replay
from shared.engine.errors import InputError
from shared.engine.validate import describe, expect_int
from shared.tool.ideas import load_ideas, missing_idea
from shared.tool.play import Session
from shared.tool.registry import Args, Problem, Variant, reachable
from shared.tool.text import ordinal

WIDTH, HEIGHT = 7, 6  # the standard board, and the default
FIELDS = ("moves", "width", "height")


def position_fields(raw: object, fields: tuple[str, ...], what: str) -> tuple[dict[str, object], str, int, int]:
    """A move string ("4453") or an object of `fields`, checked: the object, its moves, width and height."""
    given: dict[str, object] = raw if isinstance(raw, dict) else {"moves": raw}
    unknown = sorted(set(given) - set(fields))
    if unknown:
        raise InputError(f"unknown field {unknown[0]!r}: {what} has {', '.join(fields)}")
    moves = given.get("moves", "")
    if isinstance(moves, int) and not isinstance(moves, bool) and moves > 0:
        moves = str(moves)  # `kata solve c4 4453` reads the digits as a JSON number
    if not isinstance(moves, str):
        raise InputError(f'moves must be a string ("4453"), got {describe(moves)}')
    width = expect_int(given.get("width", WIDTH), "width", 1, connect_four.MAX_WIDTH)
    height = expect_int(given.get("height", HEIGHT), "height", 1, connect_four.MAX_BITS - 1)  # width 1: 64 bits
    return given, moves, width, height


def positions(args: Args) -> int:
    """bottom_up's cells: the positions it scores, those reached from the input by moves that do not win."""
    p = connect_four.Position(str(args["moves"]), int(args["width"]), int(args["height"]))

    def quiet(position: tuple[int, int]) -> list[tuple[int, int]]:
        (current, mask), wins = position, p.spots(*position)
        moves = ((mask + bottom) & column for bottom, column in zip(p.bottom, p.column, strict=True))  # 0: full
        return [(current ^ mask, mask | move) for move in moves if move and not move & wins]

    return reachable((p.current, p.mask), quiet)


def random_position(
    played: int, rng: random.Random, width: int = WIDTH, height: int = HEIGHT, *, quiet: bool = False
) -> str:
    """`played` random moves in which nobody has won and the player to move cannot win at once; `quiet`: no move
    hands the opponent a win in one either, where one can be had. Play starts over when it runs into a win.

    Positions won in one move are left out, as in Pons' test sets: they
    measure nothing but the first check.
    """
    while True:
        grid: list[list[int]] = [[] for _ in range(width)]
        moves = ""
        while len(moves) < played:
            player = len(moves) % 2
            columns = [c for c in range(width) if len(grid[c]) < height]
            if quiet:
                columns = [c for c in columns if not makes_four(grid, c, player) and not _hands_four(grid, c, height)]
            if not columns:
                break
            col = rng.choice(columns)
            if makes_four(grid, col, player):
                break
            grid[col].append(player)
            moves += str(col + 1)
        if len(moves) == played and not can_win_now(grid, height, played % 2):
            return moves


def _hands_four(grid: list[list[int]], col: int, height: int) -> bool:
    """Would a stone in `col` by the player to move let the opponent complete four at once?"""
    player = sum(map(len, grid)) % 2
    grid[col].append(player)
    handed = can_win_now(grid, height, 1 - player)
    grid[col].pop()
    return handed


class OnTheBoard(Problem):
    """A Connect Four position as the input (c4 and its players): a move string, sized by the cells still free."""

    param, size_name, group, bare_string = "moves", "empty cells", "Board games", True

    def size(self, args: Args) -> int:
        """The cells still free: what bounds the depth of every search."""
        return int(args["width"]) * int(args["height"]) - len(str(args["moves"]))

    def draw(self, v: Variant, size: int, rng: random.Random) -> dict[str, object]:
        """A position of random play with `size` empty cells: on 7 x 6 half the time, else on any board of 4 to 7
        columns and 4 to 6 rows that holds them (the width and height a solver must not take for granted)."""
        shapes = [(w, h) for w in range(4, WIDTH + 1) for h in range(4, HEIGHT + 1) if w * h >= size]
        width, height = (WIDTH, HEIGHT) if rng.getrandbits(1) or size > WIDTH * HEIGHT else rng.choice(shapes)
        return {"moves": random_position(width * height - size, rng, width, height), "width": width, "height": height}


class ConnectFourProblem(OnTheBoard):
    chapter = connect_four
    key, slug, title = "c4", "connect-four", "Connect Four"
    limits = {
        "naive": 10,
        "alpha_beta": 14,
        "ordered": 16,
        "bitboard": 17,
        "memoized": 20,
        "null_window": 20,
        "no_losing_moves": 22,
        "threat_order": 25,
        "fixed_table": 25,
        "lower_bounds": 28,  # what it solves in the budget: the middle game; openings of 8-13 moves may take minutes
        "bottom_up": 16,
    }
    cells = {"bottom_up": positions}
    must_reach = {"lower_bounds": 26}
    method = "solve"  # `class Solution` with solve(moves, width, height): Pons' solver's name for it
    # `kata bench c4`'s position sets, as in Pons' tutorial: seeded random play, grouped by moves played.
    position_sets = (("end game", 28, 34), ("middle game", 14, 22), ("opening", 8, 13))

    def parse(self, raw: object) -> Args:
        """A move string ("4453"), or {"moves": "4453", "width": 7, "height": 6}; every move legal in turn."""
        _, moves, width, height = position_fields(raw, FIELDS, "a position")
        replay(moves, width, height)
        return {"moves": moves, "width": width, "height": height}

    def generate(self, size: int, rng: random.Random) -> object:
        """The first 42 - size moves of a random quiet 7 x 6 game: the same seed gives one game at every size."""
        return random_position(WIDTH * HEIGHT, rng, quiet=True)[: WIDTH * HEIGHT - size]

    def meaning(self, args: Args, answer: Any) -> str | None:
        """Pons' score in words: a win with the winner's k-th stone scores (cells + 1) // 2 + 1 - k."""
        if not isinstance(answer, int) or isinstance(answer, bool):
            return None
        if answer == 0:
            return "0: a draw with best play on both sides"
        stone = (args["width"] * args["height"] + 1) // 2 + 1 - abs(answer)
        who = "the player to move" if answer > 0 else "the opponent"
        return f"{answer}: {who} wins with their {ordinal(stone)} stone, with best play on both sides"

    def extra_checks(self, name: str, func: Callable[..., Any], count_calls: Callable[..., int]) -> list[str]:
        """Failure lines when the learner's variant explores about as many positions as the step without its idea."""
        return missing_idea(self, load_ideas(self.stem).get(name), name, func, count_calls)

    def position_set(self, low: int, high: int, count: int) -> list[object]:
        """`count` random 7 x 6 positions of `low` to `high` moves, seeded by the range: the same set on every run."""
        rng = random.Random(low * 100 + high)
        return [random_position(rng.randint(low, high), rng) for _ in range(count)]

    def analyze(self, v: Variant, args: Args) -> list[int | None]:
        return connect_four.analyze(**args, solve=v.func)

    def weak(self, v: Variant, args: Args) -> int:
        if "weak" not in inspect.signature(v.func).parameters:
            raise InputError("no weak mode: it finds the exact score only")
        return int(v.func(**args, weak=True))

    def play(self, args: Args) -> Session[Any]:
        from shared.tool.play.connect_four import session  # the teacher bot: only `kata play c4` loads it

        return session(args)
