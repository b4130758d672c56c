# judge: solution -> pass
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
            return False

        @cache
        def wins(mask: int, left: int) -> bool:
            for x in range(1, maxChoosableInteger + 1):
                bit = 1 << x
                if not mask & bit and (x >= left or not wins(mask | bit, left - x)):
                    return True
            return False

        return desiredTotal <= 0 or wins(0, desiredTotal)
