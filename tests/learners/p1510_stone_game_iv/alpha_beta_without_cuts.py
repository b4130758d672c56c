# judge: alpha_beta -> honest
# Passes the window down, never cuts: every square is tried at every node.
from math import isqrt


def alpha_beta(n):
    def search(k, alpha, beta):
        if k == 0:
            return -1
        best = -1
        for j in range(1, isqrt(k) + 1):
            best = max(best, -search(k - j * j, -beta, -alpha))
            alpha = max(alpha, best)
        return best

    return search(n, -1, 1) > 0
