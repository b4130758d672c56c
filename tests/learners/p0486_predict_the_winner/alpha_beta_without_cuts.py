# judge: alpha_beta -> honest
# Carries alpha and beta around but never cuts: plain minimax under a new name.
def alpha_beta(nums):
    def search(i, j, alpha, beta):
        if i == j:
            return nums[i]
        left = nums[i] - search(i + 1, j, -beta, -alpha)
        right = nums[j] - search(i, j - 1, -beta, -alpha)
        return max(left, right)

    return search(0, len(nums) - 1, float("-inf"), float("inf")) >= 0
