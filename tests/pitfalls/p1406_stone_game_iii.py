"""1406 pitfall: a "small enough" starting value where the max must start from -infinity.

Many posted solutions count stones rather than margins: best[i], the most
points the player to move gets from stone i on, is what is left minus what
the other then gets, best[i] = max over x of (suffix[i] - best[i + x]). They
start each max at -10000, reasoning that one take is at most 3 stones of
-1000. But a cell holds a whole game's score, not one take's: on a row of
-1000s the player to move collects about half of it. From 21 stones of -1000
on, Alice's true score (-11000) is below the sentinel, the sentinel wins the
max, and the answer flips to "Alice" where Bob wins (and to "Alice" where it
is a tie, on every even length from 22). LeetCode's tests accept it.
"""

from __future__ import annotations

SENTINEL = -10000  # "no score is below this": wrong, a score sums a whole game of takes


def sentinel_score_table(stoneValue: list[int]) -> str:
    """WRONG: the stones table with each max started at -10000 instead of -infinity."""
    n = len(stoneValue)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + stoneValue[i]
    best = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        cell = SENTINEL
        for x in range(1, min(3, n - i) + 1):
            cell = max(cell, suffix[i] - best[i + x])
        best[i] = cell
    alice, bob = best[0], suffix[0] - best[0]
    return "Alice" if alice > bob else "Bob" if bob > alice else "Tie"
