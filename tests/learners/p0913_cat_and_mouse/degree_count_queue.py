# judge: bottom_up -> pass
# The LeetCode editorial's colouring: count each position's moves, work back from the known ends.
from collections import deque


def bottom_up(graph):
    n = len(graph)
    DRAW, MOUSE, CAT = 0, 1, 2
    color = [[[0] * 3 for _ in range(n)] for _ in range(n)]
    degree = [[[0] * 3 for _ in range(n)] for _ in range(n)]
    for m in range(n):
        for c in range(n):
            degree[m][c][1] = len(graph[m])
            degree[m][c][2] = len(graph[c]) - (0 in graph[c])
    queue = deque()
    for i in range(n):
        for t in (1, 2):
            color[0][i][t] = MOUSE
            queue.append((0, i, t, MOUSE))
            if i > 0:
                color[i][i][t] = CAT
                queue.append((i, i, t, CAT))

    def parents(m, c, t):
        if t == 2:
            for m2 in graph[m]:
                yield m2, c, 3 - t
        else:
            for c2 in graph[c]:
                if c2:
                    yield m, c2, 3 - t

    while queue:
        i, j, t, c = queue.popleft()
        for i2, j2, t2 in parents(i, j, t):
            if color[i2][j2][t2] == DRAW:
                if t2 == c:
                    color[i2][j2][t2] = c
                    queue.append((i2, j2, t2, c))
                else:
                    degree[i2][j2][t2] -= 1
                    if degree[i2][j2][t2] == 0:
                        color[i2][j2][t2] = 3 - t2
                        queue.append((i2, j2, t2, 3 - t2))
    return color[1][2][1]
