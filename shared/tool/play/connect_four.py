"""`kata play c4`: Connect Four against a teacher bot that says how it chose.

The bot plays perfectly when the chapter's fastest solver (`lower_bounds`)
scores every move within the budget (1 s by default, `--budget`); before
that, it plays a depth-limited alpha-beta on a heuristic (open lines of
one to three stones, weighted, plus stones in the middle columns),
deepened one ply at a time until the budget runs out. Its reason names
which: "solved: ..." or "heuristic, depth 6". A move of the bot, or a
hint, takes at most twice the budget (the solver's try, then the
heuristic's); the solver is stopped by a timer, so nothing hangs.

Scores are the chapter's: for the player to move, a win with their own
m-th move from now scores (cells + 3 - moved) // 2 - m, so the words say
"a win in m of your moves" and the number beside it is the exact score.
"""

from __future__ import annotations

import math
import signal
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

from problems.connect_four import center_first, lower_bounds, makes_four
from shared.tool.play.loop import GameResult, Refusal, Session

BUDGET = 1.0  # seconds the bot may think per move, by default
WIN = 10_000  # the heuristic's value of a won position, less the plies it takes
WEIGHTS = (0, 1, 4, 16)  # a line of four holding 0..3 stones of one player and none of the other
T = TypeVar("T")


class _OutOfTimeError(Exception):
    """The budget ran out before the search finished."""


def within(budget: float, work: Callable[[], T]) -> T | None:
    """work(), or None if it takes longer than budget seconds (a timer stops it; main thread only)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        return None  # no timer to stop it: the caller falls back on the heuristic, which checks the clock

    def ring(signum: int, frame: object) -> None:
        raise _OutOfTimeError

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, budget)
    try:
        return work()
    except _OutOfTimeError:
        return None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def windows(width: int, height: int) -> list[tuple[tuple[int, int], ...]]:
    """Every line of four cells (column, row) on the board."""
    lines = []
    for c in range(width):
        for r in range(height):
            for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = tuple((c + k * dc, r + k * dr) for k in range(4))
                if all(0 <= x < width and 0 <= y < height for x, y in cells):
                    lines.append(cells)
    return lines


class _Heuristic:
    """A depth-limited alpha-beta on a board, scored by open lines and centre stones, stopped by a clock."""

    def __init__(self, moves: str, width: int, height: int, deadline: float) -> None:
        self.grid: list[list[int]] = [[] for _ in range(width)]
        for i, d in enumerate(moves):
            self.grid[int(d) - 1].append(i % 2)
        self.height, self.deadline = height, deadline
        self.lines = windows(width, height)
        self.order = center_first(width)
        self.centre = {c: width // 2 - abs(c - width // 2) for c in range(width)}

    def evaluate(self, player: int) -> int:
        """The open lines of one to three stones (weighted) and the centre stones, for player less the other's."""
        value = 0
        for line in self.lines:
            mine = theirs = 0
            for c, r in line:
                if r < len(self.grid[c]):
                    if self.grid[c][r] == player:
                        mine += 1
                    else:
                        theirs += 1
            if not theirs:
                value += WEIGHTS[mine] if mine < 4 else 0
            elif not mine:
                value -= WEIGHTS[theirs] if theirs < 4 else 0
        for c, column in enumerate(self.grid):
            for stone in column:
                value += self.centre[c] if stone == player else -self.centre[c]
        return value

    def search(self, moved: int, depth: int, alpha: int, beta: int) -> int:
        """Negamax with alpha-beta to `depth` plies, a win scoring WIN less the plies to it."""
        if time.perf_counter() > self.deadline:
            raise _OutOfTimeError
        player = moved % 2
        playable = [c for c in self.order if len(self.grid[c]) < self.height]
        if not playable:
            return 0
        for c in playable:
            if makes_four(self.grid, c, player):
                return WIN - moved
        if depth == 0:
            return self.evaluate(player)
        best = -math.inf
        for c in playable:
            self.grid[c].append(player)
            value = -self.search(moved + 1, depth - 1, -beta, -alpha)
            self.grid[c].pop()
            if value > best:
                best = value
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return int(best)


