# judge: memoized -> pass
def memoized(n):
    memo = {0: False}

    def dfs(k):
        if k in memo:
            return memo[k]
        i = 1
        while i * i <= k:
            if not dfs(k - i * i):
                memo[k] = True
                return True
            i += 1
        memo[k] = False
        return False

    return dfs(n)
