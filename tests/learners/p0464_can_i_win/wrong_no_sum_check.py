# judge: memoized -> cases
# Forgets that the numbers may not add up to the total: wrong on (3, 7), where nobody can reach 7.
from functools import cache


def memoized(maxChoosableInteger, desiredTotal):
    @cache
    def win(used, total):
        for x in range(1, maxChoosableInteger + 1):
            if not used >> x & 1 and (x >= total or not win(used | 1 << x, total - x)):
                return True
        return False

    return desiredTotal <= 0 or win(0, desiredTotal)
