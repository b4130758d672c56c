# judge: solution -> pass
class Solution:
    def canWinNim(self, n: int) -> bool:
        return n % 4 != 0
