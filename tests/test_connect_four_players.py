"""Connect Four's players: every player on every case, the floors each idea is held to, the order of strength."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from problems import connect_four_players as chapter
from shared.engine.errors import InputError
from shared.tool.cases import Case
from shared.tool.catalog import find_problem
from shared.tool.measure import players
from shared.tool.measure import players_floors as floors
from shared.tool.registry import Variant
from tests.kit import case_params, check_case, sweep
from tests.pitfalls import connect_four_players as pitfalls

PROBLEM = find_problem("bot")


def beyond_default(v: Variant, case: Case) -> bool:
    """Is this run of the 77 left to --slow? By default each player plays the examples and the cases its own idea
    is the first held to (a case's "from"), and the reference plays every case: 31 runs, each case and each
    idea's move checked; --slow runs every player on every case (a later idea must keep the earlier ones')."""
    first = case.expected.get("from") if isinstance(case.expected, dict) else None
    return not (case.example or v.name in (first, PROBLEM.reference))


@pytest.mark.parametrize(("v", "case"), case_params(PROBLEM, slow=beyond_default))
def test_case(v: Variant, case: Case) -> None:
    """The player answers a move the case accepts: the right ones from its idea on, a legal one before it."""
    check_case(PROBLEM, v, case)


def test_the_ladder_is_declared_in_teaching_order() -> None:
    """The chapter's own ladder replaces the solvers' four required variants, and each declares a cost per move."""
    assert [v.name for v in PROBLEM.variants] == list(PROBLEM.required)
    assert all(v.time.startswith("O(") for v in PROBLEM.variants)


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ({"moves": "4453", "budget": 0}, "budget must be seconds a move"),
        ({"moves": "4453", "budget": True}, "budget must be seconds a move"),
        ({"moves": "4453", "speed": 1}, "unknown field 'speed'"),
        ({"moves": "1111111"}, "overfills column 1"),
        ({"moves": "1212121"}, "move 7 ('1') wins"),
        ({"moves": "8"}, "not a column"),
        ({"moves": "", "width": 9, "height": 7}, "width 1-9, height >= 1, width*(height+1) <= 64"),
    ],
)
def test_bad_input_is_refused_in_one_line(raw: object, fault: str) -> None:
    """A budget out of range, an unknown field, an illegal or finished game: one line naming what is wrong."""
    with pytest.raises(InputError, match=re.escape(fault)) as refused:
        PROBLEM.parse(raw)
    assert "\n" not in str(refused.value)


def test_greedy_that_forgets_to_block_fails_a_case() -> None:
    """A greedy that wins when it can but never blocks answers the block case with a column the case refuses."""
    args = PROBLEM.parse({"moves": "44557", "budget": 0.1})
    right = PROBLEM.answers("greedy", args, {"any of": [6], "from": "greedy"})
    assert pitfalls.greedy_misses_the_block("44557") not in right
    assert chapter.greedy("44557") in right


def test_depth_limited_floor_catches_a_side_blind_evaluation() -> None:
    """Scoring leaves for the first player whoever moves fails the floor with a question naming the fault."""
    failed = floors.floor_failures("depth_limited", pitfalls.depth_limited_side_blind)
    assert failed
    assert "scored for the player to move" in failed[-1]
    assert floors.floor_failures("depth_limited", chapter.depth_limited) == []


def test_depth_limited_finds_every_forced_win_within_its_depth() -> None:
    """At depth 4 a double threat two moves away is found (the floor's probes, scored by Pons' solver)."""
    for moves, wins in floors.FORCED_WINS.items():
        assert chapter.depth_limited(moves, depth=4) in wins


@pytest.mark.slow  # its games cost 0.3 CPU-s; by default the busy machine's test below reads the floor's lines
def test_mcts_that_never_expands_loses_to_greedy_and_is_told_why() -> None:
    """A tree that never grows is a flat sample that plays at random: the floor says to add a child each round."""
    failed = floors.floor_failures("mcts", pitfalls.mcts_never_expands)
    assert failed
    assert "add a child each round" in failed[-1]


def test_an_mcts_slowed_by_a_busy_machine_is_told_to_count_cpu_time() -> None:
    """A player whose moves wait more than they think (here: sleeps, as a wall-clock budget does on a loaded
    machine) and so loses to greedy hears how much of a core it got and how to count its budget."""
    import time

    def waits(moves: str, width: int, height: int, budget: float) -> int:
        time.sleep(0.002)
        return chapter.random_legal(moves, width, height, budget)

    failed = floors.floor_failures("mcts", waits)
    assert any("the machine was busy" in line for line in failed), failed
    assert any("time.thread_time()" in line for line in failed), failed
    assert all(len(line) <= 76 for line in failed[1:]), failed


@pytest.mark.parametrize("name", ["mcts", "mcts_solver"])
def test_the_chapters_mcts_grows_its_tree_below_the_root(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """In 0.02 s from the empty board the tree gains a node a round, hundreds, and grows past the root's seven
    children: an expansion that stopped, or added children to the root alone, would fail (cheap: the floor's
    games against greedy are --slow). The player's clock is the test's, a thousandth of a second a reading, so a
    busy machine gets the same rounds as an idle one: on its CPU clock a loaded run once made 97 nodes."""
    made: list[chapter.Node] = []

    class Counted(chapter.Node):
        __slots__ = ()

        def __init__(self, untried: list[int], end: float | None) -> None:
            super().__init__(untried, end)
            made.append(self)

    readings = itertools.count()
    monkeypatch.setattr(chapter, "clock", lambda: next(readings) / 1000)
    monkeypatch.setattr(chapter, "WALL", 1e6)
    monkeypatch.setattr(chapter, "Node", Counted)
    assert 1 <= getattr(chapter, name)("", budget=0.02) <= 7
    root = made[0]
    assert len(made) == root.visits + 1 > 200, (len(made), root.visits)  # a node a round
    assert sum(len(child.children) for child in root.children.values()) > 7


@pytest.mark.parametrize(("width", "height"), [(7, 6), (4, 4), (9, 6), (3, 3)])
def test_the_lines_through_a_stone_see_every_four_it_makes(width: int, height: int) -> None:
    """mcts' playout checks only the lines through the stone just dropped: on seeded random games, at every
    stone, they find four exactly when the whole board's shifts do: no line is missing, none is false."""
    rng = random.Random(35)
    lines = chapter.Board(width, height).lines_through()
    for _ in range(40):
        board = chapter.Board(width, height)
        while board.legal():
            col = rng.choice(board.legal())
            stone = (board.mask + board.bottom[col]) & board.column[col]
            mine = board.current | stone
            assert any(mine & line == line for line in lines[stone]) == board.four(mine), board.moved
            if board.four(mine):
                break
            board.play(col)


