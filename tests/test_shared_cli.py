"""The `kata` command: its jobs, its JSON shapes, and one-line refusals with exit 2 for every kind of bad input."""

from __future__ import annotations

import io
import itertools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from shared.tool.catalog import all_problems
from shared.tool.cli import COMMANDS, examples, main
from shared.tool.measure import timing
from shared.tool.measure.bench import ladder
from shared.tool.registry import Problem, Variant
from tests.conftest import ROOT
from tests.kit import deep


def kata(*argv: str, stdin: str = "") -> tuple[int, str]:
    """Run kata in-process; return its exit status and what it printed."""
    out = io.StringIO()
    status = main(list(argv), stdout=out, stdin=io.StringIO(stdin))
    return status, out.getvalue()


# The main job's one heavy row: naive's 549,946 nodes from the empty board, counted then timed, ~95% of
# its time. test_ttt pins that count and value by default; here the full job runs under --slow.
EMPTY_BOARD = ("ttt", ".........")


def _main_job(problems: tuple[Problem, ...]) -> None:
    """`kata` alone over these problems: every example of each in the table, all agreeing, exit 0."""
    status, out = kata()
    assert status == 0
    assert "every variant that ran agrees" in out
    keys = [line.split()[0] for line in out.splitlines() if line.strip()]
    for p in problems:
        assert p.key in keys, f"problem {p.key} missing from the main job's table"
    assert f"{sum(len(p.examples) for p in problems)} inputs" in out


def test_main_job_runs_every_problem_and_agrees(monkeypatch: pytest.MonkeyPatch) -> None:
    """`kata` alone runs every problem's examples through every variant; all agree, so it exits 0.

    Each problem's first example but tic-tac-toe's empty board (a second one there); --slow runs every example.
    """
    problems = tuple(p.but(examples=[e for e in p.examples if (p.key, e) != EMPTY_BOARD][:1]) for p in all_problems())
    assert all(len(p.examples) == 1 for p in problems)
    monkeypatch.setattr(examples, "all_problems", lambda: problems)
    _main_job(problems)


def test_main_job_streams_each_row_as_it_is_solved(monkeypatch: pytest.MonkeyPatch) -> None:
    """The main job prints each example's row when that example is solved, not the whole table at the end: when
    the last example starts, every earlier one's row has been written (a pipe reads them as they come)."""
    problems = tuple(p.but(examples=p.examples[:1]) for p in all_problems()[:4])
    out = io.StringIO()
    seen: list[tuple[str, str]] = []  # each example's key as it starts, with what was printed by then
    real = examples.solve_one  # type: ignore[attr-defined]  # the function as examples imported it, to spy on

    def spy(p: Problem, raw: object, *args: Any, **kwargs: Any) -> Any:
        seen.append((p.key, out.getvalue()))
        return real(p, raw, *args, **kwargs)

    monkeypatch.setattr(examples, "all_problems", lambda: problems)
    monkeypatch.setattr(examples, "solve_one", spy)
    assert main([], stdout=out) == 0
    assert "key" in seen[0][1], "the header comes before any solving"
    assert len(seen) == len(problems)
    for k, (key, printed) in enumerate(seen):
        rows = [line.split()[0] for line in printed.splitlines() if line.strip()]
        assert [done for done, _ in seen[:k] if done not in rows] == [], f"rows missing when {key} started"
        assert key not in rows


def test_main_job_says_how_many_ran_and_fits_every_width() -> None:
    """c4's long example is taken by one variant of eleven: the row says "1 of 11", not an "agree 1/1" that hides
    the ten skipped; at 60 and 80 columns (and 120 under --slow) no line is wider than the terminal."""
    c4 = next(p for p in all_problems() if p.key == "c4")
    for width in (60, 80, 120) if deep() else (60, 80):
        out = io.StringIO()
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("COLUMNS", str(width))
            mp.setattr(examples, "all_problems", lambda: (c4.but(examples=c4.examples[1:2]),))
            assert main([], stdout=out) == 0
        lines = out.getvalue().splitlines()
        assert max(len(line) for line in lines) <= width, width
        assert "1 of 11" in out.getvalue(), width
        assert "time, all" in out.getvalue(), width


