"""Connect Four's players measured: legal moves within budget, games between them, the bench against exact values."""

from __future__ import annotations

import json
import math
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

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
    began = chapter.clock()  # the player's own work: a loaded machine's waits are not its fault
    col = player(moves, width, height, budget)
    took = chapter.clock() - began
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


TOURNAMENT_CANDIDATES = 64  # seeded 4-move openings scored in the committed table
BALANCED = 2  # an opening is balanced when its exact value is within this: a draw, or decided by the last stones


def balanced_openings(count: int) -> list[str]:
    """The first `count` seeded 4-move openings whose exact value (the committed table) is within +-BALANCED."""
    oracle = load_oracle()
    found = [
        moves
        for moves in openings(TOURNAMENT_CANDIDATES)
        if abs(max(s for s in oracle[moves] if s is not None)) <= BALANCED
    ]
    if count > len(found):
        raise ValueError(f"only {len(found)} balanced openings in the table, {count} asked")
    return found[:count]


def match(a: Player, b: Player, starts: list[str], budget: float) -> tuple[int, int, int]:
    """a's wins, draws and losses against b, two games from each start, a first in one and second in the other."""
    won = drawn = lost = 0
    for opening in starts:
        for result in (play_game(a, b, opening, budget), -play_game(b, a, opening, budget)):
            won += result > 0
            drawn += result == 0
            lost += result < 0
    return won, drawn, lost


# `kata bench bot`: each player's moves scored against the exact values, and a round-robin tournament.

ORACLE = Path(__file__).resolve().parent / "players_oracle.json"  # moves -> each column's exact score
POSITION_SETS = (("opening", 10, 14), ("middle game", 15, 22))
SET_SIZE = 60


def random_line(rng: random.Random, target: int) -> tuple[chapter.Board | None, str]:
    """Random legal moves on an empty 7 x 6 board up to `target` stones; None if a move on the way would win."""
    board = chapter.Board(7, 6)
    moves = ""
    while board.moved < target:
        col = rng.choice(board.legal())
        if board.wins_at(col):
            return None, moves
        board.play(col)
        moves += str(col + 1)
    return board, moves


def bench_positions(low: int, high: int, count: int = SET_SIZE) -> list[str]:
    """Seeded random 7 x 6 positions of `low` to `high` moves: nobody has won, the mover cannot win at once."""
    rng = random.Random(low * 100 + high + 35)
    found: list[str] = []
    while len(found) < count:
        board, moves = random_line(rng, rng.randint(low, high))
        if board is not None and not board.can_win() and moves not in found:
            found.append(moves)
    return found


def load_oracle() -> dict[str, list[int | None]]:
    """The committed table of exact per-column scores (rebuilt by `python -m shared.tool.measure.players`)."""
    raw = json.loads(ORACLE.read_text(encoding="utf-8"))
    return {str(k): list(v) for k, v in raw.items()}


def rebuild_oracle() -> dict[str, list[int | None]]:
    """Score every column of every bench position exactly: by BitBully when it is installed, else the chapter."""
    table: dict[str, list[int | None]] = {}
    try:
        # Imported here, and optional: a C++ solver with an opening book, much faster than the chapter's.
        from bitbully import BitBully, Board  # type: ignore[import-not-found,import-untyped,unused-ignore]

        solver = BitBully()

        def scores(moves: str) -> list[int | None]:
            found = solver.score_all_moves(Board.from_moves([int(d) - 1 for d in moves]))
            return [found.get(c) for c in range(7)]

    except ImportError:

        def scores(moves: str) -> list[int | None]:
            return chapter.Solver(chapter.start(moves, 7, 6)).scores()

    for _, low, high in POSITION_SETS:
        for moves in bench_positions(low, high):
            table[moves] = scores(moves)
    for moves in openings(TOURNAMENT_CANDIDATES):  # the chapter's solver needs hours for these: BitBully's book
        table[moves] = scores(moves)
    return table


