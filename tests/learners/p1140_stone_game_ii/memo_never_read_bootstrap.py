# judge: memoized -> cases
# The trampoline idiom with a memo that is written and never read: it searches the whole tree.
from types import GeneratorType


def bootstrap(f, stack=[]):
    def wrappedfunc(*args, **kwargs):
        if stack:
            return f(*args, **kwargs)
        to = f(*args, **kwargs)
        while True:
            if type(to) is GeneratorType:
                stack.append(to)
                to = next(to)
            else:
                stack.pop()
                if not stack:
                    break
                to = stack[-1].send(to)
        return to

    return wrappedfunc


def memoized(piles):
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    memo = {}

    @bootstrap
    def dp(i, m):
        if i + 2 * m >= n:
            yield suffix[i]
        best = 0
        for x in range(1, 2 * m + 1):
            best = max(best, suffix[i] - (yield dp(i + x, max(m, x))))
        memo[i, m] = best
        yield best

    return dp(0, 1)
