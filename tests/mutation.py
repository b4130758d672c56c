"""Mutation testing: does the suite notice when the code is changed in a small, plausible way?

    python -m tests.mutation                       the engine and every chapter
    python -m tests.mutation problems/ttt.py       one module (several may be named)
    python -m tests.mutation --list shared/engine/search.py   the mutants, without running them
    python -m tests.mutation problems/ttt.py --lines 34,35    only the mutants on those lines
    python -m tests.mutation --audit [problems/ttt.py]        try to tell the listed equivalents apart

Each mutant is one edit of the source's syntax tree: a comparison flipped
(`<` to `<=`, `==` to `!=`, `in` to `not in`), an integer constant plus one,
`and` and `or` swapped, `min` and `max` swapped, `+` and `-` swapped, a unary
`-` or `not` dropped, a returned condition negated, a `break` dropped. The
module's own test file (tests/test_<stem>.py, or the tests that import it) runs
against each mutant with `-x` under a timeout, two mutants at a time: its
default tests first, then, if the mutant survives them, its `--slow` ones (the
score is the whole suite's, not only the default run's). A mutant is killed
when a test fails or the run overruns (four times the unmutated run, at least
20 s: a mutant that loops). The `limit` tests are left out: they judge speed,
and on a busy machine they would kill mutants by chance. So are the `long` ones
(minutes to hours each, such as c4's every-position run): run once per mutant,
they would take days. Mutants listed in
tests/mutants-equivalent.md (`path:line:column: description`, then why) are judged
equivalent: they change no behaviour, and the score leaves them out.

This is a tool, not a test: a full run takes many minutes. A small test runs it
on a toy module (tests/test_mutation_runner.py). mutmut 3.8 also runs on this
layout (tried on shared/engine/search.py), but it makes about four times as
many mutants per module, most of them edits of error-message strings, so a run
over the engine and the chapters takes hours on two cores; this runner keeps to
the edits that change a decision, forks warm pytest children, and is itself
tested.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import os
import re
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from tests.forked import fork_pytest

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENT = ROOT / "tests" / "mutants-equivalent.md"
DEFAULT_TARGETS = ("shared/engine", "problems")
TIMEOUT = 1800.0  # seconds per mutant at most; an overrun counts as killed (a mutant that loops forever)

_COMPARE: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
_SYMBOL = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Add: "+",
    ast.Sub: "-",
}
_ARITH: dict[type[ast.operator], type[ast.operator]] = {ast.Add: ast.Sub, ast.Sub: ast.Add}


@dataclass(frozen=True)
class Mutant:
    """One small edit of one module: where, what, and its number among the module's edits."""

    path: str  # relative to the root, with forward slashes
    index: int
    line: int
    column: int
    description: str

    @property
    def key(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.description}"


class _Mutator(ast.NodeTransformer):
    """Walk a module; list every mutation point, or apply the one numbered `target`."""

    def __init__(self, target: int | None = None) -> None:
        self.target = target
        self.points: list[tuple[int, int, str]] = []

    def _point(self, node: ast.AST, description: str) -> bool:
        """Record a mutation point; is it the one to apply?"""
        self.points.append((getattr(node, "lineno", 0), getattr(node, "col_offset", 0) + 1, description))
        return len(self.points) - 1 == self.target

    # what is never mutated: docstrings and strings (no point), annotations and __all__ (no behaviour)
    def visit_AnnAssign(self, node: ast.AnnAssign) -> ast.AST:
        if node.value is not None:
            node.value = self.visit(node.value)
        return node

    def visit_arg(self, node: ast.arg) -> ast.AST:
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        # keep what visit returns: a mutated default is a new node, not an edit of the old one
        node.args.defaults = [self.visit(d) for d in node.args.defaults]
        node.args.kw_defaults = [None if d is None else self.visit(d) for d in node.args.kw_defaults]
        node.decorator_list = [self.visit(d) for d in node.decorator_list]
        node.body = [self.visit(s) for s in node.body]
        return node

    def visit_Assign(self, node: ast.Assign) -> ast.AST:
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return node
        return self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> ast.AST:
        self.generic_visit(node)
        for i, op in enumerate(node.ops):
            flipped = _COMPARE[type(op)]
            if self._point(node, f"{_SYMBOL[type(op)]} -> {_SYMBOL[flipped]}"):
                node.ops[i] = flipped()
        return node

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        if isinstance(node.value, bool) or not isinstance(node.value, int):
            return node
        if self._point(node, f"{node.value} -> {node.value + 1}"):
            return ast.copy_location(ast.Constant(node.value + 1), node)
        return node

    def visit_BoolOp(self, node: ast.BoolOp) -> ast.AST:
        self.generic_visit(node)
        swapped = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        if self._point(node, "and -> or" if isinstance(node.op, ast.And) else "or -> and"):
            node.op = swapped
        return node

    def visit_BinOp(self, node: ast.BinOp) -> ast.AST:
        self.generic_visit(node)
        if type(node.op) in _ARITH:
            other = _ARITH[type(node.op)]
            if self._point(node, f"{_SYMBOL[type(node.op)]} -> {_SYMBOL[other]}"):
                node.op = other()
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.AST:
        self.generic_visit(node)
        if type(node.op) in _ARITH:
            other = _ARITH[type(node.op)]
            if self._point(node, f"{_SYMBOL[type(node.op)]}= -> {_SYMBOL[other]}="):
                node.op = other()
        return node

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.op, ast.USub | ast.Not):
            word = "-" if isinstance(node.op, ast.USub) else "not"
            if self._point(node, f"{word} dropped"):
                return node.operand
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id in ("min", "max"):
            other = "max" if node.func.id == "min" else "min"
            if self._point(node, f"{node.func.id} -> {other}"):
                node.func = ast.copy_location(ast.Name(other, ast.Load()), node.func)
        return node

    def visit_Return(self, node: ast.Return) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.value, ast.Compare | ast.BoolOp) and self._point(node, "return negated"):
            node.value = ast.UnaryOp(ast.Not(), node.value)
        return node

    def visit_Break(self, node: ast.Break) -> ast.AST:
        if self._point(node, "break dropped"):
            return ast.copy_location(ast.Pass(), node)
        return node


