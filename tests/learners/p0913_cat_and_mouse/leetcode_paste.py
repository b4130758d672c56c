# judge: solution -> pass
# The usual retrograde answer, pasted without its imports: List and deque come from the page.
class Solution:
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)
        MOUSE, CAT = 0, 1
        color = [[[0] * 2 for _ in range(n)] for _ in range(n)]
        degree = [[[0] * 2 for _ in range(n)] for _ in range(n)]
        for m in range(n):
            for c in range(n):
                degree[m][c][MOUSE] = len(graph[m])
                degree[m][c][CAT] = len(graph[c]) - (0 in graph[c])
        queue = deque()
        for c in range(1, n):
            for t in (MOUSE, CAT):
                color[0][c][t] = 1
                queue.append((0, c, t, 1))
                color[c][c][t] = 2
                queue.append((c, c, t, 2))
        while queue:
            m, c, t, result = queue.popleft()
            if t == MOUSE:
                parents = [(m, pc, CAT) for pc in graph[c] if pc != 0]
            else:
                parents = [(pm, c, MOUSE) for pm in graph[m]]
            for pm, pc, pt in parents:
                if color[pm][pc][pt]:
                    continue
                if (pt == MOUSE and result == 1) or (pt == CAT and result == 2):
                    color[pm][pc][pt] = result
                    queue.append((pm, pc, pt, result))
                else:
                    degree[pm][pc][pt] -= 1
                    if degree[pm][pc][pt] == 0:
                        color[pm][pc][pt] = result
                        queue.append((pm, pc, pt, result))
        return color[1][2][MOUSE]
