"""1690 pitfall: the one-row table filled in the wrong direction, so a cell it reads is stale.

Keeping one row of margin(i, j) is safe only in one order. The pass for start
i must read margin(i + 1, j), still in row[j] from the last pass, and
margin(i, j - 1), which this pass must already have written into row[j - 1].
Walk j from the right end down instead, and row[j - 1] has not been
rewritten yet: it still holds margin(i + 1, j - 1), from the pass before.
The code looks symmetric, and on rows of two stones, where no pass reads
row[j - 1] off the diagonal, it is right. [1, 1, 1] is the smallest row that
catches it: it says Alice ends 2 ahead where she ends 1 ahead (her 2 against
Bob's 1). The fix is the loop's direction, not a second row.
"""

from __future__ import annotations


def stale_cell_row(stones: list[int]) -> int:
    """WRONG: the one-row interval DP with j walking right to left, reading a stale row[j - 1]."""
    n = len(stones)
    prefix = [0]
    for stone in stones:
        prefix.append(prefix[-1] + stone)
    row = [0] * n
    for i in range(n - 2, -1, -1):
        for j in range(n - 1, i, -1):  # the bug: row[j - 1] is still margin(i + 1, j - 1) here
            remove_left = prefix[j + 1] - prefix[i + 1] - row[j]
            remove_right = prefix[j] - prefix[i] - row[j - 1]
            row[j] = max(remove_left, remove_right)
    return row[n - 1]
