"""1025. Divisor Game (https://leetcode.com/problems/divisor-game/).

A number n is on the chalkboard. Alice and Bob take turns, Alice first; a
turn picks any x with 0 < x < n and n % x == 0, and replaces n with n - x.
The player who cannot move (the board shows 1) loses. Both play perfectly.
Does Alice win?

    >>> memoized(n=2)  # Alice takes 1, Bob faces 1 and cannot move
    True
    >>> memoized(n=3)  # Alice must take 1, Bob takes 1 from 2
    False

    Constraints: 1 <= n <= 1000

Every variant scores a number from the point of view of the player to move
(negamax): +1 if they can force a win, -1 if not. The table the DP fills
shows the pattern the formula states: exactly the even numbers are won.
"""

from __future__ import annotations

from functools import cache
from math import isqrt


def divisors(n: int) -> list[int]:
    """The moves from n: every x with 0 < x < n dividing
    n, smallest first, found by trial up to sqrt(n)."""
    small = [x for x in range(1, isqrt(n) + 1) if n % x == 0]
    large = [n // x for x in reversed(small) if n // x != x]
    return [x for x in small + large if x < n]


def naive(n: int) -> bool:
    """Negamax over every line of play.
    Time O(1.7^n), Space O(n), n = the number on the board."""
    # 1.7 is measured, not derived: the tree grows unevenly (numbers with many
    # divisors branch most); the complexity test holds the node counts to it.

    def value(board: int) -> int:
        best = -1  # no move: the player to move has lost
        for x in divisors(board):  # every move, even after a win
            best = max(best, -value(board - x))
        return best

    return value(n) > 0


def alpha_beta(n: int) -> bool:
    """Negamax with alpha-beta pruning, smallest divisor first.
    Time O(1.25^n), Space O(n), n = the number."""
    # 1.25 is measured, not derived: the complexity test holds the node
    # counts to it. Taking 1 first finds the win on every even number
    # at once; odd numbers, all of whose moves lose, cost the rest.

    def value(board: int, alpha: int, beta: int) -> int:
        best = -1
        for x in divisors(board):
            best = max(best, -value(board - x, -beta, -alpha))
            alpha = max(alpha, best)
            # a winning move: the other moves cannot do better
            if alpha >= beta:
                break
        return best

    return value(n, -1, 1) > 0


def memoized(n: int) -> bool:
    """Negamax with a memo table: each number is solved once.
    Time O(n^1.5), Space O(n), n = the number."""
    # Each of the n numbers is entered once and its
    # divisors found by sqrt(n) trial divisions: the n^1.5.

    @cache
    def value(board: int) -> int:
        best = -1  # no move: the player to move has lost
        for x in divisors(board):  # every move, even after a win
            best = max(best, -value(board - x))
        return best

    return value(n) > 0


def bottom_up(n: int) -> bool:
    """Fill win[1..n] from 1 up.
    Time O(n^1.5), Space O(n), n = the number on the board."""
    win = [False] * (n + 1)  # win[1]: no move, the player to move has lost
    for board in range(2, n + 1):
        # Win when some move leaves the other player a lost number.
        win[board] = not all(win[board - x] for x in divisors(board))
    return win[n]


def formula(n: int) -> bool:
    """The table's pattern: even numbers win
    (take 1; odd numbers have only odd divisors).
    Time O(1), Space O(1)."""
    # From an odd number every divisor is odd, so every move leaves an
    # even number; from an even number taking 1 leaves an odd one. The
    # player on an even number keeps it so until the other faces 1.
    return n % 2 == 0
