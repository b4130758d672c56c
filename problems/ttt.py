"""Tic-tac-toe: the yardstick for the search engine.

`board` is 9 characters, row by row, each `X`, `O` or `.` (empty). X moves
first, so X is to move when both have played equally often. The answer is
the value for the player to move under perfect play: +1 win, 0 draw, -1
loss. A board where someone already has three in a row is over: the player
to move has lost (-1). A full board with no line is a draw (0).

    >>> memoized(board=".........")  # the empty board is a draw
    0
    >>> memoized(board="XX.OO....")  # X completes the top row
    1
    >>> memoized(board="XX.OO.X..")  # O to move completes the middle row
    1

The figures every search must reproduce from the empty board: plain minimax
enters 549,946 nodes (255,168 of them finished games); memoizing on the
board evaluates 5,478 distinct positions; folding the 8 symmetries of the
square leaves 765.
"""

from __future__ import annotations

from functools import cache

EMPTY = "."
LINES = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
# The 8 symmetries of the square, each as "cell
# i of the image comes from cell SYM[i]".
SYMMETRIES = (
    (0, 1, 2, 3, 4, 5, 6, 7, 8),
    (6, 3, 0, 7, 4, 1, 8, 5, 2),  # rotate 90
    (8, 7, 6, 5, 4, 3, 2, 1, 0),  # rotate 180
    (2, 5, 8, 1, 4, 7, 0, 3, 6),  # rotate 270
    (2, 1, 0, 5, 4, 3, 8, 7, 6),  # mirror left-right
    (6, 7, 8, 3, 4, 5, 0, 1, 2),  # mirror top-bottom
    (0, 3, 6, 1, 4, 7, 2, 5, 8),  # main diagonal
    (8, 5, 2, 7, 4, 1, 6, 3, 0),  # anti-diagonal
)
# a move order that prunes well
CENTER_CORNERS_EDGES = (4, 0, 2, 6, 8, 1, 3, 5, 7)


def winner(board: str) -> str | None:
    """Who has three in a row, if anyone?"""
    for a, b, c in LINES:
        if board[a] != EMPTY and board[a] == board[b] == board[c]:
            return board[a]
    return None


def to_move(board: str) -> str:
    """Whose turn is it? X starts, so X moves whenever the counts are equal."""
    return "X" if board.count("X") == board.count("O") else "O"


def play(board: str, cell: int) -> str:
    """The board after the player to move marks `cell`."""
    return board[:cell] + to_move(board) + board[cell + 1 :]


def empty_cells(board: str) -> list[int]:
    """The cells still free, in reading order."""
    return [i for i, mark in enumerate(board) if mark == EMPTY]


def naive(board: str) -> int:
    """Negamax over every game that can follow.
    Time O(b!), Space O(b), b = empty cells."""

    def value(board: str) -> int:
        if winner(board):
            return -1  # the player who just moved made the line
        best = -2
        for cell in empty_cells(board):
            best = max(best, -value(play(board, cell)))
        return 0 if best == -2 else best  # no cell left: a draw

    return value(board)


def alpha_beta(board: str) -> int:
    """Negamax with alpha-beta pruning, center and corners first.
    Time O(sqrt(b!)), Space O(b), b = empty cells."""
    # Well ordered, alpha-beta enters about the square
    # root of minimax's tree (Knuth and Moore, 1975).

    def value(board: str, alpha: int, beta: int) -> int:
        if winner(board):
            return -1
        best = -2
        for cell in CENTER_CORNERS_EDGES:
            if board[cell] != EMPTY:
                continue
            best = max(best, -value(play(board, cell), -beta, -alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return 0 if best == -2 else best

    return value(board, -1, 1)


def memoized(board: str) -> int:
    """Negamax with a memo table keyed by the board.
    Time O(3^b), Space O(3^b), b = empty cells."""

    @cache
    def value(board: str) -> int:
        if winner(board):
            return -1  # the player who just moved made the line
        best = -2
        for cell in empty_cells(board):
            best = max(best, -value(play(board, cell)))
        return 0 if best == -2 else best  # no cell left: a draw

    return value(board)


def bottom_up(board: str) -> int:
    """A table of reachable positions, filled last layer first.
    Time O(3^b), Space O(3^b), b = empty cells."""
    layers = [[board]]  # layers[k]: the distinct positions k moves ahead
    while True:
        ahead = {
            play(position, cell)
            for position in layers[-1]
            if not winner(position)
            for cell in empty_cells(position)
        }
        if not ahead:
            break
        layers.append(sorted(ahead))
    value: dict[str, int] = {}
    for layer in reversed(layers):
        for position in layer:
            if winner(position):
                value[position] = -1
            else:
                children = [
                    value[play(position, cell)]
                    for cell in empty_cells(position)
                ]
                value[position] = -min(children) if children else 0
    return value[board]


def canonical(board: str) -> str:
    """The least of the board's 8 symmetric
    images: one name for the whole family."""
    return min("".join(board[i] for i in sym) for sym in SYMMETRIES)


def symmetry(board: str) -> int:
    """Negamax memoized up to rotation and reflection.
    Time O(3^b), Space O(3^b), b = empty cells, up to 8x fewer."""

    @cache
    def value(board: str) -> int:
        if winner(board):
            return -1  # the player who just moved made the line
        best = -2
        for cell in empty_cells(board):
            best = max(best, -value(canonical(play(board, cell))))
        return 0 if best == -2 else best  # no cell left: a draw

    return value(canonical(board))
