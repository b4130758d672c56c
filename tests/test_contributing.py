"""CONTRIBUTING.md lists exactly what a problem needs: each thing it names a test requires, and a toy
problem made from it alone, in a copy of the tree, changes no shared module and passes its tests."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from shared.tool.cases import load_cases
from shared.tool.catalog import CATALOGUE, all_problems
from tests import toy
from tests.conftest import ROOT

GUIDE = ROOT / "CONTRIBUTING.md"
README_ROW = re.compile(r"^\| `([^`]+)` \|", re.M)


def listed(section: str) -> list[str]:
    """The paths a section of CONTRIBUTING.md lists, one a bullet: "- `path`: what it holds"."""
    text = GUIDE.read_text(encoding="utf-8")
    found = re.search(rf"^## {section}\n(.*?)(?=^## )", text, re.M | re.S)
    assert found, f"CONTRIBUTING.md has no section '## {section}'"
    return re.findall(r"^- `([^`]+)`", found.group(1), re.M)


def _chapter(p: Any) -> str | None:
    return None if (ROOT / "problems" / f"{p.stem}.py").is_file() else f"no problems/{p.stem}.py"


def _class(p: Any) -> str | None:
    module = type(p).__module__
    inside = (
        module.startswith("shared.tool.catalog.") and (ROOT / Path(*module.split("."))).with_suffix(".py").is_file()
    )
    return None if inside else f"its class lives in {module}, not in shared/tool/catalog/"


def _listed(p: Any) -> str | None:
    return None if type(p) in CATALOGUE else f"{type(p).__name__} is not in CATALOGUE"


def _cases(p: Any) -> str | None:
    if not (ROOT / "tests" / "cases" / f"{p.stem}.json").is_file():
        return f"no tests/cases/{p.stem}.json"
    cases = load_cases(p)
    if len(cases) < 3 or not any(case.example for case in cases):
        return f"{p.stem}.json needs three cases or more, an example among them"
    return None


def _readme(p: Any) -> str | None:
    rows = README_ROW.findall((ROOT / "README.md").read_text(encoding="utf-8"))
    return None if p.key in rows else f"README.md's problem table has no row for {p.key}"


# Each thing CONTRIBUTING.md's Needs names, and the check every problem is held to for it.
CHECKS: dict[str, Callable[[Any], str | None]] = {
    "problems/<stem>.py": _chapter,
    "shared/tool/catalog/<stem>.py": _class,
    "shared/tool/catalog/__init__.py": _listed,
    "tests/cases/<stem>.json": _cases,
    "README.md": _readme,
}


def test_the_needs_are_exactly_what_the_checks_hold() -> None:
    """Each thing under Needs has its check and each check its line: the page names nothing no test requires."""
    assert listed("Needs") == list(CHECKS)


def test_every_problem_has_what_contributing_says_it_needs() -> None:
    """Every problem in the catalogue meets each check of the Needs list."""
    missing = [f"{p.key}: {why}" for p in all_problems() for check in CHECKS.values() if (why := check(p))]
    assert missing == []


def test_each_check_fails_a_problem_that_lacks_its_thing() -> None:
    """A problem with none of the things (a stem and key no file knows, a class outside the catalogue) fails each."""
    stranger = SimpleNamespace(stem="no_such_problem", key="no-such-key")
    for need, check in CHECKS.items():
        assert check(stranger) is not None, need


def toy_tree(tmp_path: Path) -> Path:
    """A copy of the tree with the toy problem added as CONTRIBUTING.md says, and only so."""
    files = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    tree = tmp_path / "tree"
    for name in files:
        if (ROOT / name).is_file():
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / name, tree / name)
    assert set(toy.FILES) <= set(listed("Needs")) | set(listed("May have"))
    assert {"problems/<stem>.py", "shared/tool/catalog/<stem>.py", "tests/cases/<stem>.json"} <= set(toy.FILES)
    for path, text in toy.FILES.values():
        (tree / path).write_text(text, encoding="utf-8")
    registry = tree / "shared/tool/catalog/__init__.py"
    source = registry.read_text(encoding="utf-8")
    source = source.replace("\n\nCATALOGUE", f"\nfrom shared.tool.catalog.{toy.STEM} import ToyHeap\n\nCATALOGUE", 1)
    source = source.replace("\n)\nPROBLEMS", "\n    ToyHeap,\n)\nPROBLEMS", 1)
    registry.write_text(source, encoding="utf-8")
    readme = tree / "README.md"
    rows = readme.read_text(encoding="utf-8").splitlines(keepends=True)
    last = max(i for i, row in enumerate(rows) if README_ROW.match(row))
    readme.write_text("".join([*rows[: last + 1], toy.README_ROW + "\n", *rows[last + 1 :]]), encoding="utf-8")
    return tree


def changed(tree: Path) -> dict[str, list[str]]:
    """The files of the copy that differ from the tree's, each with the lines it lost (none, for a new file)."""
    found: dict[str, list[str]] = {}
    for path in tree.rglob("*"):
        name = str(path.relative_to(tree))
        if path.is_file() and "__pycache__" not in name:
            mine = ROOT / name
            if not mine.is_file():
                found[name] = []
            elif mine.read_bytes() != path.read_bytes():
                ours = path.read_text(encoding="utf-8").splitlines()
                found[name] = [line for line in mine.read_text(encoding="utf-8").splitlines() if line not in ours]
    return found


def run_in(tree: Path, *argv: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run a Python command in the copy, its own modules first on the path."""
    return subprocess.run([sys.executable, *argv], cwd=tree, input=stdin, capture_output=True, text=True, timeout=600)


def test_the_toy_adds_only_its_own_files_and_kata_runs_it(tmp_path: Path) -> None:
    """The toy adds its files, one line to CATALOGUE with its import and a README row, and changes no line of a
    shared module; in the copy, kata lists it, solves it, benches its position sets and its bot plays."""
    tree = toy_tree(tmp_path)
    added = {path for path, _ in toy.FILES.values()}
    diff = changed(tree)
    assert set(diff) == added | {"shared/tool/catalog/__init__.py", "README.md"}
    assert all(lost == [] for lost in diff.values()), diff
    script = (
        "import sys\nfrom shared.tool.cli import main\n"
        "for argv in (['list'], ['solve', 'toy', '7'], ['bench', 'toy', '--positions', '2']):\n"
        "    assert main(argv) == 0, argv\n"
        "sys.exit(main(['play', 'toy', '4', '--cpu-first']))\n"
    )
    done = run_in(tree, "-c", script, stdin="1\n1\n1\n")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Toy heap: take one or two" in done.stdout
    assert "small 1-12" in done.stdout
    assert "large 100-400" in done.stdout
    assert "The bot wins" in done.stdout


@pytest.mark.slow  # the whole suite's collection in a copy, then every test of the toy: `pytest --slow`
def test_the_toy_passes_its_tests(tmp_path: Path) -> None:
    """In the copy, `pytest -k toy` (the matrix, the toy's own module, every shared test of it) and the docs pass."""
    tree = toy_tree(tmp_path)
    options = ["-q", "-p", "no:cacheprovider", "-p", "no:randomly", "--numprocesses=0"]
    done = run_in(tree, "-m", "pytest", *options, "-k", "toy")
    assert done.returncode == 0, done.stdout[-4000:]
    assert " passed" in done.stdout
    assert "failed" not in done.stdout
    checks = [
        "tests/test_docs.py",
        "tests/test_contributing.py::test_every_problem_has_what_contributing_says_it_needs",
    ]
    done = run_in(tree, "-m", "pytest", *options, *checks)
    assert done.returncode == 0, done.stdout[-4000:]
