# judge: bottom_up -> pass
# A port of the Java answer: int[] dp = new int[n + 1]; for (int i = n - 1; i >= 0; i--) ...
def bottom_up(stoneValue):
    n = len(stoneValue)
    dp = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        dp[i] = -(2**31)
        take = 0
        for k in range(3):
            if i + k < n:
                take += stoneValue[i + k]
                dp[i] = max(dp[i], take - dp[i + k + 1])
    if dp[0] > 0:
        return "Alice"
    if dp[0] < 0:
        return "Bob"
    return "Tie"
