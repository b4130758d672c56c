"""Nim with extra losing positions, as the tool sees it: the perfect player behind `kata play` and
`--explain`, the Game adapter, input parsing, generators and the declaration."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from problems import nim_variant as chapter
from problems.nim_variant import (
    DEFAULT_LOSING,
    State,
    beyond_theory,
    canonical,
    children,
    extra_losing,
    formula,
    verdict,
)
from shared.engine.errors import InputError
from shared.engine.game import TurnGame
from shared.engine.search import Solver
from shared.engine.validate import describe, expect_int_list
from shared.tool.catalog.common import Input, declare
from shared.tool.play import GameResult, Refusal
from shared.tool.registry import Args, CliOption, variant

Move = tuple[int, int]  # (index of the pile in the player's list, beads taken)


Judged = tuple[State, bool]  # a canonical position, and whether a move led into it (a start is never judged)


class NimVariant(TurnGame[Judged, Judged]):
    """The chapter's rules for the engine: a move is named by the position it leaves, and moving into one is judged."""

    def __init__(self, losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> None:
        self.ends = extra_losing(losing)
        self.normal = normal

    def moves(self, position: Judged) -> Sequence[Judged]:
        return [(child, True) for child in children(position[0])]

    def play(self, position: Judged, move: Judged) -> Judged:
        return move

    def score(self, position: Judged) -> float | None:
        won = verdict(position[0], self.ends, self.normal) if position[1] else None
        return None if won is None else -1 if won else 1  # the player to move is the one the mover beat, or not


class Analysis:
    """Perfect play under one rule set, from the engine's `Solver`: its table lasts as long as the object."""

    def __init__(self, losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> None:
        self.rules = NimVariant(losing, normal)
        self.ends = self.rules.ends
        self.solver = Solver(self.rules)  # exact, though each search stops at a winning move

    @staticmethod
    def moves(piles: Sequence[int]) -> Iterator[tuple[Move, list[int]]]:
        """Every legal move from the raw piles with the piles it leaves, biggest pile and take first, as `children`."""
        for i in sorted(range(len(piles)), key=lambda i: -piles[i]):
            size = piles[i]
            for take in range(size, 0, -1):
                yield (i, take), [*piles[:i], size - take, *piles[i + 1 :]]

    def ending(self, piles: Sequence[int]) -> bool | None:
        """Did the move into piles end the game? True: the mover won; False: lost; None: play goes on."""
        return verdict(canonical(piles), self.ends, self.rules.normal)

    def mover_wins(self, piles: Sequence[int]) -> bool:
        """Does the player who just moved into piles win, against perfect play?"""
        return self.solver.value((canonical(piles), True)) < 0

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

    def outcome(self) -> GameResult | None:
        if not self.ended:
            return None
        state = canonical(self.piles)
        mover = (self.ply - 1) % 2
        won = verdict(state, self.analysis.ends, self.normal)
        return GameResult(winner=mover if won else 1 - mover, reason=why_over(state, self.normal))

    def winning_moves(self) -> list[Move]:
        return self.analysis.winning_moves(self.piles)

    def _after(self, move: Move) -> list[int]:
        i, take = move
        return [*self.piles[:i], self.piles[i] - take, *self.piles[i + 1 :]]

    def best_move_hint(self) -> str:
        """The perfect player's move here, and whether it wins for the player to move."""
        move, _ = self.analysis.best_move(self.piles)
        return f"{say_move(move)}: a {'win' if self.analysis.mover_wins(self._after(move)) else 'loss'} for you"

    def blunder(self, move: Move) -> str | None:
        """A move that throws away a win, said as what the position was worth before and after."""
        if not self.winning_moves() or self.analysis.mover_wins(self._after(move)):
            return None
        return "the position was worth a win for you; after this move, a loss"

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


PLAY_LIMIT = 55  # beads: the perfect player's table, stopping at winning moves, answers [1..10] at once


def _refuse_past_limit(piles: list[int], what: str) -> None:
    """Refuse inputs the perfect player could not answer promptly."""
    n = sum(piles)
    if n > PLAY_LIMIT:
        raise InputError(f"{what}: sum(piles) = {n} is past the perfect player's limit of {PLAY_LIMIT} beads")


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


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: sum(args["piles"]), "sum(piles)"),
    {
        "naive": 8,
        # Odd: on single beads alpha_beta's count grows at odd sizes only (an even count is won by any move).
        "alpha_beta": 11,
        "memoized": 45,
        "bottom_up": 55,
        "formula": variant(
            formula, limit=10**4, declines=lambda args: beyond_theory(args["losing"]), generate=plain_nim
        ),
    },
    key="nim",
    slug="nim-variant",
    title="Nim with extra losing positions",
    param="piles",
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
    group="Take-away games",
)
