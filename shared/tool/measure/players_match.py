"""Two players head to head at one budget, colours swapped, on the tournament's balanced openings.

    python -m shared.tool.measure.players_match mcts iterative_deepening --budget 1 --openings 10

plays two games from each of the first `--openings` balanced openings (the round-robin's, `kata bench
bot`), each player first in one, and prints each pair of results and the score. A budget counts the
players' CPU time with the wall cap lifted, as on an idle machine, so a loaded machine stretches the
run but not the result. With `--blunders` (needs bitbully) each lost game names the loser's move that
turned a position it could still draw or win into a loss: where the game was decided.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from problems import connect_four_players as chapter
from shared.tool.measure.players import Player, balanced_openings, checked_move


def game(first: Player, second: Player, opening: str, budget: float) -> tuple[int, str]:
    """A 7 x 6 game from the opening: 1 if `first` wins, 0 a draw, -1 a loss, and the moves played."""
    board = chapter.start(opening, 7, 6)
    moves, players, turn = opening, (first, second), 0
    while board.moved < board.cells:
        col = checked_move(players[turn], moves, budget) - 1
        moves += str(col + 1)
        if board.wins_at(col):
            return (1 if turn == 0 else -1), moves
        board.play(col)
        turn ^= 1
    return 0, moves


def blunder(moves: str, opening: str, loser: int, score: Callable[[str], int]) -> str:
    """The loser's move (1-based ply) that turned a position it could hold into a lost one."""
    for ply in range(len(opening), len(moves)):
        if ply % 2 == loser % 2 and score(moves[:ply]) >= 0 and score(moves[: ply + 1]) > 0:
            held = "draw" if score(moves[:ply]) == 0 else "win"
            return f"the loser's move {ply + 1} (column {moves[ply]}) gave up a {held}"
    return "no single move: lost from the opening"


def main(argv: list[str] | None = None) -> int:
    """Play the match and print it; 2 on a player the chapter lacks."""
    parser = argparse.ArgumentParser(prog="python -m shared.tool.measure.players_match")
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--openings", type=int, default=10)
    parser.add_argument("--blunders", action="store_true", help="name each lost game's losing move (bitbully)")
    args = parser.parse_args(argv)
    for name in (args.first, args.second):
        if name not in chapter.__dict__ or not callable(getattr(chapter, name)):
            print(f"players_match: no player {name!r} in the chapter", file=sys.stderr)
            return 2
    score: Callable[[str], int] = lambda moves: 0  # noqa: E731
    if args.blunders:
        try:
            from bitbully import BitBully, Board  # type: ignore[import-not-found,import-untyped,unused-ignore]
        except ImportError:
            print("players_match: --blunders needs bitbully: pip install -e '.[test]'", file=sys.stderr)
            return 2
        solver = BitBully()

        def score(moves: str) -> int:  # the exact value for the player to move after `moves`
            return int(max(solver.score_all_moves(Board.from_moves([int(d) - 1 for d in moves])).values()))

    chapter.WALL = 1e6  # strength in CPU time, as on an idle machine
    a, b = getattr(chapter, args.first), getattr(chapter, args.second)
    won = drawn = lost = 0
    print(f"{args.first} against {args.second}, {args.budget:g} s a move, colours swapped")
    for opening in balanced_openings(args.openings):
        for a_first in (True, False):
            result, moves = game(a, b, opening, args.budget) if a_first else game(b, a, opening, args.budget)
            mine = result if a_first else -result
            won, drawn, lost = won + (mine > 0), drawn + (mine == 0), lost + (mine < 0)
            line = f"{opening} {args.first} {'first' if a_first else 'second'}: {['lost', 'drew', 'won'][mine + 1]}"
            if args.blunders and result:
                loser = len(opening) % 2 if result < 0 else 1 - len(opening) % 2  # 0: the first player
                line += f", {blunder(moves, opening, loser, score)}"
            print(line, flush=True)
    print(f"{args.first} won {won}, drew {drawn}, lost {lost}: {won + drawn / 2:g} of {won + drawn + lost} points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
