"""The mutation runner itself (`python -m tests.mutation`), on a toy module with a deliberately thin test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests import mutation, mutation_audit
from tests.conftest import ROOT

TOY = '''"""A toy."""


def sign(x: int) -> int:
    """1 for a positive number, else 0."""
    if x > 0:
        return 1
    return 0
'''

THIN_TEST = """from problems.toy import sign


def test_sign() -> None:
    assert sign(5) == 1
    assert sign(-3) == 0
"""


def test_runner_kills_what_the_test_sees_and_lists_what_it_misses(tmp_path: Path) -> None:
    """Of sign's four mutants the thin test kills those it sees; `>` to `>=` and the bound 0 to 1 survive
    unless listed as equivalent; `lines` runs only the mutants on those lines."""
    (tmp_path / "problems").mkdir()
    (tmp_path / "problems" / "__init__.py").write_text("")
    (tmp_path / "problems" / "toy.py").write_text(TOY)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "__init__.py").write_text("")
    (tmp_path / "tests" / "test_toy.py").write_text(THIN_TEST)
    toy = tmp_path / "problems" / "toy.py"
    assert [m.key for m in mutation.mutants(toy, tmp_path)] == [
        "problems/toy.py:6:12: 0 -> 1",
        "problems/toy.py:6:8: > -> >=",
        "problems/toy.py:7:16: 1 -> 2",
        "problems/toy.py:8:12: 0 -> 1",
    ]
    assert mutation.judging_tests(toy, tmp_path) == ["tests/test_toy.py"]
    # One run, each pytest session in it costing most of a second: line 7's mutant is left out by `lines`,
    # line 6's first one is listed as equivalent and not run, so two run, one killed and one surviving.
    equivalent = {"problems/toy.py:6:12: 0 -> 1"}
    report = mutation.run(toy, root=tmp_path, jobs=2, timeout=30, equivalent=equivalent, lines={6, 8})
    assert (report.killed, [m.key for m in report.survived]) == (1, ["problems/toy.py:6:8: > -> >="])
    assert [m.key for m in report.equivalent] == ["problems/toy.py:6:12: 0 -> 1"]
    assert (report.score, report.total) == (1 / 2, 3)
    assert toy.read_text() == TOY


def test_a_mutant_keeps_the_modules_comments_and_layout(tmp_path: Path) -> None:
    """Only the edited expression is rewritten, so a test that reads a comment (a figure in the prose) still
    passes on the unmutated module and judges the mutant by behaviour; the unmutated source is the file itself."""
    toy = tmp_path / "toy.py"
    toy.write_text(TOY.replace("    if x > 0:", "    # 2,781 of the first 10^5\n    if x > 0:"))
    assert mutation.mutated_source(toy, -1) == toy.read_text()
    [flip] = [m for m in mutation.mutants(toy, tmp_path) if m.description == "> -> >="]
    mutated = mutation.mutated_source(toy, flip.index)
    assert "# 2,781 of the first 10^5" in mutated
    assert mutated == toy.read_text().replace("if x > 0:", "if (x >= 0):")


def test_every_listed_equivalent_names_a_mutant_of_todays_code() -> None:
    """A bullet whose line moved names no mutant (or another one): the list must follow the code it judges."""
    listed = mutation.equivalent_keys()
    bullets = re.findall(r"^- `([^`]+)`", mutation.EQUIVALENT.read_text(encoding="utf-8"), re.M)
    assert len(bullets) == len(set(bullets)), "a mutant is listed twice: one of its bullets explains another"
    paths = {key.split(":")[0] for key in listed}
    today = {m.key for path in paths if (ROOT / path).exists() for m in mutation.mutants(ROOT / path, ROOT)}
    assert sorted(listed - today) == []


def test_equivalent_mutants_are_read_from_the_checked_in_list(tmp_path: Path) -> None:
    """Each `- path:line:column: description — reason` bullet of mutants-equivalent.md names one mutant."""
    listed = tmp_path / "eq.md"
    listed.write_text(
        "# Equivalent\n\n- `problems/toy.py:6:12: 0 -> 1` — x is an int: x > 0 and x > 1 differ at 1 only\n"
    )
    assert mutation.equivalent_keys(listed) == {"problems/toy.py:6:12: 0 -> 1"}


AUDITED_TOY = '''"""A toy with true and false equivalents."""

from shared.engine.counting import count_node
from shared.engine.recursion import recursion_limit

STACK = 10  # used only as headroom


def room(x: int) -> int:
    """Frames clamp may need: called only for its headroom."""
    return x + 1


def clamp(x: int) -> int:
    """x, but at least 0: one node."""
    count_node(1)
    if x < 0:
        return 0
    with recursion_limit(room(x) + STACK):
        return x
'''


def test_audit_tells_a_false_equivalent_apart_and_passes_a_true_one(tmp_path: Path) -> None:
    """Listed as equivalent: `x < 0` to `x <= 0` or `x < 1` is (clamp(0) is 0 either way); `return 0` to
    `return 1` is not (clamp(-2)), nor is one node counted as two (same answers, other counts); a headroom
    (in `recursion_limit`'s argument, or a constant or function used only there) is not judged, and a bullet
    naming no mutant is stale."""

    (tmp_path / "problems").mkdir()
    toy = tmp_path / "problems" / "toy.py"
    toy.write_text(AUDITED_TOY)
    keys = [m.key for m in mutation.mutants(toy, tmp_path)]
    assert keys == [
        "problems/toy.py:6:9: 10 -> 11",
        "problems/toy.py:11:16: 1 -> 2",
        "problems/toy.py:11:12: + -> -",
        "problems/toy.py:16:16: 1 -> 2",
        "problems/toy.py:17:12: 0 -> 1",
        "problems/toy.py:17:8: < -> <=",
        "problems/toy.py:18:16: 0 -> 1",
        "problems/toy.py:19:26: + -> -",
    ]
    original = mutation_audit.load_mutant(toy, -1, "problems.toy")
    inputs = {"clamp": [(str(x), {"x": x}) for x in range(-2, 3)]}
    listed = [*keys, "problems/toy.py:99:1: 0 -> 1"]
    report = mutation_audit.audit_module(toy, listed, original, inputs, root=tmp_path)
    found = {f.key: (f.kind, f.detail) for f in report.findings}
    headroom = ("headroom", "changes only a recursion headroom")
    assert found == {
        "problems/toy.py:6:9: 10 -> 11": headroom,
        "problems/toy.py:11:16: 1 -> 2": headroom,
        "problems/toy.py:11:12: + -> -": headroom,
        "problems/toy.py:16:16: 1 -> 2": ("told apart", "clamp(-2): the code gives 0 (1 node), the mutant 0 (2 nodes)"),
        "problems/toy.py:18:16: 0 -> 1": ("told apart", "clamp(-2): the code gives 0 (1 node), the mutant 1 (1 node)"),
        "problems/toy.py:19:26: + -> -": headroom,
        "problems/toy.py:99:1: 0 -> 1": ("stale", "no such mutant in the file as it is now (did a line move?)"),
    }
    assert (report.audited, report.fewest) == (2, 5)  # `x < 1` and `x <= 0` pass, on all five inputs


def test_audit_refuses_what_is_not_a_chapter(capsys: pytest.CaptureFixture[str]) -> None:
    """Engine modules are out of the audit's scope: one line, exit 2."""
    assert mutation.main(["--audit", "shared/engine/search.py"]) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert "chapters (problems/*.py) only" in out