def heuristic_move(moves: str, width: int, height: int, budget: float) -> tuple[int, int, int]:
    """(column, value, depth): the best move of the deepest alpha-beta search finished within budget.

    Iterative deepening: depth 1, 2, ... until the clock runs out or the
    search reaches the end of the game; the previous depth's best move is
    tried first. A win found scores WIN less the plies to it.
    """
    board = _Heuristic(moves, width, height, time.perf_counter() + budget)
    grid = board.grid
    moved = len(moves)
    player = moved % 2
    first = [c for c in board.order if len(grid[c]) < height]
    for c in first:
        if makes_four(grid, c, player):
            return c, WIN - moved, 1
    chosen, value, reached = first[0], 0, 0
    for depth in range(1, width * height - moved + 1):
        best_col, best = first[0], -math.inf
        try:
            for c in first:
                grid[c].append(player)
                floor = int(best) if best > -math.inf else -2 * WIN
                score = -board.search(moved + 1, depth - 1, -2 * WIN, -floor)
                grid[c].pop()
                if score > best:
                    best_col, best = c, score
        except _OutOfTimeError:  # this depth is unfinished: keep the last finished one's move
            break
        chosen, value, reached = best_col, int(best), depth
        first.remove(best_col)
        first.insert(0, best_col)
        if abs(value) > WIN // 2:  # a forced result: looking deeper changes nothing
            break
    return chosen, value, reached


def moves_to_end(score: int, moved: int, cells: int) -> int:
    """How many of the winner's own moves the win takes, from a score for the player to move."""
    if score > 0:
        return (cells + 3 - moved) // 2 - score
    return (cells + 2 - moved) // 2 + score


