# judge: solution -> pass
class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        n = len(stones)
        pre = [0, *accumulate(stones)]
        dp = [0] * n
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                dp[j] = max(pre[j + 1] - pre[i + 1] - dp[j], pre[j] - pre[i] - dp[j - 1])
        return dp[n - 1]
