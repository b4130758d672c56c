"""1690. Stone Game VII (https://leetcode.com/problems/stone-game-vii/).

Stones lie in a row, stone i worth `stones[i]`. Alice and Bob take turns,
Alice first; a turn removes the leftmost or the rightmost stone, and the
player who removed it scores the sum of the stones still in the row. Bob
will lose, so he plays to make the difference in scores as small as he
can; Alice plays to make it as large as she can. Return Alice's score minus
Bob's.

    >>> memoized(stones=[5, 3, 1, 4, 2])  # Alice 13 + 5 + 0, Bob 8 + 4
    6
    >>> memoized(stones=[7, 90, 5, 1, 100, 10, 10, 2])
    122

    Constraints: 2 <= n <= 1000 (n = len(stones)), 1 <= stones[i] <= 1000

Every variant scores a row by its margin: what the player to move ends
ahead of the other by, from the row stones[i..j] on (negamax). Removing
stone i scores the rest, stones[i+1..j], and hands the other player that
same row; removing stone j likewise. With prefix sums the rest is one
subtraction, sum(a..b) = prefix[b + 1] - prefix[a], so

    margin(i, j) = max(sum(i+1..j) - margin(i+1, j),
                       sum(i..j-1) - margin(i, j-1)),
    margin(i, i) = 0

(removing the last stone scores nothing), and the answer is margin(0, n - 1).
Bob minimizing the difference and Bob maximizing his own lead are the same
thing, which is why one negamax serves both players.

`bottom_up` fills the table row by row from the right end, keeping one row:
the pass for start i reads margin(i + 1, j) from the cell it is about to
overwrite, and margin(i, j - 1) from the cell it has just written. Walk j
the other way and that second cell still holds margin(i + 1, j - 1), a stale
value from the last pass: it is wrong already on [1, 1, 1]
(tests/pitfalls/p1690_stone_game_vii.py).

`fast` is `bottom_up` written for CPython: the prefix sums from
itertools.accumulate, the two loop-invariant prefix entries hoisted, and
margin(i, j - 1) carried in a local instead of read back from the row.
"""

from __future__ import annotations

import math
from functools import cache
from itertools import accumulate


def prefix_sums(stones: list[int]) -> list[int]:
    """prefix[k] = stones[0] + ... + stones[k - 1], so
    stones[a..b] sums to prefix[b + 1] - prefix[a]."""
    prefix = [0]
    for stone in stones:
        prefix.append(prefix[-1] + stone)
    return prefix


def naive(stones: list[int]) -> int:
    """Negamax on the margin over every line of play.
    Time O(2^n), Space O(n), n = len(stones)."""
    # The tree of a row of n stones has 2^(n-1) - 1
    # inner nodes above 2^(n-1) leaves: 2^n - 1 in all.
    prefix = prefix_sums(stones)

    def margin(i: int, j: int) -> int:
        if i == j:
            return 0
        return max(
            # remove stone i, score stones[i+1..j]
            prefix[j + 1] - prefix[i + 1] - margin(i + 1, j),
            # remove stone j, score stones[i..j-1]
            prefix[j] - prefix[i] - margin(i, j - 1),
        )

    return margin(0, len(stones) - 1)


def alpha_beta(stones: list[int]) -> int:
    """Negamax on the margin, alpha-beta pruned, smaller end first.
    Time O(1.5^n), Space O(n), n = len(stones)."""
    # 1.5 is measured on random rows, not derived: the
    # complexity test holds the node counts to it.
    prefix = prefix_sums(stones)

    def margin(i: int, j: int, alpha: float, beta: float) -> float:
        if i == j:
            return 0
        # Removing the smaller end scores more, and
        # a good move found first prunes the rest.
        left = (prefix[j + 1] - prefix[i + 1], i + 1, j)
        right = (prefix[j] - prefix[i], i, j - 1)
        best = -math.inf
        for gain, lo, hi in (
            (left, right) if stones[i] <= stones[j] else (right, left)
        ):
            # We end at gain - (the other's margin): our window
            # (alpha, beta) is (gain - beta, gain - alpha) for them.
            best = max(best, gain - margin(lo, hi, gain - beta, gain - alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best

    return int(margin(0, len(stones) - 1, -math.inf, math.inf))


def memoized(stones: list[int]) -> int:
    """Negamax on the margin with a memo table keyed by (i, j).
    Time O(n^2), Space O(n^2), n = len(stones)."""
    prefix = prefix_sums(stones)

    @cache
    def margin(i: int, j: int) -> int:
        if i == j:
            return 0
        return max(
            # remove stone i, score stones[i+1..j]
            prefix[j + 1] - prefix[i + 1] - margin(i + 1, j),
            # remove stone j, score stones[i..j-1]
            prefix[j] - prefix[i] - margin(i, j - 1),
        )

    return margin(0, len(stones) - 1)


def bottom_up(stones: list[int]) -> int:
    """Interval DP with prefix sums, one row of margin(i, j) kept.
    Time O(n^2), Space O(n), n = len(stones)."""
    n = len(stones)
    prefix = prefix_sums(stones)
    # After the pass for start i, row[j] = margin(i, j). Before it, row[j]
    # holds margin(i + 1, j): the pass reads that and overwrites it, left
    # to right, so row[j - 1] is already margin(i, j - 1) when j reads it.
    row = [0] * n  # margin(j, j) = 0 for every j
    for i in range(n - 2, -1, -1):
        for j in range(i + 1, n):
            remove_left = prefix[j + 1] - prefix[i + 1] - row[j]
            remove_right = prefix[j] - prefix[i] - row[j - 1]
            best = remove_left if remove_left >= remove_right else remove_right
            row[j] = best
    return row[n - 1]


def fast(stones: list[int]) -> int:
    """`bottom_up` rewritten for CPython's speed.
    Time O(n^2), Space O(n), n = len(stones)."""
    # Same cells, same order as bottom_up; the changes are Python idioms only.
    n = len(stones)
    # the prefix sums in one C-level pass
    prefix = list(accumulate(stones, initial=0))
    row = [0] * n  # margin(j, j) = 0 for every j
    for i in range(n - 2, -1, -1):
        # loop-invariant lookups hoisted out of the j loop
        start, after_start = prefix[i], prefix[i + 1]
        # margin(i, j - 1), carried in a local
        # instead of read back as row[j - 1]
        last = 0
        for j in range(i + 1, n):
            remove_left = prefix[j + 1] - after_start - row[j]
            remove_right = prefix[j] - start - last
            last = remove_left if remove_left >= remove_right else remove_right
            row[j] = last
    return row[n - 1]
