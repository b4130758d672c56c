# judge: solution -> pass
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        squares = [k * k for k in range(1, isqrt(n) + 1)]
        for s in range(1, n + 1):
            win[s] = any(not win[s - q] for q in squares if q <= s)
        return win[n]
