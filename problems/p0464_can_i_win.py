"""464. Can I Win (https://leetcode.com/problems/can-i-win/).

The numbers 1..maxChoosableInteger lie in a common pool. Two players take
turns, the first player first; a turn takes one number from the pool (it is
not put back) and adds it to a running total that starts at 0. The player
whose number brings the total to desiredTotal or more wins. Both play
perfectly. Can the first player force a win?

    >>> memoized(maxChoosableInteger=10, desiredTotal=11)  # whatever x you
    ... # take, 11 - x is left for the other
    False
    >>> memoized(maxChoosableInteger=10, desiredTotal=0)  # reached at once
    True
    >>> memoized(maxChoosableInteger=10, desiredTotal=1)
    True

    Constraints: 1 <= maxChoosableInteger <= 20, 0 <= desiredTotal <= 300

Two answers need no search (`settled`). A desiredTotal of 0 is already
reached. And if all the numbers together fall short, nobody ever wins, so
the first player cannot: a search would instead find the pool empty with the
total unreached and call that a loss for whoever is to move, a win for the
other (wrong at maxChoosableInteger = 5, desiredTotal = 16).

Every search scores a position from the point of view of the player to move
(negamax): +1 if they can force a win, -1 if not. A position is the set of
numbers taken, kept as a bitmask (bit i set: i is taken). The total still
needed is desiredTotal minus the sum of the taken numbers, so it is fixed by
the mask: the memo can key on the mask alone, 2^m entries, not on (mask, total).

`skip_gifts` never plays a gift (a move the other wins on at once), smallest
first; it reads the largest number left only as needed - top, so `free_pass`
makes the largest a free pass: the game is 1..m-1 with desiredTotal - m as
its budget (half the positions). `endgame` counts, not searches, once the two
smallest left overshoot the slack. Each is an idea, a variant; `fast` is
`endgame` in quicker Python.
"""

from __future__ import annotations

from functools import cache


def settled(maxChoosableInteger: int, desiredTotal: int) -> bool | None:
    """The answer when no search is needed (nothing
    to reach, or not enough to reach it), else None."""
    if desiredTotal <= 0:
        return True
    if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
        return False
    return None


