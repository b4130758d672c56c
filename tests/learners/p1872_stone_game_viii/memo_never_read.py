# judge: memoized -> cases
def memoized(stones):
    n = len(stones)
    pre = [0]
    for x in stones:
        pre.append(pre[-1] + x)
    memo = {}

    def margin(i):
        if i == n:
            return 0
        best = max(pre[j + 1] - margin(j + 1) for j in range(i, n))
        memo[i] = best
        return best

    return margin(1)
