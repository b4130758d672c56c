# judge: bottom_up -> cases
from collections import deque


def bottom_up(graph):
    n = len(graph)
    color = [[[0] * 3 for _ in range(n)] for _ in range(n)]
    degree = [[[0] * 3 for _ in range(n)] for _ in range(n)]
    for m in range(n):
        for c in range(n):
            degree[m][c][1] = len(graph[m])
            degree[m][c][2] = len(graph[c]) - (0 in graph[c])
    q = deque()
    for c in range(1, n):
        for t in (1, 2):
            color[0][c][t] = 1
            q.append((0, c, t, 1))
            color[c][c][t] = 2
            q.append((c, c, t, 2))
    while q:
        m, c, t, result = q.popleft()
        parents = [(m, pc, 2) for pc in graph[c] if pc] if t == 1 else [(pm, c, 1) for pm in graph[m]]
        for pm, pc, pt in parents:
            if color[pm][pc][pt]:
                continue
            if pt == result:
                color[pm][pc][pt] = result
                q.append((pm, pc, pt, result))
            else:
                degree[pm][pc][pt] -= 1
                if degree[pm][pc][pt] == 0:
                    color[pm][pc][pt] = result
                    q.append((pm, pc, pt, result))
    return color[1][2][1] or 1  # nobody forced a result: called a mouse win instead of a draw
