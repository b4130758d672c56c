"""Two layers, one direction: the engine imports no chapter and no tool; chapters import only the engine.

Checked by reading the imports in the source (every `import`, at any depth), so a
lazy import inside a function counts as much as one at the top.
"""

from __future__ import annotations

import ast
import functools
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

from shared.tool.cli import COMMANDS
from tests.conftest import ROOT

# One worker parses the ~100 files once for all these tests (parsed() is cached per process): split by function,
# each worker parsed them all again.
pytestmark = pytest.mark.xdist_group("layers")

ENGINE = sorted((ROOT / "shared" / "engine").glob("*.py"))
CHAPTERS = sorted(p for p in (ROOT / "problems").glob("*.py") if not p.name.startswith("__"))
CLI = ROOT / "shared" / "tool" / "cli"
CATALOG = ROOT / "shared" / "tool" / "catalog"
NOT_COMMANDS = {"__init__", "common", "inputs", "examples"}  # the dispatcher, shared helpers, and bare `kata`


@functools.cache  # each test reads the same ~100 files: parse each once per process
def parsed(path: Path) -> ast.Module:
    """The module's syntax tree."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


@functools.cache  # walking a tree costs about what parsing it does: walk each once for every test
def walked(path: Path) -> tuple[list[ast.Import | ast.ImportFrom], list[ast.FunctionDef | ast.AsyncFunctionDef]]:
    """The module's imports and its functions (at any depth), in the order ast.walk meets them."""
    imports: list[ast.Import | ast.ImportFrom] = []
    functions: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    for node in ast.walk(parsed(path)):
        if isinstance(node, ast.Import | ast.ImportFrom):
            imports.append(node)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            functions.append(node)
    return imports, functions


