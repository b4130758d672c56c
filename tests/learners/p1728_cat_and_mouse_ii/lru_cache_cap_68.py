# judge: memoized -> cases
# The cap many LeetCode answers use: 68 turns "is enough". The chapter's 8 x 8 maze needs 71.
from functools import lru_cache


def memoized(grid, catJump, mouseJump):
    rows, cols = len(grid), len(grid[0])
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == "M":
                mouse0 = (r, c)
            elif grid[r][c] == "C":
                cat0 = (r, c)
            elif grid[r][c] == "F":
                food = (r, c)

    def moves(pos, jump):
        out = [pos]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            r, c = pos
            for _ in range(jump):
                r, c = r + dr, c + dc
                if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                    break
                out.append((r, c))
        return out

    @lru_cache(None)
    def mouse_wins(turn, mouse, cat):
        if turn >= 68 or mouse == cat or cat == food:
            return False
        if mouse == food:
            return True
        if turn % 2 == 0:
            return any(mouse_wins(turn + 1, m, cat) for m in moves(mouse, mouseJump))
        return all(mouse_wins(turn + 1, mouse, c) for c in moves(cat, catJump))

    return mouse_wins(0, mouse0, cat0)
