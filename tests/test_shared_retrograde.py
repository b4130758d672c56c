"""shared.engine.retrograde: colouring game graphs backwards, checked on hand-drawn games and against brute force."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.engine.retrograde import DRAW, LOSS, WIN, UndecidedError, retrograde
from tests.kit import sweep


@dataclass
class GraphGame:
    """An explicit game graph; a move is named by the state it reaches. Scores are player A's."""

    movers: dict[int, str]  # every state -> "A" or "B", the player to move there
    moves: dict[int, list[int]] = field(default_factory=dict)  # non-terminal state -> successors
    scores: dict[int, int] = field(default_factory=dict)  # terminal state -> +1 A won, -1 B won, 0 drawn

    def to_move(self, state: int) -> str:
        return self.movers[state]

    def actions(self, state: int) -> Sequence[int]:
        return self.moves.get(state, [])

    def result(self, state: int, move: int) -> int:
        return move

    def is_terminal(self, state: int) -> bool:
        return state in self.scores

    def utility(self, state: int, player: str) -> float:
        return self.scores[state] if player == "A" else -self.scores[state]


def alternate(moves: dict[int, list[int]], scores: dict[int, int], first: str = "A") -> GraphGame:
    """A game where turns alternate along every move from state 0 (states at even depth are first's)."""
    other = {"A": "B", "B": "A"}
    movers = {0: first}
    frontier = [0]
    while frontier:
        state = frontier.pop()
        for child in moves.get(state, []):
            if child not in movers:
                movers[child] = other[movers[state]]
                frontier.append(child)
    return GraphGame(movers, moves, scores)


def literal_value(game: GraphGame, state: int, path: frozenset[int]) -> int:
    """A's value under the literal rules: play every line, and a repeated state is a draw."""
    if game.is_terminal(state):
        return game.scores[state]
    if state in path:
        return 0
    values = []
    for child in game.actions(state):
        values.append(literal_value(game, child, path | {state}))
    return max(values) if game.to_move(state) == "A" else min(values)


def limited_value(game: GraphGame, state: int, horizon: int) -> int:
    """A's value when play is cut off, as a draw, after `horizon` more moves."""
    if game.is_terminal(state):
        return game.scores[state]
    if horizon == 0:
        return 0
    values = []
    for child in game.actions(state):
        values.append(limited_value(game, child, horizon - 1))
    return max(values) if game.to_move(state) == "A" else min(values)


def for_a(game: GraphGame, state: int, value: int) -> int:
    """Turn a value for the player to move in state into A's value."""
    return value if game.to_move(state) == "A" else -value


def random_game(rng: random.Random, size: int) -> GraphGame:
    """A random game graph on `size` states: some terminal, the rest with 1-3 moves, movers at random."""
    movers = {state: rng.choice("AB") for state in range(size)}
    game = GraphGame(movers)
    for state in range(size):
        if state and rng.random() < 0.3:
            game.scores[state] = rng.choice((-1, 0, 1))
        else:
            game.moves[state] = rng.sample(range(size), rng.randint(1, min(3, size)))
    return game


def test_a_cycle_nobody_can_leave_is_a_draw() -> None:
    """Two states that only lead to each other are drawn, with no length, and the line stops at the repeat."""
    solved = retrograde(alternate({0: [1], 1: [0]}, {}), 0)
    assert solved.complete
    assert solved.verdict(0).value == DRAW
    assert solved.verdict(0).plies is None
    assert solved.line() == [(0, 1), (1, 0)]
    assert solved.end_of_line() == 0


def test_the_winner_takes_the_shortest_win() -> None:
    """A can win at once or in three moves: the verdict is a win in 1, by the move that wins at once."""
    game = alternate({0: [1, 2], 2: [3], 3: [4]}, {1: 1, 4: 1})
    verdict = retrograde(game, 0).verdict(0)
    assert (verdict.value, verdict.plies, verdict.move) == (WIN, 1, 1)


def test_the_loser_holds_out_longest() -> None:
    """B loses whatever it does, at once or after three more moves: it picks the longer loss."""
    game = alternate({0: [1, 2], 2: [3], 3: [4]}, {1: 1, 4: 1}, first="B")
    solved = retrograde(game, 0)
    verdict = solved.verdict(0)
    assert (verdict.value, verdict.plies, verdict.move) == (LOSS, 3, 2)
    assert [move for _, move in solved.line()] == [2, 3, 4]


def test_a_drawn_end_beats_a_loss() -> None:
    """With a move to a drawn end and a move that loses, the player to move draws, by the first."""
    game = alternate({0: [1, 2]}, {1: 0, 2: -1})
    verdict = retrograde(game, 0, early_exit=False).verdict(0)
    assert (verdict.value, verdict.move) == (DRAW, 1)


def test_a_player_may_move_twice_in_a_row() -> None:
    """When A moves again after its own move, a win two moves ahead is A's, not B's."""
    game = GraphGame({0: "A", 1: "A", 2: "B", 3: "B"}, {0: [1], 1: [2, 3]}, {2: -1, 3: 1})
    solved = retrograde(game, 0)
    assert (solved.value(0), solved.verdict(0).plies) == (WIN, 2)
    assert solved.line() == [(0, 1), (1, 3)]


