"""What catalogue modules share: inputs that are one number or a row of them, and the row games' play.

`Heap` is a `shared.engine.game.TurnGame` on one heap of stones (292, 1025,
1510), `kata play`'s words included; a problem says which takes are legal.
`Row` is a `shared.engine.game.ScoredGame` on a row of values that `kata play`
can show: the values still on the table and each player's points. `Ends` is
the game of 486 and 877, a turn takes the value at either end; 1690 changes
only what a move gains. A problem's catalogue module subclasses one of them
with its own moves, names and words.

`declare` builds a chapter's `Problem` from what only the catalogue knows
(the limits, the input, the play); the rest it reads from the chapter. Its
`Input` says how an input is read, made and measured: `number` and
`row_input` give LeetCode's two commonest, one integer n and a list of
integers, so a declaration names its bounds only.
"""

from __future__ import annotations

import inspect
import random
import re
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any, NamedTuple, TypeVar

from shared.engine.errors import InputError
from shared.engine.game import Points, ScoredGame, TurnGame
from shared.engine.validate import expect_int, expect_int_list
from shared.tool.play import Refusal, Words, heap, read_end, row
from shared.tool.registry import Args, Problem, Variant, variant

__all__ = ["Ends", "Heap", "Input", "Row", "declare", "number", "random_row", "row_input"]

P = TypeVar("P")
M = TypeVar("M")
Ends_ = tuple[int, int]  # (i, j): values[i..j] are still on the table


class Heap(Words, TurnGame[int, int]):
    """One heap of stones; a move takes some (how many may be taken, a subclass says in `moves`)."""

    verb = "take"  # how a move is said: "take 4 (leaves 3)"

    def play(self, stones: int, take: int) -> int:
        return stones - take

    def draw(self, state: tuple[int, str]) -> str:
        return heap(state[0])

    def describe(self, state: tuple[int, str], take: int) -> str:
        return f"{self.verb} {take} (leaves {state[0] - take})"


class Row(Words, ScoredGame[P, M]):
    """A scored game on a row of values, drawn as the values left and each player's points."""

    players = ("Alice", "Bob")
    label = "row"  # what the drawing calls the row
    unit = ""  # what the ending calls points (" stones")
    limit: int | None = None  # the longest row `kata play` takes: the bot answers every move at once up to here

    def __init__(self, values: Sequence[int]) -> None:
        if self.limit is not None and len(values) > self.limit:
            raise InputError(f"play takes rows of up to {self.limit} {self.label}, got {len(values)}")
        self.values = tuple(values)

    def whole(self) -> P:
        """The position with the whole row on the table."""
        raise NotImplementedError

    def left(self, position: P) -> Sequence[int]:
        """The values still on the table at position."""
        raise NotImplementedError

    def start(self, position: P | None = None, player: str | None = None) -> tuple[P, str, Points]:
        """The state at position (by default the whole row), `player` (by default players[0]) to move."""
        return super().start(self.whole() if position is None else position, player)

    def draw(self, state: tuple[P, str, Points]) -> str:
        (first, second), (one, two) = state[2], self.players
        return f"  {self.label}:{row(self.left(state[0]))}\n  {one}: {first}   {two}: {second}"

    def ending(self, state: tuple[P, str, Points]) -> str:
        (first, second), (one, two) = state[2], self.players
        return f"{one} has {first}{self.unit}, {two} has {second}"


class Ends(Row[Ends_, str]):
    """A turn takes the value at either end of the row, "L" or "R" (486, 877)."""

    thing = "end"  # what one value is called in a move ("the left pile")
    verb = "take"

    def whole(self) -> Ends_:
        return (0, len(self.values) - 1)

    def left(self, position: Ends_) -> Sequence[int]:
        return self.values[position[0] : position[1] + 1]

    def moves(self, position: Ends_) -> Sequence[str]:
        i, j = position
        return () if i > j else ("L",) if i == j else ("L", "R")

    def play(self, position: Ends_, end: str) -> Ends_:
        i, j = position
        return (i + 1, j) if end == "L" else (i, j - 1)

    def gain(self, position: Ends_, end: str) -> float:
        return self.values[position[0] if end == "L" else position[1]]

    def read(self, state: tuple[Ends_, str, Points], text: str) -> str | Refusal:
        i, j = state[0]
        return read_end(text, i == j, self.verb, self.thing)

    def describe(self, state: tuple[Ends_, str, Points], end: str) -> str:
        i, j = state[0]
        side, value = ("left", self.values[i]) if end == "L" else ("right", self.values[j])
        return f"{self.verb} the {side} {self.thing}, {value}"


