# judge: memoized -> cases
# @lru_cache() keeps only the 128 most recent heaps: the rest are searched again and again.
from functools import lru_cache


def memoized(n):
    @lru_cache()
    def wins(stones):
        k = 1
        while k * k <= stones:
            if not wins(stones - k * k):
                return True
            k += 1
        return False

    return wins(n)
