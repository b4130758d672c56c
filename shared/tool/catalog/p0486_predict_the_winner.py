"""486 Predict the Winner, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from problems import p0486_predict_the_winner as chapter
from shared.tool.catalog.common import Ends, row_input
from shared.tool.play import GameSession
from shared.tool.registry import Args, declare

MAX_VALUE = 10**7  # LeetCode's bound on each number
MAX_LENGTH = 10**5  # far past every variant's limit; longer rows are refused, not queued for hours


class PredictTheWinner(Ends):
    """486's rules for the engine and for `kata play`: take the number at either end; a tie is a draw here."""

    players = ("player 1", "player 2")
    limit = 1_000  # memoized's declared limit
    label = "numbers"
    rules = "Predict the Winner: take the number at either end of the row (L or R); the higher total wins."


def triangle(args: Args) -> int:
    """The cells of a table of margin(i, j), i <= j: n(n + 1)/2."""
    n = len(args["nums"])
    return n * (n + 1) // 2


def formula_cells(args: Args) -> int | None:
    """formula fills bottom_up's table for an odd row only; an even one is answered with no table."""
    return triangle(args) if len(args["nums"]) % 2 else None


PROBLEM = declare(
    chapter,
    # LeetCode's row: up to 20 numbers, 0 <= nums[i] <= 10^7 (longer rows up to 10^5 are taken for the ladders).
    row_input("nums", 0, MAX_VALUE, most=MAX_LENGTH),
    {"naive": 20, "alpha_beta": 26, "memoized": 1_000, "cutoff": 30},
    rest=2_001,
    largest=20,  # naive's limit is 20 too
    examples=([1, 5, 2], [1, 5, 233, 7]),
    play=lambda args: GameSession(PredictTheWinner(args["nums"])),
    cells={"bottom_up": triangle, "fast": triangle, "formula": formula_cells},
    method="predictTheWinner",
    group="Row games",
)
