# judge: memoized -> pass
# The first memo most people write: try every stopping point j, O(n^2).
def memoized(stones):
    n = len(stones)
    pre = [0]
    for x in stones:
        pre.append(pre[-1] + x)
    memo = {}

    def best(i):
        if i == n:
            return 0
        if i not in memo:
            memo[i] = max(pre[j + 1] - best(j + 1) for j in range(i, n))
        return memo[i]

    return best(1)
