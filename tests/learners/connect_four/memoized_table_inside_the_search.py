# judge: memoized -> honest
"""A memoized whose table is made afresh in every call: it stores nothing, so it explores what bitboard does."""


class Position:
    """Pons' bitboard Position, ported: `current` holds the mover's stones, `mask` every stone."""

    def __init__(self, width, height):
        self.W, self.H = width, height
        self.current = self.mask = 0
        self.moves = 0
        self.bottom = sum(1 << c * (height + 1) for c in range(width))
        self.board = self.bottom * ((1 << height) - 1)

    def copy(self):
        p = Position(self.W, self.H)
        p.current, p.mask, p.moves = self.current, self.mask, self.moves
        return p

    def top_mask(self, col):
        return 1 << (self.H - 1 + col * (self.H + 1))

    def bottom_mask(self, col):
        return 1 << col * (self.H + 1)

    def column_mask(self, col):
        return ((1 << self.H) - 1) << col * (self.H + 1)

    def can_play(self, col):
        return (self.mask & self.top_mask(col)) == 0

    def play_col(self, col):
        self.play((self.mask + self.bottom_mask(col)) & self.column_mask(col))

    def play(self, move):
        self.current ^= self.mask
        self.mask |= move
        self.moves += 1

    def alignment(self, pos):
        H = self.H
        for s in (1, H + 1, H, H + 2):
            m = pos & (pos >> s)
            if m & (m >> 2 * s):
                return True
        return False

    def is_winning_move(self, col):
        pos = self.current | ((self.mask + self.bottom_mask(col)) & self.column_mask(col))
        return self.alignment(pos)


def memoized(moves, width=7, height=6):
    P = Position(width, height)
    for ch in moves:
        P.play_col(int(ch) - 1)
    N = width * height
    order = [width // 2 + (1 - 2 * (i % 2)) * (i + 1) // 2 for i in range(width)]  # centre first

    def negamax(P, alpha, beta):
        table = {}  # key -> upper bound of the score
        if P.moves == N:
            return 0
        for col in range(P.W):
            if P.can_play(col) and P.is_winning_move(col):
                return (N + 1 - P.moves) // 2
        hi = (N - 1 - P.moves) // 2
        key = P.current + P.mask
        if key in table:
            hi = table[key]
        if beta > hi:
            beta = hi
            if alpha >= beta:
                return beta
        for col in order:
            if P.can_play(col):
                P2 = P.copy()
                P2.play_col(col)
                score = -negamax(P2, -beta, -alpha)
                if score >= beta:
                    return score
                if score > alpha:
                    alpha = score
        table[key] = alpha
        return alpha

    return negamax(P, -N, N)
