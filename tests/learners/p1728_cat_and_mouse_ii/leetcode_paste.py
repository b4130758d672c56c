# judge: solution -> pass
# The retrograde answer, pasted without imports (List and deque are on the page): colour the ends, then
# work backwards, counting each position's moves not yet refuted; a win must take at most 1000 turns.
class Solution:
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        cells = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] != "#"]
        index = {cell: i for i, cell in enumerate(cells)}
        for (r, c), i in index.items():
            if grid[r][c] == "M":
                mouse0 = i
            elif grid[r][c] == "C":
                cat0 = i
            elif grid[r][c] == "F":
                food = i

        def jumps(i: int, jump: int) -> List[int]:
            out = [i]
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                r, c = cells[i]
                for _ in range(jump):
                    r, c = r + dr, c + dc
                    if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                        break
                    out.append(index[r, c])
            return out

        n = len(cells)
        mouse_moves = [jumps(i, mouseJump) for i in range(n)]
        cat_moves = [jumps(i, catJump) for i in range(n)]
        MOUSE, CAT = 0, 1
        result = {}  # (mouse, cat, turn) -> (winner, turns to the end)
        left = {}
        queue = deque()
        for m in range(n):
            for c in range(n):
                for t in (MOUSE, CAT):
                    left[m, c, t] = len(mouse_moves[m] if t == MOUSE else cat_moves[c])
                    if m == c or c == food:
                        result[m, c, t] = (CAT, 0)
                    elif m == food:
                        result[m, c, t] = (MOUSE, 0)
                    else:
                        continue
                    queue.append((m, c, t))
        while queue:
            m, c, t = queue.popleft()
            winner, turns = result[m, c, t]
            if t == MOUSE:  # the cat moved last
                parents = [(m, pc, CAT) for pc in cat_moves[c]]
            else:
                parents = [(pm, c, MOUSE) for pm in mouse_moves[m]]
            for state in parents:
                if state in result:
                    continue
                mover = state[2]
                if mover == winner:
                    result[state] = (winner, turns + 1)
                    queue.append(state)
                else:
                    left[state] -= 1
                    if left[state] == 0:
                        result[state] = (winner, turns + 1)
                        queue.append(state)
        winner, turns = result.get((mouse0, cat0, MOUSE), (CAT, 0))
        return winner == MOUSE and turns <= 1000
