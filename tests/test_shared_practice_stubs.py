"""Practice stubs teach: the rules and examples always, the idea on a first attempt only, nothing of the repository,
and every command they suggest works from the learner's folder, where `kata practice` wrote them."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli import main
from shared.tool.learner.practice import _header, rules_and_examples, stub_source, write_stub

# What a learner who installed the kata cannot open or use: a repository path, a module, a benchmark log.
REPOSITORY = re.compile(
    r"(?<![/\w])(tests|shared|problems)/|shared\.\w|kata bench|kamyu|medians of|loaded 2-core|pytest "
)


@pytest.mark.parametrize("p", [pytest.param(p, id=p.key) for p in all_problems()])
def test_a_stub_shows_the_rules_and_examples_and_nothing_of_the_repository(p: object) -> None:
    """A first attempt's header has the rules, the examples and the idea; --again's the rules and examples only."""
    problem = find_problem(str(getattr(p, "key")))  # noqa: B009
    rules, idea = rules_and_examples(problem)
    first, again = _header(problem), _header(problem, again=True)
    for header in (first, again):
        assert ">>> " in header, problem.key  # the examples
        assert rules.splitlines()[0] in header
        assert not REPOSITORY.search(header), (problem.key, REPOSITORY.search(header))
    if idea:
        assert "The idea:" in first
        assert "The idea:" not in again
        assert idea.splitlines()[0] not in again
    for v in problem.variants:
        assert not REPOSITORY.search(stub_source(problem, v)), (problem.key, v.name)


def test_again_takes_the_idea_out_of_the_file_and_keeps_a_learners_own_docstring(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """486's recurrence is in a first stub; a review from memory (--again) takes it out, unless the learner edited
    the docstring, which is then left as they wrote it."""
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(tmp_path))
    problem = find_problem("486")
    v = problem.variant("memoized")
    write_stub(problem, v)
    path = tmp_path / f"{problem.stem}.py"
    recurrence = "margin(i, j) = max("
    assert recurrence in path.read_text(encoding="utf-8")
    write_stub(problem, v, again=True)
    text = path.read_text(encoding="utf-8")
    assert recurrence not in text
    assert "def memoized(nums: list[int]) -> bool:" in text
    assert ">>> memoized(nums=[1, 5, 2])" in text
    mine = text.replace("Practice: 486", "Practice: 486, my notes: margin(i, j) = max(...)")
    path.write_text(mine, encoding="utf-8")
    write_stub(problem, v, again=True)
    assert "my notes: margin(i, j) = max(...)" in path.read_text(encoding="utf-8")


def test_every_command_a_stub_suggests_works_from_the_learners_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Run as a learner would, in a fresh folder with no setting: `kata practice`, then each `kata ...` line
    the stub and kata printed. Each is understood (no usage error) and judges or shows."""
    # In this process, on this checkout: a `python -m problems` per command ran whatever checkout the venv was
    # installed from (not this one, in a clean clone) and cost ~2 CPU-s, past pytest's timeout under load.
    monkeypatch.delenv("KATA_PRACTICE_DIR")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "80")

    def kata(*argv: str) -> tuple[int, str, str]:
        out = io.StringIO()
        status = main(list(argv), stdout=out, stdin=io.StringIO(""))
        return status, out.getvalue(), capsys.readouterr().err

    status, written, err = kata("practice", "486", "memoized")
    assert status == 0, err
    stub = (tmp_path / "practice" / f"{find_problem('486').stem}.py").read_text(encoding="utf-8")
    header = stub[: stub.index('"""', 3)]
    said = [m[1] for m in re.finditer(r"(?:^\s*|: |run: )(kata [^\n`]+)", header + "\n" + written, re.M)]
    commands = {line.strip().replace("VARIANT", "memoized") for line in said}
    assert {"kata check 486", "kata show 486 memoized", "kata check 486 memoized"} <= commands, commands
    for command in sorted(commands):
        status, shown, err = kata(*command.split()[1:])
        assert status in (0, 1), (command, err)  # 1: the stub fails its check, as it should
        assert "usage:" not in err, (command, err)
        assert "unrecognized" not in err, (command, err)
        assert shown.strip(), command
