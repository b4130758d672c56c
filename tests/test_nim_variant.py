"""Nim with extra losing positions: cases, agreement under three rule sets, limits, explain, and play."""

from __future__ import annotations

import io
import itertools
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import nim_variant as chapter
from shared.engine.counting import node_counter
from shared.engine.errors import InputError
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.cases import load_cases
from shared.tool.catalog import find_problem
from shared.tool.catalog import nim_variant as entry
from shared.tool.cli import main
from shared.tool.measure.timing import counting
from shared.tool.play import nim_variant as games
from shared.tool.play import run
from shared.tool.registry import Args, Variant
from tests.kit import counted, deep, sweep

PROBLEM = find_problem("nim")
# The searches alone: formula declines the default rules, so the kit's limit checks and
# agreement under those rules run without it (formula gets its own tests below).
SEARCHES = PROBLEM.but(variants=tuple(v for v in PROBLEM.variants if v.name != "formula"))
RULE_SETS = {
    "default rules": {},
    "misere only": {"losing": []},
    "normal play only": {"losing": [], "normal": True},
}
# Every position with up to 4 piles of up to 6 beads, as sorted lists (zeros stand for fewer piles).
SMALL_STATES = [list(p) for p in itertools.combinations_with_replacement(range(7), 4) if any(p)]
NAIVE_LIMIT = PROBLEM.variant("naive").limit


def declined(v: Variant, args: Args) -> str | None:
    """Why v declines these rules (only formula does, when extra losing positions exist), else None."""
    return chapter.beyond_theory(args["losing"]) if v.name == "formula" else None


def test_seed_position_has_exactly_the_three_winning_moves() -> None:
    """From [1, 2, 3, 2] the winning moves are one bead from the 2, the 3, or the other 2, and nothing else."""
    assert PROBLEM.play(PROBLEM.parse([1, 2, 3, 2])).winning_moves() == [(1, 1), (2, 1), (3, 1)]


@pytest.mark.parametrize("rules", list(RULE_SETS.values()), ids=list(RULE_SETS))
def test_all_variants_agree_on_every_small_state(rules: dict[str, Any]) -> None:
    """On each of the 209 positions with up to 4 piles of up to 6, the variants give one answer.

    memoized, bottom_up and, without extra losing positions, formula answer
    every one; naive and alpha_beta join on those within naive's limit (alpha_beta's
    9 to 11 beads, most of this sweep's time, are the shuffling property's and the cases').
    By default: every position naive reaches, and a third of those past it (all under --slow).
    """
    for k, piles in enumerate(SMALL_STATES):
        if sum(piles) > NAIVE_LIMIT and k % 3 and not deep():
            continue
        args = PROBLEM.parse({"piles": piles, **rules})
        answers = {
            v.name: v.func(**args)
            for v in PROBLEM.variants
            if PROBLEM.skip_reason(v, args) is None
            and not declined(v, args)
            and (v.name != "alpha_beta" or sum(piles) <= NAIVE_LIMIT)
        }
        assert ("formula" in answers) == ("losing" in rules), "formula answers exactly the rules theory covers"
        assert len(set(answers.values())) == 1, f"variants disagree on {piles}: {answers}"


@settings(max_examples=sweep(15, 40))
@given(
    piles=st.lists(st.integers(0, 5), min_size=1, max_size=5).filter(any),
    seed=st.integers(0, 2**32 - 1),
    rules=st.sampled_from(list(RULE_SETS.values())),
)
def test_order_and_empty_piles_do_not_change_the_answer(piles: list[int], seed: int, rules: dict[str, Any]) -> None:
    """Shuffling the piles and adding empty ones leaves every variant's answer unchanged."""
    rng = random.Random(seed)
    other = [*piles, *[0] * rng.randint(0, 2)]
    rng.shuffle(other)
    for v in PROBLEM.variants:
        args, moved = PROBLEM.parse({"piles": piles, **rules}), PROBLEM.parse({"piles": other, **rules})
        if PROBLEM.skip_reason(v, args) or declined(v, args):
            continue
        assert v.func(**args) == v.func(**moved), f"{v.name}: {piles} vs {other}"


