"""292 Nim Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p0292_nim_game import MAX_TAKE, alpha_beta, bottom_up, formula, memoized, naive
from shared.engine.game import TurnGame
from shared.engine.validate import expect_int
from shared.tool.play import GameSession, Refusal, heap, read_count
from shared.tool.registry import Args, Problem, variant


class NimGame(TurnGame[int, int]):
    """292's rules for the engine and for `kata play`: a heap of n stones, a move takes 1 to 3, the last stone wins.

    An example of a game written on `shared.engine.game.TurnGame`: the rules
    are `moves` and `play` (a player facing no stone cannot move, and loses:
    the default); the rest is what `kata play` shows. The searches, the bot,
    `hint` and the slips all come from these few methods.
    """

    players = ("you", "friend")

    def moves(self, n: int) -> Sequence[int]:
        return range(1, min(MAX_TAKE, n) + 1)

    def play(self, n: int, take: int) -> int:
        return n - take

    def intro(self, state: tuple[int, str]) -> str:
        return f"Nim: {state[0]} stones; a turn takes 1, 2 or 3; whoever takes the last stone wins."

    def draw(self, state: tuple[int, str]) -> str:
        return heap(state[0])

    def read(self, state: tuple[int, str], text: str) -> int | Refusal:
        return read_count(text, min(MAX_TAKE, state[0]), "how many stones to take")

    def describe(self, state: tuple[int, str], take: int) -> str:
        return f"take {take} stone{'s' if take > 1 else ''}"

    def ending(self, state: tuple[int, str]) -> str:
        return "the last stone is taken"


def play_game(args: Args) -> GameSession[tuple[int, str], int]:
    """`kata play 292 N`: the heap against the perfect bot, which knows the chapter's formula."""
    game = NimGame()
    return GameSession(game, game.start(args["n"]), value=lambda state: 1 if formula(state[0]) else -1)


def parse(raw: object) -> Args:
    """LeetCode's input: one integer n, 1 <= n <= 2^31 - 1."""
    return {"n": expect_int(raw, "n", 1, 2**31 - 1)}


def generate(size: int, rng: random.Random) -> object:
    """A heap of exactly `size` stones (the size is the input)."""
    return size


PROBLEM = Problem(
    key="292",
    slug="nim-game",
    title="Nim Game",
    param="n",
    variants=(
        variant(naive, limit=22),
        variant(alpha_beta, limit=36),
        variant(memoized, limit=10**5),
        variant(bottom_up, limit=10**6),
        variant(formula, limit=2**31 - 1),
    ),
    parse=parse,
    size=lambda args: int(args["n"]),
    size_name="n",
    generate=generate,
    examples=(4, 1, 2),
    reference="formula",
    play=play_game,
    group="Take-away games",
    method="canWinNim",
    must_reach={"memoized": 10**4},  # LeetCode's n goes to 2^31 - 1: only the formula gets there
)
