"""A two-player, zero-sum game, in the shape of AIMA's `games.py`.

A problem adapts its rules to this protocol once; every generic search in
`shared.engine.search` then solves it. States must be hashable so that a
transposition table can key on them, and a state must determine whose turn
it is.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Protocol, TypeVar

__all__ = ["Game", "Move", "State"]

State = TypeVar("State", bound=Hashable)
Move = TypeVar("Move")


class Game(Protocol[State, Move]):
    """The rules: whose turn, which moves, where they lead, when it ends, who won."""

    def to_move(self, state: State) -> str:
        """Name the player whose turn it is in state."""
        ...

    def actions(self, state: State) -> Sequence[Move]:
        """List the legal moves in state (non-empty unless state is terminal)."""
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
