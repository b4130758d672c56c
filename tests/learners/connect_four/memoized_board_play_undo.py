# judge: memoized -> pass
"""Pons' part 5 the way his C++ reads: one Board played and undone in place, negamax(alpha, beta) a method
of the solver, and a dict of upper bounds keyed by board.key()."""


class Board:
    """Two bitboards, as Pons keeps them: the mover's stones and every stone."""

    def __init__(self, width, height):
        self.W, self.H = width, height
        self.current = 0
        self.mask = 0
        self.moves = 0
        self.history = []

    def column(self, col):
        return ((1 << self.H) - 1) << col * (self.H + 1)

    def can_play(self, col):
        return (self.mask & (1 << (self.H - 1 + col * (self.H + 1)))) == 0

    def play(self, col):
        move = (self.mask + (1 << col * (self.H + 1))) & self.column(col)
        self.history.append((self.current, self.mask))
        self.current ^= self.mask
        self.mask |= move
        self.moves += 1

    def undo(self):
        self.current, self.mask = self.history.pop()
        self.moves -= 1

    def is_winning_move(self, col):
        pos = self.current | ((self.mask + (1 << col * (self.H + 1))) & self.column(col))
        for s in (1, self.H + 1, self.H, self.H + 2):
            m = pos & (pos >> s)
            if m & (m >> 2 * s):
                return True
        return False

    def key(self):
        return self.current + self.mask


class Solver:
    def __init__(self, board):
        self.board = board
        self.table = {}
        w = board.W
        self.order = [w // 2 + (1 - 2 * (i % 2)) * (i + 1) // 2 for i in range(w)]

    def negamax(self, alpha, beta):
        b = self.board
        n = b.W * b.H
        if b.moves == n:
            return 0
        for col in range(b.W):
            if b.can_play(col) and b.is_winning_move(col):
                return (n + 1 - b.moves) // 2
        hi = (n - 1 - b.moves) // 2
        k = b.key()
        if k in self.table:
            hi = self.table[k]
        if beta > hi:
            beta = hi
            if alpha >= beta:
                return beta
        for col in self.order:
            if b.can_play(col):
                b.play(col)
                score = -self.negamax(-beta, -alpha)
                b.undo()
                if score >= beta:
                    return score
                if score > alpha:
                    alpha = score
        self.table[k] = alpha
        return alpha


def memoized(moves, width=7, height=6):
    board = Board(width, height)
    for ch in moves:
        board.play(int(ch) - 1)
    n = width * height
    return Solver(board).negamax(-n, n)
