# judge: memoized -> pass
from functools import lru_cache


def memoized(n):
    @lru_cache(maxsize=None)
    def cost(lo, hi):
        if lo >= hi:
            return 0
        return min(x + max(cost(lo, x - 1), cost(x + 1, hi)) for x in range(lo, hi + 1))

    return cost(1, n)
