# judge: memoized -> honest
# Stores every answer, never looks one up.
def memoized(nums):
    memo = {}

    def diff(i, j):
        if i == j:
            return nums[i]
        memo[(i, j)] = max(nums[i] - diff(i + 1, j), nums[j] - diff(i, j - 1))
        return memo[(i, j)]

    return diff(0, len(nums) - 1) >= 0
