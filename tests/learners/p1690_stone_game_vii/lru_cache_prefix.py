# judge: memoized -> pass
from functools import lru_cache
from itertools import accumulate


def memoized(stones):
    pre = [0, *accumulate(stones)]

    @lru_cache(maxsize=None)
    def dp(i, j):
        if i == j:
            return 0
        return max(pre[j + 1] - pre[i + 1] - dp(i + 1, j), pre[j] - pre[i] - dp(i, j - 1))

    result = dp(0, len(stones) - 1)
    dp.cache_clear()
    return result
