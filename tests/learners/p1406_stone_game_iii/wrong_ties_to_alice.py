# judge: bottom_up -> cases
# Calls a tie a win for Alice: wrong on [1, 2, 3, 6].
def bottom_up(stoneValue):
    n = len(stoneValue)
    dp = [0] * (n + 3)
    for i in range(n - 1, -1, -1):
        dp[i] = max(sum(stoneValue[i : i + k]) - dp[i + k] for k in (1, 2, 3) if i + k <= n)
    return "Alice" if dp[0] >= 0 else "Bob"
