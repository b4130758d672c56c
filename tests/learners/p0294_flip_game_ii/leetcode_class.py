# judge: memoized -> pass
class Solution:
    def canWin(self, currentState: str) -> bool:
        memo = {}

        def dfs(s: str) -> bool:
            if s in memo:
                return memo[s]
            for i in range(len(s) - 1):
                if s.startswith("++", i) and not dfs(s[:i] + "--" + s[i + 2 :]):
                    memo[s] = True
                    return True
            memo[s] = False
            return False

        return dfs(currentState)
