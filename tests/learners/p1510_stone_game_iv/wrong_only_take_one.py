# judge: bottom_up -> cases
# Thinks a square n wins and otherwise only taking 1 matters: wrong on n = 26.
from math import isqrt


def bottom_up(n):
    dp = [False] * (n + 1)
    for i in range(1, n + 1):
        dp[i] = isqrt(i) ** 2 == i or not dp[i - 1]
    return dp[n]
