# judge: solution -> pass
class Solution:
    def divisorGame(self, n: int) -> bool:
        dp = [False] * (n + 1)
        for i in range(2, n + 1):
            dp[i] = any(i % x == 0 and not dp[i - x] for x in range(1, isqrt(i) + 1))
        return dp[n]
