"""The game base classes: the `Game` protocol from a few hooks, with defaults (as AIMA's `Game` gives them)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from shared.engine.game import ScoredGame, TurnGame
from shared.engine.search import Solver, memoized_alpha_beta, minimax


class Subtraction(TurnGame[int, int]):
    """A heap of n stones, a move takes 1, 2 or 3, and who cannot move loses: all from the defaults but two hooks."""

    players = ("you", "friend")

    def moves(self, n: int) -> Sequence[int]:
        return range(1, min(3, n) + 1)

    def play(self, n: int, take: int) -> int:
        return n - take


class TakeAnEnd(ScoredGame[tuple[int, ...], str]):
    """Take the number at either end of a row; the position is the row left, a move gains the number taken."""

    def moves(self, row: tuple[int, ...]) -> Sequence[str]:
        return ("L", "R") if len(row) > 1 else ("L",) if row else ()

    def play(self, row: tuple[int, ...], end: str) -> tuple[int, ...]:
        return row[1:] if end == "L" else row[:-1]

    def gain(self, row: tuple[int, ...], end: str) -> float:
        return row[0] if end == "L" else row[-1]


class Pool(TurnGame[int, int]):
    """Take 1 or 2 from a pool of n; emptying it exactly wins, and a pool of 1 is a draw (nobody may take it)."""

    def moves(self, n: int) -> Sequence[int]:
        return [] if n == 1 else [t for t in (1, 2) if t <= n]

    def play(self, n: int, take: int) -> int:
        return n - take

    def score(self, n: int) -> float | None:
        return -1 if n == 0 else 0 if n == 1 else None


def test_a_turn_game_gets_the_protocol_from_two_hooks() -> None:
    """Subtraction says only moves and play; the searches find the multiples of 4 lost, from either seat."""
    game = Subtraction()
    for n in range(12):
        for player in game.players:
            state = game.start(n, player)
            assert game.to_move(state) == player
            assert game.actions(state) == game.moves(n)
            assert game.is_terminal(state) == (n == 0)
            want = -1 if n % 4 == 0 else 1
            assert minimax(game, state).value == memoized_alpha_beta(game, state).value == want, (n, player)


def test_the_defaults_alternate_turns_and_score_who_cannot_move() -> None:
    """A move hands the turn over; at the end the player to move has lost (-1) and the other won (+1)."""
    game = Subtraction()
    assert game.start(5) == (5, "you")
    assert game.result((5, "you"), 2) == (3, "friend")
    assert game.result((3, "friend"), 3) == (0, "you")
    assert game.other("you") == "friend"
    assert game.other("friend") == "you"
    assert (game.utility((0, "you"), "you"), game.utility((0, "you"), "friend")) == (-1, 1)
    assert game.gain(5, 1) == 0
    assert list(game.ordered(5)) == [1, 2, 3]
    assert game.children(5) == [4, 3, 2]  # where each move leads, in the order of moves
    assert game.children(0) == []


def test_a_game_may_end_otherwise_with_its_own_score() -> None:
    """Pool overrides score: a pool of 1 is a draw (0) for both, though it has no move; an empty one is lost.

    From 2 the mover takes both and wins; from 3 on, whoever is left facing 2 loses, so both steer to 1: a draw.
    """
    game = Pool()
    assert game.is_terminal(game.start(1))
    assert game.utility((1, "first"), "second") == 0
    assert game.utility((0, "second"), "first") == 1
    assert [minimax(game, game.start(n)).value for n in range(2, 7)] == [1, 0, 0, 0, 0]


def test_a_scored_game_keeps_each_players_points() -> None:
    """The points land with the mover; the utility is the lead, from either side; an empty row ends at 0 to add."""
    game = TakeAnEnd()
    start = game.start((3, 9, 1))
    assert start[:2] == ((3, 9, 1), "first")
    assert list(start[2]) == [0, 0]
    after = game.result(start, "L")
    assert after[:2] == ((9, 1), "second")
    assert list(after[2]) == [3, 0]
    last = game.result(game.result(after, "L"), "L")
    row, player, (first, second) = last
    assert (row, player, first, second) == ((), "second", 4, 9)
    assert game.is_terminal(last)
    assert game.score(()) == 0
    assert (game.utility(last, "first"), game.utility(last, "second")) == (-5, 5)
    assert game.lead(after, "second") == -3
    assert game.ceiling == float("inf")


@pytest.mark.parametrize("row", [(), (4,), (1, 5, 2), (1, 5, 233, 7), (8, 15, 3, 7)])
def test_a_scored_games_value_is_the_first_players_lead(row: tuple[int, ...]) -> None:
    """minimax finds the first player's final lead (486's examples among them; [8, 15, 3, 7]: take 7, then 15)."""
    game = TakeAnEnd()
    want = {(): 0, (4,): 4, (1, 5, 2): -2, (1, 5, 233, 7): 222, (8, 15, 3, 7): 11}[row]
    assert minimax(game, game.start(row)).value == want


class Fork(TurnGame[str, str]):
    """From the root, one move leaves the other player stuck ("lost"); the other leads further ("far")."""

    def moves(self, position: str) -> Sequence[str]:
        return {"root": ["lost", "far"], "far": ["lost"]}.get(position, [])

    def play(self, position: str, move: str) -> str:
        return move


def test_a_win_is_the_ceiling_so_the_solver_stops_there() -> None:
    """A game of win or loss can do no better than 1: having found a win, the solver never looks down "far"."""
    solver = Solver(Fork())
    assert solver.value("root") == 1
    assert "far" not in solver.table
    assert solver.value("far") == 1
