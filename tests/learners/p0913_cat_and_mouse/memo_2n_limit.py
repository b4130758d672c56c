# judge: memoized -> cases
# The famous slip: a 2n move limit. Right on LeetCode's examples, wrong on larger graphs.
from functools import cache


def memoized(graph):
    n = len(graph)

    @cache
    def play(t, mouse, cat):
        if t == 2 * n:
            return 0
        if mouse == 0:
            return 1
        if mouse == cat:
            return 2
        if t % 2 == 0:
            results = [play(t + 1, nxt, cat) for nxt in graph[mouse]]
            return 1 if 1 in results else 0 if 0 in results else 2
        results = [play(t + 1, mouse, nxt) for nxt in graph[cat] if nxt]
        return 2 if 2 in results else 0 if 0 in results else 1

    return play(0, 1, 2)
