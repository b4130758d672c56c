# judge: memoized -> cases
# The same search with the @lru_cache line left out: every line of play up to the cap is walked.
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

    def mouse_wins(turn, mouse, cat):
        if turn >= cap or mouse == cat or cat == food:
            return False
        if mouse == food:
            return True
        if turn % 2 == 0:
            return any(mouse_wins(turn + 1, m, cat) for m in moves(mouse, mouseJump))
        return all(mouse_wins(turn + 1, mouse, c) for c in moves(cat, catJump))

    return mouse_wins(0, mouse0, cat0)
