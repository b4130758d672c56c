"""486 Predict the Winner, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from problems.p0486_predict_the_winner import alpha_beta, bottom_up, cutoff, fast, formula, memoized, naive
from shared.tool.catalog.common import Ends, row_input
from shared.tool.play import GameSession
from shared.tool.registry import Problem, variant

MAX_VALUE = 10**7  # LeetCode's bound on each number
MAX_LENGTH = 10**5  # far past every variant's limit; longer rows are refused, not queued for hours


class PredictTheWinner(Ends):
    """486's rules for the engine and for `kata play`: take the number at either end; a tie is a draw here."""

    players = ("player 1", "player 2")
    limit = 1_000  # memoized's declared limit
    label = "numbers"
    rules = "Predict the Winner: take the number at either end of the row (L or R); the higher total wins."


# LeetCode's row: up to 20 numbers, 0 <= nums[i] <= 10^7 (longer rows up to 10^5 are taken for the ladders).
parse, generate = row_input("nums", 0, MAX_VALUE, most=MAX_LENGTH)


PROBLEM = Problem(
    key="486",
    slug="predict-the-winner",
    title="Predict the Winner",
    param="nums",
    variants=(
        variant(naive, limit=20),
        variant(alpha_beta, limit=26),
        variant(memoized, limit=1_000),
        variant(bottom_up, limit=2_001),
        variant(fast, limit=2_001),
        variant(cutoff, limit=30),
        variant(formula, limit=2_001),
    ),
    parse=parse,
    size=lambda args: len(args["nums"]),
    size_name="len(nums)",
    generate=generate,
    examples=([1, 5, 2], [1, 5, 233, 7]),
    play=lambda args: GameSession(PredictTheWinner(args["nums"])),
    method="predictTheWinner",
    # LeetCode's largest row is 20 long: every variant must get there (naive's limit is 20 too).
    must_reach=dict.fromkeys(("naive", "alpha_beta", "memoized", "bottom_up", "fast", "cutoff", "formula"), 20),
    group="Row games",
)
