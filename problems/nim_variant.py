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

    piles = [1, 2, 3, 2]  -> true   (take 1 bead from the 3, or from either 2)
    piles = [2, 2, 2]     -> true   (take a whole pile: (2, 2) is lost for the opponent)
    piles = [1, 2, 3]     -> false  (a losing position to move into, and a lost one to start from)
    Constraints: piles is a list of integers >= 0, at least one of them > 0.

The rules are parameters. `losing` replaces the extra losing positions
(`[]` leaves plain misere Nim), and `normal=True` makes moving into the empty
board a win instead of a loss (normal play). Because of the extra positions
the Sprague-Grundy shortcut does not apply, so the variants search.

Each position is a sorted tuple of its non-empty piles (`canonical`), so all
orderings of the same piles share one memo entry; its size is n = sum(piles),
the total beads, since every move removes at least one bead and no game lasts
longer. A win/loss value stays exact after stopping at the first winning
move, so the memo needs no alpha and beta in its key (nimmy's has them, and
searches a position again under every new window).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Iterable, Iterator, Sequence
from functools import cache, reduce
from operator import xor

from shared.engine.counting import count_node
from shared.engine.errors import InputError
from shared.engine.recursion import recursion_limit
from shared.engine.validate import describe, expect_int_list
from shared.tool.play import Outcome, Refusal
from shared.tool.registry import Args, CliOption, Problem, variant

State = tuple[int, ...]  # a canonical position: the non-empty piles, ascending
Move = tuple[int, int]  # (index of the pile in the player's list, beads taken)

DEFAULT_LOSING: tuple[State, ...] = ((2, 2, 2), (1, 2, 3), (1, 1, 2, 2))


def canonical(piles: Iterable[int]) -> State:
    """One name for every ordering of the same piles: the non-empty ones, ascending."""
    return tuple(sorted(p for p in piles if p))


def extra_losing(losing: Iterable[Iterable[int]]) -> frozenset[State]:
    """The extra losing positions as canonical states (the empty board's fate is `normal`'s, not theirs)."""
    return frozenset(state for state in map(canonical, losing) if state)


def verdict(child: State, ends: frozenset[State], normal: bool) -> bool | None:
    """Does moving into child end the game? True: the mover won; False: the mover lost; None: play goes on."""
    if not child:
        return normal
    if child in ends:
        return False
    return None


def children(state: State) -> Iterator[State]:
    """Every canonical position one move away, the biggest pile and the biggest take first."""
    # Equal piles give equal children, so each size is tried once. Big moves first find a winning
    # move sooner (measured: memoized enters 39,427 states of [1..10] this way, 55,658 smallest first).
    for i in range(len(state) - 1, -1, -1):
        size = state[i]
        if i + 1 < len(state) and state[i + 1] == size:
            continue
        rest = state[:i] + state[i + 1 :]
        yield rest  # the whole pile taken
        for left in range(1, size):
            at = bisect.bisect_left(rest, left)
            yield (*rest[:at], left, *rest[at:])


