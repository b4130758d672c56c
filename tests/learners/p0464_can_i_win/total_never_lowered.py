# judge: memoized -> cases
# Recurses with the running total never lowered (win(used | bit, total)): right wherever the order of play cannot
# matter, as at a total of the whole sum, and wrong on (3, 4), where the second player always reaches 4.
from functools import cache


def memoized(maxChoosableInteger, desiredTotal):
    if desiredTotal <= 0:
        return True
    if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
        return False

    @cache
    def win(used, total):
        for x in range(1, maxChoosableInteger + 1):
            bit = 1 << x
            if used & bit == 0 and (x >= total or not win(used | bit, total)):
                return True
        return False

    return win(0, desiredTotal)
