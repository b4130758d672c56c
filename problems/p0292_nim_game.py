"""292. Nim Game (https://leetcode.com/problems/nim-game/).

A heap holds n stones. You and your friend take turns, you first; a turn
removes 1, 2 or 3 stones, and whoever removes the last stone wins. Both play
perfectly. Can you win?

    >>> memoized(n=4)  # whatever you take, your friend takes the rest
    False
    >>> memoized(n=1)
    True
    >>> memoized(n=2)
    True

    Constraints: 1 <= n <= 2^31 - 1

Every variant scores a position from the point of view of the player to move
(negamax): +1 if they can force a win, -1 if not. With no stones left the
player to move has already lost, because the other player took the last one.
The table the DP fills shows the pattern the formula states: exactly the
multiples of 4 are lost.
"""

from __future__ import annotations

from functools import cache

MAX_TAKE = 3  # a turn removes 1..MAX_TAKE stones


def naive(n: int) -> bool:
    """Negamax over every line of play.
    Time O(1.84^n), Space O(n), n = stones."""
    # 1.84 is the tribonacci constant: the tree has
    # T(n) = 1 + T(n-1) + T(n-2) + T(n-3) nodes.

    def value(stones: int) -> int:
        if stones == 0:
            return -1
        best = -1
        # every move, even after a win
        for take in range(1, min(MAX_TAKE, stones) + 1):
            best = max(best, -value(stones - take))
        return best

    return value(n) > 0


def alpha_beta(n: int) -> bool:
    """Negamax with alpha-beta pruning, biggest take first.
    Time O(1.4^n), Space O(n), n = stones."""
    # 1.4 is measured, not derived: the complexity
    # test holds the node counts to it.

    def value(stones: int, alpha: int, beta: int) -> int:
        if stones == 0:
            return -1
        best = -1
        for take in range(min(MAX_TAKE, stones), 0, -1):
            best = max(best, -value(stones - take, -beta, -alpha))
            alpha = max(alpha, best)
            # a winning move: the other moves cannot do better
            if alpha >= beta:
                break
        return best

    return value(n, -1, 1) > 0


def memoized(n: int) -> bool:
    """Negamax with a memo table: each heap size is solved once.
    Time O(n), Space O(n), n = stones."""

    @cache
    def value(stones: int) -> int:
        if stones == 0:
            return -1
        best = -1
        # every move, even after a win
        for take in range(1, min(MAX_TAKE, stones) + 1):
            best = max(best, -value(stones - take))
        return best

    return value(n) > 0


def bottom_up(n: int) -> bool:
    """Fill win[0..n] from the empty heap up.
    Time O(n), Space O(n), n = stones."""
    win = [False] * (n + 1)  # win[0]: the player facing an empty heap has lost
    for stones in range(1, n + 1):
        # Win unless every take (the last MAX_TAKE cells)
        # leaves the other player a won heap.
        win[stones] = not all(win[max(0, stones - MAX_TAKE) : stones])
    return win[n]


def formula(n: int) -> bool:
    """The table's pattern: multiples of 4 lose,
    since any take t is answered by 4 - t.
    Time O(1), Space O(1)."""
    return n % (MAX_TAKE + 1) != 0
