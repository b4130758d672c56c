# judge: alpha_beta -> honest
# Passes alpha and beta down but tries every flip anyway: plain minimax under a new name.
def alpha_beta(currentState):
    def search(s, alpha, beta):
        best = -1
        for i in range(len(s) - 1):
            if s[i : i + 2] == "++":
                best = max(best, -search(s[:i] + "--" + s[i + 2 :], -beta, -alpha))
                alpha = max(alpha, best)
        return best

    return search(currentState, -1, 1) > 0
