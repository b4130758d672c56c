# judge: memoized -> cases
# Stores every answer, never looks one up.
def memoized(piles):
    memo = {}

    def dp(i, j):
        if i > j:
            return 0
        memo[(i, j)] = max(piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))
        return memo[(i, j)]

    return dp(0, len(piles) - 1) > 0
