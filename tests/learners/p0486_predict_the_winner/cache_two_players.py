# judge: memoized -> pass
# The interview-book version: best score the player to move can collect from nums[i..j].
from functools import cache


def memoized(nums: list[int]) -> bool:
    prefix = [0]
    for x in nums:
        prefix.append(prefix[-1] + x)

    @cache
    def best(i: int, j: int) -> int:
        if i == j:
            return nums[i]
        total = prefix[j + 1] - prefix[i]
        return total - min(best(i + 1, j), best(i, j - 1))

    first = best(0, len(nums) - 1)
    return 2 * first >= prefix[-1]
