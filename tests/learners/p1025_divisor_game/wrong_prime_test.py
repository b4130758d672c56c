# judge: bottom_up -> cases
# Thinks only primes lose. Wrong on n = 2, which Alice wins.
def bottom_up(n):
    return n > 1 and any(n % d == 0 for d in range(2, n))
