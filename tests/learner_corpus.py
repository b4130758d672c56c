"""The learner corpus (tests/learners/<problem>/*.py): natural solutions and wrong ones, each with its verdict.

The first line of each file says how it must be judged: `# judge: VARIANT -> pass`, or
`# judge: VARIANT -> LEVEL` for the level it must fail at (file, cases, random, honest, fast),
optionally followed by `; 3.12+: LEVEL` where Python 3.12 and later, which cap recursion through
C code such as any() at a few thousand levels, must fail it, or by `; 3.12: LEVEL` where only 3.12
must (3.13 lets the judge's pure-Python cache wrapper recurse through any() again).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from shared.tool.catalog import all_problems, find_problem
from shared.tool.judge import Judgement, entries
from shared.tool.judge.levels import cases

LEARNERS = Path(__file__).resolve().parent / "learners"


@dataclass(frozen=True)
class Learner:
    """One file of the corpus and the verdict it must get."""

    path: Path
    variant: str
    expected: str  # "pass" or the level it fails at
    newer: str  # the same on Python 3.12 (and later, where `from_312_on`), which cap recursion through C code
    from_312_on: bool = True

    @property
    def id(self) -> str:
        """`learner-486-...` would be picked up by `pytest -k 486`: the problem goes by its place in the catalogue."""
        stems = [p.stem for p in all_problems()]
        return f"learner-{stems.index(self.path.parent.name) + 1}/{self.path.stem}"

    @property
    def verdict(self) -> str:
        """The verdict due on the running Python."""
        newer = sys.version_info >= (3, 12) if self.from_312_on else sys.version_info[:2] == (3, 12)
        return self.newer if newer else self.expected

    @property
    def name(self) -> str:
        return f"{self.path.parent.name}/{self.path.stem}"


def corpus() -> list[Learner]:
    """Every file in the corpus, in a stable order."""
    found = []
    for path in sorted(LEARNERS.glob("*/*.py")):
        match = re.match(r"# judge: (\w+) -> (\w+)(?:; 3\.12(\+?): (\w+))?", path.read_text(encoding="utf-8"))
        if match is None:
            raise ValueError(f"{path}: the first line must be `# judge: VARIANT -> pass|LEVEL[; 3.12[+]: LEVEL]`")
        found.append(Learner(path, match[1], match[2], match[4] or match[2], from_312_on=match[3] == "+"))
    return found


QUICK_LARGER = 0.02  # seconds for each case above the required size, where a test does not need more


def quick_larger_cases(monkeypatch: pytest.MonkeyPatch) -> None:
    """Give each case above the required size QUICK_LARGER seconds instead of up to 3 s.

    Such a case can fail a check only by a wrong answer, and running out of time is reported, never
    failed: so where the verdict is not `cases`, its time changes what is printed, never the verdict.
    """
    monkeypatch.setattr(cases, "LARGER_CAP", QUICK_LARGER)
    monkeypatch.setattr(cases, "LARGER_FLOOR", QUICK_LARGER)


def without_larger_cases(monkeypatch: pytest.MonkeyPatch) -> None:
    """Leave out the last level, the cases above the required size (a child forked for each).

    It comes after every other level, so a file that fails one of those never reaches it; and it fails a file
    only by a wrong answer, which a right file never gives: where the verdict is not `cases`, it decides
    nothing. (test_shared_verdicts runs it on a right file and a wrong one.)
    """
    monkeypatch.setattr(cases, "larger", lambda j: iter(()))


def judge(learner: Learner, *, stretch: bool = False) -> tuple[str, list[str]]:
    """The verdict the judge gives the file ("pass" or the failing level), and the lines it printed."""
    problem = find_problem(learner.path.parent.name)
    (entry,) = entries(problem, learner.path, [learner.variant])
    judgement = Judgement(problem, learner.path, entry, stretch=stretch)
    lines = []
    failed = "pass"
    for verdict in judgement.verdicts():
        lines += [verdict.line, *verdict.details]
        if verdict.ok is False:
            failed = verdict.level
    assert judgement.passed == (failed == "pass")
    return failed, lines
