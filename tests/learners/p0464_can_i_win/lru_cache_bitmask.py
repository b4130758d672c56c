# judge: memoized -> pass
from functools import lru_cache


def memoized(maxChoosableInteger, desiredTotal):
    if desiredTotal <= 0:
        return True
    if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
        return False

    @lru_cache(None)
    def win(used, total):
        for x in range(1, maxChoosableInteger + 1):
            bit = 1 << x
            if used & bit == 0 and (x >= total or not win(used | bit, total - x)):
                return True
        return False

    return win(0, desiredTotal)
