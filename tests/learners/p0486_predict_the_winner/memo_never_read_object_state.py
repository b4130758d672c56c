# judge: memoized -> honest
# The row kept in a small object, the memo keyed by that object: a new object each call, so it never hits.
class Row:
    def __init__(self, i, j):
        self.i = i
        self.j = j


def memoized(nums):
    memo = {}

    def margin(row):
        if row.i == row.j:
            return nums[row.i]
        if row in memo:
            return memo[row]
        best = max(nums[row.i] - margin(Row(row.i + 1, row.j)), nums[row.j] - margin(Row(row.i, row.j - 1)))
        memo[row] = best
        return best

    return margin(Row(0, len(nums) - 1)) >= 0
