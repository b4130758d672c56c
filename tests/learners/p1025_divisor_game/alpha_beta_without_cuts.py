# judge: alpha_beta -> cases
# Carries a window, never cuts: every divisor is tried at every node.
def alpha_beta(n):
    def search(k, alpha, beta):
        best = -1
        for x in range(1, k):
            if k % x == 0:
                best = max(best, -search(k - x, -beta, -alpha))
        return best

    return search(n, -1, 1) > 0
