"""Behaviours mutation testing found unpinned: the play bots' values and moves, `--explain` lines, limits, the memo.

Each test here kills mutants that the chapter's own tests let through
(see tests/mutation.py); each is cheap.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta
from shared.tool.catalog import all_problems, find_problem
from shared.tool.play import GameSession, Perfect

PLAYABLE = [p for p in all_problems() if p.playable]
SMALL_INPUTS: dict[str, list[object]] = {
    "292": [1, 2, 3, 4, 5, 7, 8, 9],
    "ttt": ["XOX.O....", "XO..X..O.", "X.O.X...O"],
}


def _session(key: str, raw: object) -> GameSession[Any, Any]:
    p = find_problem(key)
    session = p.play(p.parse(raw))
    assert isinstance(session, GameSession)
    return session


def _inputs(key: str) -> list[object]:
    if key in SMALL_INPUTS:
        return list(SMALL_INPUTS[key])
    if key not in {"486", "1140"}:  # the later chapters: their own examples, each in its own shape
        return list(find_problem(key).examples)
    rng = random.Random(11)
    return [[rng.randint(1, 9) for _ in range(rng.randint(1, 7))] for _ in range(12)]


def _walk(session: GameSession[Any, Any]) -> None:
    """Play the bot against itself; at every position its value and its move must be the engine's best."""
    game, teacher = session.game, session.teacher
    assert isinstance(teacher, Perfect)
    while not game.is_terminal(session.state):
        state = session.state
        assert teacher._value(state) == memoized_alpha_beta(game, state).value, state
        move, _ = session.bot_move()
        best = max(teacher._after(state, m) for m in game.actions(state))
        assert teacher._after(state, move) == best, (state, move)
        session.apply(move)


def test_every_play_bot_values_and_moves_match_the_engine() -> None:
    """Each chapter's own value for its bot (a sign or an index off) equals the engine's, and it plays a best move.

    One test for all playable problems, so that `pytest -k KEY` keeps selecting only KEY's own module.
    """
    for problem in PLAYABLE:
        if problem.key in ("nim", "c4"):  # its own value, and c4 its own teacher: judged by its own tests
            continue
        walked = 0
        for raw in _inputs(problem.key):
            try:
                session = _session(problem.key, raw)
            except InputError:  # an example that play refuses (464's total of 0 is won before anyone moves)
                continue
            _walk(session)
            walked += 1
        assert walked, problem.key


def test_stone_game_ii_bot_takes_both_piles() -> None:
    """[1, 100]: Alice, with M = 1, may take 1 or 2 piles; taking both is the only best move."""
    assert _session("1140", [1, 100]).bot_move()[0] == 2


def test_predict_the_winner_bot_leaves_the_9_alone() -> None:
    """[3, 9, 1, 2]: taking the 3 opens the 9 to the opponent (5 behind); taking the 2 ends 7 ahead."""
    assert _session("486", [3, 9, 1, 2]).bot_move() == ("R", "with best play from here it ends 7 ahead")


def test_bead_game_play_stops_at_memoized_limit() -> None:
    """`kata play nim` takes up to memoized's 55 beads and refuses 56, in one line."""
    find_problem("nim").play(find_problem("nim").parse([55]))
    with pytest.raises(InputError, match="sum\\(piles\\) = 56 is past the perfect player's limit of 55 beads"):
        find_problem("nim").play(find_problem("nim").parse([50, 6]))


def test_cat_and_mouse_refuses_a_neighbour_equal_to_n() -> None:
    """graph[0] naming node 3 in a 3-node graph does not exist: one line, not a crash later."""
    with pytest.raises(InputError, match="node 3 in graph\\[0\\] does not exist"):
        find_problem("913").parse([[3], [2], [1]])


def test_memoized_alpha_beta_uses_its_table() -> None:
    """On a game full of transpositions (Nim, 20 stones) the table cuts the nodes entered 100-fold below alpha-beta."""
    session = _session("292", 20)
    game, start = session.game, session.state
    memo, plain = memoized_alpha_beta(game, start), alpha_beta(game, start)
    assert memo.value == plain.value
    assert memo.nodes * 100 < plain.nodes


EXPLAIN = {
    ("nim", "[1,2,3]"): [
        "Moving into the empty board loses (misere). Extra losing positions: [1, 2, 3], [2, 2, 2], [1, 1, 2, 2].",
        "[1, 2, 3]: the player to move loses: every move loses against perfect play.",
        "A line of perfect play (the winner wins soonest; the loser holds out longest):",
        "   1. first player   take 1 from pile 1 -> [0, 2, 3]",
        "   2. second player  take 1 from pile 3 -> [0, 2, 2]",
        "   3. first player   take 1 from pile 2 -> [0, 1, 2]",
        "   4. second player  take 2 from pile 3 -> [0, 1, 0]",
        "   5. first player   take 1 from pile 2 -> [0, 0, 0]",
        "The first player loses: the last move took the last bead, which loses (misere).",
    ],
    ("913", "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"): [
        "0: a draw: neither side can force a win.",
        "One line of best play: mouse 1->3, cat 2->5, mouse 3->4, cat 5->2, mouse 4->3,",
        "and the position (mouse at 3, cat at 2, cat to move) repeats.",
    ],
}


@pytest.mark.parametrize(("key", "raw"), list(EXPLAIN), ids=["beads", "cat-and-mouse"])
def test_explain_lines_are_pinned(key: str, raw: str) -> None:
    """`--explain` prints exactly these lines, in this order."""
    p = find_problem(key)
    assert p.explain is not None
    lines = p.explain(p.parse(json.loads(raw))).splitlines()
    assert lines == EXPLAIN[key, raw]


def test_stone_taking_node_counts_are_pinned() -> None:
    """Nodes entered at n = 7 by each Nim Game variant (`kata solve 292 7`): the counts the chapter teaches with."""
    from shared.tool.measure.solving import solve_one

    p = find_problem("292")
    runs = solve_one(p, 7, list(p.variants)).runs
    assert {name: r.nodes for name, r in runs.items()} == {
        "naive": 96,
        "alpha_beta": 8,
        "memoized": 8,  # the heaps 0..7, as the table fills them: 0 is a state entered too
        "bottom_up": 8,
        "formula": None,
    }
