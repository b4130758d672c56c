# judge: memoized -> pass; 3.12+: cases
def memoized(n):
    memo = {0: False}

    def win(k):
        if k not in memo:
            memo[k] = any(not win(k - t) for t in (1, 2, 3) if t <= k)
        return memo[k]

    return win(n)
