"""The floors of strength the judge holds each player's idea to: a forced win found, leaves scored for the right side,
games won against greedy."""

from __future__ import annotations

import inspect
import time
from typing import Any

from problems import connect_four_players as chapter
from shared.tool.measure.players import FoulError, Player, checked_move, openings, play_game

# Positions where the player to move wins with their second stone from now (a double threat) and not at
# once: a depth_limited search of depth 4 must find one of the winning columns (checked with Pons' scores).
FORCED_WINS = {
    "4455": (3, 6),
}
FLOOR_GAMES = 3  # openings for a floor's match, two games each
FLOOR_BUDGET = 0.05
BUSY = 0.7  # a player whose moves got less than this share of a core was slowed by the machine, not its idea


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
            spent = [0.0, 0.0]  # the player's wall time and CPU time over the match

            def timed(*args: Any) -> int:
                wall, cpu = time.perf_counter(), chapter.clock()
                try:
                    return player(*args)
                finally:
                    spent[0] += time.perf_counter() - wall
                    spent[1] += chapter.clock() - cpu

            won, drawn, lost = decided_match(timed, rival, openings(FLOOR_GAMES), FLOOR_BUDGET)
            if won <= lost or won * 2 <= won + drawn + lost:
                games = won + drawn + lost
                busy = []
                if spent[1] < BUSY * spent[0]:
                    busy = [
                        f"the machine was busy: your moves got {spent[1] / spent[0]:.0%} of a core;",
                        "a budget in wall time (time.perf_counter) bought fewer playouts:",
                        "count it with time.thread_time(), as the judge does, or rerun",
                    ]
                return [
                    f"won {won}, drew {drawn}, lost {lost} of {games} games against greedy at {FLOOR_BUDGET:g} s",
                    *busy,
                    f"an {name} should win most: {WHY[name]}",
                ]
    except FoulError as foul:
        return [foul.fault.what]
    return []


def decided_match(player: Player, rival: Player, starts: list[str], budget: float) -> tuple[int, int, int]:
    """match()'s wins, draws and losses, stopped once the rest cannot change the verdict (a majority won, or
    half the games not won): a floor's match costs half as much when the player is plainly below it."""
    games = 2 * len(starts)
    won = drawn = lost = 0
    for opening in starts:
        for result in (play_game(player, rival, opening, budget), -play_game(rival, player, opening, budget)):
            won, drawn, lost = won + (result > 0), drawn + (result == 0), lost + (result < 0)
            if won * 2 > games or (drawn + lost) * 2 >= games:
                return won, drawn, lost
    return won, drawn, lost


WHY = {
    "mcts": "does its tree add a child each round?",
}
