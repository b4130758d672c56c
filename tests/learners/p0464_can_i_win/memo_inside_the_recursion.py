# judge: memoized -> honest
# The memo dict is made inside the recursive function, so each call has a fresh, empty one: it never hits.
def memoized(maxChoosableInteger, desiredTotal):
    if desiredTotal <= 0:
        return True
    if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
        return False

    def win(used, total):
        memo = {}
        if (used, total) in memo:
            return memo[(used, total)]
        for x in range(1, maxChoosableInteger + 1):
            bit = 1 << x
            if used & bit == 0 and (x >= total or not win(used | bit, total - x)):
                memo[(used, total)] = True
                return True
        memo[(used, total)] = False
        return False

    return win(0, desiredTotal)
