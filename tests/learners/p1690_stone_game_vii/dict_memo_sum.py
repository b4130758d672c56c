# judge: memoized -> pass
# Passes the row's sum down instead of a prefix table.
def memoized(stones):
    memo = {}

    def diff(i, j, total):
        if i == j:
            return 0
        if (i, j) not in memo:
            left = total - stones[i]
            right = total - stones[j]
            memo[i, j] = max(left - diff(i + 1, j, left), right - diff(i, j - 1, right))
        return memo[i, j]

    return diff(0, len(stones) - 1, sum(stones))
