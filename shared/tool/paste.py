"""`kata show KEY VARIANT --leetcode`: one variant as code that runs on its own, gathered from the chapter's source.

A variant reads the chapter's rule helpers and constants (`flips`, `MAX_TAKE`)
and, where it is built on the engine, the engine's code (913's `generic` hands
its rules to `shared.engine.retrograde`). The paste is the variant plus every
definition it names, at any depth, each copied from the source it lives in, in
that source's order (the engine's before the chapter's, so each name is defined
before a line runs that reads it), with the standard-library imports they need.
Nothing is kept by hand: change the chapter and the paste changes with it.

A LeetCode problem's paste ends in `class Solution` with LeetCode's method,
whose parameters are the variant's own (the chapter uses LeetCode's names), so
it runs on LeetCode exactly as printed. Where the variant recurses as deep as
LeetCode's input is long (1406's memo nests 5 * 10^4 calls), the method runs
it as the kata's runner does, in a thread with a big stack and a high
recursion limit (on Python 3.11, LeetCode's; 3.12+ caps recursion through
`@cache`'s C wrapper whatever the limit). The kata's own games end with the
variant itself, a plain function. No `from __future__` line: LeetCode puts its
own imports first, and a future import anywhere but the top is a SyntaxError.
"""

from __future__ import annotations

import ast
import inspect
import sys
from dataclasses import dataclass, field
from functools import cache

from shared.engine.counting import nested_code
from shared.tool.registry import Problem, Variant

__all__ = ["OURS", "paste"]

OURS = ("shared", "problems")  # modules whose code a paste copies; any other is imported as it is


@dataclass
class _Source:
    """One module's top-level statements, and what each name it binds at the top level comes from."""

    lines: list[str]
    body: list[ast.stmt]
    defines: dict[str, int] = field(default_factory=dict)  # name -> index in body of the def, class or assignment
    imports: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # name -> (module, name there or None)


