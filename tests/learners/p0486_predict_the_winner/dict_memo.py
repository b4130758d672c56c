# judge: memoized -> pass
def memoized(nums):
    memo = {}

    def diff(i, j):
        if (i, j) in memo:
            return memo[(i, j)]
        if i == j:
            res = nums[i]
        else:
            res = max(nums[i] - diff(i + 1, j), nums[j] - diff(i, j - 1))
        memo[(i, j)] = res
        return res

    return diff(0, len(nums) - 1) >= 0
