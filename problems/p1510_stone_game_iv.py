"""1510. Stone Game IV (https://leetcode.com/problems/stone-game-iv/).

A heap holds n stones. Alice and Bob take turns, Alice first; a turn removes
a non-zero square number of stones (1, 4, 9, ...). The player who cannot
move (the heap is empty) loses. Both play perfectly. Does Alice win?

    >>> memoized(n=1)  # take 1
    True
    >>> memoized(n=2)  # each takes 1; Alice faces the empty heap
    False
    >>> memoized(n=4)  # take all 4
    True

    Constraints: 1 <= n <= 10^5

Every variant scores a heap from the point of view of the player to move
(negamax): +1 if they can force a win, -1 if not; the empty heap is lost.
No closed form is known: the lost heaps (0, 2, 5, 7, 10, 12, 15, 17, 20, 22,
34, ...) thin out irregularly, about 2,800 of the first 10^5. That sparseness
is what `bottom_up` uses to reach LeetCode's 10^5 in Python.
"""

from __future__ import annotations

from functools import cache
from math import isqrt


def naive(n: int) -> bool:
    """Negamax over every line of play.
    Time O(1.42^n), Space O(n), n = stones."""
    # 1.42 is measured, not derived: the tree has
    # T(n) = 1 + T(n-1) + T(n-4) + T(n-9) + ... nodes.

    def value(stones: int) -> int:
        best = -1  # the empty heap: the player to move has lost
        for k in range(1, isqrt(stones) + 1):  # every square, even after a win
            best = max(best, -value(stones - k * k))
        return best

    return value(n) > 0


def alpha_beta(n: int) -> bool:
    """Negamax with alpha-beta pruning, smallest square first.
    Time O(1.4^n), Space O(n), n = stones."""
    # 1.4 is measured, not derived: the complexity test holds the node
    # counts to it. Taking 1 first rarely wins at once, so the cuts
    # come late; a lost heap, where no move wins, is searched in full.

    def value(stones: int, alpha: int, beta: int) -> int:
        best = -1
        for k in range(1, isqrt(stones) + 1):
            best = max(best, -value(stones - k * k, -beta, -alpha))
            alpha = max(alpha, best)
            # a winning move: the other moves cannot do better
            if alpha >= beta:
                break
        return best

    return value(n, -1, 1) > 0


def memoized(n: int) -> bool:
    """Negamax with a memo table: each heap is solved once.
    Time O(n^1.5), Space O(n), n = stones."""

    @cache
    def value(stones: int) -> int:
        best = -1  # the empty heap: the player to move has lost
        for k in range(1, isqrt(stones) + 1):
            best = max(best, -value(stones - k * k))
        return best

    return value(n) > 0


def bottom_up(n: int) -> bool:
    """Fill win[0..n] upward, each lost heap marking those a square above.
    Time O(n^1.5), Space O(n), n = stones."""
    # Pushing from the lost heaps instead of pulling from every heap's sqrt(n)
    # moves: a heap is won exactly when some square leads down to a lost one,
    # and only about n^0.7 heaps are lost (2,781 of the first 10^5), so the
    # work is nearer n^1.2 than the n^1.5 bound: 0.64 million marks at 10^5.
    win = [False] * (n + 1)
    for stones in range(n + 1):
        # every smaller heap is settled, so this
        # one is lost: mark the heaps above it
        if not win[stones]:
            for k in range(1, isqrt(n - stones) + 1):
                win[stones + k * k] = True
    return win[n]
