# judge: alpha_beta -> pass
import math


def alpha_beta(nums):
    def search(i, j, alpha, beta):
        if i == j:
            return nums[i]
        best = -math.inf
        for take, lo, hi in ((nums[i], i + 1, j), (nums[j], i, j - 1)):
            best = max(best, take - search(lo, hi, take - beta, take - alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best

    return search(0, len(nums) - 1, -math.inf, math.inf) >= 0
