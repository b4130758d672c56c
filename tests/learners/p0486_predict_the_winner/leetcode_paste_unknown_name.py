# judge: solution -> cases
# A name LeetCode's page does not define (numpy's np) is a NameError here too.
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        total = np.sum(nums)
        return 2 * max(nums) >= total
