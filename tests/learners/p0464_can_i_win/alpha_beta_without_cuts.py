# judge: alpha_beta -> honest
# Keeps alpha up to date but never stops early: every order of numbers is still tried.
def alpha_beta(maxChoosableInteger, desiredTotal):
    if desiredTotal <= 0:
        return True
    if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
        return False

    def search(used, total, alpha, beta):
        best = -1
        for x in range(1, maxChoosableInteger + 1):
            if not used >> x & 1:
                score = 1 if x >= total else -search(used | 1 << x, total - x, -beta, -alpha)
                best = max(best, score)
                alpha = max(alpha, best)
        return best

    return search(0, desiredTotal, -1, 1) > 0
