# judge: solution -> cases
# The capped clock, right but minutes long at 64 open cells (2 * 64^2 turns): as a lone Solution it is timed
# at LeetCode's largest grids, which its constraints allow; the retrograde paste passes.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        cells = sum(row.count("#") for row in grid)
        cells = rows * cols - cells
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "M":
                    mouse0 = (r, c)
                elif grid[r][c] == "C":
                    cat0 = (r, c)
                elif grid[r][c] == "F":
                    food = (r, c)

        @cache
        def moves(pos: Tuple[int, int], jump: int) -> List[Tuple[int, int]]:
            out = [pos]
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                r, c = pos
                for _ in range(jump):
                    r, c = r + dr, c + dc
                    if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                        break
                    out.append((r, c))
            return out

        cap = min(1000, 2 * cells * cells)

        @cache
        def mouse_wins(turn: int, mouse: Tuple[int, int], cat: Tuple[int, int]) -> bool:
            if turn >= cap or mouse == cat or cat == food:
                return False
            if mouse == food:
                return True
            if turn % 2 == 0:
                return any(mouse_wins(turn + 1, m, cat) for m in moves(mouse, mouseJump))
            return all(mouse_wins(turn + 1, mouse, c) for c in moves(cat, catJump))

        return mouse_wins(0, mouse0, cat0)
