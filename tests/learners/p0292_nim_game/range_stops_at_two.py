# judge: memoized -> cases
# range(1, 3) is 1 and 2: taking three stones is never tried, so a heap of three looks lost.
from functools import cache


def memoized(n: int) -> bool:
    @cache
    def wins(stones: int) -> bool:
        return any(not wins(stones - take) for take in range(1, 3) if take <= stones)

    return wins(n)