@pytest.mark.slow
def test_mcts_floor_passes_the_reference() -> None:
    """The chapter's mcts wins most games against greedy at the floor's budget."""
    assert floors.floor_failures("mcts", chapter.mcts) == []


def test_a_move_past_its_budget_or_illegal_is_a_foul() -> None:
    """checked_move refuses a full column and a player that thinks for twice its budget (and the overhead allowed
    every move) of its own time."""

    def full(moves: str, width: int, height: int, budget: float) -> int:
        return 4

    def slow(moves: str, width: int, height: int, budget: float) -> int:
        import time

        end = time.thread_time() + 2 * budget + players.OVERHEAD + 0.01
        while time.thread_time() < end:
            pass
        return 1

    with pytest.raises(players.FoulError, match="not a legal column"):
        players.checked_move(full, "444444", 0.05)
    with pytest.raises(players.FoulError, match=r"budget 0\.01 s"):
        players.checked_move(slow, "", 0.01)


def test_greedy_beats_random_and_depth_limited_beats_greedy() -> None:
    """The cheap end of the ladder's order, with a margin: each wins at least 5 of 6 games against the one before."""
    starts = players.openings(3)
    assert players.match(chapter.greedy, chapter.random_legal, starts, 0.05)[0] >= 5
    assert players.match(chapter.depth_limited, chapter.greedy, starts, 0.05)[0] >= 5


def test_hybrid_plays_the_exact_move_when_the_solver_finishes() -> None:
    """With 8 empty cells hybrid's move has the best exact score (Pons' solver: column 6 alone scores 4)."""
    assert chapter.hybrid("2252576253462244111563365343671351", budget=0.5) == 6


