# judge: naive -> cases
def naive(nums):
    i = 0
    while i < len(nums):  # forgot i += 1
        pass
    return True
