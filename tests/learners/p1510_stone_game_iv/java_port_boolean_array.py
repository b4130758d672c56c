# judge: bottom_up -> pass
# A port of the Java answer: boolean[] dp = new boolean[n + 1]; for (int k = 1; k * k <= i; ++k) ...
def bottom_up(n):
    dp = [False] * (n + 1)
    for i in range(n + 1):
        if dp[i]:
            continue
        k = 1
        while i + k * k <= n:
            dp[i + k * k] = True
            k += 1
    return dp[n]
