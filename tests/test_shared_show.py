"""`kata show` at the widths people read it at: nothing past the edge, code never wrapped to column 0, nothing cut.

Every problem and every adjacent pair of its variants, as the registry has them today, rendered in-process.
"""

from __future__ import annotations

import difflib
import functools
import io
import itertools
import re
from pathlib import Path

import pytest
from rich.cells import cell_len

from shared.tool.catalog import all_problems
from shared.tool.cli import main
from shared.tool.registry import Problem
from shared.tool.show import NARROWEST, Yours, _refilled, diff_variants, variant_source
from shared.tool.text import CONTINUED, continued, mark_for

WIDTHS = (80, 60)
BORDER = "│"
MARKS = re.compile(rf"\s|#|{CONTINUED}")  # what layout adds or moves: spaces, the mark, a refilled comment's #


def kata(*argv: str) -> str:
    out = io.StringIO()
    assert main(list(argv), stdout=out) == 0, argv
    return out.getvalue()


def ink(text: str) -> str:
    """text without whitespace, continuation marks or comment signs: what a layout must keep, in order."""
    return MARKS.sub("", text)


@functools.cache
def sources_of(key: str) -> dict[str, str]:
    """Each variant's source by name, read once: both layout tests ask for it (inspect tokenises the chapter)."""
    (problem,) = [p for p in all_problems() if p.key == key]
    return {v.name: variant_source(v) for v in problem.variants}


def top_level(sources: dict[str, str]) -> set[str]:
    """The source lines of the variants that start at column 0 (`def naive(...)`, a decorator)."""
    return {line for source in sources.values() for line in source.splitlines() if line[:1].strip()}


def starts_a_top_level_line(row: str, lines: set[str]) -> bool:
    return any(line.startswith(row.rstrip()) for line in lines)


def layouts(shown: int) -> list[object]:
    """(problem, width) for every problem at every width; by default each problem at one of them, the next at
    the other, and half the problems (`shown` 0 or 1: the show test takes one half, the diff test the other),
    so that both widths and every problem's variants are laid out in every run at a quarter of the cost."""
    return [
        pytest.param(
            p, width, id=f"{p.key}-{width}", marks=() if (i + j) % len(WIDTHS) == 0 and i // 2 % 2 == shown else SLOW
        )
        for i, p in enumerate(all_problems())
        for j, width in enumerate(WIDTHS)
    ]


SLOW = pytest.mark.slow


