"""`kata play c4`: Connect Four's rules on the engine (`ConnectFour`), against a teacher bot on a clock (`Hybrid`).

The game is a `shared.engine.game.TurnGame` as every other game of `kata
play`, run by `GameSession`; what is c4's own is its teacher, as Connect
Four is too big to solve on every move.

The bot is the players chapter's `hybrid` (problems/connect_four_players.py):
when the empty cells say its exact solver can finish within the budget (1 s
by default, `--budget`), it scores every column and plays a best one; else,
or if the clock stops the solver, `iterative_deepening` over the threat
evaluation guesses, and a few cells past the solver's reach a weak solve (win,
draw or loss) proves the guess or replaces it, in the time left. Its reason
names which: "solved: ...", "solved weakly: ..." or "a guess ...". A hint is
worded the same way: a heuristic move is never called the best one.

One budget a turn: the check of the learner's move for a slip and the bot's
reply share it, so the reply comes within the budget of the learner's move
(the slip check takes at most half of it, and only while the position is
solvable).

Scores are the c4 chapter's: for the player to move, a win with their own
m-th move from now scores (cells + 3 - moved) // 2 - m, so the words say
"a win in m of your moves" and the number beside it is the exact score.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import Any

from problems.connect_four_players import (
    GUESS,
    SOLVABLE,
    WEAK_SOLVABLE,
    Board,
    Clock,
    OutOfTimeError,
    Solver,
    iterative_deepening,
    solvable,
)
from shared.engine.game import TurnGame
from shared.tool.play.loop import Refusal
from shared.tool.play.session import GameSession, Words

BUDGET = 1.0  # seconds the bot may think per turn, by default
SLIP_SHARE = 0.5  # of a turn's budget, at most, for checking the learner's move
SOLVE_SHARE = 0.7  # of what is left, at most, for trying the exact solver before the heuristic
MARGIN = 0.9  # of the budget a turn plans to use: the rest pays for drawing and answering

State = tuple[str, str]  # (the moves played, "4453"; the player to move)


def moves_to_end(score: int, moved: int, cells: int) -> int:
    """How many of the winner's own moves the win takes, from a score for the player to move."""
    if score > 0:
        return (cells + 3 - moved) // 2 - score
    return (cells + 2 - moved) // 2 + score


class ConnectFour(Words, TurnGame[str, int]):
    """Connect Four's rules for the engine and for `kata play`: a position is the moves played, a move a column
    counted from 0; who completes four wins, and a full board is a draw."""

    def __init__(self, width: int, height: int, *, ascii_only: bool = False) -> None:
        self.width, self.height = width, height
        self.marks = ("X", "O", ".") if ascii_only else ("\u25cf", "\u25cb", "\u00b7")  # first, second, empty

    def board(self, moves: str) -> Board:
        """The players chapter's bitboard after `moves`."""
        board = Board(self.width, self.height)
        for d in moves:
            board.play(int(d) - 1)
        return board

    def moves(self, moves: str) -> Sequence[int]:
        return sorted(self.board(moves).legal())

    def play(self, moves: str, col: int) -> str:
        return moves + str(col + 1)

    def score(self, moves: str) -> float | None:
        if moves and self.board(moves[:-1]).wins_at(int(moves[-1]) - 1):
            return -1  # the player who just moved completed four
        return 0 if len(moves) == self.width * self.height else None

    def intro(self, state: State) -> str:
        x, o, _ = self.marks
        return (
            f"Connect Four on {self.width} x {self.height}: drop a stone in a column; four in a row, column or "
            f"diagonal wins. {x} moves first, {o} second. Type a column's number, 1 to {self.width}."
        )

    def draw(self, state: State) -> str:
        board = self.board(state[0])
        first = board.current if board.moved % 2 == 0 else board.current ^ board.mask  # the first player's stones
        rows = []
        for r in range(self.height - 1, -1, -1):
            cells = []
            for c in range(self.width):
                bit = 1 << (c * (self.height + 1) + r)
                cells.append(self.marks[2] if not board.mask & bit else self.marks[0 if first & bit else 1])
            rows.append(" " + " ".join(cells))
        rows.append(" " + " ".join(str(c + 1) for c in range(self.width)))
        return "\n".join(rows)

    def read(self, state: State, text: str) -> int | Refusal:
        if not text.isdigit():
            return Refusal(f"type a column's number, 1 to {self.width}")
        col = int(text)
        if not 1 <= col <= self.width:
            return Refusal(f"there is no column {col}: columns are 1 to {self.width}")
        if col - 1 not in self.moves(state[0]):
            return Refusal(f"column {col} is full")
        return col - 1

    def describe(self, state: State, col: int) -> str:
        return f"{self.marks[len(state[0]) % 2]} in column {col + 1}"

    def ending(self, state: State) -> str:
        if self.score(state[0]) == 0:
            return "the board is full with no four"
        return f"{self.marks[(len(state[0]) - 1) % 2]} has four in a line"


