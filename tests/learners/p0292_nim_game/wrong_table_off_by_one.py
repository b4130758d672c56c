# judge: bottom_up -> cases
# A Java-style table, win[i] for i stones, that lets a move of 4 through: every heap then wins.
def bottom_up(n):
    win = [False] * (n + 1)
    for i in range(1, n + 1):
        win[i] = any(not win[i - k] for k in range(1, 5) if k <= i)
    return win[n]
