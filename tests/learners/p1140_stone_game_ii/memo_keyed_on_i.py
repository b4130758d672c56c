# judge: memoized -> cases
def memoized(piles):
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    memo = {}

    def best(i, m):
        if i >= n:
            return 0
        if i in memo:
            return memo[i]
        if i + 2 * m >= n:
            return suffix[i]
        memo[i] = max(suffix[i] - best(i + x, max(m, x)) for x in range(1, 2 * m + 1))
        return memo[i]

    return best(0, 1)
