# judge: memoized -> pass
# Top-down without recursion: an explicit stack of (i, j) still to solve, and the memo table.
def memoized(nums):
    n = len(nums)
    memo = {}
    stack = [(0, n - 1)]
    while stack:
        i, j = stack[-1]
        if i == j:
            memo[i, j] = nums[i]
            stack.pop()
            continue
        waiting = [(a, b) for a, b in ((i + 1, j), (i, j - 1)) if (a, b) not in memo]
        if waiting:
            stack.extend(waiting)
            continue
        memo[i, j] = max(nums[i] - memo[i + 1, j], nums[j] - memo[i, j - 1])
        stack.pop()
    return memo[0, n - 1] >= 0