class ConnectFourSession(Session[int]):
    """A game of Connect Four from a position, against the teacher bot (a `shared.tool.play.Session`)."""

    budget: float  # seconds the bot may think per move: it searches on a clock

    def __init__(self, moves: str, width: int, height: int, *, budget: float = BUDGET, ascii_only: bool = False):
        self.moves, self.width, self.height = moves, width, height
        self.budget = budget
        self.ascii_only = ascii_only
        self.first = 0  # seat 0 is the player to move at the start
        self._seat0 = len(moves) % 2
        self._scores: dict[str, int] = {}  # position -> exact score for its player to move

    # The board.

    def _grid(self, moves: str | None = None) -> list[list[int]]:
        grid: list[list[int]] = [[] for _ in range(self.width)]
        for i, d in enumerate(self.moves if moves is None else moves):
            grid[int(d) - 1].append(i % 2)
        return grid

    def _won(self) -> bool:
        if not self.moves:
            return False
        grid = self._grid(self.moves[:-1])
        return makes_four(grid, int(self.moves[-1]) - 1, (len(self.moves) - 1) % 2)

    def _open(self) -> list[int]:
        grid = self._grid()
        return [c for c in range(self.width) if len(grid[c]) < self.height]

    def _marks(self) -> tuple[str, str, str]:
        return ("X", "O", ".") if self.ascii_only else ("\u25cf", "\u25cb", "\u00b7")

    # The Session protocol.

    def intro(self) -> str:
        x, o, _ = self._marks()
        return (
            f"Connect Four on {self.width} x {self.height}: drop a stone in a column; four in a row, column or "
            f"diagonal wins. {x} moves first, {o} second. Type a column's number, 1 to {self.width}. The bot "
            f"plays perfectly when it can solve the position within {self.budget:g} s, else by a heuristic."
        )

    def draw(self) -> str:
        grid = self._grid()
        marks = self._marks()
        rows = []
        for r in range(self.height - 1, -1, -1):
            rows.append(" " + " ".join(marks[grid[c][r]] if r < len(grid[c]) else marks[2] for c in range(self.width)))
        rows.append(" " + " ".join(str(c + 1) for c in range(self.width)))
        return "\n".join(rows)

    def to_move(self) -> int:
        return (len(self.moves) - self._seat0) % 2

    def parse_move(self, text: str) -> int | Refusal:
        if not text.isdigit():
            return Refusal(f"type a column's number, 1 to {self.width}")
        col = int(text)
        if not 1 <= col <= self.width:
            return Refusal(f"there is no column {col}: columns are 1 to {self.width}")
        if col - 1 not in self._open():
            return Refusal(f"column {col} is full")
        return col - 1

    def describe(self, move: int) -> str:
        mark = self._marks()[len(self.moves) % 2]
        return f"{mark} in column {move + 1}"

    def apply(self, move: int) -> None:
        self.moves += str(move + 1)

    def outcome(self) -> GameResult | None:
        if self._won():
            mark = self._marks()[(len(self.moves) - 1) % 2]
            return GameResult(self.to_move() ^ 1, f"{mark} has four in a line")
        if len(self.moves) == self.width * self.height:
            return GameResult(None, "the board is full with no four")
        return None

    # Scores.

    def _score(self, moves: str) -> int:
        """The exact score of a position not yet won, for its player to move (remembered)."""
        if moves not in self._scores:
            self._scores[moves] = lower_bounds(moves, self.width, self.height)
        return self._scores[moves]

    def _after(self, col: int) -> int:
        """The exact score for the player to move after dropping in col."""
        grid = self._grid()
        if makes_four(grid, col, len(self.moves) % 2):
            return (self.width * self.height + 1 - len(self.moves)) // 2
        if len(self.moves) + 1 == self.width * self.height:
            return 0
        return -self._score(self.moves + str(col + 1))

    def _best(self) -> tuple[int, int] | None:
        """A best move and the position's exact score, or None if the solver ran out of time.

        The position's own score comes first (one solve); then the moves in
        centre-first order until one keeps it: a worse move need not be solved.
        """

        def solve() -> tuple[int, int]:
            open_columns = [c for c in center_first(self.width) if c in self._open()]
            for c in open_columns:  # a win at once needs no search, and the solver assumes there is none
                if makes_four(self._grid(), c, len(self.moves) % 2):
                    return c, self._after(c)
            score = self._score(self.moves)
            for c in open_columns:
                if self._after(c) == score:
                    return c, score
            raise AssertionError("no move keeps the position's score")  # pragma: no cover - the solver is exact

        return within(self.budget, solve)

    def _worth(self, score: int, moved: int) -> str:
        cells = self.width * self.height
        if score == 0:
            return "a draw (score 0)"
        m = moves_to_end(score, moved, cells)
        plural = "move" if m == 1 else "moves"
        if score > 0:
            return f"a win in {m} of your {plural} (score {score})"
        return f"a loss in {m} of the opponent's {plural} (score {score})"

    def winning_moves(self) -> list[int]:
        best = self._best()
        return [best[0]] if best is not None and best[1] > 0 else []

    def hint(self) -> str:
        """The best move with its exact score when the solver finishes in time, else the heuristic's choice."""
        best = self._best()
        if best is not None:
            return f"Best move: column {best[0] + 1}, solved: {self._worth(best[1], len(self.moves))}."
        col, _, depth = heuristic_move(self.moves, self.width, self.height, self.budget)
        return f"Best move: column {col + 1}, by the heuristic at depth {depth} (not solved in {self.budget:g} s)."

    def blunder(self, move: int) -> str | None:
        best = self._best()
        after = within(self.budget, lambda: self._after(move)) if best is not None else None
        if best is None or after is None or after >= best[1]:
            return None
        moved = len(self.moves)
        return (
            f"the position was worth {self._worth(best[1], moved)} for you; "
            f"after this move, {self._worth(after, moved)}"
        )

    def bot_move(self) -> tuple[int, str]:
        solved = self._best()
        moved = len(self.moves)
        if solved is not None:
            best, score = solved
            m = moves_to_end(score, moved, self.width * self.height)
            if score > 0:
                return best, f"solved: it wins in {m} of its moves (score {score})"
            if score == 0:
                return best, "solved: a draw with best play (score 0)"
            return best, f"solved: you win in {m} of your moves if you play perfectly (score {score})"
        col, _value, depth = heuristic_move(self.moves, self.width, self.height, self.budget)
        return col, f"heuristic, depth {depth} (not solved in {self.budget:g} s)"


def prints_discs(stream: object) -> bool:
    """Can the stream's encoding print the discs (not so on an ASCII or Latin-1 terminal)?"""
    try:
        "\u25cf\u25cb\u00b7".encode(getattr(stream, "encoding", None) or "ascii")
    except (LookupError, UnicodeEncodeError):
        return False
    return True


def session(args: dict[str, Any]) -> ConnectFourSession:
    """The session `kata play c4` runs, from parsed args: discs if stdout can print them, else X and O."""
    moves, width, height = str(args["moves"]), int(args["width"]), int(args["height"])
    return ConnectFourSession(moves, width, height, ascii_only=not prints_discs(sys.stdout))
