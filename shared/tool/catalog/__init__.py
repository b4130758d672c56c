"""The catalogue: one module per problem, each declaring `PROBLEM = declare(chapter, ...)` for its chapter.

A chapter in `problems/` holds what a learner reads: the rules, the rule
helpers, the variants. What the tool needs besides (parsing and validating
input, generating inputs, the Game adapter, `kata play`, `--explain`, the
declaration with limits) lives in the catalogue module of the same name.

`MODULES` is the list the kata reads, in the order `kata list` shows:
adding a problem is one line here. The catalogue sits above
`registry` (how a problem is declared) and `play`: they never import it.
"""

from __future__ import annotations

import difflib
import importlib

from shared.engine.errors import InputError
from shared.tool.registry import Problem

__all__ = ["MODULES", "PROBLEMS", "all_problems", "find_problem"]

MODULES = (
    "p0292_nim_game",
    "p0294_flip_game_ii",
    "p0375_guess_number_higher_or_lower_ii",
    "p0464_can_i_win",
    "p0486_predict_the_winner",
    "p0877_stone_game",
    "p0913_cat_and_mouse",
    "p1025_divisor_game",
    "p1140_stone_game_ii",
    "p1406_stone_game_iii",
    "p1510_stone_game_iv",
    "p1690_stone_game_vii",
    "p1728_cat_and_mouse_ii",
    "p1872_stone_game_viii",
    "nim_variant",
    "ttt",
    "connect_four",
    "connect_four_players",
    "game_tree",
)

# Loaded here, once, by name: every catalogue module imports the layers below (registry, play), never this one.
PROBLEMS: tuple[Problem, ...] = tuple(importlib.import_module(f"{__name__}.{name}").PROBLEM for name in MODULES)


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
