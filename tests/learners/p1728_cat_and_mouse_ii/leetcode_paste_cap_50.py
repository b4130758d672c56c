# judge: solution -> cases
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "M":
                    mouse = (r, c)
                elif grid[r][c] == "C":
                    cat = (r, c)
                elif grid[r][c] == "F":
                    food = (r, c)

        def moves(pos, jump):
            yield pos
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                r, c = pos
                for _ in range(jump):
                    r, c = r + dr, c + dc
                    if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                        break
                    yield (r, c)

        @cache
        def dfs(turn, m, c):
            if turn >= 50:
                return False
            if m == c or c == food:
                return False
            if m == food:
                return True
            if turn % 2 == 0:
                return any(dfs(turn + 1, nm, c) for nm in moves(m, mouseJump))
            return all(dfs(turn + 1, m, nc) for nc in moves(c, catJump))

        return dfs(0, mouse, cat)