def naive(piles: list[int], losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> bool:
    """Minimax over raw positions, every move of every line. Time O(n!), Space O(n), n = sum(piles)."""
    ends = extra_losing(losing)

    def wins(piles: list[int]) -> bool:
        count_node()
        won = False
        for i, size in enumerate(piles):
            for take in range(1, size + 1):
                piles[i] = size - take
                ending = verdict(canonical(piles), ends, normal)
                # Search the child first, so a win found earlier never cuts the tree short.
                outcome = ending if ending is not None else not wins(piles)
                won = won or outcome
                piles[i] = size
        return won

    with recursion_limit(sum(piles)):
        return wins(list(piles))


def alpha_beta(piles: list[int], losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> bool:
    """Negamax with alpha-beta pruning on raw positions, biggest take first. Time O(n!), Space O(n), n = sum(piles)."""
    ends = extra_losing(losing)

    def value(piles: list[int], alpha: int, beta: int) -> int:
        count_node()
        best = -1
        for i, size in enumerate(piles):
            for take in range(size, 0, -1):
                piles[i] = size - take
                ending = verdict(canonical(piles), ends, normal)
                score = (1 if ending else -1) if ending is not None else -value(piles, -beta, -alpha)
                piles[i] = size
                best = max(best, score)
                alpha = max(alpha, best)
                if alpha >= beta:  # a winning move: with values -1 and +1 no other move does better
                    return best
        return best

    with recursion_limit(sum(piles)):
        return value(list(piles), -1, 1) > 0


def memoized(piles: list[int], losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> bool:
    """Negamax memoized on canonical states. Time O(1.2^n), Space O(1.2^n), n = sum(piles)."""
    # The canonical states reachable from n beads number at most 12 * 1.2^n for n <= 55 (measured over
    # every partition: 115,947 at n = 55), and grow slower than any c^n beyond, like partition numbers.
    # Each costs at most n children of up to n piles: a polynomial factor that 1.2^n absorbs.
    ends = extra_losing(losing)

    @cache  # the memo table: made afresh by each call, keyed by the canonical state alone
    def wins(state: State) -> bool:
        count_node()
        for child in children(state):
            ending = verdict(child, ends, normal)
            # Stopping at the first winning move keeps the value exact: one such move proves the win.
            if ending if ending is not None else not wins(child):
                return True
        return False

    with recursion_limit(sum(piles)):
        return wins(canonical(piles))


def bottom_up(piles: list[int], losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> bool:
    """A table of every reachable canonical state, fewest beads first. Time O(1.2^n), Space O(1.2^n), n = sum(piles)."""
    ends = extra_losing(losing)
    start = canonical(piles)
    # Reachable means: ascending b with b[i] <= start[i], piles emptied showing as leading zeros.
    rows: list[State] = [()]
    for cap in start:
        rows = [(*row, b) for row in rows for b in range(row[-1] if row else 0, cap + 1)]
    states = sorted((canonical(row) for row in rows), key=sum)  # a move removes beads: children come first
    win: dict[State, bool] = {}
    for state in states[1:]:  # states[0] is the empty board, judged by `verdict` alone
        count_node()
        won = False
        for child in children(state):
            ending = verdict(child, ends, normal)
            if ending if ending is not None else not win[child]:
                won = True
                break
        win[state] = won
    return win[start]


def beyond_theory(losing: Iterable[Iterable[int]]) -> str | None:
    """Why `formula` does not cover these rules, or None: theory speaks only of rules without extra losing positions."""
    extra = extra_losing(losing)
    if not extra:
        return None
    return f"formula covers only rules without extra losing positions (these have {len(extra)}): use a search variant"


def formula(piles: list[int], losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> bool:
    """Bouton's nim-sum or its misere rule; declines extra losing positions. Time O(n), Space O(1), n = sum(piles)."""
    why = beyond_theory(losing)
    if why:
        raise InputError(why)  # a search answers these rules; a formula that guessed would be wrong
    count_node(len(piles))  # one look at each pile
    nim_sum = reduce(xor, piles, 0)
    if not normal and all(p <= 1 for p in piles):
        return sum(piles) % 2 == 0  # misere, piles of one: whoever faces an odd count takes the last bead
    return nim_sum != 0


# Beyond the verdict: which moves win, and a line of perfect play. `explain` and `kata play` use these.


class Analysis:
    """Perfect play under one rule set; its table lasts as long as the object (one game, one explanation)."""

    def __init__(self, losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> None:
        self.ends = extra_losing(losing)
        self.normal = normal
        self._wins: dict[State, bool] = {}  # as in `memoized`: exact, though each search stops at a winning move

    @staticmethod
    def moves(piles: Sequence[int]) -> Iterator[tuple[Move, list[int]]]:
        """Every legal move from the raw piles with the piles it leaves, biggest pile and take first, as `children`."""
        for i in sorted(range(len(piles)), key=lambda i: -piles[i]):
            size = piles[i]
            for take in range(size, 0, -1):
                yield (i, take), [*piles[:i], size - take, *piles[i + 1 :]]

    def ending(self, piles: Sequence[int]) -> bool | None:
        """Did the move into piles end the game? True: the mover won; False: lost; None: play goes on."""
        return verdict(canonical(piles), self.ends, self.normal)

    def mover_wins(self, piles: Sequence[int]) -> bool:
        """Does the player who just moved into piles win, against perfect play?"""
        ending = self.ending(piles)
        if ending is not None:
            return ending
        with recursion_limit(sum(piles)):
            return not self._to_move_wins(canonical(piles))

    def _to_move_wins(self, state: State) -> bool:
        known = self._wins.get(state)
        if known is not None:
            return known
        won = False
        for child in children(state):
            ending = verdict(child, self.ends, self.normal)
            if ending if ending is not None else not self._to_move_wins(child):
                won = True
                break
        self._wins[state] = won
        return won

    def winning_moves(self, piles: Sequence[int]) -> list[Move]:
        """The moves that force a win, in pile order."""
        return sorted(move for move, after in self.moves(piles) if self.mover_wins(after))

    def best_move(self, piles: Sequence[int]) -> tuple[Move, int | None]:
        """A perfect move and, when every move loses, how many winning replies it leaves.

        The winner plays the first winning move `moves` finds. Every move of
        the loser loses, so it plays on if it can, leaving the opponent the
        fewest winning replies: the most chances to go wrong.
        """
        fewest: tuple[bool, int, Move] | None = None
        for move, after in self.moves(piles):
            if self.mover_wins(after):
                return move, None
            # A move that ends the game loses at once: the last resort, after every move that plays on.
            ends = self.ending(after) is not None
            option = (ends, 0 if ends else len(self.winning_moves(after)), move)
            if fewest is None or option[:2] < fewest[:2]:
                fewest = option
        if fewest is None:
            raise ValueError(f"no legal move from {list(piles)}")
        return fewest[2], fewest[1]

    def line(self, piles: Sequence[int]) -> list[tuple[Move, list[int]]]:
        """A line of perfect play from piles (`best_move` on both sides): each move with the piles it leaves."""
        played: list[tuple[Move, list[int]]] = []
        current = list(piles)
        while True:
            (i, take), _ = self.best_move(current)
            current = [*current[:i], current[i] - take, *current[i + 1 :]]
            played.append(((i, take), current))
            if self.ending(current) is not None:
                return played


def say_move(move: Move) -> str:
    """A move in words, piles numbered from 1 as the player sees them."""
    i, take = move
    return f"take {take} from pile {i + 1}"


def say_rules(losing: Sequence[Sequence[int]], normal: bool) -> list[str]:
    """The rule set as two short sentences."""
    extra = sorted(extra_losing(losing), key=lambda s: (len(s), s))
    empty = "wins (normal play)" if normal else "loses (misere)"
    shown = ", ".join(str(list(s)) for s in extra) if extra else "none"
    return [f"Moving into the empty board {empty}.", f"Extra losing positions: {shown}."]


def why_over(state: State, normal: bool) -> str:
    """Why the move into state ended the game, in words."""
    if state:
        return f"the last move left {list(state)}, a losing position"
    return "the last move took the last bead, " + ("which wins (normal play)" if normal else "which loses (misere)")


def explain(args: Args) -> str:
    """The verdict with its reasons: the winning moves (or that every move loses) and a line of perfect play."""
    piles: list[int] = args["piles"]
    losing: Sequence[Sequence[int]] = args.get("losing", DEFAULT_LOSING)
    normal: bool = args.get("normal", False)
    _refuse_past_limit(piles, "explain")
    analysis = Analysis(losing, normal)
    lines = [" ".join(say_rules(losing, normal))]
    winners = analysis.winning_moves(piles)
    if winners:
        lines.append(f"{piles}: the player to move wins. Winning moves: " + ", ".join(map(say_move, winners)) + ".")
    else:
        lines.append(f"{piles}: the player to move loses: every move loses against perfect play.")
    lines.append("A line of perfect play (the winner keeps winning; the loser leaves the fewest winning replies):")
    played = analysis.line(piles)
    for ply, (move, after) in enumerate(played, 1):
        who = "first player " if ply % 2 else "second player"
        lines.append(f"  {ply:>2}. {who}  {say_move(move)} -> {after}")
    mover = "first" if len(played) % 2 else "second"
    last = played[-1][1]
    result = "wins" if analysis.ending(last) else "loses"
    lines.append(f"The {mover} player {result}: {why_over(canonical(last), normal)}.")
    return "\n".join(lines)


class NimSession:
    """A game of the variant against the perfect bot, for `shared.tool.play.run`."""

    def __init__(
        self, piles: list[int], losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False
    ) -> None:
        _refuse_past_limit(piles, "play")
        self.piles = list(piles)
        self.losing = losing
        self.normal = normal
        self.analysis = Analysis(losing, normal)
        self.ply = 0
        self.ended = False

    def intro(self) -> str:
        return "\n".join(
            [
                "Nim with extra losing positions: a move takes one or more beads from one pile,",
                "and whoever moves into a losing position loses.",
                *say_rules(self.losing, self.normal),
                "Type a move as the pile number and how many beads, e.g. '2 1'.",
            ]
        )

    def draw(self) -> str:
        width = len(str(len(self.piles)))
        return "\n".join(
            f"  pile {i:>{width}} | {'o' * size:<{max(self.piles)}} {size}" for i, size in enumerate(self.piles, 1)
        )

    def to_move(self) -> int:
        return self.ply % 2

    def parse_move(self, text: str) -> Move | Refusal:
        words = text.replace(",", " ").split()
        if len(words) != 2 or not all(w.isdigit() for w in words):
            return Refusal("type the pile number and how many beads, e.g. '2 1'")
        pile, take = int(words[0]), int(words[1])
        if not 1 <= pile <= len(self.piles):
            return Refusal(f"there is no pile {pile} (piles are numbered 1 to {len(self.piles)})")
        size = self.piles[pile - 1]
        if size == 0:
            return Refusal(f"pile {pile} is empty")
        if take == 0:
            return Refusal("take at least one bead")
        if take > size:
            return Refusal(f"pile {pile} has only {size} bead{'s' if size > 1 else ''}")
        return (pile - 1, take)

    def describe(self, move: Move) -> str:
        return say_move(move)

    def apply(self, move: Move) -> None:
        i, take = move
        self.piles[i] -= take
        self.ply += 1
        self.ended = verdict(canonical(self.piles), self.analysis.ends, self.normal) is not None

    def outcome(self) -> Outcome | None:
        if not self.ended:
            return None
        state = canonical(self.piles)
        mover = (self.ply - 1) % 2
        won = verdict(state, self.analysis.ends, self.normal)
        return Outcome(winner=mover if won else 1 - mover, reason=why_over(state, self.normal))

    def winning_moves(self) -> list[Move]:
        return self.analysis.winning_moves(self.piles)

    def bot_move(self) -> tuple[Move, str]:
        move, replies = self.analysis.best_move(self.piles)
        i, take = move
        ending = self.analysis.ending([*self.piles[:i], self.piles[i] - take, *self.piles[i + 1 :]])
        if replies is None:
            return move, "it wins on the spot" if ending else "it leaves a position you cannot win"
        if ending is not None:
            return move, "every move loses here, and this one ends the game"
        fewest = f"{replies} winning repl{'y' if replies == 1 else 'ies'}"
        return move, f"every move loses against perfect play; this one leaves you the fewest ({fewest})"


def play_game(args: Args) -> NimSession:
    """`kata play nim`: a game from the parsed piles, under the parsed rules."""
    return NimSession(args["piles"], args.get("losing", DEFAULT_LOSING), args.get("normal", False))


def _refuse_past_limit(piles: list[int], what: str) -> None:
    """Refuse inputs the perfect player could not answer promptly (memoized's declared limit)."""
    n, limit = sum(piles), PROBLEM.variant("memoized").limit
    if n > limit:
        raise InputError(f"{what}: sum(piles) = {n} is past memoized's declared limit {limit}")


class NimVariantGame:
    """The same rules as a `shared.engine.game.Game`, for the generic searches.

    State: (canonical piles, player to move, is the game over). The flag is
    needed because a starting position is never judged, even when it is one
    of the losing positions.
    """

    def __init__(self, losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> None:
        self.ends = extra_losing(losing)
        self.normal = normal

    def to_move(self, state: tuple[State, str, bool]) -> str:
        return state[1]

    def actions(self, state: tuple[State, str, bool]) -> Sequence[State]:
        return list(children(state[0]))  # a move is named by the position it leaves

    def result(self, state: tuple[State, str, bool], move: State) -> tuple[State, str, bool]:
        other = "second" if state[1] == "first" else "first"
        return (move, other, verdict(move, self.ends, self.normal) is not None)

    def is_terminal(self, state: tuple[State, str, bool]) -> bool:
        return state[2]

    def utility(self, state: tuple[State, str, bool], player: str) -> float:
        mover_won = verdict(state[0], self.ends, self.normal)
        mover = "second" if state[1] == "first" else "first"
        return 1 if mover_won == (mover == player) else -1


def _expect_piles(value: object, name: str, why: str = "") -> list[int]:
    """A list of integers >= 0 with at least one > 0."""
    piles = expect_int_list(value, name, 0)
    if not any(piles):
        raise InputError(f"{name} must have at least one non-empty pile, got {piles}{why}")
    return piles


def parse(raw: object) -> Args:
    """Piles as a list, or an object {"piles": [...], "losing": [[...], ...], "normal": bool}."""
    if isinstance(raw, list):
        raw = {"piles": raw}
    if not isinstance(raw, dict):
        raise InputError(f"input must be a list of piles or an object with piles, losing, normal; got {describe(raw)}")
    unknown = sorted(set(raw) - {"piles", "losing", "normal"})
    if unknown:
        raise InputError(f"unknown key {unknown[0]!r} (allowed: piles, losing, normal)")
    if "piles" not in raw:
        raise InputError("input object needs 'piles', a list of integers >= 0")
    piles = _expect_piles(raw["piles"], "piles")
    losing: list[list[int]] = [list(s) for s in DEFAULT_LOSING]
    if "losing" in raw:
        given = raw["losing"]
        if not isinstance(given, list):
            raise InputError(f"losing must be a list of positions (lists of piles), got {describe(given)}")
        empty = " (moving into the empty board is ruled by 'normal')"
        losing = [_expect_piles(position, f"losing[{i}]", empty) for i, position in enumerate(given)]
    normal = raw.get("normal", False)
    if not isinstance(normal, bool):
        raise InputError(f"normal must be true or false, got {describe(normal)}")
    return {"piles": piles, "losing": losing, "normal": normal}


SINGLE_BEADS_UP_TO = 13  # sizes where the raw-position searches run (naive to 8 beads, alpha_beta to 11)


def plain_nim(size: int, rng: random.Random) -> object:
    """Plain Nim on `size` single beads, misere or normal at random: rules the formula covers, at its most piles."""
    return {"piles": [1] * size, "losing": [], "normal": bool(rng.getrandbits(1))}


def generate(size: int, rng: random.Random) -> object:
    """A hard position of exactly `size` beads: single beads up to 13, then distinct piles 1, 2, ..., k, shuffled."""
    # Single beads have the most orders of play, the worst case of the raw-position trees (naive enters
    # about 1.72 * n! positions). Past 13 beads only the canonical searches run, and distinct piles reach
    # many canonical states: [1..10] reaches 58,786, within 2x of the most any 55 beads reach (115,947).
    if size < 1:
        raise ValueError("a position needs at least one bead")
    if size <= SINGLE_BEADS_UP_TO:
        return [1] * size
    k = 1
    while (k + 1) * (k + 2) // 2 <= size:
        k += 1
    spare = size - k * (k + 1) // 2  # the beads left over after 1 + ... + k, one each on the largest piles
    piles = [p + (1 if p > k - spare else 0) for p in range(1, k + 1)]
    rng.shuffle(piles)
    return piles


PROBLEM = Problem(
    key="nim",
    slug="nim-variant",
    title="Nim with extra losing positions",
    param="piles",
    variants=(
        variant(naive, limit=8),
        # Odd: on single beads alpha_beta's count grows at odd sizes only (an even count is won by any move).
        variant(alpha_beta, limit=11),
        variant(memoized, limit=55),
        variant(bottom_up, limit=55),
        variant(formula, limit=10**4, declines=lambda args: beyond_theory(args["losing"]), generate=plain_nim),
    ),
    parse=parse,
    size=lambda args: sum(args["piles"]),
    size_name="sum(piles)",
    generate=generate,
    examples=([1, 2, 3, 2], [2, 2, 2], [1, 2, 3]),
    options=(
        CliOption(
            "--losing",
            "losing",
            "the extra losing positions as JSON, e.g. '[[2,2,2]]' ('[]': plain misere Nim)",
            takes_json=True,
        ),
        CliOption("--normal", "normal", "normal play: moving into the empty board wins instead of losing"),
    ),
    explain=explain,
    play=play_game,
    # No LeetCode bound here: a learner's memo that sorts each child afresh is ~6x slower than `children`,
    # so the judge asks for 45 beads in budget and reports 55 as the stretch.
    must_reach={"memoized": 45, "bottom_up": 45},
)
