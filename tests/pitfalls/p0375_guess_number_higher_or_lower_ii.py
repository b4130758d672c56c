"""375 pitfall: binary search, the right answer to a different question.

Halving the range minimises how many guesses you need, and looks like the
obvious strategy. Here a wrong guess costs its value, not 1, so the question
is money: for n = 4, guessing the middle 2 and then 3 can cost 2 + 3 = 5,
while guessing 1 and then 3 never costs more than 4 (LeetCode's example
n = 10 it also gets wrong: 22 against 16).
"""

from __future__ import annotations


def binary_search_cost(n: int) -> int:
    """WRONG: the worst-case money paid when always guessing the middle (lo + hi) // 2."""

    def worst(lo: int, hi: int) -> int:
        if lo >= hi:
            return 0
        x = (lo + hi) // 2  # the bug: the middle minimises guesses, not dollars
        return x + max(worst(lo, x - 1), worst(x + 1, hi))

    return worst(1, n)