def imported(path: Path) -> set[str]:
    """Every module path imports, dotted, relative imports resolved against its package."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in walked(path)[0]:
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
    assert "shared.tool.learner.practice" in imported(CLI / "check.py")


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
    """Every `kata` subcommand has a module of its own with add_arguments and run; no module serves two."""
    modules = [command.module for command in COMMANDS.values()]
    assert len(set(modules)) == len(COMMANDS)
    for command, name in zip(COMMANDS, modules, strict=True):
        module = importlib.import_module(f"shared.tool.cli.{name}")
        missing = [attr for attr in ("add_arguments", "run") if not hasattr(module, attr)]
        assert not missing, f"kata {command}: shared/tool/cli/{name}.py lacks {missing}"
    on_disk = {p.stem for p in CLI.glob("*.py")} - NOT_COMMANDS
    assert on_disk == set(modules), "a module in shared/tool/cli/ that no command uses, or the reverse"


SOURCES = sorted(ROOT.glob("shared/**/*.py")) + CHAPTERS


def module_name(path: Path) -> str:
    """The dotted name a source file is imported under (a package's __init__ as the package)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@functools.cache  # three tests read the graph of the same sources: walked once per process
def source_graph() -> dict[str, list[str]]:
    """import_graph of shared/ and problems/."""
    return import_graph(SOURCES)


def import_graph(sources: list[Path]) -> dict[str, list[str]]:
    """Each module's imports of the others (at any depth), by dotted name.

    `from package import module` is an edge to the module, as `import package.module` is: the package's
    own __init__ runs before any of its modules, whichever way they are named, so it is no edge of its own.
    """
    names = {module_name(p): p for p in sources}
    edges: dict[str, list[str]] = {}
    for name, path in names.items():
        package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
        found: set[str] = set()
        for node in walked(path)[0]:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package.rsplit(".", node.level - 1)[0] if node.level else ""
                module = ".".join(part for part in (base, node.module) if part)
                for alias in node.names:
                    found.add(f"{module}.{alias.name}" if f"{module}.{alias.name}" in names else module)
        edges[name] = sorted(n for n in found if n in names and n != name)
    return edges


def import_circles(edges: dict[str, list[str]]) -> list[list[str]]:
    """The groups of modules that import each other round a circle: Tarjan's strongly connected components."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []
    for root in edges:  # iterative, so a long chain of imports needs no deep recursion
        if root in order:
            continue
        work = [(root, iter(edges[root]))]
        order[root] = low[root] = len(order)
        stack.append(root)
        while work:
            node, todo = work[-1]
            child = next(todo, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == order[node]:
                    group: list[str] = []
                    while not group or group[-1] != node:
                        group.append(stack.pop())
                    if len(group) > 1:
                        circles.append(sorted(group))
            elif child not in order:
                order[child] = low[child] = len(order)
                stack.append(child)
                work.append((child, iter(edges[child])))
            elif child in stack:
                low[node] = min(low[node], order[child])
    return circles


def test_the_circle_finder_finds_circles() -> None:
    """a <-> b is one circle and c -> d -> e -> c another; a module that only imports one of them is in none."""
    edges = {"a": ["b"], "b": ["a"], "c": ["d"], "d": ["e"], "e": ["c"], "f": ["a", "c"], "g": []}
    assert sorted(import_circles(edges)) == [["a", "b"], ["c", "d", "e"]]
    assert import_circles({"a": ["b"], "b": []}) == []


def test_no_module_imports_round_a_circle() -> None:
    """No import circle in shared/ or problems/, lazy imports included: each layer builds only on those below it."""
    assert import_circles(source_graph()) == []


ENTRY_POINT = "problems.__main__"  # `python -m problems` runs the CLI: the one module above it outside it
PACKAGES = ("catalog", "cli", "judge", "learner", "measure", "play", "site", "trees")


def package_of(module: str) -> str:
    """The unit the package graph counts: problems, the engine, each package of the tool, each module of its own."""
    parts = module.split(".")
    if parts[0] == "problems" or parts[:2] == ["shared", "engine"]:
        return ".".join(parts[: 1 if parts[0] == "problems" else 2])
    return ".".join(parts[:3])  # shared.tool.catalog, shared.tool.registry, ...


def package_graph(edges: dict[str, list[str]]) -> dict[str, list[str]]:
    """The import graph by package: an edge wherever any module of one imports any module of another."""
    found: dict[str, set[str]] = {}
    for module, imports in edges.items():
        if module != ENTRY_POINT:
            found.setdefault(package_of(module), set()).update(package_of(m) for m in imports)
    return {package: sorted(found[package] - {package}) for package in found}


def test_the_package_graph_sees_a_circle_between_packages() -> None:
    """Two modules in two packages importing each other's packages by other modules are a circle by package."""
    edges = {"shared.tool.measure.a": ["shared.tool.cli.b"], "shared.tool.cli.c": ["shared.tool.measure.d"]}
    edges |= {"shared.tool.cli.b": [], "shared.tool.measure.d": []}
    assert import_circles(package_graph(edges)) == [["shared.tool.cli", "shared.tool.measure"]]


def test_no_package_imports_round_a_circle() -> None:
    """Counted by package as well (problems, the engine, each package of the tool): the layers run one way."""
    graph = package_graph(source_graph())
    assert set(PACKAGES) <= {p.rsplit(".", 1)[-1] for p in graph}, "a package the graph does not see"
    assert import_circles(graph) == []


def test_nothing_below_the_cli_imports_it() -> None:
    """Only the CLI's own modules (and `python -m problems`) import shared.tool.cli: measuring, judging do not."""
    above = [name for name, imports in source_graph().items() if any(m.startswith("shared.tool.cli") for m in imports)]
    assert sorted(n for n in above if not n.startswith("shared.tool.cli") and n != ENTRY_POINT) == []


def test_declarations_and_play_sit_below_the_catalogue() -> None:
    """registry (how a problem is declared), kinds (the inputs problems share) and play import nothing of the
    catalogue: it builds on them."""
    tool = ROOT / "shared" / "tool"
    below = [tool / "registry.py", tool / "kinds.py", *sorted((tool / "play").glob("*.py"))]
    for path in below:
        assert not reaches(imported(path), "shared.tool.catalog"), path.name


def test_an_import_inside_a_function_says_why() -> None:
    """An import inside a function carries a comment (on its line or the line above) saying why it is not at the top."""
    unexplained = []
    for path in SOURCES:
        lines = path.read_text(encoding="utf-8").splitlines()
        imports, functions = walked(path)
        spans = [(func.lineno, func.end_lineno or func.lineno) for func in functions]
        for node in imports:
            if any(first < node.lineno <= last for first, last in spans):  # inside a function's body
                here, above = lines[node.lineno - 1], lines[node.lineno - 2].strip()
                if "#" not in here and not above.startswith("#"):
                    unexplained.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert unexplained == []


def loaded_by(*argvs: list[str]) -> list[set[str]]:
    """The modules of shared/ and problems/ imported once `kata ARGV` has run, for each ARGV in turn, in one fresh
    interpreter (one start, not one per command: each holds what the ones before it imported too)."""
    code = "import contextlib, io, sys\nfrom shared.tool.cli import main\n" + "".join(
        "with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
        f"    main({argv!r})\n"
        "print(' '.join(m for m in sys.modules if m.split('.')[0] in ('shared', 'problems')))\n"
        for argv in argvs
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    return [set(line.split()) for line in done.stdout.splitlines()]


def test_kata_help_imports_no_command_and_kata_list_only_what_it_lists() -> None:
    """Commands load lazily from COMMANDS: --help imports no command and no chapter; list no judge, bench or site."""
    helped, listed = loaded_by(["--help"], ["list"])  # list runs after --help, in the same interpreter
    assert not {m for m in helped if m.startswith(("problems", "shared.tool.catalog", "shared.tool.cli."))} - {
        "shared.tool.cli.common"
    }
    assert "shared.tool.cli.listing" in listed
    assert {m.split(".")[2] for m in listed if m.count(".") >= 2 and m.startswith("shared.tool.")} & {
        "judge",
        "learner",
        "measure",
        "site",
    } == set()


MODULE_LINES, FUNCTION_LINES = 450, 60  # issue 31: what a reader can hold at once


def too_long(name: str, source: str, tree: ast.Module | None = None) -> list[str]:
    """What in a module's source is past the rule: the module's lines, or a function's (def to last line, nested
    functions included). `tree` is the source's, when already parsed."""
    found = [f"{name}: {len(source.splitlines())} lines"] if len(source.splitlines()) > MODULE_LINES else []
    for node in ast.walk(tree or ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            length = (node.end_lineno or node.lineno) - node.lineno + 1
            if length > FUNCTION_LINES:
                found.append(f"{name}:{node.lineno} {node.name}: {length} lines")
    return found


def test_the_length_rule_counts_a_long_function_and_a_long_module() -> None:
    """A function of 61 lines and a module of 451 are past the rule; 60 and 450 are within it."""
    body = "    x = 1\n"
    assert too_long("f", "def f() -> None:\n" + body * 59) == []
    assert too_long("f", "def f() -> None:\n" + body * 60) == ["f:1 f: 61 lines"]
    assert too_long("m", "x = 1\n" * 450) == []
    assert too_long("m", "x = 1\n" * 451) == ["m: 451 lines"]


def test_no_module_in_shared_over_450_lines_and_no_function_over_60() -> None:
    """Every module of shared/ within 450 lines and every function within 60, so a reader can hold each."""
    over = []
    for path in sorted(ROOT.glob("shared/**/*.py")):
        over += too_long(str(path.relative_to(ROOT)), path.read_text(encoding="utf-8"), parsed(path))
    assert over == []


CATALOGUE_LINES = 1_100  # issue 31: every problem's declaration, Connect Four's too (2,032 lines when it was filed)


def test_the_catalogue_declares_every_problem_within_1100_lines() -> None:
    """`wc -l shared/tool/catalog/*.py` stays within 1,100: what several problems share lives below the catalogue."""
    counted = {path.name: len(path.read_text(encoding="utf-8").splitlines()) for path in CATALOG.glob("*.py")}
    assert sum(counted.values()) <= CATALOGUE_LINES, counted
