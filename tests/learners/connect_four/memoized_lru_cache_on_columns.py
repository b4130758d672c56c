# judge: memoized -> pass
from functools import lru_cache


def memoized(moves: str, width: int = 7, height: int = 6) -> int:
    cells = width * height

    def wins(cols, c, p):
        r = len(cols[c])
        def at(cc, rr):
            return 0 <= cc < width and 0 <= rr < len(cols[cc]) and cols[cc][rr] == p
        for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
            n = 1
            for s in (1, -1):
                k = 1
                while at(c + s * k * dc, r + s * k * dr):
                    n += 1
                    k += 1
            if n >= 4:
                return True
        return False

    order = sorted(range(width), key=lambda c: abs(2 * c - width + 1))

    @lru_cache(maxsize=None)
    def negamax(cols, alpha, beta):
        moved = sum(len(x) for x in cols)
        if moved == cells:
            return 0
        p = moved % 2
        for c in range(width):
            if len(cols[c]) < height and wins(cols, c, p):
                return (cells + 1 - moved) // 2
        beta = min(beta, (cells - 1 - moved) // 2)
        if alpha >= beta:
            return beta
        for c in order:
            if len(cols[c]) < height:
                child = cols[:c] + (cols[c] + (p,),) + cols[c + 1:]
                s = -negamax(child, -beta, -alpha)
                if s >= beta:
                    return s
                alpha = max(alpha, s)
        return alpha

    cols = [()] * width
    for i, ch in enumerate(moves):
        c = int(ch) - 1
        cols[c] = cols[c] + (i % 2,)
    return negamax(tuple(cols), -cells, cells)
