"""294 pitfalls: closed forms that guess instead of computing Grundy numbers.

Both pass LeetCode's two examples ("++++" won, "+" lost).

- Runs of pluses as Nim heaps: a run of k is not a heap of k, since a flip
  takes exactly two pluses and may split the run. Wrong on "+++++": the XOR
  is 5, so it says won, but every flip leaves a won string.
- "A run of k pluses is lost exactly when k % 4 == 1": true for 1, 5 and 9,
  the pattern a table of small runs suggests, then wrong at 13 (won).
"""

from __future__ import annotations


def runs_as_heaps(currentState: str) -> bool:
    """WRONG: XOR of the lengths of the runs that can move, as if each run were a Nim heap."""
    total = 0
    for run in currentState.split("-"):
        if len(run) >= 2:
            total ^= len(run)  # the bug: a run's Grundy number is not its length
    return total != 0


def period_four(currentState: str) -> bool:
    """WRONG: a run of k pluses is lost when k % 4 == 1, read off runs up to 12 (and runs XORed as won/lost)."""
    total = 0
    for run in currentState.split("-"):
        total ^= len(run) % 4 != 1 and len(run) >= 2  # the bug: the pattern breaks at 13, 15, 21, ...
    return total != 0
