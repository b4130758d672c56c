# judge: solution -> pass
# Sprague-Grundy over the runs of pluses, pasted without imports: List-free, but reduce and xor come from the page.
class Solution:
    def canWin(self, currentState: str) -> bool:
        runs = [len(run) for run in currentState.split("-") if run]
        longest = max(runs, default=0)
        grundy = [0] * (longest + 1)
        for length in range(2, longest + 1):
            seen = {grundy[i] ^ grundy[length - 2 - i] for i in range(length - 1)}
            grundy[length] = next(g for g in count() if g not in seen)
        return reduce(xor, (grundy[r] for r in runs), 0) != 0
