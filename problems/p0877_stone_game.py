"""877. Stone Game (https://leetcode.com/problems/stone-game/).

An even number of piles lie in a row, `piles[i]` stones in pile i, and the
total is odd, so there are no ties. Alice and Bob take turns, Alice first; a
turn takes the whole pile at either end of the row. When the row is empty
whoever holds more stones wins. Both play perfectly. Does Alice win?

    >>> memoized(piles=[5, 3, 4, 5])  # take the first 5: she ends with 10 or 9
    True
    >>> memoized(piles=[3, 7, 2, 3])
    True

    Constraints: 2 <= len(piles) <= 500, len(piles) even,
    1 <= piles[i] <= 500, sum(piles) odd

Every variant scores a row by its margin: what the player to move can end up
ahead of the other by, from this row on (negamax). Taking piles[i] from the
row piles[i..j] leaves the other player to move on piles[i+1..j], so

    margin(i, j) = max(piles[i] - margin(i + 1, j),
                       piles[j] - margin(i, j - 1)),
    margin(i, i) = piles[i]

and Alice wins exactly when margin(0, n - 1) > 0. The margin does not depend
on the stones already taken, which is what lets `memoized` key its table on
(i, j) alone.

The table answers true on every row the rules allow, and `formula` says why:
with an even row, Alice can take all the even-indexed piles or all the
odd-indexed ones (whichever end she takes, Bob is left choosing between two
piles of the other parity), and with an odd total one of those sums is
larger. Outside the rules the argument fails: an odd row ([1, 5, 2]) can be
lost, an even total ([2, 2]) tied. See tests/pitfalls/p0877_stone_game.py.
"""

from __future__ import annotations

import math
from functools import cache


def naive(piles: list[int]) -> bool:
    """Negamax over every line of play.
    Time O(2^n), Space O(n), n = len(piles)."""
    # The tree of a row of n piles has 2^n -
    # 1 nodes: every order of taking ends.

    def margin(i: int, j: int) -> int:
        if i == j:
            return piles[i]
        return max(piles[i] - margin(i + 1, j), piles[j] - margin(i, j - 1))

    return margin(0, len(piles) - 1) > 0


def alpha_beta(piles: list[int]) -> bool:
    """Negamax on the margin with alpha-beta pruning, larger end first.
    Time O(1.5^n), Space O(n), n = len(piles)."""

    # 1.5 is measured on random rows, not derived: the
    # complexity test holds the node counts to it.
    def margin(i: int, j: int, alpha: float, beta: float) -> float:
        if i == j:
            return piles[i]
        # Taking the larger end is usually the better move,
        # and a good move found first prunes the rest.
        if piles[i] >= piles[j]:
            moves = ((piles[i], i + 1, j), (piles[j], i, j - 1))
        else:
            moves = ((piles[j], i, j - 1), (piles[i], i + 1, j))
        best = -math.inf
        for take, lo, hi in moves:
            # We end at take - (the other's margin), so our window
            # (alpha, beta) is theirs (take - beta, take - alpha).
            best = max(best, take - margin(lo, hi, take - beta, take - alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best

    # The open window (-inf, inf): nothing is excluded yet.
    return margin(0, len(piles) - 1, -math.inf, math.inf) > 0


def memoized(piles: list[int]) -> bool:
    """Negamax with a memo table of margin(i, j).
    Time O(n^2), Space O(n^2), n = len(piles)."""

    @cache
    def margin(i: int, j: int) -> int:
        if i == j:
            return piles[i]
        return max(piles[i] - margin(i + 1, j), piles[j] - margin(i, j - 1))

    return margin(0, len(piles) - 1) > 0


def bottom_up(piles: list[int]) -> bool:
    """Fill margin(i, j) for i from the right end down, keeping one row.
    Time O(n^2), Space O(n), n = len(piles)."""
    n = len(piles)
    # After the pass for start i, row[j] = margin(i, j); the pass
    # for i reads margin(i + 1, j) from row[j] before overwriting
    # it, and margin(i, j - 1) from row[j - 1], just written.
    row = list(piles)
    for i in range(n - 2, -1, -1):
        for j in range(i + 1, n):
            row[j] = max(piles[i] - row[j], piles[j] - row[j - 1])
    return row[n - 1] > 0


def formula(piles: list[int]) -> bool:
    """Always true: Alice can take every
    even-indexed pile or every odd-indexed one.
    Time O(1), Space O(1)."""
    # Proven, not assumed: taking the left end of an even row leaves Bob two
    # odd-indexed ends, taking the right end two even-indexed ones, and so on
    # to the end; Alice picks the parity with the larger sum, which is strictly
    # larger because the total is odd. The tests check it against the table.
    return True
