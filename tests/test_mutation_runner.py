"""The mutation runner itself (`python -m tests.mutation`), on a toy module with a deliberately thin test."""

from __future__ import annotations

from pathlib import Path

from tests import mutation

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
    """Of sign's four mutants the thin test kills two; `>` to `>=` and the bound 0 to 1 survive unless listed."""
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
    report = mutation.run(toy, root=tmp_path, jobs=2, timeout=30, equivalent={"problems/toy.py:6:12: 0 -> 1"})
    assert (report.killed, [m.key for m in report.survived]) == (2, ["problems/toy.py:6:8: > -> >="])
    assert [m.key for m in report.equivalent] == ["problems/toy.py:6:12: 0 -> 1"]
    assert report.score == 2 / 3
    assert toy.read_text() == TOY
    again = mutation.run(toy, root=tmp_path, jobs=1, timeout=30, equivalent=set(), lines={7, 8})
    assert (again.killed, again.survived, again.total) == (2, [], 2)


def test_equivalent_mutants_are_read_from_the_checked_in_list(tmp_path: Path) -> None:
    """Each `- path:line:column: description — reason` bullet of mutants-equivalent.md names one mutant."""
    listed = tmp_path / "eq.md"
    listed.write_text(
        "# Equivalent\n\n- `problems/toy.py:6:12: 0 -> 1` — x is an int: x > 0 and x > 1 differ at 1 only\n"
    )
    assert mutation.equivalent_keys(listed) == {"problems/toy.py:6:12: 0 -> 1"}
