"""1025 Divisor Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p1025_divisor_game import MAX_N, alpha_beta, bottom_up, divisors, formula, memoized, naive
from shared.engine.game import TurnGame
from shared.engine.validate import expect_int
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant


class DivisorGame(TurnGame[int, int]):
    """1025's rules for the engine and for `kata play`: subtract a divisor x < n; who faces 1 cannot move and loses."""

    players = ("Alice", "Bob")

    def moves(self, n: int) -> Sequence[int]:
        return divisors(n)

    def play(self, n: int, x: int) -> int:
        return n - x

    def intro(self, state: tuple[int, str]) -> str:
        return "Divisor Game: in turn, subtract a divisor x < board; who faces 1 loses."

    def draw(self, state: tuple[int, str]) -> str:
        moves = divisors(state[0])
        shown = ", ".join(map(str, moves[:12])) + (", ..." if len(moves) > 12 else "")
        return f"  board: {state[0]}   moves: {shown or 'none'}"

    def read(self, state: tuple[int, str], text: str) -> int | Refusal:
        if not text.isdigit() or int(text) not in divisors(state[0]):
            return Refusal(f"type a divisor x of {state[0]} with 0 < x < {state[0]}")
        return int(text)

    def describe(self, state: tuple[int, str], x: int) -> str:
        return f"subtract {x} (leaves {state[0] - x})"

    def ending(self, state: tuple[int, str]) -> str:
        return "1 is on the board and has no divisor to take"


def play_game(args: Args) -> GameSession[tuple[int, str], int]:
    """`kata play 1025 N`: subtract a divisor in turn against the perfect bot, which knows the formula."""
    game = DivisorGame()
    return GameSession(game, game.start(args["n"]), value=lambda state: 1 if formula(state[0]) else -1)


def parse(raw: object) -> Args:
    """LeetCode's input: one integer n, 1 <= n <= 1000."""
    return {"n": expect_int(raw, "n", 1, MAX_N)}


def generate(size: int, rng: random.Random) -> object:
    """The number `size` itself (the size is the input)."""
    return size


PROBLEM = Problem(
    key="1025",
    slug="divisor-game",
    title="Divisor Game",
    param="n",
    variants=(
        variant(naive, limit=18),
        variant(alpha_beta, limit=44),
        variant(memoized, limit=MAX_N),
        variant(bottom_up, limit=MAX_N),
        variant(formula, limit=MAX_N),
    ),
    parse=parse,
    size=lambda args: int(args["n"]),
    size_name="n",
    generate=generate,
    examples=(2, 3),
    reference="formula",
    play=play_game,
    group="Take-away games",
    method="divisorGame",
    must_reach={"memoized": MAX_N, "bottom_up": MAX_N, "formula": MAX_N},
)
