# judge: solution -> pass
# Pasted from LeetCode without its imports: List and accumulate are on the page.
class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        pre = list(accumulate(stones))
        best = pre[-1]
        for i in range(len(stones) - 2, 0, -1):
            best = max(best, pre[i] - best)
        return best
