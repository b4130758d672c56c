"""What a learner's file offers, read from its source without running it.

Running is the sandbox's job; here the file is only parsed, so a file that
exits or loops at import is still listed, and a syntax error is one line
with its file and line number.
"""

from __future__ import annotations

import ast
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.judge.child import Callee
from shared.tool.learner import workspace
from shared.tool.registry import Problem

__all__ = ["SOLUTION", "bounded_cache", "entries"]

SOLUTION = "solution"  # the name a lone `class Solution` is judged under when no variant is named


def _parse(path: Path) -> ast.Module:
    text = workspace.read_text(path)  # bounded, UTF-8, and a FIFO or device is refused rather than read forever
    try:  # a byte order mark (Windows' Notepad writes one) is fine for Python, so it is fine here
        return ast.parse(text.removeprefix("\ufeff"), filename=str(path))
    except SyntaxError as err:
        where = f":{err.lineno}" if err.lineno else ""  # a NUL byte has no line
        raise InputError(f"{path}{where}: SyntaxError: {err.msg}") from None


def _offers(tree: ast.Module, problem: Problem) -> tuple[set[str], bool, list[str]]:
    """The top-level function names, whether a class Solution has LeetCode's method, and the methods it has."""
    functions = {node.name for node in tree.body if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}
    methods = [
        item.name
        for node in tree.body
        if isinstance(node, ast.ClassDef) and node.name == "Solution"
        for item in node.body
        if isinstance(item, ast.FunctionDef) and not item.name.startswith("__")
    ]
    return functions, _method(problem, methods) is not None, methods


def _method(problem: Problem, methods: list[str]) -> str | None:
    """The Solution method LeetCode calls: by its name, or one differing only in case.

    LeetCode renamed some (486's `PredictTheWinner` is now `predictTheWinner`); a solution accepted
    under the old name, pasted from one's submissions, still runs here.
    """
    if problem.method is None or problem.method in methods:
        return problem.method
    same = [m for m in methods if m.lower() == problem.method.lower()]
    return same[0] if len(same) == 1 else None


def _no_solution(problem: Problem, methods: list[str]) -> str:
    """Why the file's class Solution (if any) cannot be judged either, as a clause to follow `no name()`."""
    if not problem.method:
        return ""
    if methods:
        has = ", ".join(f"{m}()" for m in methods[:2]) + (", ..." if len(methods) > 2 else "")
        return f"; its class Solution has {has}, not {problem.method}()"
    return f" nor Solution.{problem.method}()"


def _borrowed(tree: ast.Module) -> str | None:
    """Where the file takes a chapter's own variant from `problems` to call as its own, if it does.

    The stubs import a chapter's rule helpers, which is fine; a variant (`bottom_up`, ...) is the
    answer itself, and a naive that calls it would pass with nothing written.
    """

    def variants(module: str) -> set[str]:
        head, _, name = module.partition(".")
        if head != "problems" or not name:
            return set()
        try:
            return {v.name for v in find_problem(name.partition(".")[0]).variants}
        except InputError:
            return set()

    aliases: dict[str, set[str]] = {}  # a name bound to a chapter module: the variants it offers
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                if alias.name in variants(node.module):
                    return f"line {node.lineno} imports the chapter's {alias.name}()"
                if node.module == "problems":
                    aliases[alias.asname or alias.name] = variants(f"problems.{alias.name}")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                aliases[alias.asname or alias.name] = variants(alias.name) if alias.asname else set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            dotted = ast.unparse(node.value)
            if node.attr in aliases.get(dotted, set()) | variants(dotted):
                return f"line {node.lineno} calls the chapter's {node.attr}()"
    return None


def entries(problem: Problem, path: Path, names: list[str] | None) -> list[Callee]:
    """The learner's callables to judge, one per variant: asked for by name, else every one the file has.

    A variant the file has no function for is judged on its `class Solution`, where it has one. With no
    name asked for and only a Solution, it is judged as `solution`: correct and fast, like LeetCode.
    """
    if not path.exists():
        raise InputError(f"no {path} yet: start with `kata practice {problem.key} VARIANT`")
    tree = _parse(path)
    borrowed = _borrowed(tree)
    if borrowed is not None:
        raise InputError(f"{borrowed}: write your own")  # the file is the one given: the line names the place
    functions, solution, methods = _offers(tree, problem)
    method = _method(problem, methods) if solution else None
    known = [v.name for v in problem.variants]
    if names:
        found = []
        for name in names:
            if name != SOLUTION:
                problem.variant(name)  # an unknown name: one line listing the known ones
            if name in functions:
                found.append(Callee(name))
            elif method is not None:
                found.append(Callee(name, method))
            else:
                raise InputError(f"{path.name}: no {name}(){_no_solution(problem, methods)}")
        return found
    found = [Callee(name) for name in known if name in functions]
    if not found and method is not None:
        return [Callee(SOLUTION, method)]
    if not found:
        some = ", ".join(f"{name}()" for name in known[:2]) + (", ..." if len(known) > 2 else "")
        why = _no_solution(problem, methods)
        raise InputError(f"{path.name}: {why[2:]}" if methods and problem.method else f"{path.name}: no {some}{why}")
    return found


def bounded_cache(path: Path) -> bool:
    """Does the file use an lru_cache that keeps only so many answers (`@lru_cache`, `lru_cache()`, maxsize=128)?"""
    try:
        tree = _parse(path)
    except InputError:
        return False
    called = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    for node in ast.walk(tree):
        if id(node) in called:  # `lru_cache` in `lru_cache(None)`: judged by its call
            continue
        target = node.func if isinstance(node, ast.Call) else node
        name = target.attr if isinstance(target, ast.Attribute) else target.id if isinstance(target, ast.Name) else ""
        if name != "lru_cache":
            continue
        if not isinstance(node, ast.Call):  # bare `@lru_cache`: maxsize 128
            return True
        sizes = [*node.args[:1], *(k.value for k in node.keywords if k.arg == "maxsize")]
        if not sizes or not all(isinstance(x, ast.Constant) and x.value is None for x in sizes):
            return True
    return False
