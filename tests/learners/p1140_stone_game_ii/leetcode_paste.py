# judge: solution -> pass
class Solution:
    def stoneGameII(self, piles: List[int]) -> int:
        n = len(piles)
        suffix = list(accumulate(reversed(piles)))[::-1] + [0]

        @cache
        def most(i: int, m: int) -> int:
            if i + 2 * m >= n:
                return suffix[i]
            return max(suffix[i] - most(i + x, max(m, x)) for x in range(1, 2 * m + 1))

        return most(0, 1)