def test_the_weak_solve_keeps_a_proven_guess_and_replaces_a_lost_one() -> None:
    """On 13 moves (29 empty cells) only columns 5 and 6 keep the win (BitBully: 14 and 2, the rest lose): a
    guess of 6 is proven and kept (centre-first order would have found 5), a guess of 1 is proven lost and
    replaced by a winning column."""
    board = chapter.start("1421632445764", 7, 6)
    assert chapter.Solver(board).keeping_move(5) + 1 == 6
    assert chapter.Solver(board).keeping_move(0) + 1 in (5, 6)


def test_a_players_clock_counts_its_own_work_and_caps_it_in_wall_time() -> None:
    """A budget is CPU time of the player's thread, so a loaded machine does not weaken a move (a wait of 50 ms
    spends almost none of it), but no move runs past its budget in wall time (a 20 ms budget is over after it)."""
    import time

    began, roomy, tight = chapter.clock(), chapter.Clock(5.0), chapter.Clock(0.02)
    time.sleep(0.05)
    assert chapter.clock() - began < 0.02
    assert not roomy.over()
    assert roomy.left() > 3.0
    assert tight.over()
    assert tight.left() == 0.0


def test_the_tournament_opens_from_seeded_balanced_positions() -> None:
    """The round-robin's openings are distinct 4-move positions whose exact value (BitBully's, in the committed
    table) is within 2 of a draw, so no game is decided before the players move; more than are asked is refused."""
    starts = players.balanced_openings(10)
    oracle = players.load_oracle()
    assert len(set(starts)) == 10
    assert all(len(moves) == 4 for moves in starts)
    assert all(abs(max(s for s in oracle[moves] if s is not None)) <= players.BALANCED for moves in starts)
    with pytest.raises(ValueError, match="balanced openings in the table"):
        players.balanced_openings(100)


def test_the_oracle_table_holds_the_chapters_exact_scores() -> None:
    """The committed table of exact scores agrees with the chapter's own solver on middle-game positions it
    finishes quickly, two of them (four under --slow, and the whole table against BitBully, where it is installed)."""
    oracle = players.load_oracle()
    middle = players.bench_positions(15, 22)
    assert set(middle) <= set(oracle)
    for moves in middle[: sweep(2, 4)]:
        assert chapter.Solver(chapter.start(moves, 7, 6)).scores() == oracle[moves], moves


@pytest.mark.slow
def test_the_oracle_table_agrees_with_bitbully() -> None:
    """Every entry of the committed table is BitBully's score of each column (an independent C++ solver)."""
    bitbully = pytest.importorskip("bitbully")
    solver = bitbully.BitBully()
    for moves, scores in players.load_oracle().items():
        found = solver.score_all_moves(bitbully.Board.from_moves([int(d) - 1 for d in moves]))
        assert [found.get(c) for c in range(7)] == scores, moves


def test_each_cheap_idea_loses_less_than_the_one_before() -> None:
    """On the first 20 openings (10-14 moves) the summed loss in exact score falls from random_legal to greedy to
    depth_limited, each by a margin of a fifth (measured 121, 85, 11), and depth_limited keeps the most outcomes."""
    starts = players.bench_positions(10, 14)[:20]
    scored = [
        players.score_player(f.__name__, f, "opening", starts, 0.05)
        for f in (chapter.random_legal, chapter.greedy, chapter.depth_limited)
    ]
    loss = [s.loss for s in scored]
    assert loss[1] <= 0.8 * loss[0], loss
    assert loss[2] <= 0.8 * loss[1], loss
    assert scored[0].outcome_kept <= scored[1].outcome_kept < scored[2].outcome_kept, [s.outcome_kept for s in scored]


