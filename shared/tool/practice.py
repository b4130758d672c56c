"""The learner's loop: `kata practice` writes a stub, `kata check` judges what the learner wrote.

A learner's work lives in `practice/<problem module>.py` (git-ignored), one file
per problem, one function per variant, named and typed exactly like the
reference. Nothing a learner wrote is ever overwritten: a second `practice`
for the same variant refuses; `--force` resets only that function, after
copying the whole file to a numbered backup.

`check` runs the same three things the test suite runs on the reference:
every case, agreement with the reference on seeded random inputs, and one
run at the variant's declared limit within the problem's time budget. The
learner's code runs in a child process with a timeout, so an infinite loop is
reported, not waited on.
"""

from __future__ import annotations

import ast
import importlib.util
import inspect
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from multiprocessing.connection import Connection
from pathlib import Path
from types import ModuleType
from typing import Any

from shared.engine.errors import InputError
from shared.tool import workspace
from shared.tool.cases import load_cases
from shared.tool.complexity import parse_growth
from shared.tool.registry import Args, Problem, Variant
from shared.tool.text import clip
from shared.tool.workspace import practice_dir  # where the learner's files live: kept there, with how they are written

__all__ = [
    "Verdict",
    "check_variant",
    "load_practice",
    "practice_dir",
    "practice_path",
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


def write_stub(problem: Problem, v: Variant, *, force: bool = False) -> str:
    """Create or extend the learner's file with a stub for v; say what was done, in one line.

    The file is written through shared.tool.workspace: atomically, under the folder's lock, after a
    numbered backup before any reset; a full disk leaves it as it was.
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
        if not force:
            raise InputError(f"{path} already has {v.name}(); your work is kept (--force resets it, after a backup)")
        kept = workspace.backup(path, text)
        lines = text.splitlines(keepends=True)
        first, last = spans[v.name]
        lines[first - 1 : last] = [stub]
        workspace.write_atomic(path, "".join(lines))
        return f"reset {v.name}() in {path} (the old file is kept as {kept.name})"


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
        where = f" at line {err.lineno}" if isinstance(err, SyntaxError) and err.lineno else ""
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


@dataclass(frozen=True)
class Verdict:
    """One check of a learner's variant."""

    ok: bool
    label: str
    detail: str = ""
    skipped: bool = False


def _child(conn: Connection, func: Callable[..., Any], batch: list[Args]) -> None:
    answers: list[tuple[str, Any]] = []
    for args in batch:
        start = time.perf_counter()
        try:
            answers.append(("ok", (func(**args), time.perf_counter() - start)))
        except NotImplementedError:
            answers.append(("error", "not written yet (raises NotImplementedError)"))
        except RecursionError:
            answers.append(("error", "RecursionError: too deep (see shared.engine.recursion.recursion_limit)"))
        except Exception as err:
            answers.append(("error", f"{type(err).__name__}: {err}"))
        if answers[-1][0] == "error":
            break
    conn.send(answers)
    conn.close()


def run_isolated(func: Callable[..., Any], batch: list[Args], timeout: float) -> list[tuple[str, Any]] | None:
    """Call func on each args in a forked child; None if it overran `timeout` seconds in all."""
    ctx = multiprocessing.get_context("fork")
    receiver, sender = ctx.Pipe(duplex=False)
    child = ctx.Process(target=_child, args=(sender, func, batch), daemon=True)
    child.start()
    sender.close()
    try:
        if not receiver.poll(timeout):
            return None
        answers: list[tuple[str, Any]] = receiver.recv()
        return answers
    except EOFError:
        child.join()
        return [("error", _death(child.exitcode))]
    finally:
        if child.is_alive():
            child.kill()
        child.join()


def _death(code: int | None) -> str:
    if code == -11:
        return "crashed with a segmentation fault: recursion too deep for the C stack (write the loop by hand?)"
    if code == -9:
        return "was killed (out of memory?)"
    return f"died with exit code {code}"


def _case_verdicts(problem: Problem, v: Variant) -> Iterator[Verdict]:
    timed_out = False
    for case in load_cases(problem):
        if timed_out:  # one endless loop is enough to know: don't make the learner wait once per case
            yield Verdict(False, case.description, "not run: an earlier case ran out of time", skipped=True)
            continue
        args = problem.parse(case.input)
        reason = problem.skip_reason(v, args)
        if reason:
            yield Verdict(True, case.description, reason, skipped=True)
            continue
        result = run_isolated(v.func, [args], problem.budget)
        if result is None:
            timed_out = True
            over = f"input {clip(case.input, 120)}: over the {problem.budget:g} s budget"
            yield Verdict(False, case.description, over)
        elif result[0][0] == "error":
            yield Verdict(False, case.description, f"input {clip(case.input, 120)}: {result[0][1]}")
        else:
            got = result[0][1][0]
            ok = got == case.expected
            detail = "" if ok else f"input {clip(case.input, 120)}: expected {json.dumps(case.expected)}, got {got!r}"
            yield Verdict(ok, case.description, detail)


def _agreement_verdict(problem: Problem, v: Variant) -> Verdict:
    """Compare with the reference on seeded random inputs small enough to be quick for this variant."""
    ref = problem.variant(problem.reference)
    top = max(1, min(v.limit, ref.limit, v.limit // 2 if parse_growth(v.time).stepwise else 200))
    rng = random.Random(486_913)
    inputs = [problem.input_for(v, rng.randint(1, top), rng) for _ in range(AGREEMENT_INPUTS)]
    batch = [problem.parse(raw) for raw in inputs]
    if declined := problem.skip_reason(v, batch[0]) or problem.skip_reason(ref, batch[0]):
        return Verdict(True, f"agreement with the reference ({ref.name})", declined, skipped=True)
    label = f"agrees with the reference ({ref.name}) on {len(batch)} random inputs up to size {top}"
    result = run_isolated(v.func, batch, problem.budget * 2)
    if result is None:
        return Verdict(False, label, f"over {2 * problem.budget:g} s for the {len(batch)} inputs")
    for raw, args, (status, value) in zip(inputs, batch, result, strict=False):
        if status == "error":
            return Verdict(False, label, f"input {clip(raw, 120)}: {value}")
        want = ref.func(**args)
        if value[0] != want:
            return Verdict(False, label, f"input {clip(raw, 120)}: {ref.name} says {want!r}, yours {value[0]!r}")
    return Verdict(True, label)


def _limit_verdict(problem: Problem, v: Variant) -> Verdict:
    raw = problem.input_for(v, v.limit, random.Random(v.limit))
    args = problem.parse(raw)
    label = f"answers at its declared limit, {problem.size_name} = {v.limit:,}, within {problem.budget:g} s"
    if declined := problem.skip_reason(v, args):
        return Verdict(True, label, f"{declined} (the generated input)", skipped=True)
    result = run_isolated(v.func, [args], problem.budget)
    if result is None:
        return Verdict(
            False, label, f"still running after {problem.budget:g} s: the reference's {v.time} is the target"
        )
    status, value = result[0]
    if status == "error":
        return Verdict(False, label, value)
    judge = problem.judge(args, besides=v)
    if judge is not None and value[0] != (want := judge.func(**args)):
        return Verdict(False, label, f"wrong answer there: {judge.name} says {want!r}")
    return Verdict(True, label, f"{value[1]:.2f} s")


def check_variant(problem: Problem, v: Variant) -> Iterator[Verdict]:
    """Every check of one learner variant, in the order a learner wants them: cases, agreement, limit."""
    verdicts = list(_case_verdicts(problem, v))
    yield from verdicts
    if all(x.ok for x in verdicts):
        yield _agreement_verdict(problem, v)
        yield _limit_verdict(problem, v)
    else:
        yield Verdict(False, "agreement and limit checks", "not run until every case passes", skipped=True)
