"""Tic-tac-toe, as the tool sees it: board parsing and the declaration (its game: `shared.tool.play.ttt`)."""

from __future__ import annotations

import random

from problems import ttt
from problems.ttt import EMPTY, LINES, empty_cells, play, winner
from shared.engine.errors import InputError
from shared.engine.validate import describe
from shared.tool.play.ttt import TicTacToe
from shared.tool.registry import Args, Problem, reachable


class TicTacToeProblem(Problem):
    chapter = ttt
    key, slug, title = "ttt", "tic-tac-toe", "Tic-tac-toe"
    size_name, group, bare_string = "empty cells", "Board games", True
    rest, game = 9, TicTacToe
    # bottom_up's cells: the positions the game's rules reach from the board, itself included (a won one has no move).
    cells = {"bottom_up": lambda args: reachable(args["board"], TicTacToe().children)}
    not_the_first = {"naive": "the empty board is 549,946 calls, 1.1 million events: past the cap of 100,000"}

    def parse(self, raw: object) -> Args:
        """A 9-character board of X, O and '.', reachable by X and O taking turns from the empty board."""
        if not isinstance(raw, str):
            raise InputError(f"board must be a string of 9 characters, got {describe(raw)}")
        if len(raw) != 9:
            raise InputError(f"board must have 9 characters (3 rows of 3), got {len(raw)}")
        strange = sorted(set(raw) - {"X", "O", EMPTY})
        if strange:
            raise InputError(f"board may hold only X, O and '.', got {strange[0]!r}")
        x, o = raw.count("X"), raw.count("O")
        if x - o not in (0, 1):
            raise InputError(f"board has {x} X and {o} O; X moves first, so X has as many as O or one more")
        lines = {mark: sum(1 for a, b, c in LINES if raw[a] == raw[b] == raw[c] == mark) for mark in "XO"}
        if lines["X"] and lines["O"]:
            raise InputError("board has three in a row for both X and O; the game stops at the first")
        if lines["X"] and x == o:
            raise InputError("board has O moving after X already won")
        if lines["O"] and x > o:
            raise InputError("board has X moving after O already won")
        return {"board": raw}

    def generate(self, size: int, rng: random.Random) -> object:
        """A board reachable in play with exactly `size` empty cells (random legal moves, no finished game before)."""
        while True:
            board = EMPTY * 9
            while board.count(EMPTY) > size and not winner(board):
                board = play(board, rng.choice(empty_cells(board)))
            if board.count(EMPTY) == size:
                return board

    def size(self, args: Args) -> int:
        return str(args["board"]).count(EMPTY)
