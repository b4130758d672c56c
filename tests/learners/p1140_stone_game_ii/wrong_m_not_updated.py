# judge: memoized -> cases
from functools import cache


def memoized(piles):
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]

    @cache
    def dp(i, m):
        if i + 2 * m >= n:
            return suffix[i]
        return suffix[i] - min(dp(i + x, m) for x in range(1, 2 * m + 1))  # M never grows

    return dp(0, 1)
