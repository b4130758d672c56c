"""1872 Stone Game VIII, as the tool sees it: input parsing and the declaration (no play)."""

from __future__ import annotations

from problems import p1872_stone_game_viii as chapter
from shared.tool.catalog.common import row_input
from shared.tool.registry import Args, declare

MAX_STONE = 10**4  # LeetCode's bound on |stones[i]|
MAX_LENGTH = 10**5  # LeetCode's bound on len(stones)


def choices(args: Args) -> int:
    """The choices bottom_up scans: n - i for each cell i = 1 .. n - 1, the O(n^2) unit."""
    n = len(args["stones"])
    return n * (n - 1) // 2


def margins(args: Args) -> int:
    """The margins filled, i = 1 .. n - 1."""
    return len(args["stones"]) - 1


PROBLEM = declare(
    chapter,
    # LeetCode's input: 2 to 10^5 integers, -10^4 <= stones[i] <= 10^4; n = len(stones), as the docstrings say.
    row_input("stones", -MAX_STONE, MAX_STONE, least=2, most=MAX_LENGTH, size_name="n"),
    {"naive": 18, "alpha_beta": 22, "memoized": 500, "bottom_up": 1_000},
    rest=MAX_LENGTH,
    examples=([-1, 2, -3, 4, -5], [7, -6, 5, 10, 5, -2, -6], [-10, -12]),
    group="Row games",
    cells={"bottom_up": choices, "suffix_table": margins, "suffix_best": margins, "fast": margins},
    method="stoneGameVIII",
)
