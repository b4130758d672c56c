"""The row games for `kata play`: 486, 877, 1140, 1406 and 1690's rules on the engine, with their words.

Each is a `shapes.Row` (the values left and each player's points), or `Ends`
when a turn takes either end; a game says its own moves, gains and words.
375 and 1872 have no game to play.
"""

from __future__ import annotations

from collections.abc import Sequence

from problems import p1406_stone_game_iii, p1690_stone_game_vii
from shared.engine.game import Points
from shared.tool.play.shapes import Ends, Row

__all__ = ["PredictTheWinner", "StoneGame", "StoneGameII", "StoneGameIII", "StoneGameVII"]


class PredictTheWinner(Ends):
    """486's rules for the engine and for `kata play`: take the number at either end; a tie is a draw here."""

    players = ("player 1", "player 2")
    label = "numbers"
    rules = "Predict the Winner: take the number at either end of the row (L or R); the higher total wins."


class StoneGame(Ends):
    """877's rules for the engine and for `kata play`: take the pile at either end; more stones wins."""

    label = "piles"
    thing = "pile"
    unit = " stones"
    rules = "Stone Game: take the pile at either end (L or R) in turn; more stones wins."


class StoneGameII(Row[tuple[int, int], int]):
    """1140's rules for the engine and for `kata play`. Position (i, m): piles i.. left, the bound M; a move takes X."""

    label = "piles"
    ask = "type how many piles to take, 1 to {most}"
    rules = "Stone Game II: take the next X piles, 1 <= X <= 2M (M starts at 1, then M = max(M, X))."

    def whole(self) -> tuple[int, int]:
        return (0, 1)

    def left(self, position: tuple[int, int]) -> Sequence[int]:
        return self.values[position[0] :]

    def moves(self, position: tuple[int, int]) -> Sequence[int]:
        i, m = position
        return range(1, min(2 * m, len(self.values) - i) + 1)

    def play(self, position: tuple[int, int], x: int) -> tuple[int, int]:
        return (position[0] + x, max(position[1], x))

    def gain(self, position: tuple[int, int], x: int) -> float:
        return sum(self.values[position[0] : position[0] + x])

    def draw(self, state: tuple[tuple[int, int], str, Points]) -> str:
        most = len(self.moves(state[0]))
        return super().draw(state) + (f"   M = {state[0][1]}: take 1 to {most}" if most else "")

    def describe(self, state: tuple[tuple[int, int], str, Points], x: int) -> str:
        return f"take the next {x} pile{'s' if x > 1 else ''} ({self.gain(state[0], x)} stones)"


class StoneGameIII(Row[int, int]):
    """1406's rules for the engine and for `kata play`. Position i: stones i.. left; a move takes the first 1 to 3."""

    label = "stones"
    ask = "type how many stones to take, 1 to {most}"
    rules = "Stone Game III: take the first 1, 2 or 3 stones (some are negative)."

    def whole(self) -> int:
        return 0

    def left(self, i: int) -> Sequence[int]:
        return self.values[i:]

    def moves(self, i: int) -> Sequence[int]:
        return range(1, min(p1406_stone_game_iii.MAX_TAKE, len(self.values) - i) + 1)

    def play(self, i: int, x: int) -> int:
        return i + x

    def gain(self, i: int, x: int) -> float:
        return sum(self.values[i : i + x])

    def describe(self, state: tuple[int, str, Points], x: int) -> str:
        gain = self.gain(state[0], x)
        return f"take {x} ({gain} point{'' if abs(gain) == 1 else 's'})"


class StoneGameVII(Ends):
    """1690's rules for the engine and for `kata play`: remove an end of the row and score what is left."""

    label = "stones"
    verb = "remove"
    rules = "Stone Game VII: remove the left or right end (L or R); score what is left."

    def __init__(self, stones: Sequence[int], most: int | None = None) -> None:
        super().__init__(stones, most)
        self.prefix = p1690_stone_game_vii.prefix_sums(list(stones))

    def gain(self, position: tuple[int, int], end: str) -> float:
        lo, hi = self.play(position, end)
        return self.prefix[hi + 1] - self.prefix[lo]  # what is left after the removal

    def describe(self, state: tuple[tuple[int, int], str, Points], end: str) -> str:
        i, j = state[0]
        side, stone = ("left", self.values[i]) if end == "L" else ("right", self.values[j])
        return f"remove the {side} {stone} and score {self.gain(state[0], end)}"
