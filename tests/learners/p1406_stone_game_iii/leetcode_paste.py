# judge: memoized -> pass
# Pasted from LeetCode as it is: List, cache and inf come from the page, not from imports.
class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        n = len(stoneValue)

        @cache
        def dp(i: int) -> int:
            if i >= n:
                return 0
            best, taken = -inf, 0
            for j in range(i, min(i + 3, n)):
                taken += stoneValue[j]
                best = max(best, taken - dp(j + 1))
            return best

        d = dp(0)
        return "Alice" if d > 0 else "Bob" if d < 0 else "Tie"