@pytest.fixture(autouse=True)
def _plain(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.parametrize(("problem", "width"), layouts(0))
def test_show_keeps_every_line_within_the_width_and_every_code_line_off_column_0(
    problem: Problem, width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kata show P: no line past the width; inside each box, a row at the box's column 0 is the start of a source
    line that is at column 0 too (a `def`); every character of every variant is there, in order."""
    monkeypatch.setenv("COLUMNS", str(width))
    out = kata("show", problem.key)
    lines = out.splitlines()
    assert max(cell_len(line) for line in lines) <= width
    sources = sources_of(problem.key)
    top = top_level(sources)
    boxed = [line for line in lines if line.startswith(BORDER)]
    assert boxed, "the variants are in boxes"
    for line in boxed:
        for cell in line.split(BORDER)[1::2]:  # side by side, boxes touch: "│ code ││ code │"
            row = cell[1:]  # after the box's padding
            assert row[:1] == " " or not row or starts_a_top_level_line(row, top), (width, line)
    if not any("╮╭" in line for line in lines):  # stacked: each box's rows, in order, spell its variant
        shown = ink(out.replace(BORDER, ""))
        for name, source in sources.items():
            assert ink(source) in shown, name


@pytest.mark.parametrize(("problem", "width"), layouts(1))
def test_show_diff_keeps_every_line_within_the_width_and_each_row_its_sign(
    problem: Problem, width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kata show P --diff A B, for each adjacent A, B: no line past the width; every row of a change carries the
    sign of the line it continues, so the removed rows spell exactly the removed lines, and the added the added."""
    monkeypatch.setenv("COLUMNS", str(width))
    raw = {name: source.splitlines() for name, source in sources_of(problem.key).items()}
    top = top_level({name: "\n".join(lines) for name, lines in raw.items()})
    # what is diffed: the lines as shown, long comments refilled to the width (a changed word can leave a refilled
    # comment's first rows the same on both sides, and only its changed rows are then marked)
    sources = {name: _refilled(lines, max(width, NARROWEST) - 1) for name, lines in raw.items()}
    names = list(sources)
    for a, b in itertools.pairwise(names):
        out = kata("show", problem.key, "--diff", a, b)
        rows = out.splitlines()
        assert max(cell_len(row) for row in rows) <= width, (a, b)
        body = rows[rows.index(next(r for r in rows if r.startswith("@@"))) :]
        assert all(row[:1] in {" ", "+", "-", "@", ""} for row in body), (a, b)
        changed = {"-": "", "+": ""}
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, sources[a], sources[b]).get_opcodes():
            if tag != "equal":
                changed["-"] += "".join(sources[a][i1:i2])
                changed["+"] += "".join(sources[b][j1:j2])
        for sign, expected in changed.items():
            shown = ink("".join(row[1:] for row in body if row[:1] == sign))
            assert shown == ink(expected), (a, b, sign)
        assert all(row[1:2] == " " or starts_a_top_level_line(row[1:], top) for row in body if row[:1] in "+- ")


@pytest.mark.parametrize("width", [60, 80])
def test_show_diff_refills_long_comments_as_show_does(width: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """`kata show c4 --diff naive memoized` refills a block of long comments as prose, as `kata show` does: no
    comment continues after the mark mid-sentence ('... is scored' / '↪ at once'), each sign's words all there."""
    monkeypatch.setenv("COLUMNS", str(width))
    rows = kata("show", "c4", "--diff", "naive", "memoized").splitlines()
    assert max(cell_len(row) for row in rows) <= width
    for before, row in itertools.pairwise(rows):
        if row[1:].lstrip().startswith(CONTINUED):
            assert not before[1:].lstrip().startswith("#"), (before, row)
    for name, sign in (("naive", "-"), ("memoized", "+")):
        comments = [line.strip() for line in sources_of("c4")[name].splitlines() if line.strip().startswith("#")]
        shown = ink("".join(row[1:] for row in rows if row[:1] in (sign, " ")))
        assert all(ink(line.lstrip("# ")) in shown or "  " in line for line in comments[:3]), name


def test_a_long_line_continues_under_its_own_indentation_after_the_mark() -> None:
    """A line wider than the room continues on rows two columns in from its indentation, after ↪, broken between
    arguments or words, nothing lost; a line at column 0 continues off it; a deep one at half the width."""
    from rich.text import Text

    line = "        best = max(best, take - margin(lo, hi, take - beta, take - alpha))"
    rows = [row.plain for row in continued(Text(line), 50)]
    assert rows == ["        best = max(best, take - margin(lo, hi,", "          ↪ take - beta, take - alpha))"]
    rows = [row.plain for row in continued(Text("def naive(piles: list[int], losing: list[int]) -> bool:"), 30)]
    assert rows == ["def naive(piles: list[int],", "  ↪ losing: list[int]) ->", "  ↪ bool:"]
    deep = " " * 30 + "x = 1  # a comment far to the right that needs more than one row"
    assert all(cell_len(row.plain) <= 40 for row in continued(Text(deep), 40))
    assert all(row.plain.startswith(" " * 22 + "↪ ") for row in continued(Text(deep), 40)[1:])
    assert ink("".join(row.plain for row in continued(Text(deep), 40))) == ink(deep)
    assert [row.plain for row in continued(Text("short"), 40)] == ["short"]


def test_show_falls_back_to_ascii_where_the_output_cannot_carry_the_mark(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under an ASCII stdout (PYTHONIOENCODING=ascii) the continuation mark is `>>` and nothing fails to encode."""
    assert mark_for("ascii", CONTINUED) == ">>"
    assert mark_for("utf-8", CONTINUED) == CONTINUED
    monkeypatch.setenv("COLUMNS", "50")  # narrower than naive's docstring with its `-`
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="ascii")
    assert main(["show", "1140", "--diff", "naive", "memoized"], stdout=out) == 0
    out.flush()
    assert "-      >> " in raw.getvalue().decode("ascii")


def test_a_learners_tabs_and_escapes_are_shown_not_obeyed() -> None:
    """A learner's file with a tab and an ANSI escape in a comment: the tab is spaces, the escape shown as text."""
    mine = Yours("naive (yours)", "O(1)", "O(1)", "def naive(n: int) -> bool:\n\treturn True  # \x1b[2J clear\n")
    out = io.StringIO()
    from rich.console import Console

    Console(file=out, width=40, no_color=True).print(diff_variants(mine, mine, 40))
    assert "have the same source" in " ".join(out.getvalue().split())
    theirs = Yours("naive (yours)", "O(1)", "O(1)", "def naive(n: int) -> bool:\n    return False\n")
    out = io.StringIO()
    Console(file=out, width=40, no_color=True).print(diff_variants(mine, theirs, 40))
    assert "-    return True  # \\x1b[2J clear" in out.getvalue()
    assert "\x1b" not in out.getvalue()


def costs(name: str, width: int) -> bool:
    """Does the default run lay this command out at this width?"""
    return width == 40 or (width == 80 and name != "solve with named parameters")


NARROW = {
    "list": ["list"],
    "solve with a skip note": ["solve", "464", '{"maxChoosableInteger": 10, "desiredTotal": 11}'],
    "solve with named parameters": [
        "solve",
        "1728",
        '{"grid": ["####F","#C...","M...."], "catJump": 1, "mouseJump": 2}',
    ],
    "tree steps": ["tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--steps"],
    "tree drawn": ["tree", "[[3,12,8],[2,4,6],[14,5,2]]"],
}


# 80 and 40 by default (the usual width and the narrowest, where every table is one record a row), but 1728's
# solve (a tenth of a CPU-s a run) at 40 alone; every command at every width under --slow
NARROW_RUNS = [
    pytest.param(argv, width, id=f"{name}-{width}", marks=() if costs(name, width) else pytest.mark.slow)
    for name, argv in NARROW.items()
    for width in (80, 60, 40)
]


@pytest.mark.parametrize(("argv", "width"), NARROW_RUNS)
def test_other_commands_fit_and_never_cut_a_name_or_a_figure(
    argv: list[str], width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Below the width a table needs, it becomes one record per row: no line past the width, no '…', and every
    variant name and declared Time still whole on some line."""
    monkeypatch.setenv("COLUMNS", str(width))
    out = kata(*argv)
    lines = out.splitlines()
    assert max(cell_len(line) for line in lines) <= width
    assert "…" not in out
    if argv[0] in ("list", "solve"):
        problems = all_problems() if argv[0] == "list" else [p for p in all_problems() if p.key == argv[1]]
        words = {word for line in lines for word in line.replace("│", " ").split()}
        for p in problems:
            assert {p.key, *(v.name for v in p.variants)} <= words, p.key
            if argv[0] == "list":
                assert all(any(v.time in line for line in lines) for v in p.variants), p.key


WRONG_292 = 'def naive(n: int) -> bool:\n    """Wrong: the first player always wins."""\n    return n > 0\n'


@pytest.mark.parametrize("width", [60, 80, pytest.param(120, marks=pytest.mark.slow)])
def test_check_and_play_fit_the_width_and_wrap_under_their_indentation(
    width: int, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """`kata check` and `kata play` at 60, 80 and 120 columns: no line past the width, a wrapped line never back at
    column 0, a case's description whole (no '...'), a word never split ('four in a r / ow')."""
    monkeypatch.setenv("COLUMNS", str(width))
    wrong = tmp_path / "wrong.py"
    wrong.write_text(WRONG_292)
    out = io.StringIO()
    main(["check", "292", "naive", "--file", str(wrong)], stdout=out, stdin=io.StringIO())
    lines = out.getvalue().splitlines()
    assert max(cell_len(line) for line in lines) <= width
    assert all(line.startswith(" ") for line in lines[1:]), [line for line in lines[1:] if not line.startswith(" ")]
    assert "..." not in out.getvalue()
    assert "four stones lose whatever you take" in " ".join(line.strip() for line in lines)
    out = io.StringIO()
    main(["play", "c4", "--budget", "0.2"], stdout=out, stdin=io.StringIO("q\n"))
    lines = out.getvalue().splitlines()
    assert max(cell_len(line) for line in lines) <= width
    assert "four in a row" in " ".join(line.strip() for line in lines)


def test_quiz_explanations_continue_under_their_indentation_at_40_columns(monkeypatch: pytest.MonkeyPatch) -> None:
    """kata quiz at 40 columns: every line fits, and a wrapped explanation never falls back to column 0."""
    monkeypatch.setenv("COLUMNS", "40")
    out = io.StringIO()
    main(["quiz", "--seed", "1"], stdout=out, stdin=io.StringIO("3\n1 2\n"))
    lines = out.getvalue().splitlines()
    assert max(cell_len(line) for line in lines) <= 40
    starts = ("tree:", "MAX", "├", "└", "│", "What", "Which", "✓", "✗", "(kata quiz")
    assert all(line.startswith((" ", *starts)) or not line for line in lines), lines


def test_an_ascii_terminal_gets_ascii_spellings_not_an_error() -> None:
    """Under PYTHONIOENCODING=ascii, `kata tree --steps` spells α, β and ∞ out instead of failing."""
    raw = io.BytesIO()
    out = io.TextIOWrapper(raw, encoding="ascii")
    assert main(["tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--steps"], stdout=out) == 0
    out.flush()
    text = raw.getvalue().decode("ascii")
    assert "(alpha -inf, beta +inf)" in text
    assert "x MIN node [1] has 2 <= alpha = 3" in text


@pytest.mark.parametrize("columns", ["1", pytest.param("7", marks=pytest.mark.slow), "0", "wide"])
def test_a_nonsense_width_is_laid_out_at_a_sane_one(columns: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """COLUMNS=1 (or 0, or a word) still shows every variant and the diff, at 20 columns or rich's 80, never a
    crash; a terminal cannot be narrower than a box needs."""
    monkeypatch.setenv("COLUMNS", columns)
    assert "def naive(" in kata("show", "486")
    diff = kata("show", "1140", "--diff", "naive", "memoized").splitlines()
    assert any(row.startswith("+    memo") for row in diff)


def test_a_lower_case_label_after_a_sentence_is_not_refilled_into_it() -> None:
    """c4's `# The player to move cannot win at once (see above).` then `# where the opponent would complete four`
    (a label for the line below): refilled at 40 columns, the label keeps its own rows, under the sentence."""
    lines = [
        "    # The player to move cannot win at once (see above).",
        "    # where the opponent would complete four",
        "    theirs = p.spots(current ^ mask, mask)",
    ]
    assert _refilled(lines, 40) == [
        "    # The player to move cannot win at",
        "    # once (see above).",
        "    # where the opponent would complete",
        "    # four",
        lines[2],
    ]
