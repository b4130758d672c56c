"""What the learner's practice file holds, read with `ast`: nothing of it runs.

`kata status`, the record and `pytest --practice` ask the same question of a
variant: is it written, or still the stub `kata practice` wrote? A stub's body
is its docstring and `raise NotImplementedError(...)` (or only `pass` / `...`).
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.learner import workspace

__all__ = ["function_states", "is_stub"]

WRITTEN, NOT_STARTED = "written", "not started"


def is_stub(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Does the function do nothing yet: a docstring, then only pass, ... or raise NotImplementedError?"""
    body = node.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]  # the docstring (or a bare `...`, equally empty)
    for statement in body:
        if isinstance(statement, ast.Pass):
            continue
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
            continue
        if isinstance(statement, ast.Raise) and statement.exc is not None:
            raised = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
            if isinstance(raised, ast.Name) and raised.id == "NotImplementedError":
                continue
        return False
    return True


def function_states(path: Path) -> dict[str, str]:
    """Each top-level function of the file: "written" or "not started"; {} if there is no file.

    A file that does not parse raises InputError naming `path:line`.
    """
    if not os.path.lexists(path):
        return {}
    source = workspace.read_text(path)  # a FIFO or device named like the file is refused at once, never read
    try:
        tree = ast.parse(source, filename=str(path))
    except SyntaxError as err:
        raise InputError(f"{path}:{err.lineno}: SyntaxError: {err.msg}") from None
    return {
        node.name: NOT_STARTED if is_stub(node) else WRITTEN
        for node in tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    }
