"""486 Predict the Winner, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random

from problems.p0486_predict_the_winner import alpha_beta, bottom_up, cutoff, formula, memoized, naive
from shared.engine.game import Points
from shared.engine.validate import expect_int_list
from shared.tool.catalog.rows import Ends, random_row
from shared.tool.play import GameSession
from shared.tool.registry import Args, Problem, variant

MAX_VALUE = 10**7  # LeetCode's bound on each number
MAX_LENGTH = 10**5  # far past every variant's limit; longer rows are refused, not queued for hours


class PredictTheWinner(Ends):
    """486's rules for the engine and for `kata play`: take the number at either end; a tie is a draw here."""

    players = ("player 1", "player 2")
    limit = 1_000  # memoized's declared limit
    label = "numbers"
    rules = "Predict the Winner: take the number at either end of the row (L or R); the higher total wins."


def play_game(args: Args) -> GameSession[tuple[tuple[int, int], str, Points], str]:
    """`kata play 486 NUMS`: take an end of the row in turn (LeetCode gives a tie to player 1; here it is a draw)."""
    game = PredictTheWinner(args["nums"])
    return GameSession(game, game.start())


def parse(raw: object) -> Args:
    """A non-empty list of integers 0 <= nums[i] <= 10^7, at most 10^5 of them."""
    return {"nums": expect_int_list(raw, "nums", 0, MAX_VALUE, max_len=MAX_LENGTH)}


def generate(size: int, rng: random.Random) -> object:
    """A row of exactly `size` random numbers over LeetCode's whole range."""
    return random_row(size, rng, 0, MAX_VALUE, "len(nums)")


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
        variant(cutoff, limit=30),
        variant(formula, limit=2_001),
    ),
    parse=parse,
    size=lambda args: len(args["nums"]),
    size_name="len(nums)",
    generate=generate,
    examples=([1, 5, 2], [1, 5, 233, 7]),
    play=play_game,
    method="predictTheWinner",
    # LeetCode's largest row is 20 long: every variant must get there (naive's limit is 20 too).
    must_reach=dict.fromkeys(("naive", "alpha_beta", "memoized", "bottom_up", "cutoff", "formula"), 20),
    group="Row games",
)
