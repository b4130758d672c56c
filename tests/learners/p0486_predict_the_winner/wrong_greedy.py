# judge: naive -> cases
def naive(nums):
    # Greedy: always take the larger end. Wrong on [1, 5, 233, 7].
    a = b = 0
    i, j, turn = 0, len(nums) - 1, 0
    while i <= j:
        if nums[i] >= nums[j]:
            take, i = nums[i], i + 1
        else:
            take, j = nums[j], j - 1
        if turn == 0:
            a += take
        else:
            b += take
        turn ^= 1
    return a >= b
