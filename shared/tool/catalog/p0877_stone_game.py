"""877 Stone Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random

from problems import p0877_stone_game as chapter
from problems.p0877_stone_game import MAX_LENGTH, MAX_PILE
from shared.engine.errors import InputError
from shared.engine.validate import expect_int_list
from shared.tool.catalog.common import Ends
from shared.tool.play import GameSession
from shared.tool.registry import Args, Input, declare


class StoneGame(Ends):
    """877's rules for the engine and for `kata play`: take the pile at either end; more stones wins."""

    label = "piles"
    thing = "pile"
    unit = " stones"
    rules = "Stone Game: take the pile at either end (L or R) in turn; more stones wins."


def parse(raw: object) -> Args:
    """LeetCode's input: an even number (2 to 500) of piles of 1 to 500 stones, with an odd total."""
    piles = expect_int_list(raw, "piles", 1, MAX_PILE, min_len=2, max_len=MAX_LENGTH)
    if len(piles) % 2:
        raise InputError(f"piles must hold an even number of piles, got {len(piles)}")
    if sum(piles) % 2 == 0:
        raise InputError(f"piles must have an odd total (no ties), got {sum(piles)}")
    return {"piles": piles}


def generate(size: int, rng: random.Random) -> object:
    """A random row of `size` piles over LeetCode's range (one fewer if size is odd), nudged to an odd total."""
    size = max(2, size - size % 2)  # the rules want an even row: odd ladder steps measure the row below
    piles = [rng.randint(1, MAX_PILE) for _ in range(size)]
    if sum(piles) % 2 == 0:
        piles[0] += 1 if piles[0] < MAX_PILE else -1
    return piles


def triangle(args: Args) -> int:
    """The cells of a table of margin(i, j), i <= j: n(n + 1)/2."""
    n = len(args["piles"])
    return n * (n + 1) // 2


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: len(args["piles"]), "len(piles)"),
    {"naive": 16, "alpha_beta": 24},
    rest=MAX_LENGTH,
    examples=([5, 3, 4, 5], [3, 7, 2, 3]),
    play=lambda args: GameSession(StoneGame(args["piles"])),
    group="Row games",
    cells={"bottom_up": triangle},
    method="stoneGame",
)
