"""The learner's loop: show, practice, check, and pytest --practice, as a new user meets them."""

from __future__ import annotations

import ast
import functools
import inspect
import io
import sys
from pathlib import Path

import pytest

from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli import main
from shared.tool.judge import Judgement, entries
from shared.tool.judge.levels import check
from shared.tool.show import GUTTER, variant_source
from tests.conftest import ROOT
from tests.forked import run_pytest
from tests.learner_corpus import quick_larger_cases

GAME = "nim-game"  # the smallest chapter, by slug (its key would make `pytest -k KEY` pick these tests up)

RIGHT = '''

def memoized(n: int) -> bool:
    """Mine: a memo of who wins with k stones."""
    memo: dict[int, bool] = {}

    def wins(k: int) -> bool:
        if k == 0:
            return False
        if k not in memo:
            memo[k] = False
            for take in range(1, min(3, k) + 1):
                if not wins(k - take):
                    memo[k] = True
        return memo[k]

    return wins(n)
'''

WRONG = '''

def naive(n: int) -> bool:
    """Mine, with the classic slip: it thinks the player facing an empty heap has won."""
    if n == 0:
        return True
    return any(not naive(n - take) for take in range(1, min(3, n) + 1))
'''


@pytest.fixture
def practice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private practice/ folder, so the tests never touch a learner's real one; quick larger cases."""
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(tmp_path))
    monkeypatch.setenv("NO_COLOR", "1")
    quick_larger_cases(monkeypatch)  # no test here fails at them: a right memo waited 5 s on 292's three largest
    return tmp_path


def kata(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), stdout=out), out.getvalue()


def stub_file(practice: Path) -> Path:
    return practice / f"{find_problem(GAME).stem}.py"


def replace_stub(path: Path, name: str, body: str) -> None:
    """Swap the stub of `name` for the learner's own version."""
    text = path.read_text(encoding="utf-8")
    start = text.index(f"def {name}(")
    end = text.find("\ndef ", start + 1)
    path.write_text(text[:start] + body.strip() + "\n" + (text[end:] if end != -1 else ""), encoding="utf-8")


def test_practice_writes_a_stub_with_the_reference_signature(practice: Path) -> None:
    """The stub has the reference's exact signature and docstring, and a body that raises NotImplementedError."""
    status, out = kata("practice", GAME, "memoized")
    text = stub_file(practice).read_text(encoding="utf-8")
    assert status == 0
    assert str(stub_file(practice)) in out
    assert "kata check" in out
    assert "def memoized(n: int) -> bool:" in text
    assert "raise NotImplementedError" in text
    assert "Time O(n), Space O(n)" in text


def test_practice_without_a_setting_writes_under_the_folder_kata_runs_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no $KATA_PRACTICE_DIR the stub goes to ./practice where kata runs, never beside the installed code."""
    monkeypatch.delenv("KATA_PRACTICE_DIR", raising=False)
    monkeypatch.chdir(tmp_path)
    status, _ = kata("practice", GAME, "memoized")
    assert status == 0
    assert stub_file(tmp_path / "practice").is_file()


def test_practice_dir_setting_expands_the_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """KATA_PRACTICE_DIR=~/kata means the learner's home, not a folder literally named ~."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("KATA_PRACTICE_DIR", "~/kata")
    monkeypatch.chdir(tmp_path)
    status, _ = kata("practice", GAME, "naive")
    assert status == 0
    assert stub_file(tmp_path / "kata").is_file()
    assert not (tmp_path / "~").exists()


def test_a_stub_imports_only_what_its_chapter_defines(practice: Path) -> None:
    """Every problem's stub imports from its chapter only the chapter's own rule helpers, in lines of 80 columns."""
    # One test over all problems, not one per key: a key in a test id would answer `pytest -k KEY`.
    for problem in all_problems():
        status, _ = kata("practice", problem.slug, problem.variants[0].name)
        assert status == 0
        source = (practice / f"{problem.stem}.py").read_text(encoding="utf-8")
        chapter = ast.parse(inspect.getsource(sys.modules[problem.module])).body
        defined = {n.name for n in chapter if isinstance(n, ast.FunctionDef | ast.ClassDef)}
        defined |= {
            t.id
            for n in chapter
            if isinstance(n, ast.Assign | ast.AnnAssign)
            for t in ast.walk(n)
            if isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store)
        }
        helpers = defined - {v.name for v in problem.variants}
        for node in ast.parse(source).body:
            if isinstance(node, ast.ImportFrom) and node.module == problem.module:
                names = {alias.name for alias in node.names}
                assert names <= helpers, f"{problem.key}: {sorted(names - helpers)}"
                lines = source.splitlines()[node.lineno - 1 : node.end_lineno or node.lineno]
                assert all(len(line) <= 80 for line in lines), "\n".join(lines)


