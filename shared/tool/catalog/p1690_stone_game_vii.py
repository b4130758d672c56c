"""1690 Stone Game VII, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence

from problems.p1690_stone_game_vii import alpha_beta, bottom_up, fast, memoized, naive, prefix_sums
from shared.engine.game import Points
from shared.tool.catalog.common import Ends, row_input
from shared.tool.play import GameSession
from shared.tool.registry import Problem, variant

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


# LeetCode's input: 2 to 1000 integers, 1 <= stones[i] <= 1000.
parse, generate = row_input("stones", 1, MAX_STONE, least=2, most=MAX_LENGTH)


PROBLEM = Problem(
    key="1690",
    slug="stone-game-vii",
    title="Stone Game VII",
    param="stones",
    variants=(
        variant(naive, limit=16),
        variant(alpha_beta, limit=24),
        variant(memoized, limit=300),
        variant(bottom_up, limit=MAX_LENGTH),
        variant(fast, limit=MAX_LENGTH),
    ),
    parse=parse,
    size=lambda args: len(args["stones"]),
    size_name="n",  # len(stones), as the docstrings define it
    generate=generate,
    examples=([5, 3, 1, 4, 2], [7, 90, 5, 1, 100, 10, 10, 2]),
    play=lambda args: GameSession(StoneGameVII(args["stones"])),
    group="Row games",
    method="stoneGameVII",
    # LeetCode's row is up to 1000 long, capped by each variant's own limit.
    must_reach={"naive": 16, "alpha_beta": 24, "memoized": 300, "bottom_up": MAX_LENGTH},
)
