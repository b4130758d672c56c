# judge: naive -> file
while True:
    pass


def naive(nums):
    return True
