# judge: naive -> cases
# Greedy: each player takes the larger end. Wrong where the larger end opens a bigger pile to the other.
def naive(piles):
    i, j, alice, bob, turn = 0, len(piles) - 1, 0, 0, 0
    while i <= j:
        if piles[i] >= piles[j]:
            take, i = piles[i], i + 1
        else:
            take, j = piles[j], j - 1
        if turn == 0:
            alice += take
        else:
            bob += take
        turn ^= 1
    return alice > bob
