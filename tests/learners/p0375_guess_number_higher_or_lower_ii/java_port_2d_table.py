# judge: bottom_up -> pass
# A port of the Java answer: int[][] dp = new int[n + 1][n + 1]; for (int len = 2; len <= n; len++) ...
def bottom_up(n):
    dp = [[0] * (n + 1) for _ in range(n + 1)]
    for length in range(2, n + 1):
        for start in range(1, n - length + 2):
            end = start + length - 1
            best = 2**31 - 1
            for piv in range(start, end):
                res = piv + max(dp[start][piv - 1], dp[piv + 1][end])
                best = min(best, res)
            dp[start][end] = best
    return dp[1][n]