@pytest.mark.slow
def test_main_job_runs_every_example_and_agrees() -> None:
    """`kata` alone, as a learner runs it: tic-tac-toe's empty board too."""
    _main_job(all_problems())


def test_list_names_every_variant_and_its_complexity() -> None:
    """`kata list` shows each problem's variants with their declared Time and limit."""
    status, out = kata("list")
    assert status == 0
    for p in all_problems():
        for v in p.variants:
            assert v.name in out
            assert v.time in out


def test_solve_json_has_the_documented_shape() -> None:
    """`kata solve KEY INPUT --json` prints problem, input, a result per variant, and agree."""
    status, out = kata("solve", "nim-game", "7", "--json")
    obj = json.loads(out)
    assert status == 0
    assert obj["input"] == 7
    assert obj["agree"] is True
    first = obj["results"][0]
    assert set(first) == {"variant", "answer", "nodes", "seconds"}
    assert first["answer"] is True


def test_solve_skips_variants_past_their_limit_and_says_why() -> None:
    """A heap too big for naive is skipped with the reason; the others still answer."""
    status, out = kata("solve", "nim-game", "1000", "--json")
    results = {r["variant"]: r for r in json.loads(out)["results"]}
    assert status == 0
    assert "exceeds naive's declared limit" in results["naive"]["skipped"]
    assert results["formula"]["answer"] is False


def test_solve_jsonl_answers_line_by_line_in_order() -> None:
    """--jsonl - reads one input per line and writes one object per line, in the same order; a bad line exits 2."""
    status, out = kata("solve", "nim-game", "--jsonl", "-", stdin="5\n\n8\n0\n")
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line.get("input") for line in lines] == [5, 8, None]
    assert "out of range" in lines[2]["error"]
    assert status == 2


def test_solve_jsonl_runs_each_variant_once_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """A --jsonl batch of hard positions costs one solve a line: each variant is called once, counted and timed
    together, with its nodes and a positive time; a single `kata solve` still times a second, unwatched call."""
    calls: list[str] = []
    real = timing.run_deep  # type: ignore[attr-defined]  # the runner as timing imported it, to spy on

    def spy(*args: Any) -> Any:  # (run, v, args), or (call_before, deadline, run, v, args) under a budget
        calls.append(next(a.name for a in args if isinstance(a, Variant)))
        return real(*args)

    monkeypatch.setattr(timing, "run_deep", spy)
    status, out = kata("solve", "nim-game", "--jsonl", "-", stdin="7\n9\n")
    results = [r for line in out.splitlines() for r in json.loads(line)["results"] if "answer" in r]
    assert status == 0
    assert sorted(calls) == sorted(r["variant"] for r in results)
    assert all(r["seconds"] > 0 for r in results)
    assert any(r["nodes"] for r in results)
    calls.clear()
    status, out = kata("solve", "nim-game", "7", "--json")
    counted = [r["variant"] for r in json.loads(out)["results"] if r.get("nodes") and r["variant"] != "bottom_up"]
    assert status == 0
    assert len(counted) >= 2
    assert all(calls.count(name) == 2 for name in counted), calls


def test_tree_json_matches_the_documented_shape() -> None:
    """`kata tree TREE --json` reports minimax and alpha-beta values and nodes and the best move."""
    status, out = kata("tree", "[[7,3],[15],[1,12,20,22]]", "--json")
    obj = json.loads(out)
    assert status == 0
    assert obj["minimax"] == {"value": 15, "nodes": 11}
    assert obj["alpha_beta"] == {"value": 15, "nodes": 8}
    assert obj["best_move"] == 1


def test_tree_of_one_leaf_says_there_is_no_move_in_words() -> None:
    """`kata tree 5`: a lone leaf has no best move, said in words rather than Python's None; 1 node, not 1 nodes."""
    status, out = kata("tree", "5")
    assert status == 0
    assert out.splitlines()[:2] == [
        "value 5: the root is a leaf, so there is no move to make",
        "minimax entered 1 node, alpha-beta 1",
    ]


