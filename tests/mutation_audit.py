"""Check the hand-made list of equivalent mutants by machine: `python -m tests.mutation --audit [TARGET...]`.

tests/mutants-equivalent.md says of each listed mutant that no input can tell
it apart from the code. The audit tries: it builds each listed mutant of a
chapter (problems/*.py), executes it as a fresh module beside the original,
and runs both on the same inputs, then compares the answer (or the error
raised) and the node count. One difference is a counterexample: the mutant is
not equivalent, the audit prints the input that shows it and exits 1.

The inputs, per variant: 300 seeded draws from the problem's generator, half
cycling through the smallest sizes, half anywhere up to the size where one
input costs the original about NODE_CAP nodes. Each draw has three twins:
its numbers folded into 1..3 (ties, where `>` and `>=` part); about half of
its numbers nudged and a quarter of its characters redrawn from those the
cases use (a generator may make one input per size); every number 0, or
every number 1 (all moves tie, and a row of zeros has bound 0). Then one
input per larger size while their total cost stays small, and the cases.
Only inputs the problem accepts (`parse`, the variant's limit) are used: an
input outside LeetCode's constraints tells nothing about equivalence.

Only the variants that can reach the mutated code are run (a mutant inside
`naive` cannot change `bottom_up`). Some listed mutants cannot be judged this
way, and are counted apart, never as passing:
- a change to a recursion headroom (a `recursion_limit(...)` argument, or a
  constant or function used only there): at the sizes an audit can afford,
  Python's default limit already suffices;
- a change in code no variant runs on these inputs: a default argument value
  every input overrides, or a helper only the tool uses.
A passing mutant in code the tool also uses outside the variants (a play bot's
helper) gets a note. A bullet that names no mutant of the file as it is now
(its line moved) is stale and fails the audit. What small inputs cannot reach
stays unjudged: a bound like 1728's 1,000-turn clock never binds on them.
Engine mutants (shared/engine/*) are out of scope: their equivalence is argued
about every caller, not about one chapter's inputs.
"""

from __future__ import annotations

import ast
import copy
import importlib
import random
import re
import signal
import textwrap
import time
import types
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.mutation import EQUIVALENT, ROOT, Mutant, equivalent_keys, mutants, mutated_source

Args = dict[str, Any]

RANDOM_INPUTS = 300  # seeded random draws per variant, each with three twins (duplicates dropped)
NODE_CAP = 2_000  # sizes climb until one input costs the original this many nodes
SECONDS_CAP = 0.02  # ... or this long, for a variant that counts no nodes
LARGER_NODES = 50 * NODE_CAP  # beyond that size, single inputs while their total cost stays below this
# a case is left out when it costs the original more than 50 x NODE_CAP nodes
SMALL_SIZES = 16  # half the draws cycle through the smallest sizes, where edge cases live
OVERRUN = 1.0  # seconds a mutant may take on one input beyond 50x the original's time


@dataclass(frozen=True)
class Outcome:
    """What one call did: its answer (or the error it raised), and the nodes it counted."""

    answer: str
    nodes: int | None
    seconds: float = field(default=0.0, compare=False)

    def __str__(self) -> str:
        counted = "no count" if self.nodes is None else f"{self.nodes} node{'s' if self.nodes != 1 else ''}"
        return f"{self.answer} ({counted})"


@dataclass(frozen=True)
class Finding:
    """A listed mutant the audit could not pass: told apart, stale, or not auditable by inputs."""

    key: str
    kind: str  # "told apart", "stale", "headroom", "unreached", or "note" (passed, with a caveat)
    detail: str


@dataclass
class ModuleAudit:
    """The audit of one module's listed equivalents."""

    path: str
    audited: int = 0
    inputs: dict[str, int] = field(default_factory=dict)  # variant name -> distinct inputs run
    findings: list[Finding] = field(default_factory=list)
    fewest: int | None = None  # fewest inputs any audited mutant ran on (for one variant it reaches)

    def failed(self) -> list[Finding]:
        return [f for f in self.findings if f.kind in ("told apart", "stale")]


