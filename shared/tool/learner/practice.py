"""The learner's loop: `kata practice` writes a stub, `kata check` judges what the learner wrote.

A learner's work lives in `practice/<problem module>.py` (git-ignored), one file
per problem, one function per variant, named and typed exactly like the
reference. Nothing a learner wrote is ever overwritten: a second `practice`
for the same variant refuses; `--force` resets only that function, after
copying the whole file to a numbered backup.

`kata check` judges what the learner wrote in a sandbox: see `shared.tool.judge`.
"""

from __future__ import annotations

import ast
import functools
import importlib.util
import inspect
import re
import sys
import textwrap
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from shared.engine.errors import InputError
from shared.engine.recursion import recursion_limit
from shared.tool.learner import workspace
from shared.tool.learner.workspace import practice_dir  # where the learner's files live, beside how they are written
from shared.tool.registry import Problem, Variant

__all__ = [
    "load_practice",
    "practice_dir",
    "practice_path",
    "practice_sources",
    "rules_and_examples",
    "stub_source",
    "write_stub",
]

AGREEMENT_INPUTS = 40  # seeded random inputs compared against the reference


def practice_path(problem: Problem) -> Path:
    """The learner's file for one problem."""
    return practice_dir() / f"{problem.stem}.py"


# --- writing stubs -----------------------------------------------------------------------------


def _chapter(problem: Problem) -> ModuleType:
    return sys.modules[problem.module]


