"""1140. Stone Game II (https://leetcode.com/problems/stone-game-ii/).

Piles of stones lie in a row, `piles[i]` stones in pile i. Alice and Bob take
turns, Alice first, with M = 1 at the start. On a turn the player to move
takes every stone in the first X remaining piles, for some 1 <= X <= 2M, and
then M = max(M, X). The game ends when no pile is left. Both play perfectly
to get as many stones as they can. How many stones does Alice get?

    >>> memoized(piles=[2, 7, 9, 4, 4])  # take 2, and 4 + 4 after Bob's 7 + 9;
    ... # after 2 + 7 Bob takes the rest
    10
    >>> memoized(piles=[1, 2, 3, 4, 5, 100])
    104

    Constraints: 1 <= len(piles) <= 100, 1 <= piles[i] <= 10^4
    (this kata accepts rows up to 10^4 long: each variant's limit
    says what it solves in time)

The searches score a position by its margin: how far the player to move ends
ahead of the other from here on (negamax). With the piles from i on left and
the bound m, taking x piles gains piles[i] + ... + piles[i + x - 1] and hands
the other player the position (i + x, max(m, x)):

    margin(i, m) = max over 1 <= x <= min(2m, n - i)
                   of (gain(i, x) - margin(i + x, max(m, x))),
    margin(n, m) = 0

Alice's stones are (total + margin(0, 1)) / 2. The tables count stones
instead, which is the same thing shifted by what is left (suffix[i], the
stones in piles i..n-1): the player to move gets what is left minus what the
other then gets, so

    stones(i, m) = suffix[i] - min over 1 <= x <= min(2m, n - i)
                               of stones(i + x, max(m, x))

and once 2m >= n - i the player to move takes everything:
stones(i, m) = suffix[i]. Scanning all 2m choices of every (i, m) costs
O(n^3) (`cubic_table`). `bottom_up` splits the choices in two families and
keeps a sliding-window minimum of each, so every cell costs O(1) amortized:

    x <= m:       min of stones(k, m), i < k <= i + m:
                  a window down column m that slides as i decreases
    m < x <= 2m:  min of stones(i + x, x), m < x <= 2m:
                  a window whose both ends fall as m decreases

    stones(i, m) = suffix[i] - min(first family, second family)

Putting `memoized`'s table into `alpha_beta` as it stands gives wrong answers:
a pruned search learns only a bound on a margin, not the margin. See
tests/pitfalls/p1140_stone_game_ii.py, and `shared.engine.search` for the fix.
"""

from __future__ import annotations

import math
from collections import deque


def naive(piles: list[int]) -> int:
    """Negamax on the margin over every line of play.
    Time O(2^n), Space O(n), n = len(piles)."""
    # 2 is measured, not derived: the tree roughly doubles with every
    # pile added; the complexity test holds the node counts to it.
    n = len(piles)
    total = sum(piles)

    def margin(i: int, m: int) -> float:
        if i == n:
            return 0
        best = -math.inf
        gain = 0
        for x in range(1, min(2 * m, n - i) + 1):
            gain += piles[i + x - 1]
            best = max(best, gain - margin(i + x, max(m, x)))
        return best

    return (total + int(margin(0, 1))) // 2


def alpha_beta(piles: list[int]) -> int:
    """Negamax on the margin with alpha-beta pruning, most piles first.
    Time O(1.2^n), Space O(n), n = len(piles)."""
    # 1.2 is measured on random rows, not derived: the complexity
    # test holds the node counts to it. Rows built to defeat the
    # move order cost more, and fewest piles first far more.
    n = len(piles)
    total = sum(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]

    def margin(i: int, m: int, alpha: float, beta: float) -> float:
        if i == n:
            return 0
        best = -math.inf
        # Taking more is usually better (every pile holds at least
        # one stone), and a good move found first prunes the rest;
        # taking everything, when allowed, is the best move outright.
        for x in range(min(2 * m, n - i), 0, -1):
            gain = suffix[i] - suffix[i + x]
            # We end at gain - (the other's margin): our window
            # (alpha, beta) is (gain - beta, gain - alpha) for them.
            best = max(
                best, gain - margin(i + x, max(m, x), gain - beta, gain - alpha)
            )
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best

    return (total + int(margin(0, 1, -math.inf, math.inf))) // 2


