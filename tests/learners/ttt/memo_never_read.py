# judge: memoized -> honest
# Stores every board's value and never looks it up before searching.
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def memoized(board):
    memo = {}

    def value(b):
        for a, c, d in LINES:
            if b[a] != "." and b[a] == b[c] == b[d]:
                return -1
        if "." not in b:
            return 0
        me = "X" if b.count("X") == b.count("O") else "O"
        best = max(-value(b[:i] + me + b[i + 1 :]) for i in range(9) if b[i] == ".")
        memo[b] = best
        return best

    return value(board)
