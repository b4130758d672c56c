"""Connect Four's players measured: games between them, and the floors of strength the judge holds each idea to."""

from __future__ import annotations

import inspect
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from problems import connect_four_players as chapter

Player = Callable[..., int]  # (moves, width, height, budget) -> a column, 1-based
SLACK = 0.1  # a move may take its budget plus this share of it (issue 35: within budget + 10%)
OVERHEAD = 0.05  # seconds of calling and answering that no budget can promise away


@dataclass
class Fault:
    """A move that broke the rules of play: illegal, or past its budget."""

    moves: str
    what: str


class FoulError(Exception):
    """A player answered with an illegal move or past its budget."""

    def __init__(self, fault: Fault) -> None:
        super().__init__(fault.what)
        self.fault = fault


def checked_move(player: Player, moves: str, budget: float, width: int = 7, height: int = 6) -> int:
    """The player's column (1-based), or FoulError when it is no legal column or comes past budget + 10%."""
    board = chapter.start(moves, width, height)
    began = time.thread_time()  # the player's own work: a loaded machine's waits are not its fault
    col = player(moves, width, height, budget)
    took = time.thread_time() - began
    if isinstance(col, bool) or not isinstance(col, int) or not 1 <= col <= width or not board.can_play(col - 1):
        raise FoulError(Fault(moves, f"answered {col!r} on {moves or 'the empty board'!r}: not a legal column"))
    if took > budget * (1 + SLACK) + OVERHEAD:
        raise FoulError(Fault(moves, f"took {took:.2f} s on {moves!r}, budget {budget:g} s"))
    return col


def play_game(first: Player, second: Player, opening: str, budget: float) -> int:
    """Play a 7 x 6 game from the opening: 1 if `first` (to move at the opening) wins, 0 a draw, -1 a loss."""
    board = chapter.start(opening, 7, 6)
    moves = opening
    players = (first, second)
    turn = 0
    while board.moved < board.cells:
        col = checked_move(players[turn], moves, budget) - 1
        if board.wins_at(col):
            return 1 if turn == 0 else -1
        board.play(col)
        moves += str(col + 1)
        turn ^= 1
    return 0


def openings(count: int, plies: int = 4, seed: int = 35) -> list[str]:
    """Seeded random openings of `plies` moves in which nobody can win at once."""
    rng = random.Random(seed)
    found: list[str] = []
    while len(found) < count:
        board = chapter.Board(7, 6)
        moves = ""
        for _ in range(plies):
            col = rng.choice(board.legal())
            board.play(col)
            moves += str(col + 1)
        if not board.can_win() and moves not in found:
            found.append(moves)
    return found


def match(a: Player, b: Player, starts: list[str], budget: float) -> tuple[int, int, int]:
    """a's wins, draws and losses against b, two games from each start, a first in one and second in the other."""
    won = drawn = lost = 0
    for opening in starts:
        for result in (play_game(a, b, opening, budget), -play_game(b, a, opening, budget)):
            won += result > 0
            drawn += result == 0
            lost += result < 0
    return won, drawn, lost


# Positions where the player to move wins with their second stone from now (a double threat) and not at
# once: a depth_limited search of depth 4 must find one of the winning columns (checked with Pons' scores).
FORCED_WINS = {
    "4455": (3, 6),
}
FLOOR_GAMES = 3  # openings for a floor's match, two games each
FLOOR_BUDGET = 0.05


def column_values(moves: str, depth: int) -> dict[int, int]:
    """Each column's value (1-based) to the player to move, by the chapter's evaluation `depth` plies down."""
    board = chapter.start(moves, 7, 6)

    def negamax(board: chapter.Board, depth: int) -> int:
        if board.can_win():
            return chapter.WIN - board.moved
        if depth == 0:
            return chapter.evaluate(board)
        values = []
        for col in board.legal():
            child = board.copy()
            child.play(col)
            values.append(-negamax(child, depth - 1))
        return max(values)

    values = {}
    for col in board.legal():
        child = board.copy()
        child.play(col)
        values[col + 1] = -negamax(child, depth - 1)
    return values


# Quiet positions (a few stones down) at which a search's leaves decide: one scored for the wrong side picks
# a column the evaluation ranks worst at depth 1 or 2 (on the first of them the reference never does; a
# side-blind copy, tests/pitfalls, on 25 of 50 probes where the columns differ).
SIDE_PROBES = ("", "1", "4", "44", "17", "367", "774", "542")
SIDE_SHARE = 4  # flagged when at least 1 probe in SIDE_SHARE gets a worst-ranked move


def side_failures(player: Player) -> list[str]:
    """Failure lines when depth_limited at depth 1 or 2 often picks what its evaluation ranks worst."""
    worst, counted, first = 0, 0, ""
    for depth in (1, 2):
        for moves in SIDE_PROBES:
            values = column_values(moves, depth)
            if max(values.values()) == min(values.values()):
                continue
            counted += 1
            col = player(moves, 7, 6, 1.0, depth=depth)
            if values.get(col, min(values.values())) == min(values.values()):
                worst += 1
                first = first or f"at depth {depth} on {moves or 'the empty board'!r}, column {col}"
    if worst * SIDE_SHARE >= counted:
        return [
            f"{worst} of {counted} quiet probes get the move the evaluation ranks worst,",
            f"e.g. {first};",
            "is the leaf scored for the player to move there?",
        ]
    return []


def floor_failures(name: str, player: Player) -> list[str]:
    """Failure lines when the player falls below its idea's floor (empty: it holds)."""
    try:
        if name == "depth_limited":
            for moves, wins in FORCED_WINS.items():
                col = checked_move(player, moves, 1.0)
                if col not in wins:
                    return [f"on {moves!r} column {col} misses the win in two moves ({wins})"]
            if "depth" in inspect.signature(player).parameters:
                return side_failures(player)
        rival = {"mcts": chapter.greedy}.get(name)
        if rival is not None:
            won, drawn, lost = match(player, rival, openings(FLOOR_GAMES), FLOOR_BUDGET)
            if won <= lost or won * 2 <= won + drawn + lost:
                games = won + drawn + lost
                return [
                    f"won {won}, drew {drawn}, lost {lost} of {games} games against greedy at {FLOOR_BUDGET:g} s",
                    f"an {name} should win most: {WHY[name]}",
                ]
    except FoulError as foul:
        return [foul.fault.what]
    return []


WHY = {
    "mcts": "does its tree add a child each round?",
}
