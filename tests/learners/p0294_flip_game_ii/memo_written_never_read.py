# judge: memoized -> honest
# Writes memo[s] but never looks it up, and stops at the first winning flip: short-circuiting hides the re-search.
def memoized(currentState):
    memo = {}

    def can_win(s):
        win = False
        for i in range(len(s) - 1):
            if s[i : i + 2] == "++" and not can_win(s[:i] + "--" + s[i + 2 :]):
                win = True
                break
        memo[s] = win
        return win

    return can_win(currentState)
