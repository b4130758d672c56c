"""Nim with extra losing positions: the rules are data, the states canonical.

Piles of beads lie on the table. A move takes one or more beads from one
pile. Whoever moves the game *into* a losing position loses. By default the
losing positions are those of the `nimmy` project (PyPI, 0.1.3): the empty
board, and three more with every other pile empty:

    three piles of 2            (2, 2, 2)
    piles of 1, 2 and 3         (1, 2, 3)
    two piles of 1, two of 2    (1, 1, 2, 2)

The starting position is never judged, only moves into one, so [2, 2, 2] is
a legal start: the player to move must take something from it. Empty piles
are allowed and ignored, and the order of the piles does not matter. Can the
player to move force a win?

    >>> memoized(piles=[1, 2, 3, 2])  # take 1 bead from the 3, or from either 2
    True
    >>> memoized(piles=[2, 2, 2])  # take a pile: (2, 2) is lost for the other
    True
    >>> memoized(piles=[1, 2, 3])  # a losing position to move into,
    ... # and a lost one to start from
    False

    Constraints: piles is a list of integers >= 0, at least one of them > 0.

The rules are parameters. `losing` replaces the extra losing positions
(`[]` leaves plain misere Nim), and `normal=True` makes moving into the empty
board a win instead of a loss (normal play). Because of the extra positions
the Sprague-Grundy shortcut does not apply, so the variants search.

Each position is a sorted tuple of its non-empty piles (`canonical`), so all
orderings of the same piles share one memo entry; its size is n = sum(piles),
the total beads, since every move removes at least one bead and no game lasts
longer. `memoized` is `naive` with that table. A win/loss value stays exact
after stopping at the first winning move (`bottom_up` stops there), so a memo
needs no alpha and beta in its key (nimmy's has them, and searches a position
again under every new window).
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Iterator, Sequence
from functools import cache, reduce
from operator import xor

from shared.engine.errors import InputError

State = tuple[int, ...]  # a canonical position: the non-empty piles, ascending

DEFAULT_LOSING: tuple[State, ...] = ((2, 2, 2), (1, 2, 3), (1, 1, 2, 2))


def canonical(piles: Iterable[int]) -> State:
    """One name for every ordering of the same
    piles: the non-empty ones, ascending."""
    return tuple(sorted(p for p in piles if p))


def extra_losing(losing: Iterable[Iterable[int]]) -> frozenset[State]:
    """The extra losing positions as canonical states
    (the empty board's fate is `normal`'s, not theirs)."""
    return frozenset(state for state in map(canonical, losing) if state)


def verdict(child: State, ends: frozenset[State], normal: bool) -> bool | None:
    """Does moving into child end the game? True: the
    mover won; False: the mover lost; None: play goes on."""
    if not child:
        return normal
    if child in ends:
        return False
    return None


def after_moves(state: State) -> Iterator[State]:
    """The position after each move, one per move: every
    pile, every take (equal piles give equal positions)."""
    for i, size in enumerate(state):
        rest = state[:i] + state[i + 1 :]
        # take 1, 2, ... and leave `left`, kept in ascending order
        for left in range(size - 1, 0, -1):
            at = bisect.bisect_left(rest, left)
            yield (*rest[:at], left, *rest[at:])
        yield rest  # the whole pile taken


def children(state: State) -> Iterator[State]:
    """Every canonical position one move away,
    the biggest pile and the biggest take first."""
    # Equal piles give equal children, so each size is tried
    # once. Big moves first, because a big move is more often
    # the winning one, and a win found first ends the scan.
    for i in range(len(state) - 1, -1, -1):
        size = state[i]
        if i + 1 < len(state) and state[i + 1] == size:
            continue
        rest = state[:i] + state[i + 1 :]
        yield rest  # the whole pile taken
        for left in range(1, size):
            at = bisect.bisect_left(rest, left)
            yield (*rest[:at], left, *rest[at:])


def naive(
    piles: list[int],
    losing: Sequence[Sequence[int]] = DEFAULT_LOSING,
    normal: bool = False,
) -> bool:
    """Minimax over every move of every line.
    Time O(n!), Space O(n), n = sum(piles)."""
    ends = extra_losing(losing)

    def wins(state: State) -> bool:
        won = False
        for child in after_moves(state):
            ending = verdict(child, ends, normal)
            # Search the child first, so a win found
            # earlier never cuts the tree short.
            won = (ending if ending is not None else not wins(child)) or won
        return won

    return wins(canonical(piles))


def alpha_beta(
    piles: list[int],
    losing: Sequence[Sequence[int]] = DEFAULT_LOSING,
    normal: bool = False,
) -> bool:
    """Negamax with alpha-beta pruning on raw positions, biggest take first.
    Time O(n!), Space O(n), n = sum(piles)."""
    ends = extra_losing(losing)

    def value(piles: list[int], alpha: int, beta: int) -> int:
        best = -1
        for i, size in enumerate(piles):
            for take in range(size, 0, -1):
                piles[i] = size - take
                ending = verdict(canonical(piles), ends, normal)
                score = (
                    (1 if ending else -1)
                    if ending is not None
                    else -value(piles, -beta, -alpha)
                )
                piles[i] = size
                best = max(best, score)
                alpha = max(alpha, best)
                # a winning move: with values -1
                # and +1 no other move does better
                if alpha >= beta:
                    return best
        return best

    return value(list(piles), -1, 1) > 0


def memoized(
    piles: list[int],
    losing: Sequence[Sequence[int]] = DEFAULT_LOSING,
    normal: bool = False,
) -> bool:
    """Minimax memoized on canonical states.
    Time O(1.2^n), Space O(1.2^n), n = sum(piles)."""
    # The canonical states reachable from n beads are sorted tuples, fewer than
    # the partitions of n and its neighbours, which grow slower than any c^n;
    # 1.2 is measured, not derived (the complexity test holds the node counts
    # to it). Each costs at most n moves of up to n piles: a polynomial factor.
    ends = extra_losing(losing)

    # the memo table: made afresh by each call, keyed by the canonical state
    @cache
    def wins(state: State) -> bool:
        won = False
        for child in after_moves(state):
            ending = verdict(child, ends, normal)
            # Search the child first, so a win found
            # earlier never cuts the tree short.
            won = (ending if ending is not None else not wins(child)) or won
        return won

    return wins(canonical(piles))


def bottom_up(
    piles: list[int],
    losing: Sequence[Sequence[int]] = DEFAULT_LOSING,
    normal: bool = False,
) -> bool:
    """A table of every reachable canonical state, fewest beads first.
    Time O(1.2^n), Space O(1.2^n), n = sum(piles)."""
    ends = extra_losing(losing)
    start = canonical(piles)
    # Reachable means: ascending b with b[i] <=
    # start[i], piles emptied showing as leading zeros.
    rows: list[State] = [()]
    for cap in start:
        rows = [
            (*row, b)
            for row in rows
            for b in range(row[-1] if row else 0, cap + 1)
        ]
    # a move removes beads: children come first
    states = sorted((canonical(row) for row in rows), key=sum)
    win: dict[State, bool] = {}
    # states[0] is the empty board, judged by `verdict` alone
    for state in states[1:]:
        won = False
        for child in children(state):
            ending = verdict(child, ends, normal)
            if ending if ending is not None else not win[child]:
                won = True
                break
        win[state] = won
    return win[start]


def beyond_theory(losing: Iterable[Iterable[int]]) -> str | None:
    """Why `formula` does not cover these rules, or None:
    theory speaks only of rules without extra losing positions."""
    extra = extra_losing(losing)
    if not extra:
        return None
    return (
        "formula covers only rules without extra losing positions "
        f"(these have {len(extra)}): use a search variant"
    )


def formula(
    piles: list[int],
    losing: Sequence[Sequence[int]] = DEFAULT_LOSING,
    normal: bool = False,
) -> bool:
    """Bouton's nim-sum or its misere rule; declines extra losing positions.
    Time O(n), Space O(1), n = sum(piles)."""
    why = beyond_theory(losing)
    if why:
        # a search answers these rules; a formula that guessed would be wrong
        raise InputError(why)
    nim_sum = reduce(xor, piles, 0)
    if not normal and all(p <= 1 for p in piles):
        # misere, piles of one: whoever faces an odd count takes the last bead
        return sum(piles) % 2 == 0
    return nim_sum != 0
