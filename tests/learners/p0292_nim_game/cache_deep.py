# judge: memoized -> pass
from functools import cache


def memoized(n):
    @cache
    def win(k):
        if k <= 3:
            return k > 0
        return not (win(k - 1) and win(k - 2) and win(k - 3))

    return win(n)