def memoized(piles: list[int]) -> int:
    """Negamax on the margin with a memo table keyed by (i, m).
    Time O(n^3), Space O(n^2), n = len(piles)."""
    n = len(piles)
    total = sum(piles)
    # not @cache: here a hit is a call, and the calls are the n^3
    memo: dict[tuple[int, int], float] = {}

    def margin(i: int, m: int) -> float:
        if (i, m) in memo:
            return memo[i, m]
        if i == n:
            return 0
        best = -math.inf
        gain = 0
        for x in range(1, min(2 * m, n - i) + 1):
            gain += piles[i + x - 1]
            best = max(best, gain - margin(i + x, max(m, x)))
        memo[i, m] = best
        return best

    return (total + int(margin(0, 1))) // 2


def bottom_up(piles: list[int]) -> int:
    """Stones table, each cell's choices as two sliding-window minima.
    Time O(n^2), Space O(n^2), n = len(piles)."""
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    # stones[i][m] for 0 <= m <= n (m = 0 unused); rows
    # i < n are filled below, row n has nothing left.
    stones: list[list[int]] = [[] for _ in range(n)] + [[0] * (n + 1)]
    # columns[m]: rows k > i whose stones[k][m] may
    # still be the minimum of the window i < k <= i + m.
    # Rows are appended nearest-last, so the farthest (first to
    # leave the window) sits at the left end, and values rise
    # from left to right: the window's minimum is columns[m][0].
    columns: list[deque[int]] = [deque() for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        k = i + 1
        # Row k is in column m's window for some
        # row below it only if m <= n - k - 1.
        for m in range(1, n - k):
            column = columns[m]
            value = stones[k][m]
            while column and stones[column[-1]][m] >= value:
                column.pop()
            column.append(k)
        # for 2m >= n - i the player to move takes everything
        row = [suffix[i]] * (n + 1)
        top = (n - i - 1) // 2  # the largest m with 2m < n - i
        # diagonal: choices x with m < x <= 2m, entered
        # largest first as m falls; values rise left to right.
        diagonal: deque[int] = deque()
        next_x = 2 * top
        for m in range(top, 0, -1):
            column = columns[m]
            while column[0] > i + m:
                column.popleft()
            # min of stones(i + x, m) over 1 <= x <= m
            low = stones[column[0]][m]
            while next_x > m:
                value = stones[i + next_x][next_x]
                while (
                    diagonal and stones[i + diagonal[-1]][diagonal[-1]] >= value
                ):
                    diagonal.pop()
                diagonal.append(next_x)
                next_x -= 1
            while diagonal[0] > 2 * m:
                diagonal.popleft()
            # min of stones(i + x, x) over m < x <= 2m
            high = stones[i + diagonal[0]][diagonal[0]]
            row[m] = suffix[i] - (low if low <= high else high)
        stones[i] = row
    return stones[0][1]


def cubic_table(piles: list[int]) -> int:
    """Stones table, scanning all 2m choices of every cell.
    Time O(n^3), Space O(n^2), n = len(piles)."""
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    stones: list[list[int]] = [[] for _ in range(n)] + [[0] * (n + 1)]
    for i in range(n - 1, -1, -1):
        # for 2m >= n - i the player to move takes everything
        row = [suffix[i]] * (n + 1)
        half = (n - i + 1) // 2
        for m in range(1, half):
            row[m] = suffix[i] - min(
                stones[i + x][max(m, x)] for x in range(1, 2 * m + 1)
            )
        stones[i] = row
    return stones[0][1]
