"""877 pitfall: `return True`, carried to rows the parity argument does not cover.

877's answer is always true, and LeetCode accepts `return True`. The reason
is the rules, not the game: an even number of piles lets Alice take every
even-indexed pile or every odd-indexed one, and an odd total makes one of
those sums strictly larger. Drop either rule, as the same game with other
inputs does (486 Predict the Winner plays it on any row), and the one-liner
is wrong: [1, 5, 2] (odd length) is lost, [2, 2] (even total) only tied.
"""

from __future__ import annotations


def always_true(piles: list[int]) -> bool:
    """WRONG outside 877's rules: does Alice end with more stones? says yes whatever the row."""
    return True  # the bug: true for even rows with odd totals, and only for those
