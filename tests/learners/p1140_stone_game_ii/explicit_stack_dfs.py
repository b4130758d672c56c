# judge: memoized -> pass
# A memoized DFS with its own stack, the way one writes it to dodge Python's recursion limit.
def memoized(piles):
    n = len(piles)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + piles[i]
    memo = {}
    stack = [(0, 1)]
    while stack:
        i, m = stack[-1]
        if (i, m) in memo:
            stack.pop()
            continue
        if i + 2 * m >= n:
            memo[i, m] = suffix[i]
            stack.pop()
            continue
        todo = [(i + x, max(m, x)) for x in range(1, 2 * m + 1) if (i + x, max(m, x)) not in memo]
        if todo:
            stack.extend(todo)
            continue
        memo[i, m] = suffix[i] - min(memo[i + x, max(m, x)] for x in range(1, 2 * m + 1))
        stack.pop()
    return memo[0, 1]
