"""The catalogue: one module per problem, each declaring `PROBLEM = Problem(...)` for its chapter.

A chapter in `problems/` holds what a learner reads: the rules, the rule
helpers, the variants. What the tool needs besides (parsing and validating
input, generating inputs, the Game adapter, `kata play`, `--explain`, the
declaration with limits) lives in the catalogue module of the same name.

`_IN_ORDER` is the list the kata reads, in the order `kata list` shows:
adding a problem is its import and one line there (`MODULES` names them). The catalogue sits above
`registry` (how a problem is declared) and `play`: they never import it.
"""

from __future__ import annotations

import difflib

from shared.engine.errors import InputError
from shared.tool.catalog import (
    game_tree,
    nim_variant,
    p0292_nim_game,
    p0294_flip_game_ii,
    p0375_guess_number_higher_or_lower_ii,
    p0464_can_i_win,
    p0486_predict_the_winner,
    p0877_stone_game,
    p0913_cat_and_mouse,
    p1025_divisor_game,
    p1140_stone_game_ii,
    p1406_stone_game_iii,
    p1510_stone_game_iv,
    p1690_stone_game_vii,
    p1728_cat_and_mouse_ii,
    p1872_stone_game_viii,
    ttt,
)
from shared.tool.registry import Problem

__all__ = ["MODULES", "PROBLEMS", "all_problems", "find_problem"]

# In the order `kata list` shows them.
_IN_ORDER = (
    p0292_nim_game,
    p0294_flip_game_ii,
    p0375_guess_number_higher_or_lower_ii,
    p0464_can_i_win,
    p0486_predict_the_winner,
    p0877_stone_game,
    p0913_cat_and_mouse,
    p1025_divisor_game,
    p1140_stone_game_ii,
    p1406_stone_game_iii,
    p1510_stone_game_iv,
    p1690_stone_game_vii,
    p1728_cat_and_mouse_ii,
    p1872_stone_game_viii,
    nim_variant,
    ttt,
    game_tree,
)
MODULES = tuple(module.__name__.rsplit(".", 1)[1] for module in _IN_ORDER)

PROBLEMS: tuple[Problem, ...] = tuple(module.PROBLEM for module in _IN_ORDER)


def all_problems() -> tuple[Problem, ...]:
    """Every problem in the catalogue, in the order of MODULES."""
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