class _Overran(BaseException):
    """Raised by the alarm inside a mutant that runs far longer than the original (a BaseException:
    a mutant's own `except Exception` must not swallow it)."""


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    def ring(signum: int, frame: object) -> None:
        raise _Overran

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def call(func: Callable[..., Any], args: Args, limit: float | None = None) -> Outcome:
    """Run func on a fresh copy of args, counting nodes; an error is an outcome too."""
    from shared.engine.counting import node_counter

    fresh = copy.deepcopy(args)
    start = time.perf_counter()
    with node_counter(func) as counter:
        try:
            if limit is None:
                answer = func(**fresh)
            else:
                with _alarm(limit):
                    answer = func(**fresh)
            shown = f"{answer!r}" if isinstance(answer, bool | int | float | str | type(None)) else _shown(answer)
        except _Overran:
            shown = f"no answer within {limit:.1f} s"
        except Exception as err:
            shown = f"raised {type(err).__name__}: {err}"
    return Outcome(shown, counter.nodes, time.perf_counter() - start)


def _shown(answer: object) -> str:
    return f"{type(answer).__name__} {answer!r}"


def load_mutant(path: Path, index: int, name: str) -> types.ModuleType:
    """Mutant number `index` of the module at path, executed as a fresh module object named `name`."""
    module = types.ModuleType(name)
    module.__file__ = str(path)
    exec(compile(mutated_source(path, index), f"<mutant {index} of {path.name}>", "exec"), module.__dict__)
    return module


# --- what a mutant can reach --------------------------------------------------------------------------


def _defined(stmt: ast.stmt) -> set[str]:
    """The module-level names one top-level statement binds."""
    if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {stmt.name}
    targets: list[ast.expr] = []
    if isinstance(stmt, ast.Assign):
        targets = stmt.targets
    elif isinstance(stmt, ast.AnnAssign | ast.AugAssign):
        targets = [stmt.target]
    return {n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)}


def _first_line(stmt: ast.stmt) -> int:
    decorators: list[ast.expr] = getattr(stmt, "decorator_list", [])
    return min([stmt.lineno, *(d.lineno for d in decorators)])


def _enclosing(tree: ast.Module, line: int) -> ast.stmt | None:
    for stmt in tree.body:
        if _first_line(stmt) <= line <= (stmt.end_lineno or stmt.lineno):
            return stmt
    return None


def reach(tree: ast.Module, start: str) -> set[str]:
    """The module-level names that the definition of `start` uses, directly or through others, itself included."""
    uses: dict[str, set[str]] = {}
    for stmt in tree.body:
        # a default value is read only by a call that leaves its argument out: see `_default_of`
        skip = {id(n) for d in _defaults(stmt) for n in ast.walk(d)}
        used = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name) and id(n) not in skip}
        for name in _defined(stmt):
            uses.setdefault(name, set()).update(used)
    seen, todo = set(), [start]
    while todo:
        name = todo.pop()
        if name in seen or name not in uses:
            continue
        seen.add(name)
        todo.extend(uses[name])
    return seen


def _defaults(stmt: ast.stmt) -> list[ast.expr]:
    if not isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
        return []
    return [*stmt.args.defaults, *(d for d in stmt.args.kw_defaults if d is not None)]


def _default_of(stmt: ast.stmt | None, m: Mutant) -> bool:
    """Is the mutant inside one of the function's default argument values?"""
    where = (m.line, m.column - 1)
    return stmt is not None and any(
        (d.lineno, d.col_offset) <= where < (d.end_lineno or 0, d.end_col_offset or 0) for d in _defaults(stmt)
    )


