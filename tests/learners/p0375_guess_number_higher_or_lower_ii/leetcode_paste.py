# judge: solution -> pass
class Solution:
    def getMoneyAmount(self, n: int) -> int:
        @cache
        def cost(lo: int, hi: int) -> int:
            if lo >= hi:
                return 0
            best = inf
            for x in range(lo, hi + 1):
                best = min(best, x + max(cost(lo, x - 1), cost(x + 1, hi)))
            return best

        return cost(1, n)
