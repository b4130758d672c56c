# judge: memoized -> pass
from functools import lru_cache


def memoized(currentState):
    @lru_cache(maxsize=None)
    def can_win(s):
        for i in range(len(s) - 1):
            if s[i] == "+" and s[i + 1] == "+" and not can_win(s[:i] + "--" + s[i + 2 :]):
                return True
        return False

    return can_win(currentState)
