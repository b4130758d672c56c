"""375 Guess Number Higher or Lower II, as the tool sees it: the declaration (no play)."""

from __future__ import annotations

from problems import p0375_guess_number_higher_or_lower_ii as chapter
from problems.p0375_guess_number_higher_or_lower_ii import MAX_N
from shared.tool.catalog.common import number
from shared.tool.registry import declare

PROBLEM = declare(
    chapter,
    number("n", 1, MAX_N),
    {"naive": 10, "alpha_beta": 13, "memoized": 60},
    rest=MAX_N,
    examples=(10, 1, 2),
    group="Row games",
    method="getMoneyAmount",
)