@pytest.mark.parametrize("rules", list(RULE_SETS.values()), ids=list(RULE_SETS))
@pytest.mark.parametrize("search", [minimax, alpha_beta, memoized_alpha_beta], ids=lambda f: f.__name__)
def test_shared_engine_agrees_with_the_variants(search: Any, rules: dict[str, Any]) -> None:
    """The generic searches, given the rules as a Game, agree with memoized on every position up to 7 beads."""
    game = games.NimVariant(**rules)
    for piles in SMALL_STATES:
        if sum(piles) > 7:
            continue
        want = chapter.memoized(piles, **rules)
        result = search(game, game.start((chapter.canonical(piles), False)))
        assert (result.value > 0) == want, piles


@pytest.mark.limit
@pytest.mark.slow  # like every limit run (see kit.limit_params)
@pytest.mark.timeout(PROBLEM.budget)
@pytest.mark.parametrize("normal", [False, True], ids=["misere", "normal play"])
def test_formula_meets_budget_at_its_limit(normal: bool) -> None:
    """formula answers its generated largest position under the rules it covers, as the case file records."""
    v = PROBLEM.variant("formula")
    piles = PROBLEM.generate(v.limit, random.Random(v.limit))
    raw = {"piles": piles, "losing": [], **({"normal": True} if normal else {})}
    assert PROBLEM.size(PROBLEM.parse(raw)) == v.limit
    known = [c for c in load_cases(PROBLEM) if c.input == raw]
    assert known, f"add a case with input {raw!r}"
    assert v.func(**PROBLEM.parse(raw)) == known[0].expected


def test_formula_declines_extra_losing_positions() -> None:
    """formula refuses rules with extra losing positions in one line, rather than answer them wrongly."""
    with pytest.raises(InputError, match="formula covers only rules without extra losing positions") as error:
        chapter.formula([1, 2, 3, 2])
    assert "\n" not in str(error.value)


def test_naive_walks_the_whole_tree() -> None:
    """naive enters every position of every line: T(k) = 1 + k T(k-1) for k single beads, more than alpha_beta."""
    tree = 1
    for k in range(2, 7):
        tree = 1 + k * tree
    with node_counter(chapter) as full:
        chapter.naive([1] * 6)
    with node_counter(chapter) as pruned:
        chapter.alpha_beta([1] * 6)
    assert full.nodes == tree == 1237
    assert pruned.nodes is not None
    assert pruned.nodes < full.nodes


def test_canonical_states_merge_permutations() -> None:
    """bottom_up fills each canonical state once: 428 for [1..6] (Catalan(7) less the empty board), as memoized."""
    piles = [6, 5, 4, 3, 2, 1]
    with counting(PROBLEM.variant("bottom_up"), {"piles": piles, "losing": []}) as table:
        chapter.bottom_up(piles, losing=[])
    with node_counter(chapter) as memo:
        chapter.memoized(piles, losing=[])
    assert table.nodes == memo.nodes == 428


def test_generator_makes_exactly_the_size_asked() -> None:
    """generate(n) for n = 1..60 holds exactly n beads: single beads where the raw searches run, then distinct
    piles (one test, not sixty: each size costs microseconds, a test of its own milliseconds)."""
    for size in range(1, 61):
        piles = PROBLEM.generate(size, random.Random(size))
        assert isinstance(piles, list), size
        assert sum(piles) == size, (size, piles)
        if size <= entry.SINGLE_BEADS_UP_TO:
            assert piles == [1] * size, size
        else:
            assert len(set(piles)) == len(piles), (size, piles)


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ([], "piles must hold at least 1"),
        ([0, 0], "piles must have at least one non-empty pile"),
        ([1, -1], r"piles\[1\] = -1 is out of range"),
        ([True], r"piles\[0\] must be an integer, got the boolean true"),
        ([1.5], r"piles\[0\] must be an integer"),
        ("1,2,3", "give piles, or an object of piles"),
        ({"losing": []}, "missing key 'piles'"),
        ({"piles": [1], "colour": 1}, "unknown key 'colour'"),
        ({"piles": [1], "losing": "[]"}, "losing must be a list of positions"),
        ({"piles": [1], "losing": [1, 2]}, r"losing\[0\] must be a list of integers"),
        ({"piles": [1], "losing": [[]]}, r"losing\[0\] must hold at least 1"),
        ({"piles": [1], "losing": [[0, 0]]}, "ruled by 'normal'"),
        ({"piles": [1], "normal": 1}, "normal must be true or false"),
    ],
    ids=[
        "no piles",
        "only empty piles",
        "negative pile",
        "boolean pile",
        "fractional pile",
        "a string",
        "object without piles",
        "unknown key",
        "losing not a list",
        "losing position not a list",
        "empty losing position",
        "losing position of empty piles",
        "normal not a boolean",
    ],
)
def test_bad_input_is_refused_in_one_line(raw: object, fault: str) -> None:
    """Input outside the constraints raises InputError with a one-line message naming the fault."""
    with pytest.raises(InputError, match=fault) as error:
        PROBLEM.parse(raw)
    assert "\n" not in str(error.value)