@dataclass
class Scored:
    """One player's moves on one position set, against the exact scores."""

    player: str
    set_name: str
    budget: float
    positions: int = 0
    outcome_kept: int = 0
    decisive: int = 0  # positions where some move changes the outcome
    decisive_kept: int = 0
    score_kept: int = 0
    loss: int = 0  # summed: best score minus the chosen move's
    slowest: float = 0.0

    def row(self) -> dict[str, object]:
        """The row `--save` keeps and `--markdown` prints."""
        return {
            "player": self.player,
            "set": self.set_name,
            "budget": self.budget,
            "positions": self.positions,
            "outcome": round(self.outcome_kept / self.positions, 3),
            "decisive": self.decisive,
            "decisive_outcome": round(self.decisive_kept / self.decisive, 3) if self.decisive else None,
            "score": round(self.score_kept / self.positions, 3),
            "mean_loss": round(self.loss / self.positions, 2),
            "slowest": round(self.slowest, 3),
        }


def sign(score: int) -> int:
    """Win 1, draw 0, loss -1."""
    return (score > 0) - (score < 0)


def changes_outcome(scores: list[int | None]) -> bool:
    """Some legal move (None: a full column) ends in another outcome than the best move: a move can lose it."""
    best = max(s for s in scores if s is not None)
    return any(s is not None and sign(s) != sign(best) for s in scores)


def score_player(name: str, player: Player, set_name: str, positions: list[str], budget: float) -> Scored:
    """Play the player once on each position; count the moves that keep the outcome and the exact score."""
    oracle = load_oracle()
    scored = Scored(name, set_name, budget)
    for moves in positions:
        scores = oracle[moves]
        best = max(s for s in scores if s is not None)
        began = chapter.clock()  # the player's own CPU time, as its budget counts it
        col = player(moves, 7, 6, budget)
        scored.slowest = max(scored.slowest, chapter.clock() - began)
        got = scores[col - 1] if 1 <= col <= 7 else None
        got = -99 if got is None else got
        decisive = changes_outcome(scores)
        scored.positions += 1
        scored.decisive += decisive
        kept = sign(got) == sign(best)
        scored.outcome_kept += kept
        scored.decisive_kept += kept and decisive
        scored.score_kept += got == best
        scored.loss += best - got
    return scored


def tournament(
    players: dict[str, Player], starts: list[str], budget: float, say: Callable[[str], None] = lambda line: None
) -> dict[str, dict[str, float]]:
    """A round-robin, two games a start with colours swapped: each player's wins, draws, losses, points, Elo."""
    table = {name: {"won": 0.0, "drawn": 0.0, "lost": 0.0} for name in players}
    names = list(players)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            say(f"{a} against {b}")
            won, drawn, lost = match(players[a], players[b], starts, budget)
            table[a]["won"] += won
            table[a]["drawn"] += drawn
            table[a]["lost"] += lost
            table[b]["won"] += lost
            table[b]["drawn"] += drawn
            table[b]["lost"] += won
    for row in table.values():
        games = row["won"] + row["drawn"] + row["lost"]
        row["points"] = row["won"] + row["drawn"] / 2
        share = min(max(row["points"] / games, 0.01), 0.99) if games else 0.5
        row["elo"] = round(400 * math.log10(share / (1 - share)))  # against the field's average, which is 0
    return table


