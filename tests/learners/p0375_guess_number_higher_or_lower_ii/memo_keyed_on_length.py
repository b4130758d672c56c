# judge: memoized -> cases
def memoized(n):
    memo = {}

    def cost(lo, hi):
        if lo >= hi:
            return 0
        key = hi - lo
        if key in memo:
            return memo[key]
        best = min(x + max(cost(lo, x - 1), cost(x + 1, hi)) for x in range(lo, hi + 1))
        memo[key] = best
        return best

    return cost(1, n)
