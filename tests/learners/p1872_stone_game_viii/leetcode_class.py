# judge: suffix_best -> pass
from typing import List


class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        n = len(stones)
        for i in range(1, n):
            stones[i] += stones[i - 1]  # LeetCode answers often reuse the input as the prefix sums
        f = stones[-1]
        for i in range(n - 2, 0, -1):
            f = max(f, stones[i] - f)
        return f
