"""1872 pitfall: the O(n) recurrence run one cell too far, which lets the first move take one stone.

The fold margin(i) = max(prefix[i + 1] - margin(i + 1), margin(i + 1)) is
right for every i >= 1, and the loop "for i from n - 2 down to 0" looks like
every other suffix DP. But i = 0 is the choice j = 0: remove stone 0 alone
and put it back, scoring stones[0]. The rules say x > 1, so no move reaches
only stone 0. With stones[0] positive or the rest of the game bad for the
mover, that phantom move wins the max. It is right on LeetCode's first two
examples and wrong on the third, [-10, -12]: it answers 12 (take the -10
"alone", then Bob must take -22) where Alice has to take both, -22.
"""

from __future__ import annotations


def one_cell_too_far(stones: list[int]) -> int:
    """WRONG: the suffix recurrence with its loop running down to i = 0, a move of one stone."""
    n = len(stones)
    prefix = [0]
    for stone in stones:
        prefix.append(prefix[-1] + stone)
    best = prefix[n]
    for i in range(n - 2, -1, -1):  # the bug: i = 0 means removing stone 0 alone
        best = max(prefix[i + 1] - best, best)
    return best