def test_explain_names_the_winning_moves_and_a_line() -> None:
    """--explain on [1, 2, 3, 2] names each winning move and a line that ends with the second player losing."""
    text = PROBLEM.explain(PROBLEM.parse([1, 2, 3, 2]))
    assert "Winning moves: take 1 from pile 2, take 1 from pile 3, take 1 from pile 4." in text
    assert "1. first player   take 1 from pile 2 -> [1, 1, 3, 2]" in text
    assert text.splitlines()[-1].startswith("The second player loses")


def test_explain_says_when_every_move_loses() -> None:
    """--explain on [1, 2, 3] says every move loses, and its line ends with the first player losing."""
    text = PROBLEM.explain(PROBLEM.parse([1, 2, 3]))
    assert "every move loses against perfect play" in text
    assert text.splitlines()[-1].startswith("The first player loses")


@pytest.mark.parametrize("rules", list(RULE_SETS.values()), ids=list(RULE_SETS))
def test_perfect_line_is_perfect(rules: dict[str, Any]) -> None:
    """Along the bot's line from small positions, the side that should win plays only winning moves."""
    for piles in [p for p in SMALL_STATES[::7] if sum(p) <= 12]:  # the bot times every line: small ones are cheap
        session = PROBLEM.play(PROBLEM.parse({"piles": piles, **rules}))
        mover_wins = chapter.memoized(piles, **rules)
        while session.outcome() is None:
            assert bool(session.winning_moves()) == mover_wins, (piles, session.draw())
            move, _ = session.bot_move()
            if mover_wins:
                assert move in session.winning_moves(), (piles, session.draw(), move)
            session.apply(move)
            mover_wins = not mover_wins


def scripted(piles: list[int], script: str, *, cpu_first: bool = False, **rules: Any) -> tuple[int, str]:
    """Play a game of the variant through shared.tool.play.run; return the exit status and the transcript."""
    out = io.StringIO()
    session = PROBLEM.play(PROBLEM.parse({"piles": piles, **rules}))
    code = run(session, cpu_first=cpu_first, stdin=io.StringIO(script), stdout=out)
    return code, out.getvalue()


def test_scripted_game_the_person_wins() -> None:
    """From [1, 2, 3, 2] a person who plays the winning moves beats the bot, through illegal tries and a hint."""
    code, text = scripted([1, 2, 3, 2], "hint\n9 1\n1 5\n2 1\n4 2\n1 1\n2 1\n")
    assert code == 0
    assert "Winning moves: take 1 from pile 2, take 1 from pile 3, take 1 from pile 4." in text
    assert "Illegal move: there is no pile 9 (piles are numbered 1 to 4). Try again." in text
    assert "Illegal move: pile 1 has only 1 bead. Try again." in text
    assert "Illegal move: pile 1 is empty. Try again." in text
    assert "Bot: take 2 from pile 3. Why: every move loses against perfect play" in text
    assert text.rstrip().endswith("You win: the last move took the last bead, which loses (misere).")


def test_scripted_game_the_bot_wins_moving_first() -> None:
    """With --cpu-first the bot opens [1, 2, 3, 2] with a winning move, says why, and wins."""
    code, text = scripted([1, 2, 3, 2], "hint\n1 1\n", cpu_first=True)
    assert code == 0
    assert "Bot: take 1 from pile 2. Why: it leaves a position you cannot win." in text
    assert "No move forces a win against perfect play." in text
    assert text.rstrip().endswith("The bot wins: the last move left [1, 2, 3], a losing position.")


def test_scripted_game_under_normal_play() -> None:
    """Under normal play taking the last bead wins: the person takes the single bead and wins at once."""
    code, text = scripted([0, 1], "2 1\n", losing=[], normal=True)
    assert code == 0
    assert "Moving into the empty board wins (normal play)." in text
    assert text.rstrip().endswith("You win: the last move took the last bead, which wins (normal play).")