@pytest.mark.slow
@pytest.mark.long
@pytest.mark.timeout(0)  # about 75 CPU-s of play, its budgets counted in CPU time: a loaded machine stretches it
def test_the_ladder_holds_its_order_on_the_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    """On both bench sets (120 positions) at 0.25 s a move the summed loss in exact score falls from random_legal
    to greedy to depth_limited to iterative_deepening, each by a fifth (measured 666, 426, 63, 40), and hybrid
    keeps the outcome on at least as many positions where it can be lost as iterative_deepening (54 and 53 of
    58)."""
    monkeypatch.setattr(chapter, "WALL", 1e6)  # strength in CPU time, as on an idle machine; the cap has its own test
    starts = [moves for _, low, high in players.POSITION_SETS for moves in players.bench_positions(low, high)]
    scored = {
        name: players.score_player(name, getattr(chapter, name), "both", starts, 0.25)
        for name in ("random_legal", "greedy", "depth_limited", "iterative_deepening", "hybrid")
    }
    loss = [scored[name].loss for name in ("random_legal", "greedy", "depth_limited", "iterative_deepening")]
    assert all(later <= 0.8 * before for before, later in itertools.pairwise(loss)), loss
    assert scored["hybrid"].decisive_kept >= scored["iterative_deepening"].decisive_kept


@pytest.mark.slow
@pytest.mark.long
@pytest.mark.timeout(0)  # about 160 CPU-s of play at 0.25 s a move
def test_head_to_head_hybrid_and_mcts_solver_hold_iterative_deepening(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games from the balanced openings, colours swapped, as `python -m shared.tool.measure.players_match` plays
    them: at 0.05 s iterative_deepening beats depth_limited; at 0.25 s, on 10 openings, hybrid and mcts_solver
    score at least 8 of 20 points against iterative_deepening (measured 10 and 13.5, and 9.5; hybrid 13 at
    1 s). mcts is not pinned, for it does not hold: with its faster tree and UCT constant 0.5 it scored 6 of 20 at
    0.25 s (2.5 before), 3.5 of 20 at 1 s (6 with the constant 1.0) and 28 of 60 at 0.05 s (problems/README.md)."""
    monkeypatch.setattr(chapter, "WALL", 1e6)
    four = players.balanced_openings(4)
    won, _, lost = players.match(chapter.iterative_deepening, chapter.depth_limited, four, 0.05)
    assert won > lost, (won, lost)
    ten = players.balanced_openings(10)
    for name in ("hybrid", "mcts_solver"):
        won, drawn, lost = players.match(getattr(chapter, name), chapter.iterative_deepening, ten, 0.25)
        assert won + drawn / 2 >= 8, (name, won, drawn, lost)


def test_a_match_names_the_move_that_decided_a_lost_game() -> None:
    """players_match's --blunders names the loser's first move after which it is lost (here the second player's
    4th move, column 3, from a draw), and a game from an opening is played to its end with legal moves."""
    from shared.tool.measure import players_match

    values = {"4": 0, "41": 0, "412": 0, "4123": 3, "41234": -3}  # exact value for the player to move
    assert players_match.blunder("41234", "4", 1, values.__getitem__) == (
        "the loser's move 4 (column 3) gave up a draw"
    )
    result, moves = players_match.game(chapter.greedy, chapter.random_legal, "4453", 0.01)
    assert moves.startswith("4453")
    assert result in (-1, 0, 1)
    assert result == 0 or chapter.start(moves[:-1], 7, 6).wins_at(int(moves[-1]) - 1)


def test_the_readme_shows_the_saved_players_bench() -> None:
    """problems/README.md's players table is what `kata bench bot --markdown` prints from the saved bench file."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[1] / "problems" / "README.md").read_text(encoding="utf-8")
    marks = r"<!-- kata bench bot --markdown -->\n(.*?)<!-- end of kata bench bot --markdown -->"
    found = re.search(marks, readme, re.S)
    assert found, "problems/README.md lost its `kata bench bot --markdown` markers"
    assert found.group(1) == players.saved_markdown(), "rerun `kata bench bot --markdown` and paste it"


def test_kata_solve_says_players_may_answer_differently() -> None:
    """`kata solve bot` runs every player and does not call different legal moves an agreement."""
    import io

    from shared.tool.cli import main

    out = io.StringIO()
    status = main(["solve", "bot", '{"moves": "4453", "budget": 0.02}'], stdout=out, stdin=io.StringIO(""))
    assert status == 0
    assert "answer differently, each an answer the problem accepts" in out.getvalue() or "agree" in out.getvalue()
    assert "DISAGREE" not in out.getvalue()
