# judge: memoized -> pass; 3.12: cases
from functools import cache


def memoized(n):
    @cache
    def win(k):
        return any(k % x == 0 and not win(k - x) for x in range(1, k))

    return win(n)
