"""The shapes several problems play on: a heap of stones, a row of values (taken at its ends or from the left).

`Heap` is a `shared.engine.game.TurnGame` on one heap of stones (292, 1025,
1510), `kata play`'s words included; a problem says which takes are legal.
`Row` is a `shared.engine.game.ScoredGame` on a row of values that `kata play`
can show: the values still on the table and each player's points. `Ends` is
the game of 486 and 877, a turn takes the value at either end; 1690 changes
only what a move gains. A problem's game (in `takeaway`, `rows`) subclasses
one of them with its own moves, names and words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from shared.engine.errors import InputError
from shared.engine.game import Points, ScoredGame, TurnGame
from shared.tool.play.loop import Refusal
from shared.tool.play.session import Words

__all__ = ["Ends", "Heap", "Row", "heap", "read_end", "row"]

P = TypeVar("P")
M = TypeVar("M")
Ends_ = tuple[int, int]  # (i, j): values[i..j] are still on the table


def read_end(text: str, one_left: bool, verb: str = "take", thing: str = "end") -> str | Refusal:
    """ "L" or "R", the end of a row that text starts with (L, left, R, ...); with one item left, either is "L"."""
    end = text.strip().lower()[:1]
    if end not in ("l", "r"):
        return Refusal(f"type L to {verb} the left {thing} or R to {verb} the right {thing}")
    return "L" if one_left else end.upper()


def heap(stones: int) -> str:
    """A heap of stones drawn on one line: the count, then a bead per stone up to 40."""
    return f"  {stones} stone{'s' if stones != 1 else ''} left  " + "o" * min(stones, 40) + "..." * (stones > 40)


def row(values: Sequence[int], width: int = 50) -> str:
    """A row of numbers on one line, as many as fit in `width` characters, then how many more."""
    shown = ""
    for k, value in enumerate(values):
        if len(shown) + len(str(value)) > width:
            return f"{shown} ... ({len(values) - k} more)"
        shown += f" {value}"
    return shown or " (empty)"


class Heap(Words, TurnGame[int, int]):
    """One heap of stones; a move takes some (how many may be taken, a subclass says in `moves`)."""

    verb = "take"  # how a move is said: "take 4 (leaves 3)"

    def play(self, stones: int, take: int) -> int:
        return stones - take

    def draw(self, state: tuple[int, str]) -> str:
        return heap(state[0])

    def describe(self, state: tuple[int, str], take: int) -> str:
        return f"{self.verb} {take} (leaves {state[0] - take})"


class Row(Words, ScoredGame[P, M]):
    """A scored game on a row of values, drawn as the values left and each player's points."""

    players = ("Alice", "Bob")
    label = "row"  # what the drawing calls the row
    unit = ""  # what the ending calls points (" stones")

    def __init__(self, values: Sequence[int], most: int | None = None) -> None:
        """The row to play on; `most`: the longest row play takes (the bot answers every move at once up to it)."""
        if most is not None and len(values) > most:
            raise InputError(f"play takes rows of up to {most} {self.label}, got {len(values)}")
        self.values = tuple(values)

    def whole(self) -> P:
        """The position with the whole row on the table."""
        raise NotImplementedError

    def left(self, position: P) -> Sequence[int]:
        """The values still on the table at position."""
        raise NotImplementedError

    def start(self, position: P | None = None, player: str | None = None) -> tuple[P, str, Points]:
        """The state at position (by default the whole row), `player` (by default players[0]) to move."""
        return super().start(self.whole() if position is None else position, player)

    def draw(self, state: tuple[P, str, Points]) -> str:
        (first, second), (one, two) = state[2], self.players
        return f"  {self.label}:{row(self.left(state[0]))}\n  {one}: {first}   {two}: {second}"

    def ending(self, state: tuple[P, str, Points]) -> str:
        (first, second), (one, two) = state[2], self.players
        return f"{one} has {first}{self.unit}, {two} has {second}"


class Ends(Row[Ends_, str]):
    """A turn takes the value at either end of the row, "L" or "R" (486, 877)."""

    thing = "end"  # what one value is called in a move ("the left pile")
    verb = "take"

    def whole(self) -> Ends_:
        return (0, len(self.values) - 1)

    def left(self, position: Ends_) -> Sequence[int]:
        return self.values[position[0] : position[1] + 1]

    def moves(self, position: Ends_) -> Sequence[str]:
        i, j = position
        return () if i > j else ("L",) if i == j else ("L", "R")

    def play(self, position: Ends_, end: str) -> Ends_:
        i, j = position
        return (i + 1, j) if end == "L" else (i, j - 1)

    def gain(self, position: Ends_, end: str) -> float:
        return self.values[position[0] if end == "L" else position[1]]

    def read(self, state: tuple[Ends_, str, Points], text: str) -> str | Refusal:
        i, j = state[0]
        return read_end(text, i == j, self.verb, self.thing)

    def describe(self, state: tuple[Ends_, str, Points], end: str) -> str:
        i, j = state[0]
        side, value = ("left", self.values[i]) if end == "L" else ("right", self.values[j])
        return f"{self.verb} the {side} {self.thing}, {value}"