def _is_recursion_limit(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    return (isinstance(func, ast.Name) and func.id == "recursion_limit") or (
        isinstance(func, ast.Attribute) and func.attr == "recursion_limit"
    )


def headroom_spans(tree: ast.Module) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Source spans that only set a recursion headroom: `recursion_limit(...)`'s arguments, the value of a
    module-level constant used nowhere but there (game_tree's `STACK = MAX_DEPTH + 50`), and the body of a
    function called nowhere else (913's `positions(n)`)."""
    spans, names_in_args = [], set()
    inside: set[int] = set()
    for node in ast.walk(tree):
        if _is_recursion_limit(node):
            assert isinstance(node, ast.Call)
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                spans.append(((arg.lineno, arg.col_offset), (arg.end_lineno or 0, arg.end_col_offset or 0)))
                for sub in ast.walk(arg):
                    inside.add(id(sub))
                    if isinstance(sub, ast.Name):
                        names_in_args.add(sub.id)
    used_elsewhere = {
        n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and id(n) not in inside
    }
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign | ast.AnnAssign) and stmt.value is not None:
            bound = _defined(stmt)
            if bound and bound <= names_in_args and not bound & used_elsewhere:
                value = stmt.value
                spans.append(((value.lineno, value.col_offset), (value.end_lineno or 0, value.end_col_offset or 0)))
        elif isinstance(stmt, ast.FunctionDef) and stmt.name in names_in_args and stmt.name not in used_elsewhere:
            spans.append(((stmt.body[0].lineno, 0), (stmt.end_lineno or 0, stmt.end_col_offset or 0)))
    return spans


def _in_spans(m: Mutant, spans: Sequence[tuple[tuple[int, int], tuple[int, int]]]) -> bool:
    where = (m.line, m.column - 1)
    return any(start <= where < end for start, end in spans)


# --- the audit ----------------------------------------------------------------------------------------


def listed_by_module(keys: set[str]) -> dict[str, list[str]]:
    """Listed keys grouped by their module's path, in line order."""
    grouped: dict[str, list[str]] = {}
    for key in keys:
        grouped.setdefault(key.split(":", 1)[0], []).append(key)
    for found in grouped.values():
        found.sort(key=lambda k: (int(k.split(":")[1]), int(k.split(":")[2]), k))
    return grouped


def audit_module(
    path: Path,
    keys: Sequence[str],
    original: types.ModuleType,
    inputs: Mapping[str, Sequence[tuple[str, Args]]],
    *,
    root: Path = ROOT,
    tool_names: Sequence[str] = (),
) -> ModuleAudit:
    """Audit the listed keys of one module: each mutant against `original`, on every input of each function it
    reaches. `inputs` maps a function's name to its (label, keyword arguments) inputs, smallest first.

    `tool_names`: what else of the module the tool uses (a play bot's helper, say); a mutant that passes but
    reaches one of them gets a note, since only the variants were run."""
    rel = path.resolve().relative_to(root.resolve()).as_posix()
    result = ModuleAudit(rel, inputs={name: len(found) for name, found in inputs.items()})
    tree = ast.parse(path.read_text(encoding="utf-8"))
    spans = headroom_spans(tree)
    reached = {name: reach(tree, name) for name in inputs}
    tool_reach = {name: reach(tree, name) for name in tool_names if name not in inputs}
    by_key = {m.key: m for m in mutants(path, root)}
    expected: dict[str, list[Outcome]] = {}
    for name, found in inputs.items():
        expected[name] = [call(getattr(original, name), args) for _, args in found]
    for key in keys:
        m = by_key.get(key)
        if m is None:
            result.findings.append(Finding(key, "stale", "no such mutant in the file as it is now (did a line move?)"))
            continue
        if _in_spans(m, spans):
            result.findings.append(Finding(key, "headroom", "changes only a recursion headroom"))
            continue
        stmt = _enclosing(tree, m.line)
        names = _defined(stmt) if stmt is not None else set()
        if _default_of(stmt, m):  # run only by the inputs that leave a defaulted argument out
            assert isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef)
            params = [a.arg for a in [*stmt.args.args, *stmt.args.kwonlyargs]]
            touched = [n for n in inputs if n == stmt.name and any(set(params) - set(a) for _, a in inputs[n])]
        else:
            touched = [name for name in inputs if names & reached[name]]
        if not touched:
            result.findings.append(
                Finding(key, "unreached", "in code no variant runs on these inputs (a default value, or the tool's)")
            )
            continue
        difference = _tell_apart(path, m, original.__name__, touched, inputs, expected)
        if difference is not None:
            result.findings.append(Finding(key, "told apart", difference))
            continue
        result.audited += 1
        if used := sorted(name for name, found in tool_reach.items() if names & found):
            result.findings.append(
                Finding(key, "note", f"passed; the tool also uses it through {', '.join(used)}, which was not run")
            )
        least = min(len(inputs[name]) for name in touched)
        result.fewest = least if result.fewest is None else min(result.fewest, least)
    return result


def _tell_apart(
    path: Path,
    m: Mutant,
    module_name: str,
    touched: Sequence[str],
    inputs: Mapping[str, Sequence[tuple[str, Args]]],
    expected: Mapping[str, Sequence[Outcome]],
) -> str | None:
    """The first input on which the mutant and the original differ, described; None if there is none."""
    try:
        mutant = load_mutant(path, m.index, module_name)
    except Exception as err:
        return f"the mutated module fails to load: {type(err).__name__}: {err}"
    for name in touched:
        func = getattr(mutant, name)
        for (label, args), want in zip(inputs[name], expected[name], strict=True):
            got = call(func, args, limit=OVERRUN + 50 * want.seconds)
            if got != want:
                return f"{name}({label}): the code gives {want}, the mutant {got}"
    return None


# --- a chapter's inputs -------------------------------------------------------------------------------


def chapter_inputs(problem: Any, v: Any, made: dict[tuple[Any, ...], Any] | None = None) -> list[tuple[str, Args]]:
    """Inputs for one variant: seeded random ones up to a cheap size, and the cases it admits; smallest first.

    `made` caches what the generator made, shared by the variants that use the same generator.
    """
    from shared.engine.errors import InputError
    from shared.tool.cases import load_cases

    cache = {} if made is None else made

    def parsed(raw: object) -> Args | None:
        try:
            args: Args = problem.parse(raw)
        except (InputError, ValueError, IndexError):
            return None
        return None if problem.skip_reason(v, args) else args

    def make(size: int, seed: int) -> tuple[object, Args | None]:
        key = (v.generate, size, seed)
        if key not in cache:
            try:
                raw = problem.input_for(v, size, random.Random(f"{size}/{seed}"))
            except (InputError, ValueError, IndexError):
                raw = None
            cache[key] = (raw, None if raw is None else parsed(raw))
        raw, args = cache[key]
        return raw, (None if args is None or problem.skip_reason(v, args) else args)

    least = next((size for size in range(12) if make(size, 0)[1] is not None), None)
    if least is None:
        return []
    cap = size = least
    while size <= v.limit:  # climb to the largest size whose input costs the original little
        args = make(size, 0)[1]
        if args is not None:
            cost = call(v.func, args)
            if _costly(cost, 1):
                break
            cap = size
        size = size + 1 if size < 32 else size + max(1, size // 4)
    found: dict[str, tuple[int, str, Args]] = {}
    cases = load_cases(problem)
    alphabet = "".join(sorted(_characters([c.input for c in cases])))  # the characters a board is written in
    small = min(cap, least + SMALL_SIZES - 1) - least + 1
    for i in range(RANDOM_INPUTS):
        size = least + (i // 2) % small if i % 2 == 0 else random.Random(i).randint(least, cap)
        raw, args = make(size, i)
        if args is None:
            continue
        found.setdefault(repr(raw), (problem.size(args), _label(raw), args))
        for twin in (coarse(raw), perturb(raw, random.Random(-1 - i), alphabet), flat(raw, i % 2)):
            its = parsed(twin)
            if its is not None and problem.size(its) <= cap:  # a twin may be larger, and dearer
                found.setdefault(repr(twin), (problem.size(its), _label(twin), its))
    spent = 0  # then a few larger inputs, one per size, while their total cost stays small
    while size <= v.limit and spent <= LARGER_NODES:
        raw, args = make(size, 0)
        if args is not None:
            cost = call(v.func, args)
            spent += cost.nodes if cost.nodes is not None else round(cost.seconds / SECONDS_CAP * NODE_CAP)
            if spent > LARGER_NODES or _costly(cost, 50):
                break
            found.setdefault(repr(raw), (problem.size(args), _label(raw), args))
        size = size + 1 if size < 32 else size + max(1, size // 4)
    for case in cases:
        its = parsed(case.input)
        if its is not None and repr(case.input) not in found and not _costly(call(v.func, its), 50):
            found[repr(case.input)] = (problem.size(its), _label(case.input), its)
    ordered = sorted(found.values(), key=lambda item: (item[0], len(item[1]), item[1]))
    return [(label, args) for _, label, args in ordered]


def _costly(cost: Outcome, times: int) -> bool:
    """Did one input cost the original more than `times` x NODE_CAP nodes? Time decides only for a variant
    that counts no nodes (and guards against one whose count says little), so the inputs chosen do not
    depend on how busy the machine is."""
    if cost.nodes is None:
        return cost.seconds > times * SECONDS_CAP
    return cost.nodes > times * NODE_CAP or cost.seconds > 10 * times * SECONDS_CAP


def coarse(raw: object) -> object:
    """The input with every integer above 3 folded into 1..3: random numbers over a wide range rarely tie,
    and ties are where `>` and `>=` part (kept only if the problem still accepts it)."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int):
        return raw if raw <= 3 else raw % 3 + 1
    if isinstance(raw, list):
        return [coarse(x) for x in raw]
    if isinstance(raw, dict):
        return {k: coarse(x) for k, x in raw.items()}
    return raw


def flat(raw: object, value: int) -> object:
    """The input with every integer set to `value` (0 or 1): all moves tie, and a zero row has bound 0."""
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int):
        return value
    if isinstance(raw, list):
        return [flat(x, value) for x in raw]
    if isinstance(raw, dict):
        return {k: flat(x, value) for k, x in raw.items()}
    return raw


def perturb(raw: object, rng: random.Random, alphabet: str = "") -> object:
    """The input with about half its integers moved (one up, one down, or anywhere from 0 to a little past)
    and a quarter of its characters redrawn from `alphabet`.

    A generator may make one input per size (464's target is always the whole pool's sum, 294's string
    all pluses): the twins reach inputs it never makes (kept only if the problem still accepts them).
    """
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int):
        if rng.random() < 0.5:
            return raw
        return rng.choice((raw - 1, raw + 1, rng.randint(min(raw, 0), max(raw, 0) + 3)))
    if isinstance(raw, str) and alphabet:
        return "".join(rng.choice(alphabet) if rng.random() < 0.25 else c for c in raw)
    if isinstance(raw, list):
        return [perturb(x, rng, alphabet) for x in raw]
    if isinstance(raw, dict):
        return {k: perturb(x, rng, alphabet) for k, x in raw.items()}
    return raw


def _characters(raw: object) -> set[str]:
    """Every character in the strings of a JSON value (not in its keys)."""
    if isinstance(raw, str):
        return set(raw)
    if isinstance(raw, list):
        return set().union(*map(_characters, raw)) if raw else set()
    if isinstance(raw, dict):
        return _characters(list(raw.values()))
    return set()


def _label(raw: object) -> str:
    text = repr(raw)
    return text if len(text) <= 200 else text[:197] + "..."


def audit_chapter(path: Path, keys: Sequence[str]) -> ModuleAudit:
    """Audit one chapter's listed equivalents on its variants' inputs."""
    from shared.tool.catalog import find_problem

    problem = find_problem(path.stem)
    original = importlib.import_module(problem.module)
    inputs: dict[str, list[tuple[str, Args]]] = {}
    made: dict[tuple[Any, ...], Any] = {}
    for v in problem.variants:
        name = v.func.__name__
        if getattr(original, name, None) is v.func:
            inputs[name] = chapter_inputs(problem, v, made)
    return audit_module(path, keys, original, inputs, tool_names=tool_imports(problem))


def tool_imports(problem: Any) -> list[str]:
    """The names the problem's catalogue module imports from its chapter."""
    catalogue = importlib.import_module(type(problem).__module__)  # the catalogue module declaring its class
    source = Path(catalogue.__file__ or "").read_text(encoding="utf-8")
    return sorted(
        alias.name
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ImportFrom) and node.module == problem.module
        for alias in node.names
    )


# --- the command --------------------------------------------------------------------------------------


class AuditUsageError(Exception):
    """A target the audit cannot take: one line for the person who named it."""


def chapter_targets(names: Sequence[str], listed: Mapping[str, list[str]], root: Path = ROOT) -> list[Path]:
    """The chapters to audit: those named, or every chapter with listed equivalents."""
    if not names:
        return [root / rel for rel in sorted(listed) if rel.startswith("problems/") and (root / rel).is_file()]
    paths: list[Path] = []
    for name in names:
        path = Path(name) if Path(name).is_absolute() else root / name
        if path.is_dir():
            if path.resolve() != (root / "problems").resolve():
                raise AuditUsageError(
                    f"{name}: the audit takes chapters (problems/*.py) only; engine mutants are out of scope"
                )
            paths.extend(root / rel for rel in sorted(listed) if (root / rel).parent == path and (root / rel).is_file())
            continue
        try:
            rel = path.resolve().relative_to(root.resolve()).as_posix()
        except ValueError:
            raise AuditUsageError(
                f"{name}: not inside {root}; name a chapter, e.g. problems/p0292_nim_game.py"
            ) from None
        if not path.exists():
            raise AuditUsageError(f"{name}: no such file; name a chapter, e.g. problems/p0292_nim_game.py")
        if not re.fullmatch(r"problems/[a-z0-9_]+\.py", rel) or not path.is_file() or path.stem.startswith("_"):
            raise AuditUsageError(
                f"{name}: the audit takes chapters (problems/*.py) only; engine mutants are out of scope"
            )
        paths.append(path)
    return paths


def _say(text: str, indent: str) -> None:
    """Print text wrapped to 80 columns, continuation lines indented two more."""
    print(textwrap.fill(text, 80, initial_indent=indent, subsequent_indent=indent + "  ", break_on_hyphens=False))


def _say_items(head: str, items: Sequence[str]) -> None:
    """Print head and the items separated by `;`, wrapped to 80 columns between items, never inside one."""
    line = head
    for i, item in enumerate(items):
        piece = item + (";" if i < len(items) - 1 else "")
        if len(line) + 1 + len(piece) > 80 and line.strip():
            print(line)
            line = "    " + piece
        else:
            line += " " + piece
    print(line)


def main(names: Sequence[str], lines: set[int] | None = None, listing: Path = EQUIVALENT) -> int:
    """Audit the listed equivalents of the chapters named (default: all); print the findings; 0 if none fails."""
    keys = equivalent_keys(listing)
    listed = listed_by_module(keys)
    try:
        targets = chapter_targets(names, listed)
    except AuditUsageError as err:
        print(f"mutation --audit: {err}", flush=True)
        return 2
    began = time.monotonic()
    audits = []
    for path in targets:
        rel = path.resolve().relative_to(ROOT.resolve()).as_posix()
        wanted = [k for k in listed.get(rel, []) if lines is None or int(k.split(":")[1]) in lines]
        if not wanted:
            print(f"{rel}: no listed equivalents" + (" on those lines" if lines else ""), flush=True)
            continue
        start = time.monotonic()
        report = audit_chapter(path, wanted)
        audits.append(report)
        runs = ", ".join(f"{name} {count}" for name, count in report.inputs.items())
        print(f"{rel}: {report.audited} of {len(wanted)} audited, {time.monotonic() - start:.0f} s", flush=True)
        _say(f"inputs: {runs}", "  ")
        for f in report.findings:
            if f.kind in ("told apart", "stale", "note"):
                _say(f"{f.kind.upper() if f.kind != 'note' else 'note'}: {f.key}", "  ")
                _say(f.detail, "    ")
        for kind, why in (("headroom", "recursion headroom"), ("unreached", "not run on the inputs")):
            if spots := [f.key.split(":", 1)[1] for f in report.findings if f.kind == kind]:
                _say_items(f"  not auditable, {why}:", spots)
    audited = sum(a.audited for a in audits)
    failed = [f for a in audits for f in a.failed()]
    headroom = sum(1 for a in audits for f in a.findings if f.kind == "headroom")
    unreached = sum(1 for a in audits for f in a.findings if f.kind == "unreached")
    fewest = min((a.fewest for a in audits if a.fewest is not None), default=0)
    told = sum(1 for f in failed if f.kind == "told apart")
    stale = len(failed) - told
    if not audits:
        print("no listed equivalents to audit")
    elif failed:
        print(f"{told} listed equivalents told apart, {stale} stale; {audited} audited with no difference found")
    else:
        print(f"{audited} listed equivalents audited, none told apart on {fewest} inputs each (at least)")
    if headroom or unreached:
        parts = [f"{headroom} recursion headroom"] if headroom else []
        parts += [f"{unreached} in code not run on the inputs"] if unreached else []
        print(f"{headroom + unreached} not auditable by inputs, judged by reading only: " + ", ".join(parts))
    engine = sum(len(v) for k, v in listed.items() if k.startswith("shared/engine/"))
    print(f"{time.monotonic() - began:.0f} s; engine mutants (shared/engine/*, {engine} listed) are out of scope")
    return 1 if failed else 0
