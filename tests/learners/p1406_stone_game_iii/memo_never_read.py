# judge: memoized -> cases
# Fills a memo and never reads it: up to three branches at every stone, 3^n calls.
def memoized(stoneValue):
    n = len(stoneValue)
    memo = {}

    def dp(i):
        if i >= n:
            return 0
        memo[i] = max(sum(stoneValue[i : i + k]) - dp(i + k) for k in (1, 2, 3) if i + k <= n)
        return memo[i]

    d = dp(0)
    return "Alice" if d > 0 else "Bob" if d < 0 else "Tie"