@cache
def _source(module_name: str) -> _Source:
    module = sys.modules[module_name]
    text = inspect.getsource(module)
    tree = ast.parse(text)
    found = _Source(text.splitlines(), tree.body)
    for i, node in enumerate(tree.body):
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            found.defines[node.name] = i
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for name in ast.walk(target):
                    if isinstance(name, ast.Name):
                        found.defines[name.id] = i
        elif isinstance(node, ast.ImportFrom) and node.module and node.module != "__future__":
            for alias in node.names:
                found.imports[alias.asname or alias.name] = (node.module, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                found.imports[alias.asname or alias.name.split(".")[0]] = (alias.name, None)
    return found


def _names(node: ast.AST) -> set[str]:
    """Every name the statement mentions: read, written, annotated; a superset of what it needs."""
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _ours(module: str) -> bool:
    return module.split(".")[0] in OURS


@dataclass
class _Gathered:
    """What a paste needs: statements by module, the modules each needs, imports, aliases."""

    statements: dict[str, set[int]] = field(default_factory=dict)
    needs: dict[str, set[str]] = field(default_factory=dict)  # module -> the modules of ours it copies from
    imports: set[str] = field(default_factory=set)
    aliases: dict[str, list[str]] = field(default_factory=dict)  # by module: `DRAWN = DRAW`, imported as another

    def need(self, module: str, name: str) -> None:
        """Take name, as module's top level binds it, and everything its definition names."""
        source = _source(module)
        self.needs.setdefault(module, set())
        if name in source.defines:
            index = source.defines[name]
            taken = self.statements.setdefault(module, set())
            if index in taken:
                return
            taken.add(index)
            for other in sorted(_names(source.body[index]) - {name}):
                self.need(module, other)
        elif name in source.imports:
            origin, there = source.imports[name]
            if there is None:
                self.imports.add(f"import {origin}" + (f" as {name}" if origin.split(".")[0] != name else ""))
            elif _ours(origin):
                self.needs[module].add(origin)
                self.need(origin, there)
                if there != name and f"{name} = {there}" not in self.aliases.get(module, []):
                    self.aliases.setdefault(module, []).append(f"{name} = {there}")
            else:
                self.imports.add(f"from {origin} import {there}" + (f" as {name}" if there != name else ""))

    def order(self) -> list[str]:
        """The modules, each after every module it copies from (the engine's before the chapter's)."""
        done: list[str] = []

        def visit(module: str) -> None:
            if module not in done:
                for other in sorted(self.needs[module]):
                    visit(other)
                done.append(module)

        for module in sorted(self.needs):
            visit(module)
        return done

    def check_names(self) -> None:
        """Two modules binding one name in one paste would overwrite each other: allowed only for equal values."""
        bound: dict[str, str] = {}
        for module, indices in self.statements.items():
            source = _source(module)
            for name, index in source.defines.items():
                if index not in indices:
                    continue
                if name in bound and vars(sys.modules[bound[name]])[name] != vars(sys.modules[module])[name]:
                    raise ValueError(f"{name} means one thing in {bound[name]} and another in {module}: no paste")
                bound[name] = module


def _text(module: str, indices: set[int]) -> list[str]:
    source = _source(module)
    chunks = []
    for index in sorted(indices):
        node = source.body[index]
        first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
        assert node.end_lineno is not None
        chunks.append("\n".join(source.lines[first - 1 : node.end_lineno]))
    return chunks


WIDTH = 80  # columns: a paste is printed as it is, so its lines are the chapter's, and these fit too
DEEP_FROM = 400  # past this, a search nesting a call per item (two frames a level under @cache) passes 1,000


def deep(problem: Problem, v: Variant) -> bool:
    """Does v's LeetCode paste need a deep stack: does it recurse (a nested search), at sizes past DEEP_FROM?"""
    reach = min(problem.must_reach.get(v.name, v.limit), v.limit)
    return problem.on_leetcode and bool(nested_code(v.func)) and reach > DEEP_FROM


# How a recursive variant runs at LeetCode's sizes, as the kata's own runner does: in a thread with a big stack
# and a high recursion limit (`@cache` adds a C frame per call, so the limit alone would crash the interpreter).
_DEEP_CALL = """\
        sys.setrecursionlimit(10**6)
        # reserved; touched only as deep as it goes
        threading.stack_size(512 * 2**20)
        answer = []

        def search() -> None:
            answer.append({call})

        thread = threading.Thread(target=search)
        thread.start()
        thread.join()  # an error in the thread is printed from there
        if not answer:
            raise RecursionError("the search failed in its thread (see above)")
        return answer[0]
"""


def _solution(problem: Problem, v: Variant) -> str:
    """LeetCode's `class Solution`: its method, with the variant's parameters, hands them to the variant."""
    node = _source(v.func.__module__).body[_source(v.func.__module__).defines[v.func.__name__]]
    assert isinstance(node, ast.FunctionDef)
    params = ast.unparse(node.args)
    returns = f" -> {ast.unparse(node.returns)}" if node.returns is not None else ""
    call = f"{v.func.__name__}({', '.join(a.arg for a in node.args.args)})"
    body = _DEEP_CALL.format(call=call) if deep(problem, v) else f"        return {call}\n"
    head = f"    def {problem.method}(self, {params}){returns}:"
    if len(head) > WIDTH:  # as ruff formats a signature too long for one line
        head = f"    def {problem.method}(\n        self, {params}\n    ){returns}:"
    return f"class Solution:\n{head}\n{body}"


def _grouped(imports: set[str]) -> list[str]:
    """`from m import a` and `from m import b` as one `from m import a, b`; plain imports first."""
    plain = sorted(line for line in imports if line.startswith("import "))
    names: dict[str, list[str]] = {}
    for line in imports - set(plain):
        module, name = line.removeprefix("from ").split(" import ", 1)
        names.setdefault(module, []).append(name)
    return plain + [f"from {module} import {', '.join(sorted(names[module]))}" for module in sorted(names)]


def paste(problem: Problem, v: Variant) -> str:
    """The variant with every helper, constant and import it uses, ending in LeetCode's `class Solution`
    (the kata's own games: in the variant itself); it runs alone, with nothing from this repository."""
    gathered = _Gathered()
    gathered.need(v.func.__module__, v.func.__name__)
    gathered.check_names()
    solution = _solution(problem, v) if problem.on_leetcode and problem.method else None
    if solution is not None and deep(problem, v):
        gathered.imports |= {"import sys", "import threading"}
    blocks = [f"# {problem.key}. {problem.title}: {v.name}, from minimax-kata"]
    if gathered.imports:
        blocks.append("\n".join(_grouped(gathered.imports)))
    for module in gathered.order():
        if module in gathered.aliases:  # a name the module imports under another name, bound before its code
            blocks.append("\n".join(gathered.aliases[module]))
        blocks += _text(module, gathered.statements.get(module, set()))
    if solution is not None:
        blocks.append(solution.rstrip())
    return "\n\n\n".join(blocks) + "\n"
