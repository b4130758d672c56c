"""Two layers, one direction: the engine imports no chapter and no tool; chapters import only the engine.

Checked by reading the imports in the source (every `import`, at any depth), so a
lazy import inside a function counts as much as one at the top.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from shared.tool.cli import COMMANDS
from tests.conftest import ROOT

ENGINE = sorted((ROOT / "shared" / "engine").glob("*.py"))
CHAPTERS = sorted(p for p in (ROOT / "problems").glob("*.py") if not p.name.startswith("__"))
CLI = ROOT / "shared" / "tool" / "cli"
NOT_COMMANDS = {"__init__", "common", "examples"}  # the dispatcher, shared helpers, and bare `kata`


def imported(path: Path) -> set[str]:
    """Every module path imports, dotted, relative imports resolved against its package."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            module = ".".join(part for part in (base, node.module) if part)
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def reaches(names: set[str], top: str) -> list[str]:
    return sorted(n for n in names if n == top or n.startswith(top + "."))


def test_the_scan_sees_a_lazy_import() -> None:
    """The scan finds an import inside a function, so hiding one there does not get past these tests."""
    assert "shared.tool.practice" in imported(CLI / "check.py")


@pytest.mark.parametrize("path", ENGINE, ids=lambda p: p.name)
def test_the_engine_imports_no_chapter_and_no_tool(path: Path) -> None:
    """A module of shared/engine imports nothing from problems/ or shared/tool/: they build on it, not it on them."""
    names = imported(path)
    assert not reaches(names, "problems") + reaches(names, "shared.tool")


def test_a_chapter_imports_only_the_engine() -> None:
    """A chapter is teaching text: it imports the engine, never the tool and never another chapter."""
    # One test over all chapters, not one per file: a key in a test id would answer `pytest -k KEY`.
    for path in CHAPTERS:
        names = imported(path)
        assert not reaches(names, "shared.tool") + reaches(names, "problems"), path.name


def test_each_cli_subcommand_is_its_own_module() -> None:
    """Every `kata` subcommand has a module of its own with HELP, add_arguments and run; no module serves two."""
    assert len(set(COMMANDS.values())) == len(COMMANDS)
    for command, name in COMMANDS.items():
        module = importlib.import_module(f"shared.tool.cli.{name}")
        missing = [attr for attr in ("HELP", "add_arguments", "run") if not hasattr(module, attr)]
        assert not missing, f"kata {command}: shared/tool/cli/{name}.py lacks {missing}"
    on_disk = {p.stem for p in CLI.glob("*.py")} - NOT_COMMANDS
    assert on_disk == set(COMMANDS.values()), "a module in shared/tool/cli/ that no command uses, or the reverse"
