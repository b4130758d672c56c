# judge: memoized -> cases
def memoized(n):
    memo = {}

    def wins(board):
        result = any(board % x == 0 and not wins(board - x) for x in range(1, board))
        memo[board] = result
        return result

    return wins(n)
