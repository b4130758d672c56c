# judge: alpha_beta -> honest
class Solver:
    def __init__(self, width, height):
        self.W, self.H = width, height
        self.board = [[0] * height for _ in range(width)]   # int[][] board = new int[W][H];
        self.height = [0] * width
        self.moves = 0

    def canPlay(self, col):
        return self.height[col] < self.H

    def isWinningMove(self, col):
        current_player = 1 + self.moves % 2
        if self.height[col] >= 3 and self.board[col][self.height[col] - 1] == current_player \
                and self.board[col][self.height[col] - 2] == current_player \
                and self.board[col][self.height[col] - 3] == current_player:
            return True
        for dy in (-1, 0, 1):
            nb = 0
            for dx in (-1, 1):
                x, y = col + dx, self.height[col] + dx * dy
                while 0 <= x < self.W and 0 <= y < self.H and self.board[x][y] == current_player:
                    x += dx
                    y += dx * dy
                    nb += 1
            if nb >= 3:
                return True
        return False

    def play(self, col):
        self.board[col][self.height[col]] = 1 + self.moves % 2
        self.height[col] += 1
        self.moves += 1

    def undo(self, col):
        self.moves -= 1
        self.height[col] -= 1
        self.board[col][self.height[col]] = 0

    def negamax(self, alpha, beta):  # the window is passed down, but nothing ever cuts on it
        if self.moves == self.W * self.H:
            return 0
        for x in range(self.W):
            if self.canPlay(x) and self.isWinningMove(x):
                return (self.W * self.H + 1 - self.moves) // 2
        for x in range(self.W):
            if self.canPlay(x):
                self.play(x)
                score = -self.negamax(-beta, -alpha)
                self.undo(x)
                if score > alpha:
                    alpha = score
        return alpha


def alpha_beta(moves: str, width: int = 7, height: int = 6) -> int:
    s = Solver(width, height)
    for ch in moves:
        s.play(int(ch) - 1)
    return s.negamax(-width * height // 2, width * height // 2)
