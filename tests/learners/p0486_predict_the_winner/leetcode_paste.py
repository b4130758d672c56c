# judge: solution -> pass
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        @lru_cache(None)
        def margin(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(nums[i] - margin(i + 1, j), nums[j] - margin(i, j - 1))

        return margin(0, len(nums) - 1) >= 0