def test_early_exit_leaves_the_rest_undecided() -> None:
    """Stopping once the start is coloured leaves far states unknown, and says so instead of guessing."""
    moves = {0: [1, 2], 2: [3], 3: [4], 4: [5], 5: [2, 6]}
    game = alternate(moves, {1: 1, 6: 1})
    quick = retrograde(game, 0)
    assert not quick.complete
    assert quick.value(0) == WIN
    with pytest.raises(UndecidedError):
        quick.verdict(2)
    whole = retrograde(game, 0, early_exit=False)
    assert whole.complete
    assert whole.verdict(0) == quick.verdict(0)
    assert len(whole) == len(quick) == 7


def test_unreachable_states_and_stuck_states_are_errors() -> None:
    """Asking about a state the start cannot reach, or a game with a stuck non-terminal state, raises."""
    solved = retrograde(alternate({0: [1]}, {1: 1}), 0)
    with pytest.raises(KeyError):
        solved.verdict(7)
    with pytest.raises(ValueError, match="no legal moves"):
        retrograde(GraphGame({0: "A", 1: "B"}, {0: [1]}), 0)


def test_counts_its_work() -> None:
    """The solver reports its work on its result: every state walked forward, and every state coloured."""
    solved = retrograde(alternate({0: [1, 2], 2: [3], 3: [4]}, {1: -1, 4: -1}), 0, early_exit=False)
    assert (len(solved), solved.coloured, solved.work) == (5, 5, 10)
    early = retrograde(alternate({0: [1, 2], 2: [3], 3: [4]}, {1: -1, 4: -1}), 0)
    assert (len(early), early.coloured, early.work) == (5, 4, 9)  # 0 is lost once 1, 4, 3, 2 are: it stays queued


@pytest.mark.parametrize("stones", range(13))
def test_take_away_game_loses_on_multiples_of_four(stones: int) -> None:
    """Take 1-3 stones, the last stone wins: the player to move loses exactly on multiples of four."""

    @dataclass
    class TakeAway:
        def to_move(self, state: tuple[int, str]) -> str:
            return state[1]

        def actions(self, state: tuple[int, str]) -> Sequence[int]:
            return range(1, min(3, state[0]) + 1)

        def result(self, state: tuple[int, str], move: int) -> tuple[int, str]:
            return (state[0] - move, "B" if state[1] == "A" else "A")

        def is_terminal(self, state: tuple[int, str]) -> bool:
            return state[0] == 0

        def utility(self, state: tuple[int, str], player: str) -> float:
            return -1 if player == state[1] else 1

    solved = retrograde(TakeAway(), (stones, "A"))
    verdict = solved.verdict((stones, "A"))
    assert verdict.value == (LOSS if stones % 4 == 0 else WIN)
    # The loser takes one stone a turn, the winner tops each round up to four.
    assert verdict.plies == (stones // 4) * 2 + (stones % 4 != 0)


@settings(max_examples=sweep(120, 300))
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(1, 7))
def test_agrees_with_the_literal_rules(seed: int, size: int) -> None:
    """On random game graphs, the colouring equals playing every line with repetition a draw."""
    game = random_game(random.Random(seed), size)
    solved = retrograde(game, 0, early_exit=False)
    for state in range(size):
        if state in solved:
            assert for_a(game, state, solved.value(state)) == literal_value(game, state, frozenset())


@settings(max_examples=sweep(120, 300))
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(1, 9))
def test_lengths_are_the_shortest_horizon_that_decides(seed: int, size: int) -> None:
    """A won or lost start's length is the fewest moves within which the win can be forced, not one fewer."""
    game = random_game(random.Random(seed), size)
    verdict = retrograde(game, 0).verdict(0)
    if verdict.value == DRAW:  # no forced win is longer than the number of states, so none exists
        assert limited_value(game, 0, size) == 0
        return
    assert verdict.plies is not None
    value = for_a(game, 0, verdict.value)
    assert limited_value(game, 0, verdict.plies) == value
    if verdict.plies:
        assert limited_value(game, 0, verdict.plies - 1) == 0


@settings(max_examples=sweep(80, 200))
@given(seed=st.integers(0, 2**32 - 1), size=st.integers(1, 9))
def test_lines_replay_the_verdict(seed: int, size: int) -> None:
    """Best play from a decided start ends on a terminal state after exactly its length, won by the right side."""
    game = random_game(random.Random(seed), size)
    solved = retrograde(game, 0)
    verdict = solved.verdict(0)
    if verdict.value == DRAW:
        return
    line = solved.line()
    end = solved.end_of_line()
    assert len(line) == verdict.plies
    assert game.is_terminal(end)
    assert game.scores[end] == for_a(game, 0, verdict.value)


def test_a_draw_is_kept_past_a_losing_first_move() -> None:
    """Listing the losing move first, the drawing move is still the drawn end, not the first move."""
    verdict = retrograde(alternate({0: [2, 1]}, {1: 0, 2: -1}), 0, early_exit=False).verdict(0)
    assert (verdict.value, verdict.move) == (DRAW, 1)


def test_end_of_line_starts_where_it_is_told() -> None:
    """From state 2 best play ends at 4, though from the start it ends at 3."""
    solved = retrograde(alternate({0: [1, 2], 1: [3], 2: [4]}, {3: 1, 4: -1}), 0, early_exit=False)
    assert (solved.end_of_line(), solved.end_of_line(2)) == (3, 4)
