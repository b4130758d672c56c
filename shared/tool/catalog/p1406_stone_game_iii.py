"""1406 Stone Game III, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence

from problems import p1406_stone_game_iii as chapter
from problems.p1406_stone_game_iii import MAX_TAKE
from shared.engine.game import Points
from shared.tool.catalog.common import Row, row_input
from shared.tool.play import GameSession
from shared.tool.registry import Args, declare

MAX_VALUE = 1000  # LeetCode's bound on |stoneValue[i]|
MAX_LENGTH = 5 * 10**4  # LeetCode's bound on len(stoneValue)


class StoneGameIII(Row[int, int]):
    """1406's rules for the engine and for `kata play`. Position i: stones i.. left; a move takes the first 1 to 3."""

    limit = 1_000  # rows longer than this do not fit a terminal anyway
    label = "stones"
    ask = "type how many stones to take, 1 to {most}"
    rules = "Stone Game III: take the first 1, 2 or 3 stones (some are negative)."

    def whole(self) -> int:
        return 0

    def left(self, i: int) -> Sequence[int]:
        return self.values[i:]

    def moves(self, i: int) -> Sequence[int]:
        return range(1, min(MAX_TAKE, len(self.values) - i) + 1)

    def play(self, i: int, x: int) -> int:
        return i + x

    def gain(self, i: int, x: int) -> float:
        return sum(self.values[i : i + x])

    def describe(self, state: tuple[int, str, Points], x: int) -> str:
        gain = self.gain(state[0], x)
        return f"take {x} ({gain} point{'' if abs(gain) == 1 else 's'})"


def margins(args: Args) -> int:
    """The cells margin[0..n], the empty row's included."""
    return len(args["stoneValue"]) + 1


PROBLEM = declare(
    chapter,
    # n = len(stoneValue), as the docstrings define it; the long name would crowd `kata list`
    row_input("stoneValue", -MAX_VALUE, MAX_VALUE, most=MAX_LENGTH, size_name="n"),
    {"naive": 18, "alpha_beta": 30},
    rest=MAX_LENGTH,
    examples=([1, 2, 3, 7], [1, 2, 3, -9], [1, 2, 3, 6]),
    play=lambda args: GameSession(StoneGameIII(args["stoneValue"])),
    group="Row games",
    cells={"bottom_up": margins, "rolling": margins, "fast": margins},
    method="stoneGameIII",
)