class Input(NamedTuple):
    """How a problem's input is read (raw JSON to keyword arguments), made at a size, and measured."""

    parse: Callable[[object], Args]
    generate: Callable[[int, random.Random], object]
    size: Callable[[Args], int]
    size_name: str  # how the size is written: "n", "len(nums)"


# A LeetCode chapter's first line: "292. Nim Game (https://leetcode.com/problems/nim-game/)."
LEETCODE = re.compile(r"(\d+)\. (.+) \(https://leetcode\.com/problems/([a-z0-9-]+)/\)\.")


def declare(
    chapter: ModuleType,
    given: Input,
    limits: Mapping[str, int | Variant],
    *,
    rest: int | None = None,
    largest: int | None = None,
    **fields: Any,
) -> Problem:
    """The Problem of a chapter: its variants, in teaching order, are its functions whose docstring states a Time.

    Each variant answers up to its size in `limits` (or `rest`); a limit may be a whole `Variant` (a
    formula that declines some rules). The key, title and slug come from a LeetCode chapter's first line,
    `param` from naive's parameters; `largest` (LeetCode's largest input) is the size every variant must
    reach in budget, capped by its limit. `fields` gives the rest of `Problem`, or overrides these.
    """
    leetcode = LEETCODE.match(chapter.__doc__ or "")
    found = {"key": leetcode[1], "title": leetcode[2], "slug": leetcode[3]} if leetcode else {}
    funcs = [f for f in vars(chapter).values() if inspect.isfunction(f) and _is_variant(f, chapter)]
    if unknown := set(limits) - {f.__name__ for f in funcs}:
        raise ValueError(f"{chapter.__name__}: a limit for what is no variant: {sorted(unknown)}")
    if largest is not None:
        fields["must_reach"] = {f.__name__: largest for f in funcs}
    variants = []
    for f in funcs:
        limit = limits.get(f.__name__, rest)
        if limit is None:
            raise ValueError(f"{chapter.__name__}: no limit for {f.__name__}")
        variants.append(limit if isinstance(limit, Variant) else variant(f, limit=limit))
    param = ", ".join(inspect.signature(chapter.naive).parameters)
    return Problem(
        **{"param": param, **found, **fields},
        variants=tuple(variants),
        parse=given.parse,
        generate=given.generate,
        size=given.size,
        size_name=given.size_name,
    )


def _is_variant(func: Callable[..., Any], chapter: ModuleType) -> bool:
    """Is func a variant of the chapter: defined there, its one-line docstring stating its Time?"""
    doc = (func.__doc__ or "").strip()
    return func.__module__ == chapter.__name__ and "\n" not in doc and re.search(r"\bTime:? O\(", doc) is not None


def random_row(size: int, rng: random.Random, low: int, high: int, name: str, least: int = 1) -> list[int]:
    """A row of exactly `size` random values in low..high, refusing a row shorter than the rules allow."""
    if size < least:
        raise InputError(f"{name} must be at least {least}, got {size}")
    return [rng.randint(low, high) for _ in range(size)]


def number(name: str, low: int, high: int) -> Input:
    """LeetCode's input of one integer `name`, low <= name <= high, which is also its size."""

    def parse(raw: object) -> Args:
        return {name: expect_int(raw, name, low, high)}

    return Input(parse, lambda size, rng: size, lambda args: int(args[name]), name)


def row_input(name: str, low: int, high: int, *, most: int, least: int = 1, size_name: str | None = None) -> Input:
    """LeetCode's list `name` of least..most integers, each in low..high, made at random; its size, its length."""

    def parse(raw: object) -> Args:
        return {name: expect_int_list(raw, name, low, high, min_len=least, max_len=most)}

    def generate(size: int, rng: random.Random) -> object:
        return random_row(size, rng, low, high, f"len({name})", least)

    return Input(parse, generate, lambda args: len(args[name]), size_name or f"len({name})")
