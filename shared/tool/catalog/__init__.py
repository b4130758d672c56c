"""The catalogue: every problem as a `shared.tool.registry.Problem` subclass, listed in `CATALOGUE`.

A chapter in `problems/` holds what a learner reads: the rules, the rule
helpers, the variants. What the tool needs besides (parsing and validating
input, generating inputs, the game `kata play` plays, `--explain`, each
variant's limit) is the chapter's class here: the take-away games in
`takeaway`, the row games in `rows`, the chase games in `chase`, and the
kata's own games in modules of their own names.

`CATALOGUE` is the list the kata reads, in the order `kata list` shows, as
python-chess lists its variants: adding a problem is one line here. The
catalogue sits above `registry` (how a problem is declared), `kinds` (the
inputs several problems share) and `play`: they never import it.
"""

from __future__ import annotations

import difflib

from shared.engine.errors import InputError
from shared.tool.registry import Problem

__all__ = ["CATALOGUE", "PROBLEMS", "all_problems", "find_problem"]

from shared.tool.catalog.chase import P0913, P1728
from shared.tool.catalog.connect_four import ConnectFourProblem
from shared.tool.catalog.connect_four_players import PlayersProblem
from shared.tool.catalog.game_tree import GameTreeProblem
from shared.tool.catalog.nim_variant import NimVariantProblem
from shared.tool.catalog.rows import P0375, P0486, P0877, P1140, P1406, P1690, P1872
from shared.tool.catalog.takeaway import P0292, P0294, P0464, P1025, P1510
from shared.tool.catalog.ttt import TicTacToeProblem

CATALOGUE: tuple[type[Problem], ...] = (
    P0292,
    P0294,
    P0375,
    P0464,
    P0486,
    P0877,
    P0913,
    P1025,
    P1140,
    P1406,
    P1510,
    P1690,
    P1728,
    P1872,
    NimVariantProblem,
    TicTacToeProblem,
    ConnectFourProblem,
    PlayersProblem,
    GameTreeProblem,
)
PROBLEMS: tuple[Problem, ...] = tuple(declared() for declared in CATALOGUE)


def all_problems() -> tuple[Problem, ...]:
    """Every problem in the catalogue, in the order of CATALOGUE."""
    return PROBLEMS


def find_problem(name: str) -> Problem:
    """Find a problem by key ("292"), slug ("nim-game") or module stem ("p0292_nim_game")."""
    wanted = name.strip().lower()
    for p in all_problems():
        if wanted in {p.key.lower(), p.slug, p.stem}:
            return p
    keys = [p.key for p in all_problems()]
    shown = repr(name) if len(name) <= 20 else repr(name[:17] + "...")
    close = difflib.get_close_matches(wanted, keys, n=1, cutoff=0.6)
    hint = f"did you mean {close[0]}? " if close else ""
    raise InputError(f"unknown problem {shown}: {hint}`kata list` shows the {len(keys)} keys")
