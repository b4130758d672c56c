# judge: memoized -> cases
def memoized(piles):
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    memo = {}

    def most(i, m):
        if i + 2 * m >= n:
            return suffix[i]
        best = max(suffix[i] - most(i + x, max(m, x)) for x in range(1, 2 * m + 1))
        memo[i, m] = best
        return best

    return most(0, 1)
