# judge: bottom_up -> cases
# Adds up the guesses of a binary search towards the high side. Wrong on n = 10: pays 22, not 16.
def bottom_up(n):
    lo, hi, paid = 1, n, 0
    while lo < hi:
        mid = (lo + hi) // 2
        paid += mid
        lo = mid + 1
    return paid
