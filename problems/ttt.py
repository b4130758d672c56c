"""Tic-tac-toe: the yardstick for the search engine.

`board` is 9 characters, row by row, each `X`, `O` or `.` (empty). X moves
first, so X is to move when both have played equally often. The answer is
the value for the player to move under perfect play: +1 win, 0 draw, -1
loss. A board where someone already has three in a row is over: the player
to move has lost (-1). A full board with no line is a draw (0).

    "........."  ->  0   (the empty board is a draw)
    "XX.OO...."  -> +1   (X completes the top row)
    "XX.OO.X.."  -> +1   (O to move completes the middle row)

The figures every search must reproduce from the empty board: plain minimax
enters 549,946 nodes (255,168 of them finished games); memoizing on the
board evaluates 5,478 distinct positions; folding the 8 symmetries of the
square leaves 765.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from shared.engine.counting import count_node
from shared.engine.errors import InputError
from shared.engine.validate import describe
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant

EMPTY = "."
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
# The 8 symmetries of the square, each as "cell i of the image comes from cell SYM[i]".
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
CENTER_CORNERS_EDGES = (4, 0, 2, 6, 8, 1, 3, 5, 7)  # a move order that prunes well


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
    """Negamax over every game that can follow. Time O(b!), Space O(b), b = empty cells."""

    def value(board: str) -> int:
        count_node()
        if winner(board):
            return -1  # the player who just moved made the line
        best = -2
        for cell in empty_cells(board):
            best = max(best, -value(play(board, cell)))
        return 0 if best == -2 else best  # no cell left: a draw

    return value(board)


def alpha_beta(board: str) -> int:
    """Negamax with alpha-beta pruning, center and corners first. Time O(sqrt(b!)), Space O(b), b = empty cells."""
    # Well ordered, alpha-beta enters about the square root of minimax's tree (Knuth and Moore, 1975).

    def value(board: str, alpha: int, beta: int) -> int:
        count_node()
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
    """Negamax with a memo table keyed by the board. Time O(3^b), Space O(3^b), b = empty cells."""
    memo: dict[str, int] = {}

    def value(board: str) -> int:
        if board in memo:
            return memo[board]
        count_node()
        if winner(board):
            best = -1
        else:
            best = -2
            for cell in empty_cells(board):
                best = max(best, -value(play(board, cell)))
            best = 0 if best == -2 else best
        memo[board] = best
        return best

    return value(board)


def bottom_up(board: str) -> int:
    """A table of reachable positions, filled last layer first. Time O(3^b), Space O(3^b), b = empty cells."""
    layers = [[board]]  # layers[k]: the distinct positions k moves ahead
    while True:
        ahead = {
            play(position, cell) for position in layers[-1] if not winner(position) for cell in empty_cells(position)
        }
        if not ahead:
            break
        layers.append(sorted(ahead))
    value: dict[str, int] = {}
    for layer in reversed(layers):
        for position in layer:
            count_node()
            if winner(position):
                value[position] = -1
            else:
                children = [value[play(position, cell)] for cell in empty_cells(position)]
                value[position] = -min(children) if children else 0
    return value[board]


def canonical(board: str) -> str:
    """The least of the board's 8 symmetric images: one name for the whole family."""
    return min("".join(board[i] for i in sym) for sym in SYMMETRIES)


def symmetry(board: str) -> int:
    """Negamax memoized up to rotation and reflection. Time O(3^b), Space O(3^b), b = empty cells, 8x fewer."""
    memo: dict[str, int] = {}

    def value(board: str) -> int:
        key = canonical(board)
        if key in memo:
            return memo[key]
        count_node()
        if winner(board):
            best = -1
        else:
            best = -2
            for cell in empty_cells(board):
                best = max(best, -value(play(board, cell)))
            best = 0 if best == -2 else best
        memo[key] = best
        return best

    return value(board)


class TicTacToe:
    """The same rules as a `shared.engine.game.Game`, for the generic searches. State: the board."""

    def to_move(self, state: str) -> str:
        return to_move(state)

    def actions(self, state: str) -> Sequence[int]:
        return empty_cells(state)

    def result(self, state: str, move: int) -> str:
        return play(state, move)

    def is_terminal(self, state: str) -> bool:
        return winner(state) is not None or EMPTY not in state

    def utility(self, state: str, player: str) -> float:
        won = winner(state)
        return 0 if won is None else 1 if won == player else -1


def play_game(args: Args) -> GameSession[str, int]:
    """`kata play ttt BOARD`: cells are numbered 1 to 9, row by row; the bot never loses."""

    def draw(board: str) -> str:
        cells = [mark if mark != EMPTY else str(i + 1) for i, mark in enumerate(board)]
        rows = [" " + " | ".join(cells[r : r + 3]) for r in (0, 3, 6)]
        return "\n---+---+---\n".join(rows)

    def parse_move(board: str, text: str) -> int | Refusal:
        if not text.isdigit() or not 1 <= int(text) <= 9:
            return Refusal("type the number of an empty cell, 1 to 9")
        if board[int(text) - 1] != EMPTY:
            return Refusal(f"cell {text} is taken by {board[int(text) - 1]}")
        return int(text) - 1

    def ending(board: str) -> str:
        won = winner(board)
        return f"{won} has three in a row" if won else "the board is full with no line"

    return GameSession(
        TicTacToe(),
        args["board"],
        intro="Tic-tac-toe: X moves first; three in a row wins. Type a cell's number to mark it.",
        draw=draw,
        parse_move=parse_move,
        describe=lambda board, cell: f"{to_move(board)} in cell {cell + 1}",
        ending=ending,
    )


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


PROBLEM = Problem(
    key="ttt",
    slug="tic-tac-toe",
    title="Tic-tac-toe",
    param="board",
    variants=(
        variant(naive, limit=9),
        variant(alpha_beta, limit=9),
        variant(memoized, limit=9),
        variant(bottom_up, limit=9),
        variant(symmetry, limit=9),
    ),
    parse=parse,
    size=lambda args: str(args["board"]).count(EMPTY),
    size_name="empty cells",
    generate=generate,
    examples=(".........", "XX.OO....", "XX.OO.X.."),
    bare_string=True,
    play=play_game,
)
