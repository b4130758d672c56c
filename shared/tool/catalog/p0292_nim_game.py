"""292 Nim Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence

from problems import p0292_nim_game as chapter
from problems.p0292_nim_game import MAX_TAKE, formula
from shared.tool.catalog.common import Heap, number
from shared.tool.play import GameSession
from shared.tool.registry import declare


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


PROBLEM = declare(
    chapter,
    number("n", 1, 2**31 - 1),
    {"naive": 22, "alpha_beta": 36, "memoized": 10**5, "bottom_up": 10**6, "formula": 2**31 - 1},
    examples=(4, 1, 2),
    reference="formula",
    play=lambda args: GameSession(NimGame(), args["n"], value=lambda state: 1 if formula(state[0]) else -1),
    cells={"bottom_up": lambda args: args["n"] + 1},  # heaps 0..n
    group="Take-away games",
    method="canWinNim",
    must_reach={"memoized": 10**4},  # LeetCode's n goes to 2^31 - 1: only the formula gets there
)
