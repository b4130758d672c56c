# judge: bottom_up -> pass
# A port of the Java answer: int[][] dp = new int[n][n]; for (int d = 1; d < n; d++) ...
def bottom_up(piles):
    n = len(piles)
    dp = [[0] * n for _ in range(n)]
    for i in range(n):
        dp[i][i] = piles[i]
    for d in range(1, n):
        for i in range(n - d):
            dp[i][i + d] = max(piles[i] - dp[i + 1][i + d], piles[i + d] - dp[i][i + d - 1])
    return dp[0][n - 1] > 0