def test_kata_play_with_moves_on_stdin(capsys: pytest.CaptureFixture[str]) -> None:
    """`kata play nim` with the moves on stdin: each echoed after its prompt, the person wins, exit 0, no stderr.

    In-process: running `python -m problems` as a real process, and real pipes, are test_shared_cli's and
    test_hostile's.
    """
    argv = ["play", "nim", "[1,2,3,2]", "--losing", "[[2,2,2],[1,2,3],[1,1,2,2]]"]
    out = io.StringIO()
    status = main(argv, stdout=out, stdin=io.StringIO("2 1\n4 2\n2 1\n"))
    assert (status, capsys.readouterr().err) == (0, "")
    assert "Your move: 2 1\n" in out.getvalue()
    assert out.getvalue().rstrip().endswith("You win: the last move took the last bead, which loses (misere).")


def test_board_draws_one_row_per_pile() -> None:
    """The board has one row per pile, empty ones included, with the beads and their count."""
    session = PROBLEM.play(PROBLEM.parse([1, 0, 3]))
    assert session.draw().splitlines() == ["  pile 1 | o   1", "  pile 2 |     0", "  pile 3 | ooo 3"]


def test_play_refuses_positions_past_the_bots_limit() -> None:
    """A game the bot could not answer promptly is refused in one line before it starts."""
    with pytest.raises(InputError, match="play: sum"):
        PROBLEM.play(PROBLEM.parse([30, 30]))


def test_children_tries_each_pile_size_once() -> None:
    """Equal piles give equal children, so `children` lists each size's moves once, biggest pile and take first."""
    assert list(chapter.children((1, 2, 2))) == [(1, 2), (1, 1, 2), (2, 2)]
    assert list(chapter.children((1, 1, 3, 3))) == [(1, 1, 3), (1, 1, 1, 3), (1, 1, 2, 3), (1, 3, 3)]
    assert list(chapter.children((2, 2))) == [(2,), (1, 2)]


def test_alpha_beta_enters_pinned_node_counts() -> None:
    """Measured on the code as it stands: a root window wider than (-1, 1) stops cutting at a win: more nodes."""
    rows = [[1, 2, 3, 2], [2, 2, 2], [2, 3], [1, 3], [1, 1, 1, 1]]
    assert [counted(PROBLEM, "alpha_beta", row) for row in rows] == [
        (True, 162),
        (True, 12),
        (True, 22),
        (True, 4),
        (True, 8),
    ]
    normal = [counted(PROBLEM, "alpha_beta", {"piles": row, "losing": [], "normal": True}) for row in rows]
    assert normal == [(True, 174), (True, 15), (True, 28), (True, 6), (False, 17)]


def test_bottom_up_stops_at_the_first_winning_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """bottom_up judges a state's children only until one wins: 8 children judged for [1, 3], 47 for [1, 2, 3, 2]."""
    judged = 0
    verdict = chapter.verdict

    def counting(child: chapter.State, ends: frozenset[chapter.State], normal: bool) -> bool | None:
        nonlocal judged
        judged += 1
        return verdict(child, ends, normal)

    monkeypatch.setattr(chapter, "verdict", counting)
    got = []
    for piles in ([1, 3], [1, 2, 3, 2], [1, 2, 3]):
        judged = 0
        got.append((chapter.bottom_up(piles), judged))
    assert got == [(True, 8), (True, 47), (False, 27)]


def test_explain_and_play_take_55_beads_and_refuse_56() -> None:
    """The perfect player's limit is 55 beads: a game of 55 starts, and 56 is refused in one line naming the limit."""
    PROBLEM.play(PROBLEM.parse([50, 5]))
    message = "past the perfect player's limit of 55 beads"
    with pytest.raises(InputError, match=f"explain: sum\\(piles\\) = 56 is {message}"):
        PROBLEM.explain(PROBLEM.parse([50, 6]))
    with pytest.raises(InputError, match=f"play: sum\\(piles\\) = 56 is {message}"):
        PROBLEM.play(PROBLEM.parse([28, 28]))


def test_a_bad_losing_option_is_named_not_blamed_on_the_input(capsys: pytest.CaptureFixture[str]) -> None:
    """`--losing '[['` is refused as --losing: the refusal said "INPUT is not valid JSON" of a valid INPUT."""
    status = main(["solve", "nim", "[1,2]", "--losing", "[["], stdout=io.StringIO(), stdin=io.StringIO())
    assert (status, capsys.readouterr().err) == (2, "kata: --losing is not valid JSON: Expecting value at column 3\n")
