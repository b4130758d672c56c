# judge: memoized -> pass
from functools import cache


def memoized(graph):
    n = len(graph)
    limit = 2 * n * n

    @cache
    def play(t, mouse, cat):
        if t == limit:
            return 0
        if mouse == 0:
            return 1
        if mouse == cat:
            return 2
        if t % 2 == 0:  # the mouse moves
            draw = False
            for nxt in graph[mouse]:
                r = play(t + 1, nxt, cat)
                if r == 1:
                    return 1
                draw = draw or r == 0
            return 0 if draw else 2
        draw = False
        for nxt in graph[cat]:
            if nxt == 0:
                continue
            r = play(t + 1, mouse, nxt)
            if r == 2:
                return 2
            draw = draw or r == 0
        return 0 if draw else 1

    return play(0, 1, 2)
