# judge: memoized -> cases
# Stores every cost, never looks one up.
def memoized(n):
    memo = {}

    def cost(lo, hi):
        if lo >= hi:
            return 0
        memo[lo, hi] = min(x + max(cost(lo, x - 1), cost(x + 1, hi)) for x in range(lo, hi + 1))
        return memo[lo, hi]

    return cost(1, n)
