"""A player measured on fresh positions, scored by BitBully (an independent C++ solver, the test extra).

    python -m shared.tool.measure.players_fresh --player hybrid --positions 120 --seed 1 --budget 1

draws seeded random 7 x 6 positions of 10 to 14 moves that are in no committed set, keeps those where
some move changes the outcome (win, draw or loss), and reports the share of them on which the player's
move keeps it, with the slowest move in wall time and in the player's CPU time. Unlike `kata bench bot`,
whose sets are committed with their scores, every run may draw a set nobody tuned a player on.

    python -m shared.tool.measure.players_fresh --parity

measures what the evaluation's odd/even weights buy (problems/README.md): depth_limited at depths 4
and 6 on the bench's openings, with the chapter's evaluation and with every threat weighted alike.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from problems import connect_four_players as chapter
from shared.tool.measure.players import POSITION_SETS, bench_positions, changes_outcome, load_oracle, random_line, sign


def fresh_positions(count: int, seed: int, low: int = 10, high: int = 14) -> list[str]:
    """Seeded random positions of `low` to `high` moves, nobody having won, in none of the bench's sets."""
    rng = random.Random(f"fresh {seed}")
    taken = {moves for _, lo, hi in POSITION_SETS for moves in bench_positions(lo, hi)}
    found: list[str] = []
    while len(found) < count:
        board, moves = random_line(rng, rng.randint(low, high))
        if board is not None and moves not in taken and moves not in found:
            found.append(moves)
    return found


def flat_evaluation(board: chapter.Board) -> int:
    """The chapter's evaluation with every threat weighted 8, whatever its row: no odd/even knowledge."""
    mine, theirs = board.current, board.current ^ board.mask
    score = 8 * (board.threats(mine, board.mask).bit_count() - board.threats(theirs, board.mask).bit_count())
    score += (mine & board.middle).bit_count() - (theirs & board.middle).bit_count()
    return score + (mine & board.inner).bit_count() - (theirs & board.inner).bit_count()


def parity(depths: tuple[int, ...] = (4, 6)) -> None:
    """depth_limited on the bench's 60 openings, with the chapter's odd/even weights and without them."""
    oracle = load_oracle()
    starts = bench_positions(*POSITION_SETS[0][1:])
    real = chapter.evaluate
    for name, evaluation in (("odd/even weights", real), ("flat weights", flat_evaluation)):
        for depth in depths:
            chapter.evaluate = evaluation  # depth_limited reads the module's evaluate at each leaf
            try:
                kept = decisive = 0
                began = chapter.clock()
                for moves in starts:
                    scores = oracle[moves]
                    best = max(s for s in scores if s is not None)
                    if not changes_outcome(scores):
                        continue
                    decisive += 1
                    got = scores[chapter.depth_limited(moves, depth=depth) - 1]
                    kept += got is not None and sign(got) == sign(best)
                took = (chapter.clock() - began) / decisive
            finally:
                chapter.evaluate = real
            print(f"depth_limited, {name}, depth {depth}: kept {kept} of {decisive}, {took:.3f} s CPU a move")


def main(argv: list[str] | None = None) -> int:
    """Score the player on `--positions` fresh positions where some move changes the outcome."""
    parser = argparse.ArgumentParser(prog="python -m shared.tool.measure.players_fresh")
    parser.add_argument("--player", default="hybrid")
    parser.add_argument("--positions", type=int, default=100, help="decisive positions to score")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--parity", action="store_true", help="only: depth_limited with and without odd/even")
    args = parser.parse_args(argv)
    if args.parity:
        parity()
        return 0
    try:
        from bitbully import BitBully, Board  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        print("players_fresh: needs bitbully: pip install -e '.[test]'", file=sys.stderr)
        return 2
    player = getattr(chapter, args.player, None)
    if args.player not in chapter.__dict__ or not callable(player):
        print(f"players_fresh: no player {args.player!r} in the chapter", file=sys.stderr)
        return 2
    solver: Any = BitBully()
    kept = scored = 0
    slowest_wall = slowest_cpu = 0.0
    missed: list[str] = []
    for moves in fresh_positions(20 * args.positions, args.seed):
        if scored == args.positions:
            break
        found = solver.score_all_moves(Board.from_moves([int(d) - 1 for d in moves]))
        scores = [found.get(c) for c in range(7)]
        best = max(s for s in scores if s is not None)
        if not changes_outcome(scores):
            continue  # every move keeps the outcome: nothing to measure
        wall, cpu = time.perf_counter(), chapter.clock()  # the player's own CPU time, as its budget counts it
        col = player(moves, 7, 6, args.budget)
        slowest_cpu = max(slowest_cpu, chapter.clock() - cpu)
        slowest_wall = max(slowest_wall, time.perf_counter() - wall)
        scored += 1
        got = scores[col - 1]
        if got is not None and sign(got) == sign(best):
            kept += 1
        else:
            missed.append(f"{moves} col {col} ({got} against {best})")
        print(f"\r{scored}/{args.positions} kept {kept}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(
        f"{args.player} at {args.budget:g} s, seed {args.seed}: kept the outcome on {kept} of {scored}"
        f" ({kept / max(scored, 1):.0%}); slowest move {slowest_wall:.2f} s wall, {slowest_cpu:.2f} s CPU"
    )
    for line in missed:
        print(f"  missed {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
