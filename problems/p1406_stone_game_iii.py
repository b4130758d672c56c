"""1406. Stone Game III (https://leetcode.com/problems/stone-game-iii/).

Stones lie in a row, stone i worth `stoneValue[i]` points (which may be
negative). Alice and Bob take turns, Alice first; a turn takes the first 1, 2
or 3 stones left in the row and adds their values to the taker's score. When
no stone is left the higher score wins. Both play perfectly. Return "Alice",
"Bob", or "Tie" if the scores are equal.

    >>> memoized(stoneValue=[1, 2, 3, 7])  # whatever she takes, Bob gets the 7
    'Bob'
    >>> memoized(stoneValue=[1, 2, 3, -9])  # 1 + 2 + 3 for her, -9 for Bob
    'Alice'
    >>> memoized(stoneValue=[1, 2, 3, 6])  # she takes 1 + 2 + 3, Bob the 6
    'Tie'

    Constraints: 1 <= len(stoneValue) <= 5 * 10^4,
    -1000 <= stoneValue[i] <= 1000

Every variant scores a position by its margin: what the player to move ends
ahead of the other by, from stone i on, both playing perfectly (negamax).
Taking x stones gains gain(i, x) = stoneValue[i] + ... + stoneValue[i + x - 1]
and hands the other player the row from i + x on, so

    margin(i) = max over 1 <= x <= min(3, n - i)
                of (gain(i, x) - margin(i + x)),
    margin(n) = 0

and Alice wins, loses or ties as margin(0) is positive, negative or 0. Only i
matters, not how the scores stood when the row was reached: that is what lets
`memoized` key its table on i alone, and `bottom_up` fill it as a suffix DP
from the end of the row back to its start. Each cell reads only the three
after it, so `rolling` keeps those three and nothing else.

Why the move is "at least one stone" matters: with negative stones a player
would rather pass, and cannot. A margin can sink far below the worst single
take (-3000), so the max must start from -infinity, not from a "small enough"
number: the -10000 in many posted solutions answers "Alice" on 21 stones of
-1000, which Bob wins (tests/pitfalls/p1406_stone_game_iii.py).

`fast` is `rolling` again, written for CPython rather than for the reader:
the three margins as locals instead of a list rebuilt per stone, the three
candidates unrolled, `if t > best` instead of max(), reversed() instead of
indices. No new idea, same cells in the same order.
"""

from __future__ import annotations

import math
from functools import cache

MAX_TAKE = 3  # a turn takes the first 1..MAX_TAKE stones left


def verdict(margin: int) -> str:
    """Who wins when the first player ends
    `margin` ahead: "Alice", "Bob" or "Tie"."""
    return "Alice" if margin > 0 else "Bob" if margin < 0 else "Tie"


def naive(stoneValue: list[int]) -> str:
    """Negamax on the margin over every line of play.
    Time O(1.84^n), Space O(n), n = len(stoneValue)."""
    # 1.84 is the tribonacci constant: the tree has
    # T(n) = 1 + T(n-1) + T(n-2) + T(n-3) nodes.
    n = len(stoneValue)

    def margin(i: int) -> float:
        if i == n:
            return 0
        best = -math.inf
        gain = 0
        for x in range(1, min(MAX_TAKE, n - i) + 1):
            gain += stoneValue[i + x - 1]
            best = max(best, gain - margin(i + x))
        return best

    return verdict(int(margin(0)))


def alpha_beta(stoneValue: list[int]) -> str:
    """Negamax on the margin, alpha-beta pruned, best gain first.
    Time O(1.4^n), Space O(n), n = len(stoneValue)."""
    # 1.4 is measured on random rows, not derived: the complexity
    # test holds the node counts to it (naive's: 1.84).
    n = len(stoneValue)

    def margin(i: int, alpha: float, beta: float) -> float:
        if i == n:
            return 0
        gains = []
        gain = 0
        for x in range(1, min(MAX_TAKE, n - i) + 1):
            gain += stoneValue[i + x - 1]
            gains.append((gain, x))
        # the biggest gain is usually the best
        # move, and a good move found first prunes
        gains.sort(reverse=True)
        best = -math.inf
        for gain, x in gains:
            # We end at gain - (the other's margin): our window
            # (alpha, beta) is (gain - beta, gain - alpha) for them.
            best = max(best, gain - margin(i + x, gain - beta, gain - alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best

    return verdict(int(margin(0, -math.inf, math.inf)))


def memoized(stoneValue: list[int]) -> str:
    """Negamax on the margin with a memo table keyed by i.
    Time O(n), Space O(n), n = len(stoneValue)."""
    n = len(stoneValue)

    @cache
    def margin(i: int) -> float:
        if i == n:
            return 0
        best = -math.inf
        gain = 0
        for x in range(1, min(MAX_TAKE, n - i) + 1):
            gain += stoneValue[i + x - 1]
            best = max(best, gain - margin(i + x))
        return best

    return verdict(int(margin(0)))


def bottom_up(stoneValue: list[int]) -> str:
    """Suffix DP: fill margin[i] from the end of the row back to 0.
    Time O(n), Space O(n), n = len(stoneValue)."""
    n = len(stoneValue)
    margin = [0] * (n + 1)  # margin[n] = 0: nothing left, nobody gains
    for i in range(n - 1, -1, -1):
        best = -math.inf
        gain = 0
        for x in range(1, min(MAX_TAKE, n - i) + 1):
            gain += stoneValue[i + x - 1]
            best = max(best, gain - margin[i + x])
        margin[i] = int(best)
    return verdict(margin[0])


def rolling(stoneValue: list[int]) -> str:
    """The suffix DP keeping only the three margins a cell reads.
    Time O(n), Space O(1), n = len(stoneValue)."""
    n = len(stoneValue)
    # after[k] = margin(i + 1 + k); past the end of
    # the row they are never read, so 0 will do.
    after = [0, 0, 0]
    for i in range(n - 1, -1, -1):
        best = -math.inf
        gain = 0
        for x in range(1, min(MAX_TAKE, n - i) + 1):
            gain += stoneValue[i + x - 1]
            best = max(best, gain - after[x - 1])
        after = [int(best), after[0], after[1]]
    return verdict(after[0])


def fast(stoneValue: list[int]) -> str:
    """`rolling` rewritten for CPython's speed.
    Time O(n), Space O(1), n = len(stoneValue)."""
    # Same cells, same order as rolling; the changes are
    # Python idioms only (the prose gives the speed-up).
    # The three margins after i as locals a, b, c (no list, no indexing); a move
    # past the end is worth -inf to take, so margin(n + 1) = margin(n + 2) = inf
    # stands in for the min(MAX_TAKE, n - i) bound.
    a: float = 0
    b: float = math.inf
    c: float = math.inf
    # stoneValue[i + 1], stoneValue[i + 2]:
    # the gains are running sums, not a slice
    v1 = v2 = 0
    # iterating the values saves the index arithmetic and lookups
    for v in reversed(stoneValue):
        two = v + v1
        best: float = v - a
        # The three candidates unrolled; `if t > best`
        # replaces a call of max() per candidate.
        t = two - b
        if t > best:
            best = t
        t = two + v2 - c
        if t > best:
            best = t
        # shifting locals replaces building a new list per stone
        a, b, c = best, a, b
        v1, v2 = v, v1
    return verdict(int(a))
