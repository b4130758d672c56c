# judge: memoized -> cases
# Stops the mouse's jump at the cat, as if the cat were a wall. The mouse may jump over it.
from functools import lru_cache


def memoized(grid, catJump, mouseJump):
    rows, cols = len(grid), len(grid[0])
    open_cells = 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] != "#":
                open_cells += 1
            if grid[r][c] == "M":
                mouse0 = (r, c)
            elif grid[r][c] == "C":
                cat0 = (r, c)
            elif grid[r][c] == "F":
                food = (r, c)
    cap = min(1000, 2 * open_cells * open_cells)

    def moves(pos, jump, blocker=None):
        out = [pos]
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            r, c = pos
            for _ in range(jump):
                r, c = r + dr, c + dc
                if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#" or (r, c) == blocker:
                    break
                out.append((r, c))
        return out

    @lru_cache(None)
    def mouse_wins(turn, mouse, cat):
        if turn >= cap or mouse == cat or cat == food:
            return False
        if mouse == food:
            return True
        if turn % 2 == 0:
            return any(mouse_wins(turn + 1, m, cat) for m in moves(mouse, mouseJump, cat))
        return all(mouse_wins(turn + 1, mouse, c) for c in moves(cat, catJump))

    return mouse_wins(0, mouse0, cat0)