def mutants(path: Path, root: Path = ROOT) -> list[Mutant]:
    """Every mutant of one module, in source order."""
    walker = _Mutator()
    walker.visit(ast.parse(path.read_text(encoding="utf-8")))
    rel = path.resolve().relative_to(root.resolve()).as_posix()
    skip = _pragma_lines(path)
    return [Mutant(rel, i, line, col, what) for i, (line, col, what) in enumerate(walker.points) if line not in skip]


def _pragma_lines(path: Path) -> set[int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {n for n, text in enumerate(lines, start=1) if "# pragma: no mutate" in text}


def mutated_source(path: Path, index: int) -> str:
    """The module's source with mutant number `index` applied: the one edited expression (or statement) is
    written over its own text, so comments and layout stay for the tests that read them; the whole module is
    unparsed only where that splice would not give the mutated tree."""
    source = path.read_text(encoding="utf-8")
    tree = ast.fix_missing_locations(_Mutator(index).visit(ast.parse(source)))
    edited = _differing(ast.parse(source), tree)
    if edited is None:
        return source
    was, now = edited
    lines = source.encode("utf-8").splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    begin = starts[was.lineno - 1] + was.col_offset  # type: ignore[attr-defined]
    end = starts[was.end_lineno - 1] + was.end_col_offset  # type: ignore[attr-defined]
    text = ast.unparse(now)
    whole = b"".join(lines)
    spliced = whole[:begin] + (f"({text})" if isinstance(now, ast.expr) else text).encode() + whole[end:]
    with contextlib.suppress(SyntaxError, ValueError):
        if ast.dump(ast.parse(spliced)) == ast.dump(tree):
            return spliced.decode("utf-8")
    return ast.unparse(tree)


def _differing(old: ast.AST, new: ast.AST) -> tuple[ast.AST, ast.AST] | None:
    """The smallest node with a place in the source where `new` (one mutant) differs from `old`, or None."""
    if type(old) is not type(new):
        return old, new
    for field in old._fields:
        mine, theirs = getattr(old, field), getattr(new, field)
        if isinstance(mine, list) and len(mine) != len(theirs):
            return old, new
        pairs = list(zip(mine, theirs, strict=True)) if isinstance(mine, list) else [(mine, theirs)]
        for a, b in pairs:
            if not isinstance(a, ast.AST) or not isinstance(b, ast.AST):
                if a != b:
                    return old, new
            elif ast.dump(a) != ast.dump(b):
                return _differing(a, b) if hasattr(a, "lineno") and hasattr(b, "lineno") else (old, new)
    return None


def judging_tests(path: Path, root: Path) -> list[str]:
    """The tests that judge one module: its own (tests/test_<stem>.py or test_shared_<stem>.py), then more.

    A chapter is also judged by tests/test_chapters_*.py, the pins that span chapters; an engine module
    also by every chapter's tests, since the chapters are what use it (their pinned node counts judge the
    counter). The own file runs first, so `-x` stops a mutant it catches before the chapters run.
    """
    tests = root / "tests"
    own = [
        f"tests/{name}" for name in (f"test_{path.stem}.py", f"test_shared_{path.stem}.py") if (tests / name).exists()
    ]
    chapters = {p.stem for p in (root / "problems").glob("*.py")}
    if path.parent.name == "problems":
        spanning = [f"tests/{t.name}" for t in sorted(tests.glob("test_chapters_*.py"))]
        return (
            [*own, *spanning]
            if own
            else sorted(f"tests/test_{c}.py" for c in chapters if (tests / f"test_{c}.py").exists())
        )
    users = sorted(f"tests/{t.name}" for t in tests.glob("test_*.py") if t.stem.removeprefix("test_") in chapters)
    return [*own, *users] if path.parent.name == "engine" or not own else own


# --- running --------------------------------------------------------------------------------------------

_COPIED = ("problems", "shared", "tests")  # the project's packages, copied for each worker
_COPY: Path | None = None  # this worker's copy of the project, where one mutant at a time is written


def _worker_copy(root: Path, base: Path) -> Path:
    global _COPY
    if _COPY is None:
        _COPY = base / str(os.getpid())
        for part in _COPIED:
            if (root / part).exists():
                shutil.copytree(root / part, _COPY / part, ignore=shutil.ignore_patterns("__pycache__", "practice"))
        for name in ("pyproject.toml", "conftest.py"):
            if (root / name).exists():
                shutil.copy2(root / name, _COPY / name)
    return _COPY


def _run_one(job: tuple[str, int, list[str], str, str, float]) -> tuple[int, str]:
    """Run the tests against one mutant in a forked child: its index and 'killed', 'survived' or 'timeout'."""
    rel, index, tests, root, base, timeout = job
    copy = _worker_copy(Path(root), Path(base))
    target = copy / rel
    original = target.read_text(encoding="utf-8")
    target.write_text(mutated_source(Path(root) / rel, index), encoding="utf-8")
    try:
        status = _fork_pytest(copy, tests, timeout)
    finally:
        target.write_text(original, encoding="utf-8")
    return index, status


def _fork_pytest(copy: Path, tests: list[str], timeout: float) -> str:
    # Imported once per worker, before the fork (pytest with tests.forked): each child starts warm.
    for warm in ("hypothesis", "rich.console", "rich.table", "rich.tree", "rich.syntax", "_pytest.pytester"):
        with contextlib.suppress(ImportError):
            __import__(warm)

    plugins = ["-p", "no:xdist", "-p", "no:cacheprovider", "-p", "no:timeout", "-o", "addopts="]
    # The default run first: most mutants fail there within seconds. A survivor then meets the whole suite as
    # `--slow` runs it: the tests moved out of the default run, and the default tests that sweep wider under
    # `--slow` (`deep()`, `sweep()`), so a test made cheaper by default still kills its mutants. (The option is
    # the project's conftest's; a bare tree, as the runner's own test builds, has none.)
    phases = [["-m", "not limit and not long"]]
    if (copy / "tests" / "conftest.py").exists():
        phases.append(["--slow", "-m", "not limit and not long"])
    began = time.monotonic()
    for phase in phases:
        left = timeout - (time.monotonic() - began)
        with open(os.devnull, "w") as devnull:  # the child imports the project from the mutated copy
            code = fork_pytest(["-x", "-q", *plugins, *phase, *tests], copy, left, devnull.fileno(), path_first=True)
        if code is None:
            return "timeout"
        if code not in (0, 5):  # 5: no test selected (a module with no deep tests)
            return "killed"
    return "survived"


def equivalent_keys(path: Path = EQUIVALENT) -> set[str]:
    """Mutants judged equivalent: each `- path:line: description` bullet of the file."""
    if not path.exists():
        return set()
    found = re.findall(r"^- `?([^`\n]+?:\d+:\d+: [^`\n]+?)`?(?: —| --|$)", path.read_text(encoding="utf-8"), re.M)
    return {key.strip() for key in found}


@dataclass(frozen=True)
class Report:
    """The outcome for one module."""

    path: str
    killed: int
    survived: list[Mutant]
    equivalent: list[Mutant]

    @property
    def total(self) -> int:
        return self.killed + len(self.survived) + len(self.equivalent)

    @property
    def score(self) -> float:
        """Killed among the mutants not judged equivalent."""
        judged = self.killed + len(self.survived)
        return 1.0 if judged == 0 else self.killed / judged


# The tests found passing on the unmutated tree in this invocation: each baseline run's files and its seconds. The
# engine's modules share every chapter's tests (each adds its own file), so a run over the engine checks those
# once, not once a module: unmutated, their deep pass alone is many minutes on 2 cores.
_UNMUTATED: list[tuple[str, frozenset[str], float]] = []


def _unmutated_seconds(
    pool: ProcessPoolExecutor, rel: str, tests: list[str], root: Path, base: str, timeout: float
) -> float:
    """How long `tests` take unmutated, at most: the runs that shared files with them, and a run of the rest.

    The rest are run here, and the runner exits if one fails: a mutant is judged only by tests that pass without it.
    """
    earlier = [(files, seconds) for where, files, seconds in _UNMUTATED if where == str(root) and files & set(tests)]
    passed = set().union(*(files for files, _ in earlier))
    left = [t for t in tests if t not in passed]
    seconds = sum(seconds for _, seconds in earlier)  # an overestimate: a bound on a loop may be loose, not short
    if left:
        began = time.monotonic()
        if pool.submit(_run_one, (rel, -1, left, str(root), base, timeout)).result()[1] != "survived":
            raise SystemExit(f"mutation: {' '.join(left)} fail on the unmutated {rel}; fix them first")
        _UNMUTATED.append((str(root), frozenset(left), time.monotonic() - began))
        seconds += _UNMUTATED[-1][2]
    return seconds


def run(
    path: Path,
    *,
    root: Path = ROOT,
    tests: list[str] | None = None,
    jobs: int = 2,
    timeout: float = TIMEOUT,
    equivalent: set[str] | None = None,
    progress: bool = False,
    lines: set[int] | None = None,
) -> Report:
    """Mutate one module, run its tests against each mutant (or those on `lines`), and count the killed."""
    found = [m for m in mutants(path, root) if lines is None or m.line in lines]
    tests = tests if tests is not None else judging_tests(path, root)
    if not tests:
        raise SystemExit(f"mutation: no tests found for {path}")
    known = equivalent_keys() if equivalent is None else equivalent
    rel = path.resolve().relative_to(root.resolve()).as_posix()
    with tempfile.TemporaryDirectory(prefix="kata-mutants-") as base, ProcessPoolExecutor(jobs) as pool:
        timeout = min(timeout, max(20.0, 4 * _unmutated_seconds(pool, rel, tests, root, base, timeout)))
        work = [(rel, m.index, tests, str(root), base, timeout) for m in found if m.key not in known]
        outcome = {}
        by_index = {m.index: m for m in found}
        for done, (index, status) in enumerate(pool.map(_run_one, work), start=1):
            outcome[index] = status
            if progress and status == "survived":  # named now, so a run cut short still says what it found
                print(f"  {rel}: survived {by_index[index].key}", file=sys.stderr, flush=True)
            if progress and done % 10 == 0:
                print(f"  {rel}: {done}/{len(work)} run", file=sys.stderr, flush=True)
    survived = [m for m in found if outcome.get(m.index) == "survived"]
    return Report(
        rel, sum(1 for v in outcome.values() if v != "survived"), survived, [m for m in found if m.key in known]
    )


def _targets(names: Sequence[str]) -> Iterator[Path]:
    for name in names or DEFAULT_TARGETS:
        path = (ROOT / name) if not Path(name).is_absolute() else Path(name)
        if path.is_dir():
            yield from sorted(p for p in path.glob("*.py") if p.name not in ("__init__.py", "__main__.py"))
        else:
            yield path


def _line_numbers(text: str) -> set[int]:
    try:
        return {int(part) for part in text.split(",")}
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected line numbers separated by commas, got {text!r}") from None


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.mutation", description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="modules or folders (default: shared/engine and problems)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants run at once (default 2)")
    parser.add_argument("--timeout", type=float, default=TIMEOUT, help="seconds per mutant")
    parser.add_argument("--list", action="store_true", help="list the mutants and the tests, run nothing")
    parser.add_argument(
        "--lines", type=_line_numbers, help="only the mutants on these lines, e.g. 34,35 (to re-run survivors)"
    )
    parser.add_argument(
        "--audit",
        action="store_true",
        help="run each listed equivalent of a chapter against the code on random inputs (tests/mutation_audit.py)",
    )
    ns = parser.parse_args(argv)
    if ns.audit:
        if ns.list:
            parser.error("--audit and --list do not mix")
        from tests import mutation_audit

        return mutation_audit.main(ns.targets, ns.lines)
    worst = 1.0
    for path in _targets(ns.targets):
        if ns.list:
            print(f"{path.relative_to(ROOT)}: tests {' '.join(judging_tests(path, ROOT))}")
            for m in mutants(path):
                print(f"  {m.key}")
            continue
        start = time.monotonic()
        report = run(path, jobs=ns.jobs, timeout=ns.timeout, progress=True, lines=ns.lines)
        worst = min(worst, report.score)
        print(
            f"{report.path}: {report.killed}/{report.killed + len(report.survived)} killed "
            f"({report.score:.1%}), {len(report.equivalent)} equivalent, {time.monotonic() - start:.0f} s"
            + (" (only the lines asked for)" if ns.lines else ""),
            flush=True,
        )
        for m in report.survived:
            print(f"  survived {m.key}", flush=True)
    return 0 if worst >= 0.9 else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # `--list | head`: the reader left; say nothing more
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(141)
