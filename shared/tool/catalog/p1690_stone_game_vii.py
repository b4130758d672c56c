"""1690 Stone Game VII, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence

from problems import p1690_stone_game_vii as chapter
from problems.p1690_stone_game_vii import prefix_sums
from shared.engine.game import Points
from shared.tool.catalog.common import Ends, row_input
from shared.tool.play import GameSession
from shared.tool.registry import Args, declare

MAX_STONE = 1000  # LeetCode's bound on stones[i]
MAX_LENGTH = 1000  # LeetCode's bound on len(stones)


class StoneGameVII(Ends):
    """1690's rules for the engine and for `kata play`: remove an end of the row and score what is left."""

    limit = 300  # memoized's declared limit
    label = "stones"
    verb = "remove"
    rules = "Stone Game VII: remove the left or right end (L or R); score what is left."

    def __init__(self, stones: Sequence[int]) -> None:
        super().__init__(stones)
        self.prefix = prefix_sums(list(stones))

    def gain(self, position: tuple[int, int], end: str) -> float:
        lo, hi = self.play(position, end)
        return self.prefix[hi + 1] - self.prefix[lo]  # what is left after the removal

    def describe(self, state: tuple[tuple[int, int], str, Points], end: str) -> str:
        i, j = state[0]
        side, stone = ("left", self.values[i]) if end == "L" else ("right", self.values[j])
        return f"remove the {side} {stone} and score {self.gain(state[0], end)}"


def triangle(args: Args) -> int:
    """The cells of a table of margin(i, j), i <= j: n(n + 1)/2."""
    n = len(args["stones"])
    return n * (n + 1) // 2


PROBLEM = declare(
    chapter,
    # LeetCode's input: 2 to 1000 integers, 1 <= stones[i] <= 1000; n = len(stones), as the docstrings say.
    row_input("stones", 1, MAX_STONE, least=2, most=MAX_LENGTH, size_name="n"),
    {"naive": 16, "alpha_beta": 24, "memoized": 300},
    rest=MAX_LENGTH,
    examples=([5, 3, 1, 4, 2], [7, 90, 5, 1, 100, 10, 10, 2]),
    play=lambda args: GameSession(StoneGameVII(args["stones"])),
    group="Row games",
    cells={"bottom_up": triangle, "fast": triangle},
    method="stoneGameVII",
)
