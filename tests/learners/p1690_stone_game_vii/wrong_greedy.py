# judge: bottom_up -> cases
# Greedy: always remove the smaller end, to keep the most on the table. Wrong on [5, 3, 1, 4, 2].
def bottom_up(stones):
    i, j = 0, len(stones) - 1
    total = sum(stones)
    scores = [0, 0]
    turn = 0
    while i < j:
        if stones[i] <= stones[j]:
            total -= stones[i]
            i += 1
        else:
            total -= stones[j]
            j -= 1
        scores[turn] += total
        turn ^= 1
    return scores[0] - scores[1]
