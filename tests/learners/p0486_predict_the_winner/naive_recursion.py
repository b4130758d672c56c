# judge: naive -> pass
def naive(nums):
    def margin(i, j):
        if i == j:
            return nums[i]
        return max(nums[i] - margin(i + 1, j), nums[j] - margin(i, j - 1))

    return margin(0, len(nums) - 1) >= 0
