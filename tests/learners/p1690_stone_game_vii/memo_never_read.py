# judge: memoized -> cases
# Stores every margin, never looks one up.
def memoized(stones):
    pre = [0]
    for x in stones:
        pre.append(pre[-1] + x)
    memo = {}

    def dp(i, j):
        if i == j:
            return 0
        memo[i, j] = max(pre[j + 1] - pre[i + 1] - dp(i + 1, j), pre[j] - pre[i] - dp(i, j - 1))
        return memo[i, j]

    return dp(0, len(stones) - 1)
