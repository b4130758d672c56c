# judge: memoized -> cases
# A memoized in name only: it recomputes every heap, so n = 10,000 never ends, and the judge says why.
def memoized(n):
    def win(k):
        if k == 0:
            return False
        for take in range(1, min(3, k) + 1):
            if not win(k - take):
                return True
        return False

    return win(n)
