# judge: memoized -> pass
def memoized(moves: str, width: int = 7, height: int = 6) -> int:
    H1 = height + 1
    cells = width * height
    bottom = sum(1 << (c * H1) for c in range(width))
    full = bottom * ((1 << height) - 1)
    memo = {}

    def won(p):
        for s in (1, H1, H1 - 1, H1 + 1):
            m = p & (p >> s)
            if m & (m >> 2 * s):
                return True
        return False

    order = sorted(range(width), key=lambda c: abs(width // 2 - c))

    def negamax(cur, mask, n, alpha, beta):
        for c in range(width):
            mv = (mask + (1 << c * H1)) & (((1 << height) - 1) << c * H1)
            if mv and won(cur | mv):
                return (cells + 1 - n) // 2
        if n == cells:
            return 0
        key = cur + mask
        hi = memo.get(key, (cells - 1 - n) // 2)
        if beta > hi:
            beta = hi
            if alpha >= beta:
                return beta
        for c in order:
            mv = (mask + (1 << c * H1)) & (((1 << height) - 1) << c * H1)
            if mv:
                s = -negamax(cur ^ mask, mask | mv, n + 1, -beta, -alpha)
                if s >= beta:
                    return s
                alpha = max(alpha, s)
        memo[key] = alpha
        return alpha

    cur = mask = 0
    for ch in moves:
        c = int(ch) - 1
        cur ^= mask
        mask |= mask + (1 << c * H1)
    return negamax(cur, mask, len(moves), -cells, cells)
