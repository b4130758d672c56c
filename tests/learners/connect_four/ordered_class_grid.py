# judge: ordered -> pass
class Board:
    def __init__(self, moves, width, height):
        self.w, self.h = width, height
        self.grid = [[0] * width for _ in range(height)]  # grid[row][col], row 0 at the bottom
        self.tops = [0] * width
        self.n = 0
        for ch in moves:
            self.drop(int(ch) - 1)

    def drop(self, c):
        self.grid[self.tops[c]][c] = 1 + self.n % 2
        self.tops[c] += 1
        self.n += 1

    def undo(self, c):
        self.tops[c] -= 1
        self.grid[self.tops[c]][c] = 0
        self.n -= 1

    def wins(self, c):
        me, r = 1 + self.n % 2, self.tops[c]
        for dr, dc in ((1, 0), (0, 1), (1, 1), (1, -1)):
            k = 1
            for s in (1, -1):
                rr, cc = r + s * dr, c + s * dc
                while 0 <= rr < self.h and 0 <= cc < self.w and self.grid[rr][cc] == me:
                    k += 1
                    rr, cc = rr + s * dr, cc + s * dc
            if k >= 4:
                return True
        return False


def ordered(moves: str, width: int = 7, height: int = 6) -> int:
    b = Board(moves, width, height)
    cols = sorted(range(width), key=lambda c: abs(2 * c - (width - 1)))

    def negamax(alpha, beta):
        if b.n == width * height:
            return 0
        for c in range(width):
            if b.tops[c] < height and b.wins(c):
                return (width * height + 1 - b.n) // 2
        top = (width * height - 1 - b.n) // 2
        beta = min(beta, top)
        if alpha >= beta:
            return beta
        for c in cols:
            if b.tops[c] < height:
                b.drop(c)
                score = -negamax(-beta, -alpha)
                b.undo(c)
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        return alpha

    cells = width * height
    return negamax(-cells, cells)
