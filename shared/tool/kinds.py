"""The kinds of input several problems share, as `Problem` subclasses: one integer, a row of integers.

Their bounds are LeetCode's, read from the chapter's Constraints paragraph
when the class is made (`Problem.bounds`), and each way an input comes about
keeps to them: `parse` refuses what lies outside, `generate` makes the
bench's input of a size, and `draw` the judge's random one, with every value
over its range. `RowGame` plays its `game` on the row (`kata play`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from shared.engine.errors import InputError
from shared.engine.validate import expect_int_list
from shared.tool.registry import Args, Problem, Variant
from shared.tool.text import length_names

if TYPE_CHECKING:  # the session types live in play, which imports nothing of the problems' declarations
    from shared.tool.play import Playable, Session

__all__ = ["IntRow", "OneNumber", "RowGame"]


class OneNumber(Problem):
    """LeetCode's input of one integer `param` within its bounds (`Problem.parse`), which is also its size."""

    def generate(self, size: int, rng: random.Random) -> object:
        return size


class IntRow(Problem):
    """LeetCode's list `param` of least..most integers, each in low..high, made at random; its size, its length."""

    low: int  # LeetCode's bounds on each value and on the length, read from `bounds` when the class is made
    high: int
    least: int
    most: int  # the longest row taken: by default LeetCode's, but a class may take longer
    size_name = ""  # by default the name the Constraints give the length, "(n = len(param))", else len(param)

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        if "chapter" in vars(cls):
            (cls.low, cls.high), (cls.least, longest) = cls.bounds[f"{cls.param}[i]"], cls.bounds[f"len({cls.param})"]
            cls.most = vars(cls).get("most", longest)
            length = f"len({cls.param})"
            cls.size_name = cls.size_name or length_names(cls.chapter.__doc__ or "").get(length, length)

    def parse(self, raw: object) -> Args:
        return {
            self.param: expect_int_list(raw, self.param, self.low, self.high, min_len=self.least, max_len=self.most)
        }

    def generate(self, size: int, rng: random.Random) -> object:
        return [rng.randint(self.low, self.high) for _ in range(self._length(size))]

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """A row over the whole range, over four neighbouring values (ties, where `>` and `>=` part), or of the two
        bounds alone, a third of the time each; the variant's own generator makes it, where it has one."""
        if v.generate is not None:
            return super().draw(v, size, rng)
        size = self._length(size)
        kind = rng.randrange(3)
        if kind == 2:
            return [rng.choice((self.low, self.high)) for _ in range(size)]
        low = self.low if kind == 0 else rng.randint(self.low, self.high - 3)
        high = self.high if kind == 0 else low + 3
        return [rng.randint(low, high) for _ in range(size)]

    def _length(self, size: int) -> int:
        """size, as the length of a row to make, or InputError where the rules allow no row that short."""
        if size < self.least:
            raise InputError(f"{self.size_name} must be at least {self.least}, got {size}")
        return size


class RowGame(IntRow):
    """An IntRow problem `kata play` plays: `game` on the row, of up to `play_most` values."""

    game: Callable[..., Playable[Any, Any]]
    play_most: int | None = None  # the longest row play takes: by default memoized's limit

    def play(self, args: Args) -> Session[Any]:
        from shared.tool.play import GameSession  # only a game needs play's console: the judge's child does not load it

        return GameSession(self.game(args[self.param], most=self.play_most or self.variant("memoized").limit))
