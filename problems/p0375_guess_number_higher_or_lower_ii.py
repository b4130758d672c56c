"""375. Guess Number Higher or Lower II (https://leetcode.com/problems/guess-number-higher-or-lower-ii/).

I pick a number from 1 to n; you guess. A wrong guess x costs you x dollars,
and I tell you whether my number is higher or lower. A right guess ends the
game. What is the least money that guarantees you a win, whatever I picked?

    >>> memoized(n=10)  # guess 7; then 3 or 9; ...
    16
    >>> memoized(n=1)  # nothing to guess wrong
    0
    >>> memoized(n=2)  # guess 1: if wrong, it is 2
    1

    Constraints: 1 <= n <= 200

A game against an adversary: I may as well choose my number as you guess,
always the answer that costs you most. With the numbers lo..hi still
possible, guessing x costs x plus the worse of the two ranges left:

    cost(lo, hi) = min over x in lo..hi of
                   x + max(cost(lo, x - 1), cost(x + 1, hi)),
    cost = 0 when lo >= hi

you minimise, I maximise: minimax on money. It is not binary search. Halving
minimises the number of guesses, but a guess costs its value, so the best first
guess sits above the middle (7 for n = 10), where the expensive numbers are
ruled out early. See tests/pitfalls/p0375_guess_number_higher_or_lower_ii.py.

Two speed-ups, kept apart. `half_max` is an idea: for a guess x in the lower
half, lo..x - 1 holds no more numbers than x + 1..hi, and shifted up it
lands inside x + 1..hi, where every guess costs more; so the left side never
costs more, and the max() is needed only above the middle. `fast` is
`half_max` written for CPython: two tables holding x + cost, one indexed by
the range's low end and one by its high end, so both sides of every guess
are slices of a row and min() and max() run in C over them.
"""

from __future__ import annotations

from functools import cache


def naive(n: int) -> int:
    """Minimax over every guess and both answers.
    Time O(3^n), Space O(n), n = the largest number."""
    # The tree of lo..hi holds T(k) = 1 + sum over x of
    # T(x - lo) + T(hi - x) nodes for k numbers: ~3^k.

    def cost(lo: int, hi: int) -> int:
        if lo >= hi:
            return 0
        guesses = range(lo, hi + 1)
        return min(x + max(cost(lo, x - 1), cost(x + 1, hi)) for x in guesses)

    return cost(1, n)


def alpha_beta(n: int) -> int:
    """Minimax with a bound: a guess is cut
    once one answer costs the best so far.
    Time O(2.3^n), Space O(n)."""
    # 2.3 is measured, not derived: the complexity test holds the node
    # counts to it. cost(lo, hi, bound) is exact when below bound,
    # else only ">= bound": the adversary takes the costlier side, so
    # once one side alone reaches best - x, guess x cannot beat best.

    def cost(lo: int, hi: int, bound: int) -> int:
        if lo >= hi:
            return 0
        best = bound
        # high guesses first: the good ones sit above the middle
        for x in range(hi, lo - 1, -1):
            right = cost(x + 1, hi, best - x)
            if x + right >= best:
                # cut: the larger numbers alone cost at least the best so far
                continue
            # under its bound, so x + left <= best: no second cut is needed
            left = cost(lo, x - 1, best - x)
            best = x + max(left, right)
        return best

    # guessing every number costs less than this: no answer is cut
    return cost(1, n, n * (n + 1) // 2 + 1)


def memoized(n: int) -> int:
    """Minimax with a memo table of cost(lo, hi).
    Time O(n^3), Space O(n^2), n = the largest number."""

    @cache
    def cost(lo: int, hi: int) -> int:
        if lo >= hi:
            return 0
        guesses = range(lo, hi + 1)
        return min(x + max(cost(lo, x - 1), cost(x + 1, hi)) for x in guesses)

    return cost(1, n)


def bottom_up(n: int) -> int:
    """Fill cost(lo, hi) for ranges of rising length.
    Time O(n^3), Space O(n^2), n = the largest number."""
    # cost[lo][hi] for 1 <= lo <= hi <= n, with cost[lo][lo - 1] = 0
    # for an empty range; the guesses x = lo and x = hi leave one
    # side empty, so the table gets one spare column on each side.
    cost = [[0] * (n + 2) for _ in range(n + 2)]
    for length in range(2, n + 1):
        for lo in range(1, n - length + 2):
            hi = lo + length - 1
            cost[lo][hi] = min(
                x + max(cost[lo][x - 1], cost[x + 1][hi])
                for x in range(lo, hi + 1)
            )
    return cost[1][n]


def half_max(n: int) -> int:
    """bottom_up, asking max() only of guesses above the middle.
    Time O(n^3), Space O(n^2), n = the largest number."""
    # One idea: for a guess x <= (lo + hi) // 2 the numbers below
    # it, lo..x - 1, are no more than those above it; shifted up
    # by x + 1 - lo they land inside x + 1..hi, where every guess
    # costs more. So cost(lo, x - 1) <= cost(x + 1, hi), and the
    # adversary's answer below the middle is always "higher".
    cost = [[0] * (n + 2) for _ in range(n + 2)]
    for length in range(2, n + 1):
        for lo in range(1, n - length + 2):
            hi = lo + length - 1
            mid = (lo + hi) // 2
            low_guess = min(x + cost[x + 1][hi] for x in range(lo, mid + 1))
            high_guess = min(
                x + max(cost[lo][x - 1], cost[x + 1][hi])
                for x in range(mid + 1, hi + 1)
            )
            cost[lo][hi] = min(low_guess, high_guess)
    return cost[1][n]


def fast(n: int) -> int:
    """`half_max` rewritten for CPython's speed.
    Time O(n^3), Space O(n^2), n = the largest number."""
    # Same cells, same guesses as half_max; the changes are Python idioms only.
    # left[lo][x] = x + cost(lo, x - 1) and right[hi][x] = x + cost(x + 1, hi):
    # each side of every guess is then a slice of one row, so min() and max()
    # run in C over slices, with no column walk through cost[x + 1] and no
    # addition per guess. Ranges of 0 or 1 numbers cost 0, so both start as x.
    left = [list(range(n + 2)) for _ in range(n + 2)]
    right = [list(range(n + 2)) for _ in range(n + 2)]
    best = 0  # cost(1, n) once the last range is filled; 0 for n = 1
    for length in range(2, n + 1):
        for lo in range(1, n - length + 2):
            hi = lo + length - 1
            mid = (lo + hi) // 2
            row = right[hi]  # one lookup, used three times
            # min over a slice (C) for the low guesses; map(max, ...)
            # pairs the two slices without a Python loop.
            best = min(
                min(row[lo : mid + 1]),
                min(
                    map(max, left[lo][mid + 1 : hi + 1], row[mid + 1 : hi + 1])
                ),
            )
            left[lo][hi + 1] = hi + 1 + best
            row[lo - 1] = lo - 1 + best
    return best
