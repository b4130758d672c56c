"""292 Nim Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p0292_nim_game import MAX_TAKE, alpha_beta, bottom_up, formula, memoized, naive
from shared.engine.validate import expect_int
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant


class NimGame:
    """The same rules as a `shared.engine.game.Game`, for the generic searches. State: (stones, player to move)."""

    def to_move(self, state: tuple[int, str]) -> str:
        return state[1]

    def actions(self, state: tuple[int, str]) -> Sequence[int]:
        return range(1, min(MAX_TAKE, state[0]) + 1)

    def result(self, state: tuple[int, str], move: int) -> tuple[int, str]:
        return (state[0] - move, "friend" if state[1] == "you" else "you")

    def is_terminal(self, state: tuple[int, str]) -> bool:
        return state[0] == 0

    def utility(self, state: tuple[int, str], player: str) -> float:
        return -1 if state[1] == player else 1


def play_game(args: Args) -> GameSession[tuple[int, str], int]:
    """`kata play 292 N`: the heap against the perfect bot, which knows the formula."""

    def draw(state: tuple[int, str]) -> str:
        stones = state[0]
        return f"  {stones} stone{'s' if stones != 1 else ''} left  " + "o" * min(stones, 40) + "..." * (stones > 40)

    def parse_move(state: tuple[int, str], text: str) -> int | Refusal:
        most = min(MAX_TAKE, state[0])
        if not text.isdigit() or not 1 <= int(text) <= most:
            return Refusal(f"type how many stones to take, 1 to {most}")
        return int(text)

    return GameSession(
        NimGame(),
        (args["n"], "you"),
        intro=f"Nim: {args['n']} stones; a turn takes 1, 2 or 3; whoever takes the last stone wins.",
        draw=draw,
        parse_move=parse_move,
        describe=lambda state, take: f"take {take} stone{'s' if take > 1 else ''}",
        ending=lambda state: "the last stone is taken",
        value=lambda state: 1 if formula(state[0]) else -1,
    )


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
