"""1140 Stone Game II, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence

from problems import p1140_stone_game_ii as chapter
from shared.engine.game import Points
from shared.tool.catalog.common import Row, row_input
from shared.tool.play import GameSession
from shared.tool.registry import Args, declare

MAX_PILE = 10**4  # LeetCode's bound on each pile
MAX_LENGTH = 10**4  # far past every variant's limit; longer rows are refused, not queued for hours


class StoneGameII(Row[tuple[int, int], int]):
    """1140's rules for the engine and for `kata play`. Position (i, m): piles i.. left, the bound M; a move takes X."""

    limit = 300  # memoized's declared limit
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


def rows(args: Args) -> int:
    """bottom_up's cells: row i holds m = 1 .. (n - i - 1) // 2 and the row's own, for each i."""
    n = len(args["piles"])
    return sum((n - i - 1) // 2 + 1 for i in range(n))


def scanned(args: Args) -> int:
    """cubic_table's cells read, the O(n^3) unit: 2m choices for each m below half, and the row, for each i."""
    n = len(args["piles"])
    return sum(1 + half * (half - 1) for half in ((n - i + 1) // 2 for i in range(n)))


PROBLEM = declare(
    chapter,
    row_input("piles", 1, MAX_PILE, most=MAX_LENGTH),  # LeetCode's 1 <= piles[i] <= 10^4, longer rows
    {"naive": 20, "alpha_beta": 50, "memoized": 300, "bottom_up": 1_000, "cubic_table": 300},
    largest=100,
    examples=([2, 7, 9, 4, 4], [1, 2, 3, 4, 5, 100]),
    play=lambda args: GameSession(StoneGameII(args["piles"])),
    cells={"bottom_up": rows, "cubic_table": scanned},
    method="stoneGameII",
    group="Row games",
)
