"""375 Guess Number Higher or Lower II, as the tool sees it: the declaration (no play)."""

from __future__ import annotations

from problems import p0375_guess_number_higher_or_lower_ii as chapter
from problems.p0375_guess_number_higher_or_lower_ii import MAX_N
from shared.tool.catalog.common import number
from shared.tool.registry import Args, declare


def guesses(args: Args) -> int:
    """The tables' n^3 unit: the n numbers, and every guess x tried for every range lo..hi."""
    n: int = args["n"]
    return n + sum((n - length + 1) * length for length in range(2, n + 1))


PROBLEM = declare(
    chapter,
    number("n", 1, MAX_N),
    {"naive": 10, "alpha_beta": 13, "memoized": 60},
    rest=MAX_N,
    examples=(10, 1, 2),
    group="Row games",
    cells={"bottom_up": guesses, "half_max": guesses, "fast": guesses},
    method="getMoneyAmount",
)
