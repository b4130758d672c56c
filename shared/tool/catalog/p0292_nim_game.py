"""292 Nim Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence

from problems.p0292_nim_game import MAX_TAKE, alpha_beta, bottom_up, formula, memoized, naive
from shared.tool.catalog.common import Heap, number, size_itself
from shared.tool.play import GameSession
from shared.tool.registry import Problem, variant


class NimGame(Heap):
    """292's rules for the engine and for `kata play`: a heap of n stones, a move takes 1 to 3, the last stone wins.

    How a catalogue game is written (see `shared.engine.game`): the rules
    are the `TurnGame` hooks, `moves` here and `play` in `Heap` (n - take);
    who cannot move loses, the default `score` (464 overrides it for a draw,
    ttt for a line). The rest is what `kata play` shows: `Words` (`rules` or
    `intro`, `over`, `ask`), `draw` and `describe`. The searches, the bot,
    `hint` and the slips all come from these methods.
    """

    over = "the last stone is taken"
    ask = "type how many stones to take, 1 to {most}"

    players = ("you", "friend")

    def moves(self, n: int) -> Sequence[int]:
        return range(1, min(MAX_TAKE, n) + 1)

    def intro(self, state: tuple[int, str]) -> str:
        return f"Nim: {state[0]} stones; a turn takes 1, 2 or 3; whoever takes the last stone wins."

    def describe(self, state: tuple[int, str], take: int) -> str:
        return f"take {take} stone{'s' if take > 1 else ''}"


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
    parse=number("n", 1, 2**31 - 1),
    size=lambda args: int(args["n"]),
    size_name="n",
    generate=size_itself,
    examples=(4, 1, 2),
    reference="formula",
    play=lambda args: GameSession(NimGame(), args["n"], value=lambda state: 1 if formula(state[0]) else -1),
    group="Take-away games",
    method="canWinNim",
    must_reach={"memoized": 10**4},  # LeetCode's n goes to 2^31 - 1: only the formula gets there
)
