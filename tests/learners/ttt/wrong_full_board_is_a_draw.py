# judge: memoized -> cases
# Calls a full board a draw before looking for a line: a last move that makes three is scored 0.
from functools import cache

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def memoized(board):
    @cache
    def value(b):
        if "." not in b:
            return 0
        for a, c, d in LINES:
            if b[a] != "." and b[a] == b[c] == b[d]:
                return -1
        me = "X" if b.count("X") == b.count("O") else "O"
        return max(-value(b[:i] + me + b[i + 1 :]) for i in range(9) if b[i] == ".")

    return value(board)
