# judge: memoized -> pass
# The O(n) memo: dp(i) = the best of stopping the merge at i or going further.
from functools import lru_cache
from itertools import accumulate


def memoized(stones):
    pre = list(accumulate(stones))
    n = len(stones)

    @lru_cache(None)
    def dp(i):
        if i == n - 1:
            return pre[-1]
        return max(dp(i + 1), pre[i] - dp(i + 1))

    return dp(1)