def test_tree_drawing_marks_pruned_branches() -> None:
    """The drawn tree marks each branch alpha-beta cut."""
    status, out = kata("tree", "[[7,3],[15],[1,12,20,22]]")
    assert status == 0
    assert out.count("pruned") == 3


BAD = [
    (["solve", "nim-game", "[1,2"], "not valid JSON"),
    (["solve", "nim-game", "true"], "boolean"),
    (["solve", "nim-game", "7.5"], "integer"),
    (["solve", "nim-game", "0"], "out of range"),
    (["solve", "nim-game", '"7"'], "string"),
    (["solve", "no-such-problem", "7"], "unknown problem"),
    (["solve", "nim-game", "7", "--variant", "nope"], "no variant"),
    (["solve", "nim-game"], "needs an INPUT"),
    (["solve", "nim-game", "--jsonl", "/no/such/file"], "cannot read"),
    (["tree", "[]"], "empty list"),
    (["tree", "[1,[true]]"], "boolean"),
    (["tree", "[" * 5000 + "]" * 5000], "deep"),
    (["bench", "nim-game", "--max-seconds", "-1"], "positive"),
    (["solve", "nim-game", "7", "--explain"], "--explain is not available"),
    (["frobnicate"], "invalid choice"),
    (["solve"], "required"),
]


