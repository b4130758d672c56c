# judge: naive -> pass
def naive(piles):
    n = len(piles)

    def best(i, m):
        if i >= n:
            return 0
        rest = sum(piles[i:])
        return max(rest - best(i + x, max(m, x)) for x in range(1, 2 * m + 1))

    return best(0, 1)
