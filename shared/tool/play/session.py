"""`GameSession`: a `Session` for any game written on the engine, against a `Teacher` (by default `Perfect`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, Protocol, TypeVar, cast

from shared.engine.game import Game, ScoredGame, TurnGame
from shared.engine.recursion import recursion_limit
from shared.engine.search import Solver, memoized_alpha_beta
from shared.tool.play.loop import GameResult, Refusal, Session
from shared.tool.text import plural

__all__ = ["GameSession", "Perfect", "Playable", "Teacher", "Words"]

TEMPO_STATES = 20_000  # positions the bot may explore to time its wins and losses; past that, any best move
TEMPO_DEPTH = 400  # plies deep, for the same reason (and the stack)

M = TypeVar("M")
S = TypeVar("S", bound=Hashable)
S_in = TypeVar("S_in", bound=Hashable, contravariant=True)


class Playable(Game[S, M], Protocol):
    """A `shared.engine.game.Game` that a person can play: what a problem's play says about its own game."""

    @property
    def start(self) -> Callable[..., S]:
        """The state at a position given, or (given none) where the game begins."""
        ...

    def intro(self, state: S) -> str:
        """The rules and how to type a move, for a game starting at state."""
        ...

    def draw(self, state: S) -> str:
        """The position, drawn for a terminal (one or more lines)."""
        ...

    def read(self, state: S, text: str) -> M | Refusal:
        """The legal move the typed text names in state, or why it is not one."""
        ...

    def describe(self, state: S, move: M) -> str:
        """A move in words, as an instruction ("take 1 from pile 2")."""
        ...

    def ending(self, state: S) -> str:
        """Why the game is over in state, in a few words."""
        ...


class _HasActions(Protocol):
    def actions(self, state: Any) -> Sequence[Any]: ...


class Words:
    """Defaults for a `Playable`'s words: `rules` opens the game, `over` ends it, a move is a number typed.

    `read` takes a whole number as the move it names when that move is legal
    (`actions`), less `offset` (cells and places are typed from 1); else it
    refuses with `ask`, where {most} is the largest legal move and {position}
    the position.
    """

    rules = ""
    over = ""
    ask = "type a legal move"
    offset = 0

    def intro(self, state: Any) -> str:
        return self.rules

    def ending(self, state: Any) -> str:
        return self.over

    def read(self: _HasActions, state: Any, text: str) -> Any:
        legal = self.actions(state)
        move = int(text) - cast(Words, self).offset if text.isdigit() else None
        if move not in legal:
            return Refusal(cast(Words, self).ask.format(most=max(legal, default=0), position=state[0]))
        return move


class Teacher(Protocol[S_in, M]):
    """The bot's side of a game, as a teacher plays it: its move and why, the hint, the remark on a slip.

    `Perfect` is `GameSession`'s own, the engine's exact value on every move. A game too big to solve on
    every move brings its own (c4's `shared.tool.play.connect_four.Hybrid`, on a clock of `budget` seconds).
    """

    budget: float | None  # seconds a turn for a teacher on a clock (`kata play --budget`); None: it has none

    def about(self) -> str:
        """How the bot chooses, said after the rules ("" when the rules say enough)."""
        ...

    def winning_moves(self, state: S_in) -> list[M]:
        """The moves that force a win for the player to move in state (empty if there are none)."""
        ...

    def move(self, state: S_in) -> tuple[M, str]:
        """The bot's move in state and why ("it leaves a position you cannot win")."""
        ...

    def hint(self, state: S_in) -> str:
        """What `hint` says in state: the moves to play and what they lead to (one or more lines)."""
        ...

    def slip(self, state: S_in, move: M) -> str | None:
        """What state was worth before and after move, when the player had something better; else None."""
        ...


class GameSession(Session[M], Generic[S, M]):
    """A Session for any `Playable` game with no repeated positions, against a `Teacher`.

    The game supplies what is its own (how a position is drawn, how a typed
    move is read and said); the teacher plays. By default it is `Perfect`, on
    the value the engine finds: `shared.engine.search.Solver` for a `TurnGame`
    or `ScoredGame` (the points already won added), `memoized_alpha_beta` for
    any other game, or `value` when the chapter has a faster exact one (a
    formula).
    """

    def __init__(
        self,
        game: Playable[S, M],
        position: object = None,
        *,
        value: Callable[[S], float] | None = None,
        teacher: Teacher[S, M] | None = None,
    ) -> None:
        self.game, self.state = game, game.start() if position is None else game.start(position)
        self.first = game.to_move(self.state)  # seat 0's player
        self.teacher: Teacher[S, M] = teacher or Perfect(game, value)

    @property  # the teacher's, which `kata play --budget` sets
    def budget(self) -> float | None:
        return self.teacher.budget

    @budget.setter
    def budget(self, seconds: float | None) -> None:
        self.teacher.budget = seconds

    def intro(self) -> str:
        return " ".join(part for part in (self.game.intro(self.state), self.teacher.about()) if part)

    def draw(self) -> str:
        return self.game.draw(self.state)

    def to_move(self) -> int:
        return 0 if self.game.to_move(self.state) == self.first else 1

    def parse_move(self, text: str) -> M | Refusal:
        return self.game.read(self.state, text)

    def describe(self, move: M) -> str:
        return self.game.describe(self.state, move)

    def apply(self, move: M) -> None:
        self.state = self.game.result(self.state, move)

    def outcome(self) -> GameResult | None:
        if not self.game.is_terminal(self.state):
            return None
        score = self.game.utility(self.state, self.first)
        return GameResult(None if score == 0 else 0 if score > 0 else 1, self.game.ending(self.state))

    def winning_moves(self) -> list[M]:
        return self.teacher.winning_moves(self.state)

    def hint(self) -> str:
        return self.teacher.hint(self.state)

    def blunder(self, move: M) -> str | None:
        return self.teacher.slip(self.state, move)

    def bot_move(self) -> tuple[M, str]:
        return self.teacher.move(self.state)


