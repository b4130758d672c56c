# judge: memoized -> pass
from functools import cache


class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        if maxChoosableInteger >= desiredTotal:
            return True
        if (1 + maxChoosableInteger) * maxChoosableInteger // 2 < desiredTotal:
            return False

        @cache
        def dfs(mask: int) -> bool:  # the total so far follows from the mask
            total = sum(i + 1 for i in range(maxChoosableInteger) if mask >> i & 1)
            for i in range(maxChoosableInteger):
                if not mask >> i & 1:
                    if total + i + 1 >= desiredTotal or not dfs(mask | 1 << i):
                        return True
            return False

        return dfs(0)
