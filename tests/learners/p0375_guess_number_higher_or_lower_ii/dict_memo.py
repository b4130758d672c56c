# judge: memoized -> pass
def memoized(n):
    memo = {}

    def dfs(i, j):
        if i >= j:
            return 0
        if (i, j) in memo:
            return memo[i, j]
        res = float("inf")
        for k in range(i, j + 1):
            res = min(res, k + max(dfs(i, k - 1), dfs(k + 1, j)))
        memo[i, j] = res
        return res

    return dfs(1, n)
