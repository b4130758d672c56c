"""Connect Four against an independent solver: bitbully (C++, PyPI), on seeded positions.

The chapter's own oracle, bottom_up, reaches 16 empty cells; bitbully scores
7 x 6 middle games in milliseconds, with the same scores as Pons' solver, and
shares no code with the chapter. It is asked without its opening book (a
download): pure search, the positions here being past the book anyway.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from problems import connect_four as chapter
from shared.tool.catalog import find_problem
from shared.tool.catalog.connect_four import ConnectFourProblem, random_position
from shared.tool.measure.timing import run_once
from tests.kit import counted, sweep

bitbully: Any = pytest.importorskip("bitbully", reason="bitbully is in the test extra: pip install -e '.[test]'")


def _c4() -> ConnectFourProblem:
    found = find_problem("c4")
    assert isinstance(found, ConnectFourProblem)
    return found


PROBLEM = _c4()


@cache
def _agent() -> Any:
    return bitbully.BitBully(opening_book=None)


def _board(moves: str) -> Any:
    return bitbully.Board("".join(str(int(c) - 1) for c in moves))  # bitbully numbers columns from 0


def pons_score(moves: str) -> int:
    """bitbully's score, Pons' scale: (cells + 1 - moved) // 2 for a win at once, 0 for a draw."""
    return int(_agent().negamax(_board(moves)))


def pons_scores(moves: str) -> list[int | None]:
    """bitbully's score of each column's move, None for a full column (which it leaves out)."""
    given = _agent().score_all_moves(_board(moves))
    return [given.get(col) for col in range(7)]


def seeded(count: int, fewest: int, most: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [random_position(rng.randint(fewest, most), rng) for _ in range(count)]


def test_the_oracle_agrees_with_the_chapters_pinned_facts() -> None:
    """bitbully itself, on facts the chapter states: 4455 scores 18, 44455554221 -15, 634375667333637 -12."""
    assert [pons_score(m) for m in ("44455554221", "634375667333637")] == [-15, -12]
    assert pons_scores("46444541467521536616631772575375") == [-5, -5, 2, None, None, None, -5]


@pytest.mark.parametrize("name", ["fixed_table", "lower_bounds"])
def test_the_fixed_table_variants_give_pons_score_on_middle_games(name: str) -> None:
    """On 3 seeded 7 x 6 positions of 22 to 26 moves (16-20 empty cells; 6 under --slow), bitbully's score."""
    solve = getattr(chapter, name)
    for moves in seeded(sweep(3, 6), 22, 26, seed=36):
        assert solve(moves) == pons_score(moves), moves


def test_analyze_gives_pons_score_of_every_column() -> None:
    """On 6 seeded positions of 26 to 30 moves, one score per column, None for a full one, as bitbully's."""
    for moves in seeded(6, 26, 30, seed=11):
        assert chapter.analyze(moves) == pons_scores(moves), moves


def test_weak_gives_the_sign_of_pons_score_and_explores_fewer_positions() -> None:
    """On 3 seeded positions of 22 to 26 moves (6 under --slow): weak's 1, 0 or -1 is the score's sign, in fewer
    positions in sum."""
    weak = strong = 0
    for moves in seeded(sweep(3, 6), 22, 26, seed=7):
        score = pons_score(moves)
        assert chapter.lower_bounds(moves, weak=True) == (score > 0) - (score < 0), moves
        args, v = PROBLEM.parse(moves), PROBLEM.variant("lower_bounds")
        weak += run_once(PROBLEM, v, args, timed=False, call=PROBLEM.weak).nodes or 0
        strong += counted(PROBLEM, "lower_bounds", moves)[1]
    assert weak < strong, (weak, strong)
