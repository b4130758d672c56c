# judge: memoized -> cases
def memoized(n):
    memo = {}

    def wins(stones):
        k = 1
        while k * k <= stones:
            if not wins(stones - k * k):
                memo[stones] = True
                return True
            k += 1
        memo[stones] = False
        return False

    return wins(n)
