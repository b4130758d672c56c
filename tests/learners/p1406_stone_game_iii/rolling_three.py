# judge: rolling -> pass
# Only dp[i + 1..i + 3] is ever read: keep the last three.
def rolling(stoneValue):
    a = b = c = 0  # dp[i + 1], dp[i + 2], dp[i + 3]
    for i in range(len(stoneValue) - 1, -1, -1):
        s1 = stoneValue[i]
        s2 = s1 + (stoneValue[i + 1] if i + 1 < len(stoneValue) else 0)
        s3 = s2 + (stoneValue[i + 2] if i + 2 < len(stoneValue) else 0)
        best = s1 - a
        if i + 1 < len(stoneValue):
            best = max(best, s2 - b)
        if i + 2 < len(stoneValue):
            best = max(best, s3 - c)
        a, b, c = best, a, b
    return "Alice" if a > 0 else "Bob" if a < 0 else "Tie"