def naive(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """Negamax over every order of taking numbers.
    Time O(m!), Space O(m), m = maxChoosableInteger."""
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known

    def value(taken: int, needed: int) -> int:
        best = -1
        # every move, even after a win
        for x in range(1, maxChoosableInteger + 1):
            if not taken >> x & 1:
                best = max(
                    best,
                    1 if x >= needed else -value(taken | 1 << x, needed - x),
                )
        return best

    return value(0, desiredTotal) > 0


def alpha_beta(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """Negamax with alpha-beta pruning, largest number first.
    Time O(m!), Space O(m), m = maxChoosableInteger."""
    # Largest first finds "x >= needed" at once; a lost position has no
    # winning move and is searched in full, so the worst case stays naive's.
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known

    def value(taken: int, needed: int, alpha: int, beta: int) -> int:
        best = -1
        for x in range(maxChoosableInteger, 0, -1):
            if not taken >> x & 1:
                best = max(
                    best,
                    1
                    if x >= needed
                    else -value(taken | 1 << x, needed - x, -beta, -alpha),
                )
                alpha = max(alpha, best)
                # a winning move: the other moves cannot do better
                if alpha >= beta:
                    break
        return best

    return value(0, desiredTotal, -1, 1) > 0


def memoized(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """Negamax with a memo table: the mask fixes `needed`.
    Time O(2^m), Space O(2^m), m = maxChoosableInteger."""
    # Each of at most 2^m masks is entered once
    # (scanning its m numbers: m 2^m steps in all).
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known

    @cache
    def value(taken: int, needed: int) -> int:
        best = -1
        # every move, even after a win
        for x in range(1, maxChoosableInteger + 1):
            if not taken >> x & 1:
                best = max(
                    best,
                    1 if x >= needed else -value(taken | 1 << x, needed - x),
                )
        return best

    return value(0, desiredTotal) > 0


def bottom_up(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """Fill win[mask] for every mask, supersets first.
    Time O(2^m), Space O(2^m), m = maxChoosableInteger."""
    # Taking x sets a bit, so every move leads to a larger mask:
    # counting down fills each mask's children before it. Masks here use
    # bit x - 1 for x, so they run 0 .. 2^m - 1 (m 2^m steps in all).
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known
    m = maxChoosableInteger
    full = (1 << m) - 1
    taken_sum = [0] * (full + 1)
    for mask in range(1, full + 1):
        low = mask & -mask
        # the lowest bit's number, plus the rest
        taken_sum[mask] = taken_sum[mask ^ low] + low.bit_length()
    win = [False] * (full + 1)
    for mask in range(full, -1, -1):
        needed = desiredTotal - taken_sum[mask]
        if needed <= 0:
            # the game ended before this position: it is never played from
            continue
        win[mask] = any(
            not mask >> (x - 1) & 1
            and (x >= needed or not win[mask | 1 << (x - 1)])
            for x in range(1, m + 1)
        )
    return win[0]


def alpha_beta_memo(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """alpha_beta's cut with memoized's table.
    Time O(2^m), Space O(2^m), m = maxChoosableInteger."""
    # Sound here, unlike in 486: values are only +1 and -1, and a
    # search cut short has found a +1, which is exact; a -1 is returned
    # only after every move. So nothing stored is a mere bound.
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known

    @cache
    def value(taken: int, needed: int, alpha: int, beta: int) -> int:
        best = -1
        for x in range(maxChoosableInteger, 0, -1):
            if not taken >> x & 1:
                best = max(
                    best,
                    1
                    if x >= needed
                    else -value(taken | 1 << x, needed - x, -beta, -alpha),
                )
                alpha = max(alpha, best)
                # a winning move: the other moves cannot do better
                if alpha >= beta:
                    break
        return best

    return value(0, desiredTotal, -1, 1) > 0


def skip_gifts(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """The memo, smallest first, never a gift (lost at once).
    Time O(2^m), Space O(2^m), m = maxChoosableInteger."""
    # A gift is a move x the other can answer with the total: x
    # plus the largest number left after it reaches `needed`. A
    # gift loses, so skipping it changes no value, and its position
    # is never solved; a position with nothing but gifts is lost.
    # The answer to x is `top`, or the runner-up if x is `top`.
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known

    @cache
    def wins(taken: int, needed: int) -> bool:
        pool = [
            x for x in range(1, maxChoosableInteger + 1) if not taken >> x & 1
        ]
        top = pool[-1]
        if top >= needed:
            return True
        # Two numbers are left at least: the pool's sum minus
        # `needed` never changes, and settled() saw it >= 0.
        for x in pool:
            answer = pool[-2] if x == top else top
            if x + answer < needed and not wins(taken | 1 << x, needed - x):
                return True
        return False

    return wins(0, desiredTotal)


def free_pass(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """skip_gifts on the numbers but the largest.
    Time O(2^m), Space O(2^m), m = maxChoosableInteger."""
    # In skip_gifts `top` matters only through needed - top, the budget: x
    # other than top is played only if x < budget, the budget drops by x,
    # and taking top is taking the runner-up in disguise (the same numbers
    # below the new top, the same budget). So the largest number is a free
    # pass for whoever can reach the total, and a position is the rest
    # (1..m-1, less what was taken) with its budget, desiredTotal - m at
    # the start: take x < budget from the rest, budget -= x; with no such
    # x you lose. A budget <= 0 is a win at once.
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known

    @cache
    def wins(taken: int, budget: int) -> bool:
        # at the root only: the largest number reaches the total
        if budget <= 0:
            return True
        rest = [x for x in range(1, maxChoosableInteger) if not taken >> x & 1]
        return any(
            x < budget and not wins(taken | 1 << x, budget - x) for x in rest
        )

    return wins(0, desiredTotal - maxChoosableInteger)


def endgame(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """free_pass, counting, not searching, near the end.
    Time O(2^m), Space O(2^m), m = maxChoosableInteger."""
    # The slack, the rest's sum minus the budget, never changes (all numbers'
    # sum minus desiredTotal); a move must leave the rest summing above it. Once
    # the two smallest numbers left overshoot the slack, every move is legal
    # until two numbers are left, and the player facing those two wins if one is
    # large (> slack: take the other) and is stuck if not. So that player keeps
    # a large number unless the other, taking one large number a turn in its
    # (n - 1) // 2 turns before the last two (n numbers left), takes them all.
    if (known := settled(maxChoosableInteger, desiredTotal)) is not None:
        return known
    slack = maxChoosableInteger * (maxChoosableInteger + 1) // 2 - desiredTotal

    @cache
    def wins(taken: int, budget: int) -> bool:
        # at the root only: the largest number reaches the total
        if budget <= 0:
            return True
        rest = [x for x in range(1, maxChoosableInteger) if not taken >> x & 1]
        if len(rest) == 1 or rest[0] + rest[1] > slack:
            large = sum(1 for x in rest if x > slack)
            return (len(rest) % 2 == 0) == (large > (len(rest) - 1) // 2)
        return any(
            x < budget and not wins(taken | 1 << x, budget - x) for x in rest
        )

    return wins(0, desiredTotal - maxChoosableInteger)


def fast(maxChoosableInteger: int, desiredTotal: int) -> bool:
    """`endgame` rewritten for CPython's speed.
    Time O(2^m), Space O(2^m), m = maxChoosableInteger."""
    # Same positions, same move order as endgame; the changes are Python
    # idioms only. settled()'s two checks, inline: the variant stands alone
    if desiredTotal <= 0:
        return True
    m = maxChoosableInteger
    slack = m * (m + 1) // 2 - desiredTotal
    if slack < 0:
        return False
    budget = desiredTotal - m
    # A bytearray, not @cache: by taken, 0 not yet solved, 1 lost, 2 won.
    # Every number taken was below the budget at the start, so taken <
    # 2^budget: a small budget allocates a small table, not 2^m bytes.
    memo = bytearray(1 << min(m, max(budget, 0)))
    # below[k] lists the moves x < k, smallest first, made
    # once: the budget test is one index per position, not a
    # compare per move, and each move's bit is not made again.
    moves = [(x, 1 << x) for x in range(1, m)]
    below = [[], *(moves[:k] for k in range(m))] + [moves] * (budget - m)
    full = (1 << m) - 2  # the rest at the start, 1..m-1, as a mask
    # the numbers > slack, as a mask: counted with one bit_count()
    large = full >> slack + 1 << slack + 1
    # else no two numbers ever overshoot the slack: skip a test that cannot pass
    near_end = slack < 2 * m - 3
    # the numbers <= slack / 2: two of them left, and the count cannot apply
    halves = full & (2 << slack // 2) - 1

    def wins(taken: int, budget: int) -> bool:
        # at the root only: the largest number reaches the total
        if budget <= 0:
            return True
        # two numbers left <= slack / 2 fit: no count
        if near_end and not (few := halves & ~taken) & few - 1:
            rest = full ^ taken
            # the smallest number's bit; the next
            # one is the lowest bit of what is above
            low = rest & -rest
            above = rest ^ low
            if (
                not above
                or low.bit_length() + (above & -above).bit_length() - 2 > slack
            ):
                n = rest.bit_count()
                won = (n & 1 == 0) == (
                    (rest & large).bit_count() > (n - 1) >> 1
                )
                memo[taken] = 2 if won else 1
                return won
        for x, bit in below[budget]:
            if not taken & bit:
                child = taken | bit
                # read the child's entry here: a
                # solved child costs no Python call
                known = memo[child]
                if known == 1 or (not known and not wins(child, budget - x)):
                    memo[taken] = 2
                    return True
        memo[taken] = 1
        return False

    # at most m deep; each call solves a new position, as endgame's do
    return wins(0, budget)
