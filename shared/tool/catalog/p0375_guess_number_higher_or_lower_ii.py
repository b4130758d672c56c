"""375 Guess Number Higher or Lower II, as the tool sees it: input parsing and the declaration (no play)."""

from __future__ import annotations

from problems.p0375_guess_number_higher_or_lower_ii import MAX_N, alpha_beta, bottom_up, fast, half_max, memoized, naive
from shared.tool.catalog.common import number, size_itself
from shared.tool.registry import Problem, variant

PROBLEM = Problem(
    key="375",
    slug="guess-number-higher-or-lower-ii",
    title="Guess Number Higher or Lower II",
    param="n",
    variants=(
        variant(naive, limit=10),
        variant(alpha_beta, limit=13),
        variant(memoized, limit=60),
        variant(bottom_up, limit=MAX_N),
        variant(half_max, limit=MAX_N),
        variant(fast, limit=MAX_N),
    ),
    parse=number("n", 1, MAX_N),
    size=lambda args: int(args["n"]),
    size_name="n",
    generate=size_itself,
    examples=(10, 1, 2),
    group="Row games",
    method="getMoneyAmount",
    must_reach={"bottom_up": MAX_N},
)
