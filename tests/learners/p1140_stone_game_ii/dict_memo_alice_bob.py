# judge: memoized -> pass
# Two players spelled out: Alice maximises her stones, Bob minimises them.
def memoized(piles):
    memo = {}

    def play(alice, i, m):
        if i == len(piles):
            return 0
        key = (alice, i, m)
        if key in memo:
            return memo[key]
        best = -1 if alice else float("inf")
        total = 0
        for x in range(1, 2 * m + 1):
            if i + x > len(piles):
                break
            total += piles[i + x - 1]
            if alice:
                best = max(best, total + play(False, i + x, max(m, x)))
            else:
                best = min(best, play(True, i + x, max(m, x)))
        memo[key] = best
        return best

    return play(True, 0, 1)
