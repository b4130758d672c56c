"""Tic-tac-toe, as the tool sees it: the Game and how play shows it, board parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from problems import ttt as chapter
from problems.ttt import EMPTY, LINES, empty_cells, play, to_move, winner
from shared.engine.errors import InputError
from shared.engine.validate import describe
from shared.tool.play import GameSession, Refusal, Words
from shared.tool.registry import Args, Input, declare


class TicTacToe(Words):
    """The chapter's rules as a `shared.engine.game.Game` (the board says whose turn it is), and how play shows them."""

    rules = "Tic-tac-toe: X moves first; three in a row wins. Type a cell's number to mark it."
    ask = "type the number of an empty cell, 1 to 9"
    offset = 1  # cells are typed from 1

    def start(self, board: str) -> str:
        return board

    def to_move(self, board: str) -> str:
        return to_move(board)

    def actions(self, board: str) -> Sequence[int]:
        return empty_cells(board)

    def result(self, board: str, cell: int) -> str:
        return play(board, cell)

    def is_terminal(self, board: str) -> bool:
        return winner(board) is not None or EMPTY not in board

    def utility(self, board: str, player: str) -> float:
        won = winner(board)
        return 0 if won is None else 1 if won == player else -1

    def draw(self, board: str) -> str:
        cells = [mark if mark != EMPTY else str(i + 1) for i, mark in enumerate(board)]
        return "\n---+---+---\n".join(" " + " | ".join(cells[r : r + 3]) for r in (0, 3, 6))

    def read(self, board: str, text: str) -> int | Refusal:
        if text.isdigit() and 1 <= int(text) <= 9 and board[int(text) - 1] != EMPTY:
            return Refusal(f"cell {text} is taken by {board[int(text) - 1]}")
        return cast("int | Refusal", super().read(board, text))

    def describe(self, board: str, cell: int) -> str:
        return f"{to_move(board)} in cell {cell + 1}"

    def ending(self, board: str) -> str:
        won = winner(board)
        return f"{won} has three in a row" if won else "the board is full with no line"


def parse(raw: object) -> Args:
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


def generate(size: int, rng: random.Random) -> object:
    """A board reachable in play with exactly `size` empty cells (random legal moves, no finished game before)."""
    while True:
        board = EMPTY * 9
        while board.count(EMPTY) > size and not winner(board):
            board = play(board, rng.choice(empty_cells(board)))
        if board.count(EMPTY) == size:
            return board


def positions(args: Args) -> int:
    """bottom_up's cells: the distinct positions reachable from the board, itself included, layer by layer."""
    layer, count = {str(args["board"])}, 1
    while layer:
        layer = {play(p, cell) for p in layer if not winner(p) for cell in empty_cells(p)}
        count += len(layer)
    return count


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: str(args["board"]).count(EMPTY), "empty cells"),
    {},
    rest=9,
    key="ttt",
    slug="tic-tac-toe",
    title="Tic-tac-toe",
    examples=(".........", "XX.OO....", "XX.OO.X.."),
    bare_string=True,
    play=lambda args: GameSession(TicTacToe(), args["board"]),
    group="Board games",
    cells={"bottom_up": positions},
)