def bench_markdown(saved: dict[str, Any]) -> str:
    """The saved players bench as Markdown: the scored moves, then the tournament."""
    lines = [
        "| player | set | budget | keeps outcome | where it can be lost | keeps score | mean loss"
        " | slowest move (CPU) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in saved.get("rows", []):
        decisive = "" if r["decisive_outcome"] is None else f"{r['decisive_outcome']:.0%} of {r['decisive']}"
        lines.append(
            f"| {r['player']} | {r['set']} ({r['positions']}) | {r['budget']:g} s | {r['outcome']:.0%} | {decisive}"
            f" | {r['score']:.0%} | {r['mean_loss']:.2f} | {r['slowest']:.2f} s |"
        )
    played = saved.get("tournament")
    if played:
        lines += [
            "",
            f"Round-robin at {played['budget']:g} s a move, {played['starts']} {played.get('kind', 'openings')},"
            " colours swapped:",
            "",
            "| player | won | drawn | lost | points | Elo |",
            "|---|---|---|---|---|---|",
        ]
        ranked = sorted(played["table"].items(), key=lambda item: -item[1]["points"])
        for name, row in ranked:
            results = f"{row['won']:.0f} | {row['drawn']:.0f} | {row['lost']:.0f}"
            lines.append(f"| {name} | {results} | {row['points']:g} | {row['elo']:+d} |")
    return "\n".join(lines) + "\n"


SAVED = Path(__file__).resolve().parent.parent / "site" / "bench" / "connect_four_players.json"


def bench_players(
    names: list[str], ladder: Sequence[str], positions: int, budget: float, games: int, save: bool, out: TextIO
) -> None:
    """`kata bench bot`: score each named player on the first `positions` of each set, then a tournament;
    saved rows go in the order of the chapter's `ladder`.

    Strength is measured in the players' CPU time with the wall cap lifted, as on an idle machine: on a
    loaded one the cap would cut a move short and the table would measure the load, not the idea (the cap
    keeps its own promise: tests, and players_fresh's slowest move in wall time).
    """
    wall = chapter.WALL
    chapter.WALL = 1e6
    try:
        bench_players_in_cpu_time(names, ladder, positions, budget, games, save, out)
    finally:
        chapter.WALL = wall


def bench_players_in_cpu_time(
    names: list[str], ladder: Sequence[str], positions: int, budget: float, games: int, save: bool, out: TextIO
) -> None:
    """bench_players' work, its budgets counted in CPU time alone."""
    players = {name: getattr(chapter, name) for name in names}
    rows = []
    out.write(f"kata bench bot: moves scored against the exact values, {budget:g} s a move\n")
    out.write(f"{'player':<20} {'set':<12} {'outcome':>7} {'lossable':>9} {'score':>6} {'loss':>5} {'slowest':>7}\n")
    for name, player in players.items() if positions else ():
        for set_name, low, high in POSITION_SETS:
            print(f"kata bench bot: {name} on the {set_name}s", file=sys.stderr, flush=True)
            r = score_player(name, player, set_name, bench_positions(low, high)[:positions], budget).row()
            rows.append(r)
            lossable = "-" if r["decisive_outcome"] is None else f"{r['decisive_outcome']:.0%}"
            out.write(
                f"{name:<20} {set_name:<12} {r['outcome']:>7.0%} {lossable:>9} {r['score']:>6.0%}"
                f" {r['mean_loss']:>5.2f} {r['slowest']:>6.2f}s\n"
            )
    played = None
    if games:
        print(f"kata bench bot: a round-robin of {len(players)} players", file=sys.stderr, flush=True)
        table = tournament(
            players,
            balanced_openings(games),
            budget,
            lambda line: print(f"kata bench bot: {line}", file=sys.stderr, flush=True),
        )
        kind = f"balanced openings (4 moves, exact value within +-{BALANCED})"
        played = {"budget": budget, "starts": games, "kind": kind, "table": table}
        out.write(f"round-robin at {budget:g} s a move, {games} balanced openings, colours swapped\n")
        for name, row in sorted(table.items(), key=lambda item: -item[1]["points"]):
            out.write(
                f"{name:<20} {row['won']:>3.0f} won {row['drawn']:>3.0f} drawn {row['lost']:>3.0f} lost"
                f"  Elo {row['elo']:+d}\n"
            )
    if save:
        saved: dict[str, Any] = (
            json.loads(SAVED.read_text(encoding="utf-8")) if SAVED.exists() else {"problem": "bot", "rows": []}
        )
        fresh = {(r["player"], r["set"], r["budget"]) for r in rows}
        kept: list[dict[str, Any]] = [r for r in saved["rows"] if (r["player"], r["set"], r["budget"]) not in fresh]
        order = {name: i for i, name in enumerate(ladder)}
        merged = kept + rows
        saved["rows"] = sorted(
            merged, key=lambda r: (float(r["budget"]), order.get(str(r["player"]), 99), str(r["set"]))
        )
        if played:
            saved["tournament"] = played
        SAVED.write_text(json.dumps(saved, indent=1) + "\n", encoding="utf-8")
        print(f"kata bench: saved to {SAVED}", file=sys.stderr)


def saved_markdown() -> str:
    """The saved players bench as Markdown, or a line saying there is none yet."""
    if not SAVED.exists():
        return "No players bench saved yet: kata bench bot --save\n"
    return bench_markdown(json.loads(SAVED.read_text(encoding="utf-8")))


if __name__ == "__main__":  # python -m shared.tool.measure.players: rebuild the committed table of exact scores
    entries = [f"{json.dumps(moves)}: {json.dumps(scores)}" for moves, scores in rebuild_oracle().items()]
    ORACLE.write_text("{\n" + ",\n".join(entries) + "\n}\n", encoding="utf-8")
    print(f"wrote {ORACLE}")
