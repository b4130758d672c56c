# judge: naive -> pass
from typing import List


class Solution:
    def solve(self, moves: str, width: int = 7, height: int = 6) -> int:
        board: List[List[int]] = [[0] * width for _ in range(height)]
        heights = [0] * width
        for i, ch in enumerate(moves):
            c = int(ch) - 1
            board[heights[c]][c] = 1 if i % 2 == 0 else 2
            heights[c] += 1
        return self.negamax(board, heights, len(moves), width, height)

    def is_win(self, board: List[List[int]], r: int, c: int, p: int, width: int, height: int) -> bool:
        for dr, dc in [(0, 1), (1, 0), (1, 1), (1, -1)]:
            count = 1
            for sign in [1, -1]:
                rr, cc = r + dr * sign, c + dc * sign
                while 0 <= rr < height and 0 <= cc < width and board[rr][cc] == p:
                    count += 1
                    rr += dr * sign
                    cc += dc * sign
            if count >= 4:
                return True
        return False

    def negamax(self, board: List[List[int]], heights: List[int], moved: int, width: int, height: int) -> int:
        if moved == width * height:
            return 0
        p = 1 if moved % 2 == 0 else 2
        for c in range(width):
            if heights[c] < height and self.is_win(board, heights[c], c, p, width, height):
                return (width * height + 1 - moved) // 2
        best = -width * height
        for c in range(width):
            if heights[c] < height:
                board[heights[c]][c] = p
                heights[c] += 1
                best = max(best, -self.negamax(board, heights, moved + 1, width, height))
                heights[c] -= 1
                board[heights[c]][c] = 0
        return best
