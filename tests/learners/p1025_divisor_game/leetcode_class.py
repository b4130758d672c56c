# judge: formula -> pass
class Solution:
    def divisorGame(self, n: int) -> bool:
        return n % 2 == 0
