"""Nim with extra losing positions, as the tool sees it: input parsing, generators and the declaration.

Its game for `kata play` and `--explain` is in `shared.tool.play.nim_variant`.
"""

from __future__ import annotations

import random
from math import isqrt

from problems import nim_variant
from problems.nim_variant import DEFAULT_LOSING, State, beyond_theory, canonical, formula
from shared.engine.errors import InputError
from shared.engine.validate import describe, expect_int_list, expect_object
from shared.tool.play import GameSession
from shared.tool.play.nim_variant import Move, NimPlay, Piles, explain
from shared.tool.registry import Args, CliOption, Problem, Variant, variant

PLAY_LIMIT = 55  # beads: the perfect player's table, stopping at winning moves, answers [1..10] at once


def _expect_piles(value: object, name: str, why: str = "") -> list[int]:
    """A list of integers >= 0 with at least one > 0."""
    piles = expect_int_list(value, name, 0)
    if not any(piles):
        raise InputError(f"{name} must have at least one non-empty pile, got {piles}{why}")
    return piles


SINGLE_BEADS_UP_TO = 13  # sizes where the raw-position searches run (naive to 8 beads, alpha_beta to 11)


def plain_nim(size: int, rng: random.Random) -> object:
    """Plain Nim on `size` single beads, misere or normal at random: rules the formula covers, at its most piles."""
    return {"piles": [1] * size, "losing": [], "normal": bool(rng.getrandbits(1))}


def states(args: Args) -> int:
    """bottom_up's cells: every ascending row of piles at most the start's, the empty board's left out."""
    rows: list[State] = [()]
    for cap in canonical(args["piles"]):
        rows = [(*row, b) for row in rows for b in range(row[-1] if row else 0, cap + 1)]
    return len(rows) - 1


class NimVariantProblem(Problem):
    chapter = nim_variant
    key, slug, title, param, size_name = "nim", "nim-variant", "Nim with extra losing positions", "piles", "sum(piles)"
    limits = {
        "naive": 8,
        # Odd: on single beads alpha_beta's count grows at odd sizes only (an even count is won by any move).
        "alpha_beta": 11,
        "memoized": 45,
        "bottom_up": 55,
        "formula": variant(
            formula, limit=10**4, declines=lambda args: beyond_theory(args["losing"]), generate=plain_nim
        ),
    }
    # No LeetCode bound here: a learner's memo that sorts each child afresh is ~6x slower than `children`,
    # so the judge asks for 45 beads in budget and reports 55 as the stretch.
    must_reach = {"memoized": 45, "bottom_up": 45}
    cells = {"bottom_up": states}
    not_the_first = {"formula": "the first example's rules have extra losing positions: formula declines them"}
    group = "Take-away games"
    options = (
        CliOption(
            "--losing",
            "losing",
            "the extra losing positions as JSON, e.g. '[[2,2,2]]' ('[]': plain misere Nim)",
            takes_json=True,
        ),
        CliOption("--normal", "normal", "normal play: moving into the empty board wins instead of losing"),
    )

    def parse(self, raw: object) -> Args:
        """Piles as a list, or an object {"piles": [...], "losing": [[...], ...], "normal": bool}."""
        raw = expect_object(
            {"piles": raw} if isinstance(raw, list) else raw,
            ["piles"],
            ["losing", "normal"],
            shape="piles, or an object",
        )
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

    def generate(self, size: int, rng: random.Random) -> object:
        """A hard position of `size` beads: single beads up to 13, then distinct piles 1, 2, ..., k, shuffled."""
        # Single beads have the most orders of play, the worst case of the raw-position trees (naive enters
        # about 1.72 * n! positions). Past 13 beads only the canonical searches run, and distinct piles reach
        # many canonical states: [1..10] reaches 58,786, within 2x of the most any 55 beads reach (115,947).
        if size < 1:
            raise ValueError("a position needs at least one bead")
        if size <= SINGLE_BEADS_UP_TO:
            return [1] * size
        k = (isqrt(8 * size + 1) - 1) // 2  # the most piles 1, 2, ..., k that `size` beads fill
        spare = size - k * (k + 1) // 2  # the beads left over after 1 + ... + k, one each on the largest piles
        piles = [p + (1 if p > k - spare else 0) for p in range(1, k + 1)]
        rng.shuffle(piles)
        return piles

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """`size` beads cut into piles at random, under rules drawn too: misere or normal, with the default extra
        losing positions, none, or a few random ones (the formula's draws keep to the plain Nim it covers)."""
        cuts = sorted(rng.sample(range(1, size), rng.randint(0, min(size - 1, 4))))
        piles = [b - a for a, b in zip([0, *cuts], [*cuts, size], strict=True)]
        extra = [[rng.randint(0, 3) for _ in range(rng.randint(1, 3))] for _ in range(rng.randint(1, 3))]
        extra = [position for position in extra if any(position)]
        rules = [[], [list(s) for s in DEFAULT_LOSING], extra]
        losing = [] if v.generate is not None else rng.choice(rules)
        return {"piles": piles, "losing": losing, "normal": bool(rng.getrandbits(1))}

    def size(self, args: Args) -> int:
        return sum(args["piles"])

    def play(self, args: Args, what: str = "play") -> GameSession[tuple[Piles, str], Move]:
        """`kata play nim`: a game from the parsed piles, under the parsed rules, against the engine's perfect bot."""
        if (n := sum(args["piles"])) > PLAY_LIMIT:
            raise InputError(f"{what}: sum(piles) = {n} is past the perfect player's limit of {PLAY_LIMIT} beads")
        game = NimPlay(args.get("losing", DEFAULT_LOSING), args.get("normal", False))
        return GameSession(game, (tuple(args["piles"]), False), value=game.value)

    def explain(self, args: Args) -> str:
        """The verdict with its reasons: the winning moves (or that every move loses) and a line of perfect play."""
        return explain(self.play(args, "explain"))
