"""The row games as the tool sees them: 375, 486, 877, 1140, 1406, 1690, 1872, each a `Problem`.

A row of values is LeetCode's input (`shared.tool.kinds.IntRow`: parsed, made
and drawn within the chapter's bounds); their games for `kata play` are in
`shared.tool.play.rows`.
"""

from __future__ import annotations

import random

from problems import (
    p0375_guess_number_higher_or_lower_ii,
    p0486_predict_the_winner,
    p0877_stone_game,
    p1140_stone_game_ii,
    p1406_stone_game_iii,
    p1690_stone_game_vii,
    p1872_stone_game_viii,
)
from shared.engine.errors import InputError
from shared.tool.kinds import IntRow, OneNumber, RowGame
from shared.tool.play.rows import PredictTheWinner, StoneGame, StoneGameII, StoneGameIII, StoneGameVII
from shared.tool.registry import Args, Variant

ROWS = "Row games"


def guesses(args: Args) -> int:
    """375's tables' n^3 unit: every guess x tried for every range lo..hi of two numbers or more (a range of one
    costs 0 and is never filled: no guess of it is tried)."""
    n: int = args["n"]
    return sum((n - length + 1) * length for length in range(2, n + 1))


def triangle(args: Args) -> int:
    """The cells of a table of margin(i, j), i <= j, on a row (the only argument): n(n + 1)/2."""
    n = len(next(iter(args.values())))
    return n * (n + 1) // 2


class P0375(OneNumber):
    chapter = p0375_guess_number_higher_or_lower_ii
    limits = {"naive": 10, "alpha_beta": 13, "memoized": 60}
    cells = {"bottom_up": guesses, "half_max": guesses, "fast": guesses}
    group, method, axes = ROWS, "getMoneyAmount", ("lo", "hi")
    units = dict.fromkeys(
        ("bottom_up", "half_max"), ("assigns", ("yield",), "the guesses tried: each a value its min(...) yields")
    )
    other_unit = {"fast": "it declares the guesses tried (its n^3 work), each tried in C: min() over slices, map(max)"}


class P0486(RowGame):
    chapter = p0486_predict_the_winner
    most = 10**5  # far past every variant's limit (LeetCode's rows hold 20); longer rows are refused, not queued
    limits, rest = {"naive": 20, "alpha_beta": 26, "memoized": 1_000, "cutoff": 30}, 2_001
    # formula fills bottom_up's table for an odd row only; an even one is answered with no table.
    cells = {
        "bottom_up": triangle,
        "fast": triangle,
        "formula": lambda args: triangle(args) if len(args["nums"]) % 2 else None,
    }
    group, method, axes = ROWS, "predictTheWinner", ("i", "j")
    game = PredictTheWinner


class P0877(RowGame):
    chapter = p0877_stone_game
    limits, cells = {"naive": 16, "alpha_beta": 24}, {"bottom_up": triangle}
    group, method, game, axes = ROWS, "stoneGame", StoneGame, ("i", "j")

    def parse(self, raw: object) -> Args:
        """LeetCode's input: a row of piles within LeetCode's bounds, of an even length and with an odd total."""
        piles: list[int] = super().parse(raw)["piles"]
        if len(piles) % 2:
            raise InputError(f"piles must hold an even number of piles, got {len(piles)}")
        if sum(piles) % 2 == 0:
            raise InputError(f"piles must have an odd total (no ties), got {sum(piles)}")
        return {"piles": piles}

    def generate(self, size: int, rng: random.Random) -> object:
        """A random row of `size` piles over LeetCode's range (one fewer if size is odd), nudged to an odd total."""
        size = max(2, size - size % 2)  # the rules want an even row: odd ladder steps measure the row below
        piles = [rng.randint(self.low, self.high) for _ in range(size)]
        if sum(piles) % 2 == 0:
            piles[0] += 1 if piles[0] < self.high else -1
        return piles

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """`generate`'s row, its values over LeetCode's range: with an odd total no tie nor bound turns who wins."""
        return self.generate(size, rng)


def rows(args: Args) -> int:
    """1140's bottom_up cells: row i holds m = 1 .. (n - i - 1) // 2 and the row's own, for each i."""
    n = len(args["piles"])
    return sum((n - i - 1) // 2 + 1 for i in range(n))


def scanned(args: Args) -> int:
    """1140's cubic_table cells read, the O(n^3) unit: 2m choices for each m below half, and the row, for each i."""
    n = len(args["piles"])
    return sum(1 + half * (half - 1) for half in ((n - i + 1) // 2 for i in range(n)))


class P1140(RowGame):
    chapter = p1140_stone_game_ii
    most = 10**4  # far past every variant's limit (LeetCode's rows hold 100); longer rows are refused, not queued
    limits = {"naive": 20, "alpha_beta": 50, "memoized": 300, "bottom_up": 1_000, "cubic_table": 300}
    cells = {"bottom_up": rows, "cubic_table": scanned}
    group, method = ROWS, "stoneGameII"
    game, axes = StoneGameII, ("i", "m")
    units = {
        "bottom_up": ("assigns", ("row[]", "stones[]"), "each row's cells below half, and the row: its stores"),
        "cubic_table": ("assigns", ("yield", "row"), "each cell read, a value its min(...) yields, and each row bound"),
    }


class P1406(RowGame):
    chapter = p1406_stone_game_iii
    size_name = "n"  # n = len(stoneValue), as the docstrings define it; the long name would crowd `kata list`
    limits = {"naive": 18, "alpha_beta": 30}
    cells = dict.fromkeys(("bottom_up", "rolling", "fast"), lambda args: len(args["stoneValue"]) + 1)  # margin[0..n]
    group, method = ROWS, "stoneGameIII"
    game, play_most = StoneGameIII, 1_000  # longer rows do not fit a terminal
    units = {
        "bottom_up": ("held", (), "margin[0..n], allocated at 0, each once"),
        "rolling": ("assigns", ("after",), "margin[0..n]: `after` bound at the start and once a stone"),
        "fast": ("assigns", ("a",), "margin[0..n]: `a` bound at the start and once a stone"),
    }


class P1690(RowGame):
    chapter = p1690_stone_game_vii
    limits = {"naive": 16, "alpha_beta": 24, "memoized": 300}
    cells = {"bottom_up": triangle, "fast": triangle}
    group, method, game, axes = ROWS, "stoneGameVII", StoneGameVII, ("i", "j")


class P1872(IntRow):
    chapter = p1872_stone_game_viii
    limits = {"naive": 18, "alpha_beta": 22, "memoized": 500, "bottom_up": 1_000}
    group, method = ROWS, "stoneGameVIII"
    # bottom_up scans n - i choices for each cell i = 1 .. n - 1 (the O(n^2) unit); the others fill margins 1 .. n - 1.
    cells = {
        "bottom_up": lambda args: len(args["stones"]) * (len(args["stones"]) - 1) // 2,
        **dict.fromkeys(("suffix_table", "suffix_best", "fast"), lambda args: len(args["stones"]) - 1),
    }
    units = {
        "suffix_table": ("assigns", ("margin[]",), "the n - 1 margins it stores, not the n + 1 allocated"),
        "suffix_best": ("assigns", ("best",), "the n - 1 margins, each bound to `best` in turn"),
        "fast": ("assigns", ("scored",), "the n - 1 margins, each from its prefix sum `scored`, bound once a margin"),
    }
