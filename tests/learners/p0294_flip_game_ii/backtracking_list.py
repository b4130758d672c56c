# judge: naive -> pass
# The backtracking answer: flip in place on a list, recurse, flip back.
def naive(currentState):
    s = list(currentState)

    def win():
        for i in range(len(s) - 1):
            if s[i] == s[i + 1] == "+":
                s[i] = s[i + 1] = "-"
                opponent = win()
                s[i] = s[i + 1] = "+"
                if not opponent:
                    return True
        return False

    return win()
