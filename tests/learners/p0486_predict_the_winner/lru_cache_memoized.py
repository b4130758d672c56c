# judge: memoized -> pass
from functools import lru_cache


def memoized(nums):
    @lru_cache(maxsize=None)
    def dp(i, j):
        if i > j:
            return 0
        return max(nums[i] - dp(i + 1, j), nums[j] - dp(i, j - 1))

    return dp(0, len(nums) - 1) >= 0
