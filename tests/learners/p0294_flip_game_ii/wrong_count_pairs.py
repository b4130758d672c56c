# judge: memoized -> cases
# Counts the places a flip could go and guesses by parity. Wrong on "++++": 3 places, yet the first player wins.
def memoized(currentState):
    pairs = sum(1 for i in range(len(currentState) - 1) if currentState[i : i + 2] == "++")
    return pairs % 2 == 1
