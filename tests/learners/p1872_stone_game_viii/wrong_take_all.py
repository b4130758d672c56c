# judge: suffix_best -> cases
# Thinks Alice should always take the whole row at once. Wrong on [-1, 2, -3, 4, -5].
def suffix_best(stones):
    return sum(stones)
