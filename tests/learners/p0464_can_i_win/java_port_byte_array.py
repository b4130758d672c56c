# judge: memoized -> pass
# A port of the Java answer: Boolean[] memo = new Boolean[1 << maxChoosableInteger]; helper(...)
def memoized(maxChoosableInteger, desiredTotal):
    if desiredTotal <= 0:
        return True
    if (1 + maxChoosableInteger) * maxChoosableInteger / 2 < desiredTotal:
        return False
    memo = [None] * (1 << maxChoosableInteger)

    def helper(desired, state):
        if memo[state] is not None:
            return memo[state]
        for i in range(maxChoosableInteger):
            cur = 1 << i
            if state & cur == 0:
                if i + 1 >= desired or not helper(desired - i - 1, state | cur):
                    memo[state] = True
                    return True
        memo[state] = False
        return False

    return helper(desiredTotal, 0)
