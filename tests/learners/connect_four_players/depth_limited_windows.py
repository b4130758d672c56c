# judge: depth_limited -> pass
WIN = 10**6


def depth_limited(moves, width=7, height=6, budget=1.0, depth=4):
    grid = [[] for _ in range(width)]
    for i, d in enumerate(moves):
        grid[int(d) - 1].append(i % 2)
    lines = []
    for c in range(width):
        for r in range(height):
            for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
                cells = [(c + k * dc, r + k * dr) for k in range(4)]
                if all(0 <= x < width and 0 <= y < height for x, y in cells):
                    lines.append(cells)
    order = sorted(range(width), key=lambda c: abs(c - (width - 1) / 2))

    def at(c, r):
        return grid[c][r] if r < len(grid[c]) else None

    def four(col, player):
        row = len(grid[col])
        for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
            run = 1
            for s in (1, -1):
                c, r = col + s * dc, row + s * dr
                while 0 <= c < width and 0 <= r < len(grid[c]) and grid[c][r] == player:
                    run, c, r = run + 1, c + s * dc, r + s * dr
            if run >= 4:
                return True
        return False

    def evaluate(player):  # open lines of the player to move, minus the opponent's, plus the centre
        value = 0
        for line in lines:
            stones = [at(c, r) for c, r in line]
            mine, theirs = stones.count(player), stones.count(1 - player)
            if not theirs:
                value += (0, 1, 3, 9)[mine] if mine < 4 else 0
            elif not mine:
                value -= (0, 1, 3, 9)[theirs] if theirs < 4 else 0
        for c in range(width):
            for stone in grid[c]:
                weight = width // 2 - abs(c - width // 2)
                value += weight if stone == player else -weight
        return value

    def negamax(moved, depth, alpha, beta):
        player = moved % 2
        legal = [c for c in order if len(grid[c]) < height]
        if not legal:
            return 0
        if any(four(c, player) for c in legal):
            return WIN - moved
        if depth == 0:
            return evaluate(player)
        for c in legal:
            grid[c].append(player)
            alpha = max(alpha, -negamax(moved + 1, depth - 1, -beta, -alpha))
            grid[c].pop()
            if alpha >= beta:
                break
        return alpha

    moved = len(moves)
    legal = [c for c in order if len(grid[c]) < height]
    for c in legal:
        if four(c, moved % 2):
            return c + 1
    best, alpha = legal[0], -2 * WIN
    for c in legal:
        grid[c].append(moved % 2)
        value = -negamax(moved + 1, depth - 1, -2 * WIN, -alpha)
        grid[c].pop()
        if value > alpha:
            best, alpha = c, value
    return best + 1
