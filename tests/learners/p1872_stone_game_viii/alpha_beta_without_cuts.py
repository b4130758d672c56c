# judge: alpha_beta -> honest
# Carries a window, never cuts: every stopping point at every node.
def alpha_beta(stones):
    n = len(stones)
    pre = [0]
    for x in stones:
        pre.append(pre[-1] + x)

    def search(i, alpha, beta):
        if i == n:
            return 0
        best = float("-inf")
        for j in range(i, n):
            best = max(best, pre[j + 1] - search(j + 1, -beta, -alpha))
            alpha = max(alpha, best)
        return best

    return search(1, float("-inf"), float("inf"))
