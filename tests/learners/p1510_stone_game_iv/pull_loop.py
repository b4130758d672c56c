# judge: bottom_up -> pass
# Pulls: win[s] asks every square whether it leaves a lost heap, stopping at the first. O(n^1.5) at worst.
def bottom_up(n):
    win = [False] * (n + 1)
    for s in range(1, n + 1):
        k = 1
        while k * k <= s:
            if not win[s - k * k]:
                win[s] = True
                break
            k += 1
    return win[n]
