# judge: alpha_beta -> honest
from typing import List


def alpha_beta(nums: List[int]) -> bool:
    def max_value(i, j, alpha, beta):
        if i > j:
            return 0
        best = float("-inf")
        for take, rest in ((nums[i], (i + 1, j)), (nums[j], (i, j - 1))):
            best = max(best, take + min_value(rest[0], rest[1], alpha, beta))
        return best

    def min_value(i, j, alpha, beta):
        if i > j:
            return 0
        best = float("inf")
        for take, rest in ((nums[i], (i + 1, j)), (nums[j], (i, j - 1))):
            best = min(best, -take + max_value(rest[0], rest[1], alpha, beta))
        return best

    return max_value(0, len(nums) - 1, float("-inf"), float("inf")) >= 0
