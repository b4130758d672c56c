# judge: bottom_up -> cases
def bottom_up(nums):
    n = len(nums)
    dp = list(nums)
    for i in range(n - 2, -1, -1):
        for j in range(i + 1, n):
            dp[j] = max(nums[i] - dp[j], nums[j] - dp[j - 1])
    return int(dp[n - 1] >= 0)  # 1 is not true
