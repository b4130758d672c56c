# judge: bottom_up -> pass
# A port of the Java answer: int[][] dp = new int[n][n]; for (int i = n - 2; i >= 0; i--) ...
def bottom_up(stones):
    n = len(stones)
    prefix = [0] * (n + 1)
    for i in range(n):
        prefix[i + 1] = prefix[i] + stones[i]
    dp = [[0] * n for _ in range(n)]
    for i in range(n - 2, -1, -1):
        for j in range(i + 1, n):
            remove_left = prefix[j + 1] - prefix[i + 1] - dp[i + 1][j]
            remove_right = prefix[j] - prefix[i] - dp[i][j - 1]
            dp[i][j] = max(remove_left, remove_right)
    return dp[0][n - 1]
