"""294 Flip Game II, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems import p0294_flip_game_ii as chapter
from problems.p0294_flip_game_ii import MAX_LENGTH, flips, sprague_grundy
from shared.engine.errors import InputError
from shared.engine.game import TurnGame
from shared.engine.validate import describe, expect_str
from shared.tool.play import GameSession, Words
from shared.tool.registry import Args, Input, declare


class FlipGame(Words, TurnGame[str, int]):
    """294's rules for the engine and for `kata play`: a move flips "++" at an index to "--"; who cannot flip loses."""

    rules = "Flip Game II: a turn flips two adjacent ++ to --; who cannot flip loses."
    over = "no ++ is left to flip"
    ask = "type the position where a ++ starts, counting from 1"
    offset = 1  # places are typed from 1

    players = ("you", "friend")

    def moves(self, s: str) -> Sequence[int]:
        return [i for i in range(len(s) - 1) if s[i : i + 2] == "++"]

    def play(self, s: str, i: int) -> str:
        return s[:i] + "--" + s[i + 2 :]

    def draw(self, state: tuple[str, str]) -> str:
        s = state[0]
        ones = "".join(str((i + 1) % 10) for i in range(len(s)))
        tens = "".join(str((i + 1) // 10) if (i + 1) % 10 == 0 else " " for i in range(len(s)))
        return f"  {s}\n  {ones}" + (f"\n  {tens.rstrip()}" if len(s) >= 10 else "")

    def describe(self, state: tuple[str, str], i: int) -> str:
        return f"flip {i + 1} and {i + 2}"


def parse(raw: object) -> Args:
    """LeetCode's input: a string of 1 to 60 characters, each '+' or '-'."""
    state = expect_str(raw, "currentState")
    if not 1 <= len(state) <= MAX_LENGTH:
        raise InputError(f"currentState must hold 1 to {MAX_LENGTH} characters, got {len(state)}")
    if bad := next((c for c in state if c not in "+-"), None):
        raise InputError(f"currentState may hold only '+' and '-', got {describe(bad)}")
    return {"currentState": state}


def generate(size: int, rng: random.Random) -> object:
    """`size` pluses: one run, the longest game of that length (every search's worst case found so far)."""
    return "+" * size


def reachable(args: Args) -> int:
    """bottom_up's cells: the distinct strings reachable from the start, itself included."""
    layer, count = {str(args["currentState"])}, 1
    while layer:
        layer = {child for state in layer for child in flips(state)}
        count += len(layer)
    return count


def splits(args: Args) -> int:
    """The Grundy tables' unit: the k - 1 splits of each run length k = 2 .. the longest run."""
    longest = max(len(run) for run in str(args["currentState"]).split("-"))
    return longest * (longest - 1) // 2


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: len(args["currentState"]), "n"),
    {"naive": 13, "alpha_beta": 18, "memoized": 20, "bottom_up": 20},
    rest=MAX_LENGTH,
    examples=("++++", "+"),
    reference="sprague_grundy",
    bare_string=True,
    play=lambda args: GameSession(FlipGame(), args["currentState"], value=lambda s: 1 if sprague_grundy(s[0]) else -1),
    group="Take-away games",
    cells={"bottom_up": reachable, "sprague_grundy": splits, "fast": splits},
    method="canWin",
)
