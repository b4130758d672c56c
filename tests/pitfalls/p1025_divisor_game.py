"""1025 pitfall: playing greedily, as if the biggest bite were the best move.

A simulation where both players always subtract the largest proper divisor
looks plausible and is right on LeetCode's examples (2 and 3, where 1 is the
only move). It is not a search: from 4 it subtracts 2, leaving 2 for Bob, who
wins; Alice's winning move from 4 is to subtract 1.
"""

from __future__ import annotations


def greedy_largest_divisor(n: int) -> bool:
    """WRONG: both players subtract the largest proper divisor; Alice wins if Bob is left facing 1."""
    alice_to_move = True
    while n > 1:
        n -= max(x for x in range(1, n) if n % x == 0)  # the bug: a greedy move, not a searched one
        alice_to_move = not alice_to_move
    return not alice_to_move
