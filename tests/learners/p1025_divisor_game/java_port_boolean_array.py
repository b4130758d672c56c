# judge: memoized -> pass
# A port of the Java answer: Boolean[] memo = new Boolean[n + 1]; x runs only to sqrt(n).
def memoized(n):
    memo = [None] * (n + 1)

    def can_win(k):
        if k == 1:
            return False
        if memo[k] is not None:
            return memo[k]
        memo[k] = False
        x = 1
        while x * x <= k:
            if k % x == 0 and (not can_win(k - x) or (x != 1 and x * x != k and not can_win(k - k // x))):
                memo[k] = True
                break
            x += 1
        return memo[k]

    return can_win(n)
