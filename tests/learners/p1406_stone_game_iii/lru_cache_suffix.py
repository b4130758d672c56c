# judge: memoized -> pass
from functools import lru_cache


def memoized(stoneValue):
    n = len(stoneValue)

    @lru_cache(None)
    def dp(i):
        if i >= n:
            return 0
        best, taken = float("-inf"), 0
        for k in range(i, min(i + 3, n)):
            taken += stoneValue[k]
            best = max(best, taken - dp(k + 1))
        return best

    diff = dp(0)
    return "Alice" if diff > 0 else "Bob" if diff < 0 else "Tie"