def test_check_fails_on_the_stub_then_passes_a_right_version(practice: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """kata check says a fresh stub is not written yet, and passes every level once it is written.

    The check's 15 s are spent before the stretch, which then says so: climbing to 100,000 stones took
    a second here (test_check_file_takes_a_leetcode_solution climbs).
    """
    monkeypatch.setattr(check, "WHOLE_CHECK", 0.0)
    kata("practice", GAME, "memoized")
    status, out = kata("check", GAME)
    assert status == 1
    assert "nothing written yet" in out
    replace_stub(stub_file(practice), "memoized", RIGHT)
    status, out = kata("check", GAME, "memoized")
    assert status == 0, out
    for level in ("ok    cases:", "ok    random:", "ok    honest:", "ok    fast:", "stretch:", "passed"):
        assert level in out, out


def test_check_names_the_failing_case_with_its_input(practice: Path) -> None:
    """A wrong version fails, and each failing case is shown with its input, the expected and the actual answer."""
    kata("practice", GAME, "naive")
    replace_stub(stub_file(practice), "naive", WRONG)
    status, out = kata("check", GAME, "naive")
    assert status == 1
    assert "FAIL  cases:" in out
    assert ": expected false, got true\n" in out  # the failing case's line says what went wrong
    assert "        on\n          n = 4\n" in out  # the input by name, on a line of its own


def test_the_suite_never_writes_into_the_developers_practice_folder() -> None:
    """Each test has a practice folder of its own (conftest), so no check run by a test reaches ROOT/practice."""
    from shared.tool.learner.practice import practice_dir

    assert not practice_dir().resolve().is_relative_to(ROOT.resolve())


def test_a_second_practice_leaves_the_learners_work_untouched(
    practice: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Asking for the same stub again refuses with one line and exit 2; the file is byte for byte the same."""
    kata("practice", GAME, "memoized")
    replace_stub(stub_file(practice), "memoized", RIGHT)
    before = stub_file(practice).read_bytes()
    status, _ = kata("practice", GAME, "memoized")
    assert status == 2
    assert "already; kept (--force" in capsys.readouterr().err
    assert stub_file(practice).read_bytes() == before


def test_force_resets_one_function_and_keeps_a_backup(practice: Path) -> None:
    """--force copies the file to a backup, resets only the named function, and leaves the others as written."""
    kata("practice", GAME, "memoized")
    kata("practice", GAME, "naive")
    replace_stub(stub_file(practice), "memoized", RIGHT)
    replace_stub(stub_file(practice), "naive", WRONG)
    written = stub_file(practice).read_text(encoding="utf-8")
    status, out = kata("practice", GAME, "naive", "--force")
    text = stub_file(practice).read_text(encoding="utf-8")
    backup = stub_file(practice).with_name(stub_file(practice).name + ".bak1")
    assert status == 0
    assert "bak1" in out
    assert backup.read_text(encoding="utf-8") == written
    assert "thinks the player facing an empty heap has won" not in text
    assert RIGHT.strip() in text


def test_an_endless_loop_is_reported_not_waited_on(practice: Path) -> None:
    """A learner's function that never returns is stopped at the budget and reported as too slow."""
    kata("practice", GAME, "memoized")
    replace_stub(stub_file(practice), "memoized", "def memoized(n: int) -> bool:\n    while True:\n        pass\n")
    problem = find_problem(GAME).but(budget=0.1)
    (entry,) = entries(problem, stub_file(practice), None)
    verdicts = list(Judgement(problem, stub_file(practice), entry).verdicts())
    assert [(v.level, v.ok) for v in verdicts] == [("cases", False), ("cases", False)]  # the case, the summary
    assert "still running after 0.1 s" in verdicts[0].line
    assert "more not run after that" in verdicts[1].details[0], "after one timeout the other cases are not waited on"


def test_check_without_a_practice_file_says_what_to_do(practice: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Checking before practising is refused in one line that names the next command."""
    status, _ = kata("check", GAME)
    assert status == 2
    assert "kata practice" in capsys.readouterr().err


@functools.cache
def shown(slug: str, columns: int) -> tuple[int, str]:
    """`kata show SLUG` at that width under NO_COLOR, rendered once for the tests that read it (each problem's show
    costs some 10 ms; two tests read all nineteen at 160 columns)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("COLUMNS", str(columns))
        mp.setenv("NO_COLOR", "1")
        return kata("show", slug)


# At 80 columns test_shared_show checks each problem's layout more closely (at 80 and 60); 160 is this one's own.
@pytest.mark.parametrize("columns", [pytest.param(80, marks=pytest.mark.slow), 160])
def test_show_fits_the_terminal(columns: int, practice: Path) -> None:
    """kata show lays out every variant of every problem within the terminal's width, colourless under NO_COLOR."""

    for problem in all_problems():
        status, out = shown(problem.slug, columns)
        assert status == 0
        assert max(len(line) for line in out.splitlines()) <= columns, problem.slug
        assert "\x1b[" not in out
        for v in problem.variants:
            assert f"def {v.func.__name__}(" in out, (problem.slug, v.name)


def test_show_names_what_the_variants_use_and_nothing_of_the_tool(practice: Path) -> None:
    """Below the variants, kata show names the chapter helpers and engine parts they use: never the tool's wiring,
    nor any counting: a table's cells are counted from outside."""

    for problem in all_problems():
        _, out = shown(problem.slug, 160)
        uses = out[out.find("uses from") :] if "uses from" in out else ""
        assert "count_node" not in out, problem.slug  # nothing a learner could not paste
        assert "shared.tool" not in uses, problem.slug
    _, out = kata("show", "nim-variant", "naive")
    assert "uses from problems.nim_variant: after_moves, canonical, extra_losing, verdict" in out


def test_show_puts_two_variants_side_by_side_when_they_fit(practice: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """naive and memoized share rows when each of their lines fits half the width (a box's border and padding
    included), and are stacked, each whole, at one column less each."""
    problem = find_problem(GAME)
    pair = (problem.variant("naive"), problem.variant("memoized"))
    longest = max(len(line) for v in pair for line in variant_source(v).splitlines())
    monkeypatch.setenv("COLUMNS", str(2 * (longest + GUTTER)))
    _, wide = kata("show", GAME, "naive", "memoized")
    monkeypatch.setenv("COLUMNS", str(2 * (longest + GUTTER) - 2))
    _, narrow = kata("show", GAME, "naive", "memoized")
    assert any("def naive(" in line and "def memoized(" in line for line in wide.splitlines())
    assert not any("def naive(" in line and "def memoized(" in line for line in narrow.splitlines())


def test_show_diff_shows_what_the_memo_adds(practice: Path) -> None:
    """--diff naive memoized prints the memo, naive's search under @cache, as the one line added to the search."""
    status, out = kata("show", GAME, "--diff", "naive", "memoized")
    assert status == 0
    assert "+    @cache\n     def value(stones: int) -> int:\n         if stones == 0:" in out


def test_show_practice_puts_yours_beside_the_reference(practice: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """kata show --practice shows the reference and the learner's version of each written variant."""
    monkeypatch.setenv("COLUMNS", "160")
    kata("practice", GAME, "memoized")
    replace_stub(stub_file(practice), "memoized", RIGHT)
    status, out = kata("show", GAME, "memoized", "--practice")
    assert status == 0
    assert "memoized (yours)" in out
    assert "Mine: a memo of who wins" in out


@pytest.mark.parametrize("top", ["while True: pass", "raise SystemExit(0)"], ids=["a loop", "an exit"])
def test_show_practice_reads_the_learners_file_without_running_it(top: str, practice: Path) -> None:
    """A loop or an exit() at the top of the learner's file neither hangs nor ends `kata show --practice`."""
    kata("practice", GAME, "memoized")
    replace_stub(stub_file(practice), "memoized", RIGHT)
    stub_file(practice).write_text(top + "\n" + stub_file(practice).read_text(encoding="utf-8"), encoding="utf-8")
    status, out = kata("show", GAME, "memoized", "--practice")
    assert status == 0
    assert "Mine: a memo of who wins" in out
    assert "shared.tool" not in out  # the tool's wiring around a loaded function is not the learner's
    status, out = kata("show", GAME, "--diff", "naive", "memoized", "--practice")
    assert (status, "+    memo: dict[int, bool] = {}" in out) == (0, True)


def test_pytest_practice_judges_only_the_learners_code_and_shows_a_broken_file(practice: Path) -> None:
    """`pytest --practice`: a right memoized passes, a wrong naive fails by name, unwritten variants are skipped
    with the reason, the reference's own tests are not run, and a file with a SyntaxError fails with file:line."""
    kata("practice", GAME, "memoized")
    kata("practice", GAME, "naive")
    replace_stub(stub_file(practice), "memoized", RIGHT)
    replace_stub(stub_file(practice), "naive", WRONG)
    broken = practice / f"{find_problem('486').stem}.py"
    broken.write_text("def naive(nums: list[int]) -> bool:\n    return (\n", encoding="utf-8")
    files = ["tests/test_matrix.py", "tests/test_p0292_nim_game.py", "tests/test_p0486_predict_the_winner.py"]
    options = ["-rA", "--practice", "--numprocesses=0", "-p", "no:cacheprovider"]
    wanted = "(292 or 486) and (case or survives or engine or thousands)"
    status, out = run_pytest([*options, "-k", wanted, *files], cwd=ROOT)
    assert status == 1, out[-3000:]
    assert "FAILED tests/test_matrix.py::test_case[292 naive: LeetCode example 1" in out
    assert "PASSED tests/test_matrix.py::test_case[292 memoized: LeetCode example 1" in out
    assert "FAILED tests/test_matrix.py::test_case[292 memoized" not in out
    assert f"alpha_beta is not in {stub_file(practice)} yet: kata practice 292 alpha_beta" in out
    assert "survives" not in out, "the reference's own test is not the learner's pass"
    assert "engine_agrees" not in out, "a test of the shared engine is not the learner's pass"
    assert f"{broken}:2: SyntaxError" in out
    assert "FAILED tests/test_matrix.py::test_case[486 your practice file]" in out
    assert "FAILED tests/test_p0486_predict_the_winner.py::test_thousands_of_small_rows_agree" in out
