# judge: bottom_up -> honest
from functools import cache


def bottom_up(nums):
    @cache
    def row(i):
        # margin(i, j) for every j, built from row i + 1: a table, filled top-down by recursion.
        n = len(nums)
        if i == n - 1:
            out = [0] * n
            out[i] = nums[i]
            return out
        below = row(i + 1)
        out = [0] * n
        out[i] = nums[i]
        for j in range(i + 1, n):
            out[j] = max(nums[i] - below[j], nums[j] - out[j - 1])
        return out

    return row(0)[len(nums) - 1] >= 0
