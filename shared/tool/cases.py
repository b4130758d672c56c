"""Cases are data: one JSON file per problem in tests/cases/, a description per case.

    [{"description": "LeetCode example 1: four stones, every move loses",
      "input": 4, "expected": false}, ...]

`input` is LeetCode-shaped JSON, exactly what `kata solve` takes; `expected`
is LeetCode's answer. The description becomes the test id, so it should read
like a sentence.

The files are edited in tests/cases/ and ship inside the installed package as
shared/tool/casefiles/ (pyproject maps that package onto tests/cases), so
`kata check` works from a plain `pip install .` as well as from a checkout.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from shared.tool.registry import Problem

__all__ = ["CASES_DIR", "Case", "load_cases"]

_SHIPPED = Path(__file__).resolve().parent / "casefiles"  # present in an installed wheel, absent in a checkout
CASES_DIR = _SHIPPED if _SHIPPED.is_dir() else Path(__file__).resolve().parent.parent.parent / "tests" / "cases"


@dataclass(frozen=True)
class Case:
    """One input with its known answer, and a sentence saying why it is worth checking."""

    description: str
    input: object
    expected: object


def load_cases(problem: Problem, directory: Path = CASES_DIR) -> list[Case]:
    """Read a problem's case file, checking every case has its three fields."""
    path = directory / f"{problem.stem}.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, list):
        raise ValueError(f"{path}: expected a JSON list of cases")
    cases = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or set(item) != {"description", "input", "expected"}:
            raise ValueError(f"{path}: case {i} needs exactly description, input, expected")
        cases.append(Case(str(item["description"]), item["input"], item["expected"]))
    descriptions = [c.description for c in cases]
    if len(set(descriptions)) != len(descriptions):
        raise ValueError(f"{path}: case descriptions must be unique (they are test ids)")
    return cases
