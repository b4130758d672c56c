# judge: memoized -> cases
# A dict memo keyed on i alone: margin(i, j) for another j reads a stale value. Caught on [0, 0, 1, 0, 0].
def memoized(nums):
    memo = {}
    def go(i, j):
        if i in memo:
            return memo[i]
        if i == j:
            return nums[i]
        r = max(nums[i] - go(i + 1, j), nums[j] - go(i, j - 1))
        memo[i] = r
        return r
    return go(0, len(nums) - 1) >= 0
