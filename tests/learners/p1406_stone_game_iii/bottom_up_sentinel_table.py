# judge: bottom_up -> cases
def bottom_up(stoneValue):
    n = len(stoneValue)
    dp = [0] * (n + 3)
    for i in range(n - 1, -1, -1):
        best, taken = -10000, 0
        for k in range(i, min(i + 3, n)):
            taken += stoneValue[k]
            best = max(best, taken - dp[k + 1])
        dp[i] = best
    return "Alice" if dp[0] > 0 else "Bob" if dp[0] < 0 else "Tie"