def _helpers(problem: Problem) -> list[str]:
    """The rule helpers a learner may reuse: what the chapter itself defines at top level, bar its variants.

    Read from the chapter's source, so names it merely imports (from the engine, say) are left out.
    Constants first, then types, then functions, each alphabetically, as isort orders them.
    """
    module = _chapter(problem)
    variants = {v.func.__name__ for v in problem.variants}
    defined: set[str] = set()
    for node in ast.parse(inspect.getsource(module)).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            defined.add(node.name)
        elif isinstance(node, ast.Assign):
            for target in node.targets:  # `HOLE, MOUSE_START, CAT_START = 0, 1, 2` names three
                parts = target.elts if isinstance(target, ast.Tuple) else [target]
                defined.update(t.id for t in parts if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            defined.add(node.target.id)
    names = [
        n for n in defined if not n.startswith("_") and n not in variants and n not in {"PROBLEM", "parse", "generate"}
    ]
    return sorted(names, key=lambda n: (not n.isupper(), not n[0].isupper(), n))


def _import_line(module: str, names: list[str], note: str) -> str:
    """`from module import names  # note`, wrapped in parentheses when it would pass 80 columns."""
    line = f"from {module} import {', '.join(names)}  # {note}"
    if len(line) <= 80:
        return line
    body = textwrap.fill(", ".join(names) + ",", width=80, initial_indent="    ", subsequent_indent="    ")
    opening = f"from {module} import (  # {note}"
    if len(opening) > 80:  # a long chapter name (p0375_guess_number_higher_or_lower_ii): the note goes above
        return f"# {note}\nfrom {module} import (\n{body}\n)"
    return f"{opening}\n{body}\n)"


def _annotation(value: Any) -> str:
    return value if isinstance(value, str) else inspect.formatannotation(value)


def _signature(problem: Problem, func: Callable[..., Any]) -> str:
    """The reference's signature as source text, defaults named by the chapter's constants where they are one."""
    module = _chapter(problem)
    constants = {id(obj): name for name, obj in vars(module).items() if name.isupper()}
    parts = []
    for p in inspect.signature(func).parameters.values():
        text = p.name
        if p.annotation is not inspect.Parameter.empty:
            text += f": {_annotation(p.annotation)}"
        if p.default is not inspect.Parameter.empty:
            text += f" = {constants.get(id(p.default), repr(p.default))}"
        parts.append(text)
    returns = inspect.signature(func).return_annotation
    arrow = "" if returns is inspect.Signature.empty else f" -> {_annotation(returns)}"
    return f"def {func.__name__}({', '.join(parts)}){arrow}:"


def stub_source(problem: Problem, v: Variant) -> str:
    """A function with the reference's name and signature, its docstring as the target, and no body yet."""
    technique = v.technique
    return (
        f"{_signature(problem, v.func)}\n"
        f'    """{v.summary}"""\n'
        f"    raise NotImplementedError({f'write {v.name}: {technique}'!r})\n"
    )


# A paragraph of the chapter's text that points into the repository (a test file, an engine module, a bench
# figure): a learner who installed the kata cannot open it, so a stub leaves it out.
_REPOSITORY = re.compile(r"\b(tests|shared|problems)[/.]\w|\.py\b|kata bench|README")


def rules_and_examples(problem: Problem) -> tuple[str, str]:
    """The chapter's text, split: the rules with their examples (up to the end of the first `>>>` block and
    the indented lines under it), and the rest, the idea of the solutions, less what points into the repository."""
    lines = (_chapter(problem).__doc__ or problem.title).strip().splitlines()
    first = next((i for i, line in enumerate(lines) if line.lstrip().startswith(">>> ")), len(lines))
    end = first  # past the examples, their outputs, and what is indented under them (the constraints)
    while end < len(lines):
        if lines[end].strip():
            end += 1
            continue
        after = next((i for i in range(end, len(lines)) if lines[i].strip()), None)
        if after is None or not (lines[after].lstrip().startswith(">>> ") or lines[after].startswith("    ")):
            break
        end = after
    rules = "\n".join(lines[:end]).rstrip()
    paragraphs = "\n".join(lines[end:]).split("\n\n")
    idea = "\n\n".join(p.strip("\n") for p in paragraphs if p.strip() and not _REPOSITORY.search(p))
    return rules, idea


def _header(problem: Problem, *, again: bool = False) -> str:
    """The file's docstring and imports: the rules and examples; on a first attempt the idea too (`--again`
    asks for the variant from memory: the signature, the rules and the examples only)."""
    rules, idea = rules_and_examples(problem)
    text = rules if again or not idea else f"{rules}\n\nThe idea:\n\n{idea}"
    helpers = _helpers(problem)
    imports = ["from __future__ import annotations", ""]
    if helpers:
        imports.append(_import_line(problem.module, helpers, "the chapter's rules, free to use"))
    # Nothing from shared/: `kata check` counts the learner's calls itself and runs them on a deep stack.
    return (
        f'"""Practice: {problem.key} {problem.title}.\n\n'
        + "\n".join(f"    {line}".rstrip() for line in text.splitlines())
        + "\n\nWrite each variant below, then run, in the folder you ran `kata practice` in:\n"
        + f"    kata check {problem.key}\n"
        + f'Once it passes, compare with the reference: kata show {problem.key} VARIANT\n"""\n\n'
        + "\n".join(imports)
        + "\n"
    )


def _defined_functions(text: str, path: Path) -> dict[str, tuple[int, int]]:
    """Top-level functions in the learner's file, with their first and last line (decorators included)."""
    try:
        tree = ast.parse(text, filename=str(path))
    except (SyntaxError, ValueError) as err:  # ValueError: a NUL byte in the source
        where = f" at line {err.lineno}" if isinstance(err, SyntaxError) and err.lineno else ""
        raise InputError(f"{path} has a syntax error{where}; fix it or use another file") from None
    spans = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            spans[node.name] = (first, node.end_lineno or node.lineno)
    return spans


def write_stub(problem: Problem, v: Variant, *, force: bool = False, again: bool = False) -> str:
    """Create or extend the learner's file with a stub for v; say what was done, in one line.

    The file is written through shared.tool.learner.workspace: atomically, under the folder's lock, after a
    numbered backup before any reset; a full disk leaves it as it was. `again` (a review from memory) also
    takes the idea out of the file's docstring, if it is still the one kata wrote.
    """
    where = workspace.folder(practice_dir())
    with workspace.locked(where):
        path = workspace.inside(where, practice_path(problem).name)
        stub = stub_source(problem, v)
        if not path.exists():
            workspace.create_new(path, _header(problem) + "\n\n" + stub)
            return f"wrote {path}"
        text = workspace.read_text(path)
        spans = _defined_functions(text, path)
        if v.name not in spans:
            workspace.write_atomic(path, text.rstrip("\n") + "\n\n\n" + stub)
            return f"added {v.name}() to {path}"
        if not force and not again:
            raise InputError(f"{path} has {v.name}() already; kept (--force backs up, resets)")
        kept = workspace.backup(path, text)
        lines = text.splitlines(keepends=True)
        first, last = spans[v.name]
        lines[first - 1 : last] = [stub]
        rewritten = "".join(lines)
        if again:  # the idea goes, unless the learner made the docstring their own
            rewritten = rewritten.replace(_header(problem), _header(problem, again=True), 1)
        workspace.write_atomic(path, rewritten)
        return f"reset {v.name}() in {path} (the old file is kept as {kept.name})"


def practice_sources(problem: Problem, names: list[str] | None = None) -> dict[str, str]:
    """The learner's variants as source text, read and never run: `kata show --practice` only reads.

    Importing the file would run its top level, where a loop hangs and an exit() ends kata itself.
    """
    path = _existing_practice(problem)
    text = workspace.read_text(path)
    spans = _defined_functions(text, path)
    lines = text.splitlines()
    found = {}
    for name in _chosen(problem, path, names, set(spans)):
        first, last = spans[name]
        found[name] = "\n".join(lines[first - 1 : last]).rstrip() + "\n"
    return found


def _existing_practice(problem: Problem) -> Path:
    """The learner's file for problem; one line if there is none yet."""
    path = practice_path(problem)
    if not path.exists():
        raise InputError(f"no {path} yet: start with `kata practice {problem.key} VARIANT`")
    return path


def _chosen(problem: Problem, path: Path, names: list[str] | None, defined: set[str]) -> list[str]:
    """The variants asked for (default: every one the file defines), each known and defined, or one line why not."""
    wanted = names or [v.name for v in problem.variants if v.name in defined]
    if not wanted:
        raise InputError(
            f"{path} defines none of {problem.key}'s variants ({', '.join(v.name for v in problem.variants)})"
        )
    for name in wanted:
        problem.variant(name)  # an unknown name: one line listing the known ones
        if name not in defined:
            raise InputError(f"{path} has no function {name}(): run `kata practice {problem.key} {name}`")
    return wanted


# --- loading and checking ----------------------------------------------------------------------


def load_practice(problem: Problem, names: list[str] | None = None) -> list[Variant]:
    """The learner's variants for a problem, carrying the reference's limit and complexity."""
    path = _existing_practice(problem)
    workspace.read_text(path)  # refuses a FIFO, a device or a huge file in one line before Python's import reads it
    spec = importlib.util.spec_from_file_location(f"practice_{problem.stem}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as err:
        where = f" at line {err.lineno}" if isinstance(err, SyntaxError) and err.lineno else ""
        raise InputError(f"{path} does not import: {type(err).__name__}{where}: {err}") from None
    defined = {name for name, value in vars(module).items() if inspect.isfunction(value)}
    return [
        replace(problem.variant(name), func=_deep(getattr(module, name)))
        for name in _chosen(problem, path, names, defined)
    ]


IN_PROCESS_DEPTH = 50_000  # what `pytest --practice` allows a learner's recursion; `kata check` allows far more


def _deep(func: Callable[..., Any]) -> Callable[..., Any]:
    """The learner's function with Python's recursion limit raised around each call, as LeetCode raises it."""

    @functools.wraps(func)
    def call(*args: Any, **kwargs: Any) -> Any:
        with recursion_limit(IN_PROCESS_DEPTH):
            return func(*args, **kwargs)

    return call