@pytest.mark.parametrize(
    ("argv", "fault"),
    BAD,
    ids=[
        "malformed JSON",
        "boolean for an integer",
        "float for an integer",
        "value below range",
        "string for an integer",
        "unknown problem",
        "unknown variant",
        "missing input",
        "unreadable jsonl file",
        "empty tree",
        "boolean leaf",
        "tree too deep",
        "negative bench budget",
        "explain without an explanation",
        "unknown command",
        "missing problem",
    ],
)
def test_bad_input_gets_one_line_and_exit_2(argv: list[str], fault: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Every kind of bad input is refused with exit status 2 and a single line on stderr naming the fault."""
    status, _ = kata(*argv)
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1, err
    assert fault in err
    assert err.startswith("kata: ")


def test_python_dash_m_problems_is_the_same_command() -> None:
    """`python -m problems solve ...` runs the CLI as a real process: JSON on stdout, exit 0."""
    done = subprocess.run(
        [sys.executable, "-m", "problems", "solve", "nim-game", "4", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["agree"] is True


@pytest.mark.parametrize(("limit", "exponential"), [(22, True), (9, True), (10**6, False), (2**31 - 1, False)])
def test_bench_ladder_ends_at_the_declared_limit(limit: int, exponential: bool) -> None:
    """The bench ladder rises strictly and stops exactly at the variant's limit."""
    sizes = ladder(limit, exponential)
    assert sizes[-1] == limit
    assert sizes == sorted(set(sizes))
    assert len(sizes) >= 3


@pytest.mark.parametrize("width", [60, 80, 120])
def test_solve_says_the_skips_in_one_sentence_and_what_the_score_means(
    width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`kata solve c4 4455`: the ten variants past their limit are named in one sentence (not a two-line note
    each), the verdict does not call one variant's answer an agreement, and 18 is said in words."""
    monkeypatch.setenv("COLUMNS", str(width))
    status, out = kata("solve", "c4", "4455")
    assert status == 0
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= width
    start = next(k for k, line in enumerate(lines) if line.startswith("10 skipped"))
    sentence = [lines[start], *list(itertools.takewhile(lambda line: line.startswith("  "), lines[start + 1 :]))]
    said = " ".join(sentence)
    c4 = next(p for p in all_problems() if p.key == "c4")
    assert all(f"{v.name} ≤ {v.limit}" in said for v in c4.variants if v.name != "lower_bounds")
    assert sum("skipped" in line for line in lines) == 1
    assert "agree" not in out
    assert "18: the player to move wins with their 4th stone" in " ".join(line.strip() for line in lines)


def test_connect_four_scores_in_words() -> None:
    """Pons' scores said as wins by the k-th stone: 21 is a win with the first stone, -1 the opponent's 21st."""
    c4 = next(p for p in all_problems() if p.key == "c4")
    args = c4.parse("")
    assert c4.meaning(args, 21) is not None
    assert "player to move wins with their 1st stone" in (c4.meaning(args, 21) or "")
    assert "opponent wins with their 21st stone" in (c4.meaning(args, -1) or "")
    assert "draw" in (c4.meaning(args, 0) or "")


def test_hint_with_only_a_problem_lists_its_variants_and_their_hints() -> None:
    """`kata hint 486` names every variant with the hints it has (or none yet), not a usage error."""
    status, out = kata("hint", "486")
    assert status == 0
    p486 = next(p for p in all_problems() if p.key == "486")
    rows = {line.split()[0]: line for line in out.splitlines() if line.startswith("  ")}
    assert {v.name for v in p486.variants} <= set(rows)
    assert "0 of 3" in rows["naive"]
    assert "kata hint 486 VARIANT" in out


def test_help_lists_every_command_and_explains_one(capsys: pytest.CaptureFixture[str]) -> None:
    """`kata help` lists every command, `kata help solve` prints solve's own options, an unknown one is refused in
    one line, and `kata --version` names the installed version."""

    status, out = kata("help")
    assert status == 0
    assert all(f"    {name} " in out or f"    {name}\n" in out for name in COMMANDS)
    status, out = kata("help", "solve")
    assert status == 0
    assert out.startswith("usage: kata solve")
    assert "--jsonl FILE" in out
    assert kata("help", "nope")[0] == 2
    assert "no command 'nope'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith("kata ")


LONG = "/tmp/" + "folder-of-a-learner/" * 6 + "p0486_predict_the_winner.py"  # a path past any terminal's width
SAMPLES: list[tuple[tuple[str, ...], str]] = [  # (argv, stdin): what a person runs, well and badly
    (("help",), ""),
    (("help", "trace"), ""),
    (("list",), ""),
    (("solve", "c4", "4455"), ""),
    (("solve", "486", "[1,5,233,7]", "--explain"), ""),
    (("tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--steps"), ""),
    (("show", "486", "--diff", "naive", "memoized"), ""),
    (("hint", "486"), ""),
    (("quiz", "--seed", "1"), "3\n1 2\n"),
    (("solve", "292", "--jsonl", LONG), ""),
    (("solve", "292", "--jsonl", "/"), ""),
    (("solve", "292", "9" * 400), ""),
    (("solve", "486", "[1,5,"), ""),
    (("solve", "\u00fc" * 300, "7"), ""),
    (("tree", "[1e999]"), ""),
    (("bench", "292", "--max-seconds", "nan"), ""),
    (("hint", "486", "memoized", "--level", "9" * 30), ""),
    (("site", "--out", __file__), ""),
    (("check", "486", "--file", LONG), ""),
    (("check", "486", "--file", "/tmp/" + "a-learner-s-folder/" * 6), ""),
]


@pytest.mark.parametrize("width", [60, 80, pytest.param(120, marks=pytest.mark.slow)])
def test_every_line_fits_the_width_and_every_refusal_is_one_line(
    width: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """What a person runs, well and badly, at 60, 80 and 120 columns: every line printed, stdout and stderr, fits
    the width; a refusal is exit 2 with `kata: ` and one message (a long path loses its middle), on one line
    where it fits, else wrapped under its first word, never a traceback."""
    from rich.cells import cell_len

    monkeypatch.setenv("COLUMNS", str(width))
    monkeypatch.setenv("NO_COLOR", "1")
    deep = tmp_path.joinpath(*["a-learner-s-folder"] * 5)  # practice's refusal quotes the file's whole path
    deep.mkdir(parents=True)
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(deep))
    for argv, stdin in [*SAMPLES, (("practice", "486", "memoized"), ""), (("practice", "486", "memoized"), "")]:
        status, out = kata(*argv, stdin=stdin)
        err = capsys.readouterr().err
        lines = (out + err).splitlines()
        wide = [line for line in lines if cell_len(line) > width]
        # the one exception, by design (text.hanging): a file's path kata wrote, whole on its own row to be copied
        assert [line for line in wide if not Path(line.strip()).is_file()] == [], (width, argv)
        assert "Traceback" not in err, argv
        assert "internal error" not in err, argv
        if status == 2:
            assert err.startswith("kata: "), (argv, err)
            assert all(row.startswith(" " * 6) for row in err.splitlines()[1:]), (argv, err)  # one message
        else:
            assert status in (0, 1), (argv, status, err)


def test_a_refusal_too_wide_for_the_terminal_wraps_under_kata_with_its_words_whole() -> None:
    """At 60 columns a refusal wider than the line wraps at spaces under the message; a name in it is kept whole
    (it was cut to "maxCho...nteger" to stay on one line), and only a path loses its middle."""
    from shared.tool.text import fitted

    message = "kata: maxChoosableInteger = 30 is out of range (1 <= maxChoosableInteger <= 20)"
    assert fitted(message, 60).splitlines() == [
        "kata: maxChoosableInteger = 30 is out of range (1 <=",
        "      maxChoosableInteger <= 20)",
    ]
    assert fitted(message, 80) == message
    path = "kata: no /home/learner/" + "deep/" * 8 + "p0486.py yet: start with `kata practice 486 VARIANT`"
    assert fitted(path, 80) == "kata: no /home/learne...eep/p0486.py yet: start with `kata practice 486 VARIANT`"
    rows = fitted(path, 60).splitlines()
    assert max(map(len, rows)) <= 60
    assert rows[1].strip().endswith("/deep/p0486.py")  # the path on a row of its own, its middle cut to fit
    assert rows[-1] == "      yet: start with `kata practice 486 VARIANT`"


def test_a_bench_in_a_pipe_names_each_variant_and_says_while_one_runs_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Where stderr is no terminal, bench names each variant as it starts and says, each beat (1.5 s; 0.02 here)
    while one runs on, that it still does: `kata bench 292 --max-seconds 1 | cat` was silent 2 s at a time."""
    import functools

    from shared.tool.cli.common import Heartbeat

    monkeypatch.setattr("shared.tool.cli.bench.Heartbeat", functools.partial(Heartbeat, every=0.02))
    status, _ = kata("bench", "292", "--variant", "memoized", "--max-seconds", "0.2")
    err = capsys.readouterr().err
    assert status == 0
    assert err.startswith("kata bench 292: memoized (1 of 1)\n"), err
    assert "kata bench 292: still memoized (1 of 1) (" in err, err


def test_a_c4_bench_in_a_pipe_names_each_variant_and_set(capsys: pytest.CaptureFixture[str]) -> None:
    """Where stdout is no terminal for the spinner, bench c4 names each variant and set on stderr as it starts:
    `kata bench c4 | cat` was silent from start to end, a minute and more."""
    status, _ = kata("bench", "c4", "--variant", "alpha_beta", "--positions", "1", "--max-seconds", "0.2")
    assert status == 0
    assert capsys.readouterr().err.splitlines() == [
        "kata bench c4: alpha_beta, end game 28-34",
        "kata bench c4: alpha_beta, middle game 14-22",
        "kata bench c4: alpha_beta, opening 8-13",
    ]


def test_an_empty_input_is_the_empty_board_where_a_bare_string_is_read(capsys: pytest.CaptureFixture[str]) -> None:
    """`kata solve c4 ''` is the empty board, as '""' is; where JSON is wanted, an empty INPUT is refused with an
    example of what is: both said "INPUT is not valid JSON: Expecting value at column 1"."""
    status, out = kata("solve", "c4", "", "--json", "--variant", "naive", "--max-seconds", "0.05")
    assert (status, json.loads(out)["input"]) == (3, "")
    assert kata("solve", "292", " ")[0] == 2
    assert capsys.readouterr().err.endswith("kata: INPUT is empty: give it as JSON, e.g. 4\n")
