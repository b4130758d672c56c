"""1140 pitfall: alpha-beta plus a memo table that forgets the window it searched with.

Put `memoized`'s table into `alpha_beta` and this is what comes out. A pruned
search learns only a bound on a position's margin; stored under (i, m) as if
exact, it answers a later visit made with a different window, and Alice's
count comes out wrong. The shared engine's table keeps a bound flag with each
value and trusts it only as far as the flag allows (`shared.engine.search.Bound`).
"""

from __future__ import annotations


def window_blind_alpha_beta(piles: list[int]) -> int:
    """WRONG: alpha-beta whose memo stores every result as exact, whatever window produced it."""
    n = len(piles)
    total = sum(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    memo: dict[tuple[int, int], int] = {}

    def margin(i: int, m: int, alpha: int, beta: int) -> int:
        if i == n:
            return 0
        if (i, m) in memo:
            return memo[i, m]  # the bug: this may be a bound from a search with another window
        best = -total - 1
        for x in range(min(2 * m, n - i), 0, -1):
            gain = suffix[i] - suffix[i + x]
            best = max(best, gain - margin(i + x, max(m, x), gain - beta, gain - alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        memo[i, m] = best
        return best

    return (total + margin(0, 1, -total - 1, total + 1)) // 2
