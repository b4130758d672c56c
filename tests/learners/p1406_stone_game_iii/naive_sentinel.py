# judge: naive -> cases
# Starts the max at -10000, as if no take could be worse: 21 stones of -1000 go below it.
def naive(stoneValue):
    n = len(stoneValue)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + stoneValue[i]

    def most(i):  # the most the player to move collects from stones i onwards
        if i >= n:
            return 0
        best = -10000
        for k in range(1, 4):
            if i + k <= n:
                best = max(best, suffix[i] - most(i + k))
        return best

    alice = most(0)
    bob = suffix[0] - alice
    return "Alice" if alice > bob else "Bob" if bob > alice else "Tie"
