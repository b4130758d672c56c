"""Tic-tac-toe for `kata play`: the chapter's rules on the engine (the board says whose turn it is), and its words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from problems.ttt import EMPTY, empty_cells, play, to_move, winner
from shared.engine.game import TurnGame
from shared.tool.play.loop import Refusal
from shared.tool.play.session import Words

__all__ = ["TicTacToe"]


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
