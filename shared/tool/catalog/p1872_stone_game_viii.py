"""1872 Stone Game VIII, as the tool sees it: the Game adapter, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence

from problems import p1872_stone_game_viii as chapter
from problems.p1872_stone_game_viii import prefix_sums
from shared.engine.game import Points, ScoredGame
from shared.tool.catalog.common import declare, row_input

MAX_STONE = 10**4  # LeetCode's bound on |stones[i]|
MAX_LENGTH = 10**5  # LeetCode's bound on len(stones)


class StoneGameVIII(ScoredGame[int, int]):
    """1872's rules for the engine. Position i: stones 0..i-1 merged into the leftmost; a move removes x > 1 stones.

    The row at i is [stones[0] + ... + stones[i-1], stones[i], ..., stones[n-1]]: n - i + 1 stones, the first of
    them the stone put back (at the start, i = 1, just stones[0]).
    """

    players = ("Alice", "Bob")

    def __init__(self, stones: Sequence[int]) -> None:
        self.prefix = prefix_sums(list(stones))
        self.n = len(stones)

    def start(self, position: int = 1, player: str | None = None) -> tuple[int, str, Points]:
        """The whole row, Alice to move."""
        return super().start(position, player)

    def moves(self, i: int) -> Sequence[int]:
        return range(2, self.n - i + 2)  # x > 1, up to the whole row of n - i + 1 stones

    def play(self, i: int, x: int) -> int:
        return i + x - 1  # the new leftmost stone holds stones[0..i+x-2]

    def gain(self, i: int, x: int) -> float:
        return self.prefix[self.play(i, x)]


PROBLEM = declare(
    chapter,
    # LeetCode's input: 2 to 10^5 integers, -10^4 <= stones[i] <= 10^4; n = len(stones), as the docstrings say.
    row_input("stones", -MAX_STONE, MAX_STONE, least=2, most=MAX_LENGTH, size_name="n"),
    {"naive": 18, "alpha_beta": 22, "memoized": 500, "bottom_up": 1_000},
    rest=MAX_LENGTH,
    examples=([-1, 2, -3, 4, -5], [7, -6, 5, 10, 5, -2, -6], [-10, -12]),
    group="Row games",
    method="stoneGameVIII",
)
