# judge: no_losing_moves -> pass
"""Pons' part 7 ported: only moves that do not hand the opponent a win."""


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

    def possible(self):
        return (self.mask + self.bottom) & self.board

    def winning_position(self, pos):
        H = self.H
        r = (pos << 1) & (pos << 2) & (pos << 3)
        for s in (H + 1, H, H + 2):
            p = (pos << s) & (pos << 2 * s)
            r |= p & (pos << 3 * s)
            r |= p & (pos >> s)
            p = (pos >> s) & (pos >> 2 * s)
            r |= p & (pos << s)
            r |= p & (pos >> 3 * s)
        return r & (self.board ^ self.mask)

    def opponent_winning_position(self):
        return self.winning_position(self.current ^ self.mask)

    def can_win_next(self):
        return self.winning_position(self.current) & self.possible() != 0

    def possible_non_losing_moves(self):
        possible = self.possible()
        opponent_win = self.opponent_winning_position()
        forced = possible & opponent_win
        if forced:
            if forced & (forced - 1):
                return 0
            possible = forced
        return possible & ~(opponent_win >> 1)

    def move_score(self, move):
        return bin(self.winning_position(self.current | move)).count("1")


def no_losing_moves(moves, width=7, height=6):
    P = Position(width, height)
    for ch in moves:
        P.play_col(int(ch) - 1)
    N = width * height
    order = [width // 2 + (1 - 2 * (i % 2)) * (i + 1) // 2 for i in range(width)]  # centre first
    upper = {}

    def negamax(P, alpha, beta):
        nxt = P.possible_non_losing_moves()
        if nxt == 0:
            return -((N - P.moves) // 2)
        if P.moves >= N - 2:
            return 0
        key = P.current + P.mask
        lo = -((N - 2 - P.moves) // 2)
        if alpha < lo:
            alpha = lo
            if alpha >= beta:
                return alpha
        hi = (N - 1 - P.moves) // 2
        if key in upper:
            hi = min(hi, upper[key])
        if beta > hi:
            beta = hi
            if alpha >= beta:
                return beta
        for col in order:
            move = nxt & P.column_mask(col)
            if move:
                P2 = P.copy()
                P2.play(move)
                score = -negamax(P2, -beta, -alpha)
                if score >= beta:
                    return score
                if score > alpha:
                    alpha = score
        upper[key] = alpha
        return alpha

    if P.moves == N:
        return 0
    for col in range(width):
        if P.can_play(col) and P.is_winning_move(col):
            return (N + 1 - P.moves) // 2
    lo, hi = -((N - P.moves) // 2), (N + 1 - P.moves) // 2
    while lo < hi:  # each null window asks: is the score above med?
        med = lo + (hi - lo) // 2
        if med <= 0 and int(lo / 2) < med:
            med = int(lo / 2)
        elif med >= 0 and int(hi / 2) > med:
            med = int(hi / 2)
        r = negamax(P, med, med + 1)
        if r <= med:
            hi = r
        else:
            lo = r
    return lo
