# judge: memoized -> fast
DEFAULT = ((2, 2, 2), (1, 2, 3), (1, 1, 2, 2))


def memoized(piles, losing=DEFAULT, normal=False):
    bad = {tuple(sorted(x for x in s if x)) for s in losing}
    memo = {}

    def win(state):
        if state in memo:
            return memo[state]
        result = False
        for i, p in enumerate(state):
            for left in range(p):
                nxt = state[:i] + (left,) + state[i + 1:]
                key = tuple(sorted(x for x in nxt if x))
                if not key:
                    if normal:
                        result = True
                        break
                    continue
                if key in bad:
                    continue
                if not win(nxt):
                    result = True
                    break
            if result:
                break
        memo[state] = result
        return result

    return win(tuple(piles))
