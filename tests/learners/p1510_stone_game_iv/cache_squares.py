# judge: memoized -> pass; 3.12: cases
from functools import cache
from math import isqrt


def memoized(n):
    @cache
    def win(k):
        return any(not win(k - j * j) for j in range(1, isqrt(k) + 1))

    return win(n)
