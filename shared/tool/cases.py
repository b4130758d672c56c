"""Cases are data: one JSON file per problem in tests/cases/, a description per case.

    [{"description": "LeetCode example 1: four stones, every move loses",
      "input": 4, "expected": false}, ...]

`input` is LeetCode-shaped JSON, exactly what `kata solve` takes; `expected`
is LeetCode's answer. The description becomes the test id, so it should read
like a sentence. `"example": true` marks the problem's examples (LeetCode's
own, for a LeetCode problem): `kata examples` runs them, and they are stored
nowhere else.

The files are edited in tests/cases/ and ship inside the installed package as
shared/tool/casefiles/ (pyproject maps that package onto tests/cases), so
`kata check` works from a plain `pip install .` as well as from a checkout.

Hints live beside the cases, tests/cases/hints/<problem>.json, read by
`load_hints`: for each variant, short hints in the order `kata hint` reveals
them (the state, then the recurrence or the pruning idea, then the trap):

    {"naive": ["State: ...", "Recurrence: ...", "Trap: ..."], "memoized": [...], ...}
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol


class Problem(Protocol):
    """What cases need of a problem (`shared.tool.registry.Problem`, which reads its examples from here)."""

    @property
    def stem(self) -> str:
        """The chapter's module name, which names its case file."""
        ...


__all__ = ["CASES_DIR", "Case", "load_cases", "load_hints"]

_SHIPPED = Path(__file__).resolve().parent / "casefiles"  # present in an installed wheel, absent in a checkout
CASES_DIR = _SHIPPED if _SHIPPED.is_dir() else Path(__file__).resolve().parent.parent.parent / "tests" / "cases"


@dataclass(frozen=True)
class Case:
    """One input with its known answer, and a sentence saying why it is worth checking."""

    description: str
    input: object
    expected: object
    example: bool = False  # one of the problem's examples: `kata examples` runs it, errors quote the first


def load_cases(problem: Problem, directory: Path = CASES_DIR) -> list[Case]:
    """Read a problem's case file, checking every case has its three fields."""
    path = directory / f"{problem.stem}.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, list):
        raise ValueError(f"{path}: expected a JSON list of cases")
    cases = []
    for i, item in enumerate(raw):
        if not isinstance(item, dict) or set(item) - {"example"} != {"description", "input", "expected"}:
            raise ValueError(f"{path}: case {i} needs exactly description, input, expected (and may be an example)")
        if item.get("example", False) is not True and "example" in item:
            raise ValueError(f"{path}: case {i}: example, when given, is true")
        cases.append(Case(str(item["description"]), item["input"], item["expected"], "example" in item))
    descriptions = [c.description for c in cases]
    if len(set(descriptions)) != len(descriptions):
        raise ValueError(f"{path}: case descriptions must be unique (they are test ids)")
    return cases


def load_hints(problem: Problem, directory: Path = CASES_DIR) -> dict[str, list[str]]:
    """A problem's hints per variant name, in the order they are revealed; {} when it has none yet."""
    path = directory / "hints" / f"{problem.stem}.json"
    if not path.exists():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, dict):
        raise ValueError(f"{path}: expected a JSON object of variant name -> list of hints")
    hints = {}
    for name, items in raw.items():
        if not isinstance(items, list) or not items or not all(isinstance(h, str) and h.strip() for h in items):
            raise ValueError(f"{path}: {name} needs a non-empty list of non-empty strings")
        hints[str(name)] = [h.strip() for h in items]
    return hints