class Perfect(Generic[S, M]):
    """A `Teacher` that knows every position's exact value, and plays like a teacher.

    Among moves of equal value it takes the quickest win and makes the slowest
    loss; `hint` lists the moves that keep a forced win and names the best one.
    """

    budget: float | None = None  # it answers at once: no clock

    def __init__(self, game: Playable[S, M], value: Callable[[S], float] | None = None) -> None:
        self.game = game
        self.scored = isinstance(game, ScoredGame)  # values are margins ("3 ahead"), not just win, draw or loss
        self._value = value or _engine_value(game)
        self._lines: dict[S, tuple[float, int]] = {}  # state -> (value, plies to the end), for timing
        self._timed = True  # False once the game proved too big to time: best value alone then

    def about(self) -> str:
        return ""

    def _after(self, state: S, move: M) -> float:
        """What the player to move ends with, both playing perfectly, after this move."""
        mover = self.game.to_move(state)
        child = self.game.result(state, move)
        if self.game.is_terminal(child):
            return self.game.utility(child, mover)
        value = self._value(child)
        return value if self.game.to_move(child) == mover else -value

    def winning_moves(self, state: S) -> list[M]:
        return [m for m in self.game.actions(state) if self._after(state, m) > 0]

    def _line_after(self, state: S, move: M, depth: int) -> tuple[float, int]:
        """Value for the player to move at state, and plies to the end, after move; both sides teach."""
        mover = self.game.to_move(state)
        child = self.game.result(state, move)
        if self.game.is_terminal(child):
            return self.game.utility(child, mover), 1
        known = self._lines.get(child)
        if known is None:
            if len(self._lines) >= TEMPO_STATES or depth >= TEMPO_DEPTH:
                raise _TooBigError
            known = max((self._line_after(child, m, depth + 1) for m in self.game.actions(child)), key=_rank)
            self._lines[child] = known
        value, plies = known
        return (value if self.game.to_move(child) == mover else -value), plies + 1

    def _choices(self, state: S) -> list[tuple[float, int | None, M]]:
        """Each legal move with its value for the player to move and, when the game is small enough, its plies."""
        moves = list(self.game.actions(state))
        if self._timed:
            try:
                with recursion_limit(4 * TEMPO_DEPTH):  # each ply nests a call and a generator
                    return [(*self._line_after(state, m, 0), m) for m in moves]
            except _TooBigError:
                self._timed = False
                self._lines.clear()
        return [(self._after(state, m), None, m) for m in moves]

    def _best(self, state: S) -> tuple[float, int | None, M]:
        return max(self._choices(state), key=lambda c: _rank((c[0], c[1] or 0)))

    def _worth(self, value: float, plies: int | None) -> str:
        """What a value means for the player it belongs to, in words."""
        if self.scored:
            return (
                f"ending {_points(value)} ahead"
                if value > 0
                else "ending level"
                if value == 0
                else f"ending {_points(-value)} behind"
            )
        within = f" in {plural(plies, 'move')}" if plies is not None else ""
        return f"a win{within}" if value > 0 else "a draw" if value == 0 else f"a loss{within}"

    def hint(self, state: S) -> str:
        """The winning moves, then the move a teacher would play and what it leads to with best play on both sides."""
        winning = self.winning_moves(state)
        if winning:
            said = "Winning moves: " + ", ".join(self.game.describe(state, m) for m in winning) + "."
        else:
            said = "No move forces a win against perfect play."
        value, plies, move = self._best(state)
        return f"{said}\nBest move: {self.game.describe(state, move)}: {self._worth(value, plies)} for you."

    def slip(self, state: S, move: M) -> str | None:
        """Had the player to move something better than move? Say what the position was worth before and after."""
        best = max(self._after(state, m) for m in self.game.actions(state))
        after = self._after(state, move)
        if after >= best:
            return None
        return f"the position was worth {self._worth(best, None)} for you; after this move, {self._worth(after, None)}"

    def move(self, state: S) -> tuple[M, str]:
        best, plies, move = self._best(state)
        if self.scored:
            if best > 0:
                return move, f"with best play from here it ends {_points(best)} ahead"
            if best == 0:
                return move, "with best play from here it ends level"
            return move, f"the best it can do: {_points(-best)} behind if you play perfectly"
        if best > 0:
            if plies == 1:
                return move, "it wins on the spot"
            return move, "it leaves a position you cannot win"
        if best == 0:
            return move, "it holds the draw"
        return move, "every move loses against perfect play; this one makes you find the win"


def _engine_value(game: object) -> Callable[[Any], float]:
    """The value of a state for the player to move, as the engine finds it (the game's class says how)."""
    if isinstance(game, ScoredGame):
        solver = Solver(game)
        # What is still to win does not depend on the points won so far: add them after.
        return lambda state: solver.value(state[0]) + game.lead(state, state[1])
    if isinstance(game, TurnGame):
        positions = Solver(game)
        return lambda state: positions.value(state[0])
    return lambda state: memoized_alpha_beta(cast(Game[Any, Any], game), state).value


class _TooBigError(Exception):
    """The game is too big to time every line: the bot falls back to best value alone."""


def _rank(line: tuple[float, int]) -> tuple[float, int]:
    """Order (value, plies) for the player to move: more value first; then a win sooner, a loss later."""
    value, plies = line
    return (value, -plies if value > 0 else plies if value < 0 else 0)


def _points(value: float) -> str:
    """A margin as a person writes it: 10000000, not 1e+07."""
    return str(int(value)) if value == int(value) else f"{value:g}"
