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
import importlib.util
import inspect
import os
import shutil
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from shared.engine.errors import InputError
from shared.tool.registry import Problem, Variant

__all__ = [
    "load_practice",
    "practice_dir",
    "practice_path",
    "stub_source",
    "write_stub",
]

AGREEMENT_INPUTS = 40  # seeded random inputs compared against the reference


def practice_dir() -> Path:
    """Where the learner's files live: $KATA_PRACTICE_DIR, else practice/ where kata runs (never the install)."""
    chosen = os.environ.get("KATA_PRACTICE_DIR")
    return Path(chosen).expanduser() if chosen else Path.cwd() / "practice"


def practice_path(problem: Problem) -> Path:
    """The learner's file for one problem."""
    return practice_dir() / f"{problem.stem}.py"


# --- writing stubs -----------------------------------------------------------------------------


def _chapter(problem: Problem) -> ModuleType:
    return sys.modules[problem.module]


def _helpers(problem: Problem) -> list[str]:
    """The chapter's rules and helpers a learner may reuse: constants and plain functions, not variants."""
    module = _chapter(problem)
    variants = {v.func.__name__ for v in problem.variants}
    names = []
    for name, obj in vars(module).items():
        if name.startswith("_") or name in variants or name in {"PROBLEM", "parse", "generate", "annotations"}:
            continue
        if name.isupper() or (inspect.isfunction(obj) and obj.__module__ == module.__name__):
            names.append(name)
    return sorted(names, key=lambda n: (not n.isupper(), n))


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


def _header(problem: Problem) -> str:
    rules = (_chapter(problem).__doc__ or problem.title).strip()
    helpers = _helpers(problem)
    imports = ["from __future__ import annotations", ""]
    if helpers:
        imports.append(f"from {problem.module} import {', '.join(helpers)}  # the chapter's rules, free to use")
    imports.append("from shared.engine.counting import count_node  # optional: call once per node so kata counts yours")
    imports.append("from shared.engine.recursion import recursion_limit  # for deep top-down recursion")
    return (
        f'"""Practice: {problem.key} {problem.title}.\n\n'
        + "\n".join(f"    {line}".rstrip() for line in rules.splitlines())
        + f"\n\nWrite each variant below, then: kata check {problem.key}   (or: pytest -k {problem.key} --practice)\n"
        + f'Compare with the reference: kata show {problem.key} VARIANT\n"""\n\n'
        + "\n".join(imports)
        + "\n"
    )


def _defined_functions(path: Path) -> dict[str, tuple[int, int]]:
    """Top-level functions in the learner's file, with their first and last line (decorators included)."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except SyntaxError as err:
        raise InputError(f"{path} has a syntax error at line {err.lineno}; fix it or use another file") from None
    spans = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            spans[node.name] = (first, node.end_lineno or node.lineno)
    return spans


def _backup(path: Path) -> Path:
    """Copy path to the first free `<name>.bakN`; an existing backup is never overwritten."""
    for n in range(1, 10_000):
        target = path.with_name(f"{path.name}.bak{n}")
        if not target.exists():
            shutil.copy2(path, target)
            return target
    raise InputError(f"too many backups of {path}; clear some")


def write_stub(problem: Problem, v: Variant, *, force: bool = False) -> str:
    """Create or extend the learner's file with a stub for v; say what was done, in one line."""
    path = practice_path(problem)
    stub = stub_source(problem, v)
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_header(problem) + "\n\n" + stub, encoding="utf-8")
        return f"wrote {path}"
    spans = _defined_functions(path)
    if v.name not in spans:
        text = path.read_text(encoding="utf-8").rstrip("\n")
        path.write_text(text + "\n\n\n" + stub, encoding="utf-8")
        return f"added {v.name}() to {path}"
    if not force:
        raise InputError(f"{path} already has {v.name}(); your work is kept (--force resets it, after a backup)")
    backup = _backup(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    first, last = spans[v.name]
    lines[first - 1 : last] = [stub]
    path.write_text("".join(lines), encoding="utf-8")
    return f"reset {v.name}() in {path} (the old file is kept as {backup.name})"


# --- loading and checking ----------------------------------------------------------------------


def load_practice(problem: Problem, names: list[str] | None = None) -> list[Variant]:
    """The learner's variants for a problem, carrying the reference's limit and complexity."""
    path = practice_path(problem)
    if not path.exists():
        raise InputError(f"no {path} yet: start with `kata practice {problem.key} VARIANT`")
    spec = importlib.util.spec_from_file_location(f"practice_{problem.stem}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as err:
        where = f" at line {err.lineno}" if isinstance(err, SyntaxError) else ""
        raise InputError(f"{path} does not import: {type(err).__name__}{where}: {err}") from None
    wanted = names or [v.name for v in problem.variants if inspect.isfunction(getattr(module, v.name, None))]
    if not wanted:
        raise InputError(
            f"{path} defines none of {problem.key}'s variants ({', '.join(v.name for v in problem.variants)})"
        )
    found = []
    for name in wanted:
        ref = problem.variant(name)
        func = getattr(module, name, None)
        if not inspect.isfunction(func):
            raise InputError(f"{path} has no function {name}(): run `kata practice {problem.key} {name}`")
        found.append(replace(ref, func=func))
    return found
