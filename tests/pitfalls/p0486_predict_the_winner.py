"""486 pitfall: alpha-beta plus a memo table that forgets the window it searched with.

Put `memoized`'s table into `alpha_beta` and this is what comes out. It looks
right and is right on LeetCode's examples, but a pruned search does not learn
a row's margin, only a bound on it (at most alpha when it failed low, at least
beta when it failed high). Stored as if exact, that bound answers a later
visit of the same row made with a different window, and the error climbs to
the root. The fix is the shared engine's table, which records with each value
whether it is exact, a lower bound or an upper bound (`shared.engine.search.Bound`).
"""

from __future__ import annotations


def window_blind_alpha_beta(nums: list[int]) -> bool:
    """WRONG: alpha-beta whose memo stores every result as exact, whatever window produced it."""
    total = sum(nums)
    memo: dict[tuple[int, int], int] = {}

    def margin(i: int, j: int, alpha: int, beta: int) -> int:
        if (i, j) in memo:
            return memo[i, j]  # the bug: this may be a bound from a search with another window
        if i == j:
            return nums[i]
        if nums[i] >= nums[j]:
            moves = ((nums[i], i + 1, j), (nums[j], i, j - 1))
        else:
            moves = ((nums[j], i, j - 1), (nums[i], i + 1, j))
        best = -total - 1
        for take, lo, hi in moves:
            best = max(best, take - margin(lo, hi, take - beta, take - alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        memo[i, j] = best
        return best

    return margin(0, len(nums) - 1, -total - 1, total + 1) >= 0
