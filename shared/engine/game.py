"""A two-player, zero-sum game, in the shape of AIMA's `games.py`.

`Game` is the protocol every generic search in `shared.engine.search` reads:
whose turn, which moves, where they lead, when it ends, who won. States must
be hashable so that a transposition table can key on them, and a state must
determine whose turn it is.

Most of the kata's games share more than the protocol, so two base classes
give it with defaults, as AIMA's `Game` does (and python-chess's variants,
which override a few hooks of one board):

- `TurnGame`: two players alternate on a position. A subclass says what is
  its own, the `moves` from a position and the position a move `play`s into;
  by default the player who cannot move loses, and `score` overrides that
  (a draw when the pool runs dry, a line of three). The state the searches
  see is (position, player to move).
- `ScoredGame`: a `TurnGame` where a move gains points (`gain`) and the
  higher total wins. The state is (position, player to move, (points of
  players[0], points of players[1])); utility is the lead.

Both define the value of a position the same way, negamax on what the
player to move ends ahead by, so one solver (`shared.engine.search.Solver`)
values any of them from its hooks alone:

    value(p) = score(p)                                       when p is over
    value(p) = max over moves m of gain(p, m) - value(play(p, m))   otherwise

A new game is then a handful of lines, for example Nim with takes of 1 to 3
(292), where the last stone wins because a player facing 0 stones cannot move:

    class Nim(TurnGame[int, int]):
        players = ("you", "friend")

        def moves(self, n: int) -> Sequence[int]:
            return range(1, min(3, n) + 1)

        def play(self, n: int, take: int) -> int:
            return n - take

    Solver(Nim()).value(8)                       # -1: 8 stones are lost
    memoized_alpha_beta(Nim(), Nim().start(7))   # value 1, move 3
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Generic, Protocol, TypeVar

__all__ = [
    "Game",
    "Move",
    "Points",
    "Position",
    "Rules",
    "ScoredGame",
    "State",
    "TurnGame",
]

State = TypeVar("State", bound=Hashable)
Move = TypeVar("Move")
Position = TypeVar("Position", bound=Hashable)
# (points of players[0], points of players[1]) so far
Points = tuple[float, float]


class Game(Protocol[State, Move]):
    """The rules: whose turn, which moves,
    where they lead, when it ends, who won."""

    def to_move(self, state: State) -> str:
        """Name the player whose turn it is in state."""
        ...

    def actions(self, state: State) -> Sequence[Move]:
        """List the legal moves in state
        (non-empty unless state is terminal)."""
        ...

    def result(self, state: State, move: Move) -> State:
        """Return the state that move leads to."""
        ...

    def is_terminal(self, state: State) -> bool:
        """Is the game over in state?"""
        ...

    def utility(self, state: State, player: str) -> float:
        """Score a terminal state from player's point of view."""
        ...


class Rules(Generic[Position, Move]):
    """What `TurnGame` and `ScoredGame` share: the
    hooks a problem overrides, and whose turn it is."""

    # players[0] moves first from `start`
    players: tuple[str, str] = ("first", "second")
    # The most the player to move can end with: a
    # search may stop at a move worth this much.
    ceiling: float = 1

    def moves(self, position: Position) -> Sequence[Move]:
        """The legal moves from position (empty
        when the player to move cannot move)."""
        raise NotImplementedError

    def play(self, position: Position, move: Move) -> Position:
        """The position a legal move leads to."""
        raise NotImplementedError

    def children(self, position: Position) -> list[Position]:
        """The positions the legal moves lead to, in the order of `moves`."""
        return [self.play(position, move) for move in self.moves(position)]

    def ordered(self, position: Position) -> Sequence[Move]:
        """The moves in the order a solver should try them:
        promising first, as it may stop at a best one."""
        return self.moves(position)

    def gain(self, position: Position, move: Move) -> float:
        """The points a move earns its player
        (none in a game of win or loss)."""
        return 0

    def score(self, position: Position) -> float | None:
        """What the player to move ends with if the game is
        over at position, else None: who cannot move loses."""
        return None if self.moves(position) else -1

    def other(self, player: str) -> str:
        """The player who is not `player`."""
        return self.players[1] if player == self.players[0] else self.players[0]

    # The `Game` protocol's first three methods;
    # a state is (position, player to move, ...).

    def to_move(
        self, state: tuple[Position, str] | tuple[Position, str, Points]
    ) -> str:
        return state[1]

    def actions(
        self, state: tuple[Position, str] | tuple[Position, str, Points]
    ) -> Sequence[Move]:
        return self.moves(state[0])

    def is_terminal(
        self, state: tuple[Position, str] | tuple[Position, str, Points]
    ) -> bool:
        return self.score(state[0]) is not None


class TurnGame(Rules[Position, Move]):
    """Two players alternate on a position, for a win, a
    draw or a loss; the state is (position, player to move)."""

    def start(
        self, position: Position, player: str | None = None
    ) -> tuple[Position, str]:
        """The state at position, `player` (by default players[0]) to move."""
        return (position, player or self.players[0])

    def result(
        self, state: tuple[Position, str], move: Move
    ) -> tuple[Position, str]:
        return (self.play(state[0], move), self.other(state[1]))

    def utility(self, state: tuple[Position, str], player: str) -> float:
        end = self.score(state[0]) or 0
        return end if player == state[1] else -end


class ScoredGame(Rules[Position, Move]):
    """Each move gains its player points (`gain`) and the
    higher total wins; the state also holds the points."""

    ceiling = math.inf  # a margin has no fixed best: every move must be tried

    def score(self, position: Position) -> float | None:
        """The game ends when no move is left, with nothing more to gain."""
        return None if self.moves(position) else 0

    def start(
        self, position: Position, player: str | None = None
    ) -> tuple[Position, str, Points]:
        """The state at position, `player`
        (by default players[0]) to move, no points yet."""
        return (position, player or self.players[0], (0, 0))

    def result(
        self, state: tuple[Position, str, Points], move: Move
    ) -> tuple[Position, str, Points]:
        position, player, (first, second) = state
        gained = self.gain(position, move)
        points = (
            (first + gained, second)
            if player == self.players[0]
            else (first, second + gained)
        )
        return (self.play(position, move), self.other(player), points)

    def lead(self, state: tuple[Position, str, Points], player: str) -> float:
        """How far player is ahead in state (negative: behind)."""
        first, second = state[2]
        return first - second if player == self.players[0] else second - first

    def utility(
        self, state: tuple[Position, str, Points], player: str
    ) -> float:
        return self.lead(state, player)
