"""Tic-tac-toe, as the tool sees it: the Game and how play shows it, board parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, cast

from problems import ttt
from problems.ttt import EMPTY, LINES, empty_cells, play, to_move, winner
from shared.engine.errors import InputError
from shared.engine.game import TurnGame
from shared.engine.validate import describe
from shared.tool.play import GameSession, Refusal, Session, Words
from shared.tool.registry import Args, Problem


class TicTacToe(Words, TurnGame[str, int]):
    """The chapter's rules on the engine (the board says whose turn it is), and how play shows them."""

    rules = "Tic-tac-toe: X moves first; three in a row wins. Type a cell's number to mark it."
    ask = "type the number of an empty cell, 1 to 9"
    offset = 1  # cells are typed from 1
    players = ("X", "O")

    def start(self, position: str, player: str | None = None) -> tuple[str, str]:
        return super().start(position, player or to_move(position))

    def moves(self, board: str) -> Sequence[int]:
        return [] if winner(board) else empty_cells(board)

    def play(self, board: str, cell: int) -> str:
        return play(board, cell)

    def score(self, board: str) -> float | None:
        if winner(board):
            return -1  # the player who just moved made the line
        return 0 if EMPTY not in board else None

    def draw(self, state: tuple[str, str]) -> str:
        cells = [mark if mark != EMPTY else str(i + 1) for i, mark in enumerate(state[0])]
        return "\n---+---+---\n".join(" " + " | ".join(cells[r : r + 3]) for r in (0, 3, 6))

    def read(self, state: tuple[str, str], text: str) -> int | Refusal:
        board = state[0]
        if text.isdigit() and 1 <= int(text) <= 9 and board[int(text) - 1] != EMPTY:
            return Refusal(f"cell {text} is taken by {board[int(text) - 1]}")
        return cast("int | Refusal", super().read(state, text))

    def describe(self, state: tuple[str, str], cell: int) -> str:
        return f"{state[1]} in cell {cell + 1}"

    def ending(self, state: tuple[str, str]) -> str:
        won = winner(state[0])
        return f"{won} has three in a row" if won else "the board is full with no line"


def positions(args: Args) -> int:
    """bottom_up's cells: the distinct positions reachable from the board, itself included, layer by layer."""
    layer, count = {str(args["board"])}, 1
    while layer:
        layer = {play(p, cell) for p in layer if not winner(p) for cell in empty_cells(p)}
        count += len(layer)
    return count


class TicTacToeProblem(Problem):
    chapter = ttt
    key, slug, title, size_name, group, bare_string = (
        "ttt",
        "tic-tac-toe",
        "Tic-tac-toe",
        "empty cells",
        "Board games",
        True,
    )
    rest, cells = 9, {"bottom_up": positions}

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

    def play(self, args: Args) -> Session[Any]:
        return GameSession(TicTacToe(), args["board"])
