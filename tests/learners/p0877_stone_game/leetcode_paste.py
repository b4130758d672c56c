# judge: memoized -> pass
class Solution:
    def stoneGame(self, piles: List[int]) -> bool:
        @cache
        def margin(i, j):
            if i > j:
                return 0
            return max(piles[i] - margin(i + 1, j), piles[j] - margin(i, j - 1))

        return margin(0, len(piles) - 1) > 0
