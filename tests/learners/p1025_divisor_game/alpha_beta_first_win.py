# judge: alpha_beta -> pass
def alpha_beta(n):
    def win(k):
        for x in range(1, k):
            if k % x == 0 and not win(k - x):
                return True  # a winning move: the rest need not be searched
        return False

    return win(n)
