"""The position a Connect Four search is at, drawn from the frame as it runs: its own shape, columns of stones.

A search call's arguments say little (`negamax(moved=38)`; a bitboard's `current=736375146669`): the board
is in the frame, as a list of columns (`grid`, bottom up, 0 the first player's stones) or as Pons' two
integers (`current`, `mask`; the table's key is their sum). Read when a call starts or a cell is written,
it is drawn top row first, X the first player, O the second, with the column numbers under it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

__all__ = ["BOARDS", "FIRST", "board_lines", "board_reader", "key_rows"]

FIRST, SECOND, EMPTY = "X", "O", "."
BOARDS = ("c4", "bot")  # the problems whose state is a Connect Four position


def _column_text(col: list[int], r: int) -> str:
    return EMPTY if r >= len(col) else FIRST if col[r] == 0 else SECOND


def _grid_rows(grid: list[list[int]], height: int) -> list[str]:
    return ["".join(_column_text(col, r) for col in grid) for r in range(height - 1, -1, -1)]


def _bit_rows(current: int, mask: int, width: int, height: int) -> list[str]:
    h1 = height + 1
    to_move = FIRST if bin(mask).count("1") % 2 == 0 else SECOND  # the first player moves after an even count
    other = SECOND if to_move == FIRST else FIRST
    rows = []
    for r in range(height - 1, -1, -1):
        row = ""
        for c in range(width):
            bit = 1 << (c * h1 + r)
            row += EMPTY if not mask & bit else to_move if current & bit else other
        rows.append(row)
    return rows


def key_rows(key: int, width: int, height: int) -> list[str]:
    """The board named by a table key, `current + mask`: in each column the top set bit sits over the stones."""
    h1 = height + 1
    current = mask = 0
    for c in range(width):
        part = (key >> (c * h1)) & ((1 << h1) - 1)
        stones = (part + 1).bit_length() - 1
        column_mask = (1 << stones) - 1
        mask |= column_mask << (c * h1)
        current |= (part - column_mask) << (c * h1)
    return _bit_rows(current, mask, width, height)


def board_reader(problem: str, args: Mapping[str, object]) -> Callable[[Mapping[str, object]], list[str] | None] | None:
    """For a Connect Four problem, what reads a frame's locals into the board's rows; None for the others."""
    if problem not in BOARDS:
        return None
    width, height = args.get("width", 7), args.get("height", 6)
    if not isinstance(width, int) or not isinstance(height, int):
        return None

    def read(values: Mapping[str, object]) -> list[str] | None:
        current, mask, grid = values.get("current"), values.get("mask"), values.get("grid")
        if isinstance(current, int) and isinstance(mask, int) and not isinstance(current, bool):
            return _bit_rows(current, mask, width, height)
        if isinstance(grid, list) and len(grid) == width and all(isinstance(col, list) for col in grid):
            return _grid_rows(grid, height)
        return None

    return read


def board_lines(rows: list[str], title: str, width: int) -> list[str]:
    """A board's rows as the terminal shows them: a rule naming it, each cell spaced, the column numbers."""
    head = f"─ {title} (X moves first) "
    lines = [head + "─" * max(0, width - len(head))]
    lines.extend("  " + " ".join(row) for row in rows)
    lines.append("  " + " ".join(str(c % 10) for c in range(1, len(rows[0]) + 1)) if rows else "")
    return [line[:width] for line in lines]
