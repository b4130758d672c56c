# judge: bottom_up -> pass
# A port of the Java answer: int[][] dp = new int[n][n]; for (int i = n - 1; i >= 0; i--) ...
def bottom_up(nums):
    n = len(nums)
    dp = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        dp[i][i] = nums[i]
        for j in range(i + 1, n):
            dp[i][j] = max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1])
    return dp[0][n - 1] >= 0
