# judge: memoized -> cases
def memoized(maxChoosableInteger, desiredTotal):
    if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
        return False
    memo = {}

    def win(used, need):
        if need in memo:
            return memo[need]
        for x in range(1, maxChoosableInteger + 1):
            if used >> x & 1:
                continue
            if x >= need or not win(used | 1 << x, need - x):
                memo[need] = True
                return True
        memo[need] = False
        return False

    return win(0, desiredTotal)
