# judge: naive -> pass
def naive(graph):
    seen = set()

    def score(m, c, t):
        if m == 0:
            return 1
        if m == c:
            return -1
        if (m, c, t) in seen:
            return 0
        seen.add((m, c, t))
        if t == 0:
            best = max(score(x, c, 1) for x in graph[m])
        else:
            best = min(score(m, x, 0) for x in graph[c] if x)
        seen.discard((m, c, t))
        return best

    return {1: 1, 0: 0, -1: 2}[score(1, 2, 0)]