class Hybrid:
    """c4's `Teacher`: the players chapter's `hybrid` on a clock of `budget` seconds a turn, its reasons in words.

    The learner's move starts the turn's clock (`slip`), and the bot's reply (`move`) spends what is left of it.
    """

    def __init__(self, game: ConnectFour, budget: float = BUDGET) -> None:
        self.game = game
        self.budget: float | None = budget
        self._scores: dict[str, list[int | None]] = {}  # position -> each column's exact score, once solved
        self._turn: float | None = None  # when the learner's move came: the bot's reply shares its budget

    @property
    def seconds(self) -> float:
        return self.budget or BUDGET

    def about(self) -> str:
        return (
            f"The bot plays perfectly when it can solve the position within {self.seconds:g} s, else it makes a guess."
        )

    def _analysis(self, moves: str, seconds: float) -> list[int | None] | None:
        """Each column's exact score at the position, or None when it cannot be had in `seconds`."""
        if moves in self._scores:
            return self._scores[moves]
        board = self.game.board(moves)
        if seconds <= 0 or not solvable(board, seconds, SOLVABLE):
            return None
        try:
            scores = Solver(board, Clock(seconds, share=1.0)).scores()
        except OutOfTimeError:
            return None
        self._scores[moves] = scores
        return scores

    def _worth(self, score: int, moved: int) -> str:
        if score == 0:
            return "a draw (score 0)"
        m = moves_to_end(score, moved, self.game.width * self.game.height)
        plural = "move" if m == 1 else "moves"
        if score > 0:
            return f"a win in {m} of your {plural} (score {score})"
        return f"a loss in {m} of the opponent's {plural} (score {score})"

    def _guess(self, moves: str, seconds: float) -> int:
        """The heuristic's column (0-based) within `seconds`: iterative deepening over the threat evaluation."""
        return iterative_deepening(moves, self.game.width, self.game.height, max(seconds, 0.01)) - 1

    def winning_moves(self, state: State) -> list[int]:
        scores = self._analysis(state[0], self.seconds * MARGIN)
        return [c for c, s in enumerate(scores or []) if s is not None and s > 0]

    def hint(self, state: State) -> str:
        """The best move with its exact score when the solver finishes in time, else the heuristic's, called a guess."""
        moves, began = state[0], time.perf_counter()
        scores = self._analysis(moves, self.seconds * MARGIN * SOLVE_SHARE)
        if scores is not None:
            best = max(s for s in scores if s is not None)
            col = next(c for c in self.game.board(moves).order if scores[c] == best)
            return f"Best move: column {col + 1}, solved: {self._worth(best, len(moves))}."
        col, proven = self._guess_or_prove(moves, self.seconds * MARGIN - (time.perf_counter() - began))
        if proven is None:
            return f"A guess: column {col + 1}, by the heuristic (not solved in {self.seconds:g} s)."
        return f"Column {col + 1}, solved weakly: {HINTED[proven]} (no exact score)."

    def slip(self, state: State, move: int) -> str | None:
        """A slip, when the exact scores say the learner's move lowers the position's worth (half a turn at most)."""
        self._turn = time.perf_counter()
        scores = self._analysis(state[0], self.seconds * MARGIN * SLIP_SHARE)
        if scores is None or scores[move] is None:
            return None
        best = max(s for s in scores if s is not None)
        after = scores[move]
        if after is None or after >= best:
            return None
        moved = len(state[0])
        return (
            f"the position was worth {self._worth(best, moved)} for you; after this move, {self._worth(after, moved)}"
        )

    def move(self, state: State) -> tuple[int, str]:
        """hybrid's move with its reason, within what is left of the turn's budget."""
        began = self._turn if self._turn is not None else time.perf_counter()
        self._turn = None
        left = self.seconds * MARGIN - (time.perf_counter() - began)
        tried = time.perf_counter()
        moves = state[0]
        scores = self._analysis(moves, left * SOLVE_SHARE)
        if scores is not None:
            score = max(s for s in scores if s is not None)
            best = next(c for c in self.game.board(moves).order if scores[c] == score)
            m = moves_to_end(score, len(moves), self.game.width * self.game.height)
            if score > 0:
                return best, f"solved: it wins in {m} of its moves (score {score})"
            if score == 0:
                return best, "solved: a draw with best play (score 0)"
            return best, f"solved: you win in {m} of your moves if you play perfectly (score {score})"
        col, proven = self._guess_or_prove(moves, left - (time.perf_counter() - tried))
        if proven is None:
            return col, f"a guess by the heuristic, not solved in {self.seconds:g} s"
        return col, f"solved weakly: {OUTCOMES[proven]} (exact score not searched)"

    def _guess_or_prove(self, moves: str, seconds: float) -> tuple[int, int | None]:
        """hybrid past its exact solver: the heuristic's column, then a weak solve's within `seconds`, and the
        outcome it proved (1 win, 0 draw, -1 loss), or None when the clock stopped it or it was out of reach."""
        board = self.game.board(moves)
        if not solvable(board, seconds, WEAK_SOLVABLE):
            return self._guess(moves, seconds), None
        solver = Solver(board, Clock(seconds, share=1.0))
        return solver.keeping_move(self._guess(moves, seconds * GUESS)), solver.proven


OUTCOMES = {1: "it keeps its win", 0: "it keeps the draw", -1: "you win if you play perfectly"}
HINTED = {1: "it keeps your win", 0: "it keeps the draw", -1: "every move loses to perfect play"}


def prints_discs(stream: object) -> bool:
    """Can the stream's encoding print the discs (not so on an ASCII or Latin-1 terminal)?"""
    try:
        "\u25cf\u25cb\u00b7".encode(getattr(stream, "encoding", None) or "ascii")
    except (LookupError, UnicodeEncodeError):
        return False
    return True


def session(args: dict[str, Any], budget: float = BUDGET) -> GameSession[State, int]:
    """The game `kata play c4` runs, from parsed args: discs if stdout can print them, else X and O."""
    game = ConnectFour(int(args["width"]), int(args["height"]), ascii_only=not prints_discs(sys.stdout))
    return GameSession(game, str(args["moves"]), teacher=Hybrid(game, budget))
