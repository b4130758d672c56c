# judge: alpha_beta -> pass
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def alpha_beta(board):
    def value(b, alpha, beta):
        for a, c, d in LINES:
            if b[a] != "." and b[a] == b[c] == b[d]:
                return -1
        if "." not in b:
            return 0
        me = "X" if b.count("X") == b.count("O") else "O"
        best = -2
        for i in range(9):
            if b[i] == ".":
                best = max(best, -value(b[:i] + me + b[i + 1 :], -beta, -alpha))
                alpha = max(alpha, best)
                if alpha >= beta:
                    break
        return best

    return value(board, -2, 2)
