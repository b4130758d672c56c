"""464 pitfalls: the check before the search, left out or miscomputed.

- No sum check: when 1..m add up to less than desiredTotal nobody can win,
  and LeetCode's answer is false. A search without the check finds the pool
  empty with the total unreached, scores that as a loss for the player to
  move, so as a win for the other: with an odd count of numbers, the first
  player "wins" (maxChoosableInteger = 5, desiredTotal = 16: says true).
- The `/2` slip: m // 2 * (m + 1) for the sum m (m + 1) / 2 divides first,
  which rounds down when m is odd (5 // 2 * 6 = 12, not 15), so reachable
  totals are called unreachable (maxChoosableInteger = 5, desiredTotal = 15:
  says false, but the first player takes the fifth number and reaches it).
"""

from __future__ import annotations


def _search(m: int, desired: int) -> bool:
    """The memoized search alone, key the mask, no check before it."""
    memo: dict[int, bool] = {}

    def wins(taken: int, needed: int) -> bool:
        if taken not in memo:
            memo[taken] = any(
                not taken >> x & 1 and (x >= needed or not wins(taken | 1 << x, needed - x)) for x in range(m, 0, -1)
            )
        return memo[taken]

    return wins(0, desired)


def no_sum_check(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """WRONG: the search without asking first whether 1..m can reach desiredTotal at all."""
    if desiredTotal <= 0:
        return True
    return _search(maxChoosableInteger, desiredTotal)  # the bug: an unreachable total is searched as a game


def half_slip(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """WRONG: the sum check with the pool's sum written m // 2 * (m + 1)."""
    if desiredTotal <= 0:
        return True
    if maxChoosableInteger // 2 * (maxChoosableInteger + 1) < desiredTotal:  # the bug: rounds down for odd m
        return False
    return _search(maxChoosableInteger, desiredTotal)
