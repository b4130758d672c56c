# judge: bottom_up -> pass
def bottom_up(n):
    dp = [False] * (n + 1)
    for k in range(1, n + 1):
        dp[k] = any(not dp[k - t] for t in (1, 2, 3) if t <= k)
    return dp[n]
