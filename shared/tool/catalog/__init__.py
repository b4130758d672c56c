"""The catalogue: one module per problem, each declaring `PROBLEM = Problem(...)` for its chapter.

A chapter in `problems/` holds what a learner reads: the rules, the rule
helpers, the variants. What the tool needs besides (parsing and validating
input, generating inputs, the Game adapter, `kata play`, `--explain`, the
declaration with limits) lives in the catalogue module of the same name.

`MODULES` is the list the kata reads, in the order `kata list` shows:
adding a problem is one line here.
"""

from __future__ import annotations

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
    "game_tree",
)
