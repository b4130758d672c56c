"""Kata's own modules out of the learner's reach in the child: the tool hidden, the chapters' variants guarded.

The child is a fork of kata, so every module kata had loaded is in it. Before
the learner's file runs, `seal` takes the tool's modules (`shared.tool`: the
judge, the catalogue, the CLI) out of `sys.modules` and refuses to import them
again for the learner's file; the judge keeps its own references to what it
needs. The chapters stay importable, since a practice stub imports their rule
helpers, but each chapter's variants are guarded: while the learner's code
runs (at import and in every job), a call that lands in one raises
BorrowedError, naming it, so an answer borrowed at run time (a name built
from strings, `sys.modules[...]`, `importlib`) fails instead of passing.
Kata's own calls of them (a problem's extra checks measuring the reference)
run as before.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import FunctionType, ModuleType
from typing import Any

from shared.tool.text import is_variant

__all__ = ["HIDDEN", "BorrowedError", "Guard", "seal"]

HIDDEN = ("shared.tool", "tests")  # packages the learner's code may neither import nor find in sys.modules


class BorrowedError(BaseException):  # not an Exception: `except Exception` in the learner's code cannot hide it
    """The learner's code called one of kata's own chapter variants: its answer would be borrowed."""


class Guard:
    """Whether the learner's code is running, and the first chapter variant it called, if any."""

    def __init__(self) -> None:
        self.depth = 0
        self.borrowed: str | None = None

    @contextmanager
    def learner(self) -> Iterator[None]:
        """The learner's code runs inside the block: a chapter variant called now is borrowed."""
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1

    def wrap(self, func: Callable[..., Any]) -> Callable[..., Any]:
        """func, run as the learner's code (its signature kept, for calls by LeetCode's parameter names)."""

        @functools.wraps(func)
        def learners(*args: Any, **kwargs: Any) -> Any:
            with self.learner():
                return func(*args, **kwargs)

        return learners

    def variant(self, original: FunctionType, where: str) -> Callable[..., Any]:
        """A chapter's variant that refuses the learner's code and runs for kata's (`__wrapped__` is the original)."""

        @functools.wraps(original)
        def chapter_variant(*args: Any, **kwargs: Any) -> Any:
            if self.depth:
                self.borrowed = self.borrowed or where
                raise BorrowedError(f"your code called {where}: write your own")
            return original(*args, **kwargs)

        return chapter_variant


class _Refuse(MetaPathFinder):
    """Refuses the learner's file an import of kata's tool (the judge, the catalogue): kata's own imports go on."""

    def __init__(self, learner: str) -> None:
        self.learner = learner

    def find_spec(self, name: str, path: object = None, target: object = None) -> ModuleSpec | None:
        if not any(name == top or name.startswith(top + ".") for top in HIDDEN):
            return None
        frame = sys._getframe(1)
        while frame is not None and (
            "importlib" in frame.f_code.co_filename or frame.f_code is _Refuse.find_spec.__code__
        ):
            frame = frame.f_back  # type: ignore[assignment]
        if frame is not None and frame.f_code.co_filename == self.learner:
            raise ModuleNotFoundError(f"No module named {name!r}: kata's own modules are not for your code")
        return None


def _chapter_variants() -> list[tuple[ModuleType, str, FunctionType]]:
    """Every chapter variant kata has loaded: its chapter, its name there, the function."""
    found = []
    for chapter, module in list(sys.modules.items()):
        if not chapter.startswith("problems.") or module is None:
            continue
        for name, value in list(vars(module).items()):
            if isinstance(value, FunctionType) and is_variant(value, chapter):
                found.append((module, name, value))
    return found


def seal(learner: Path) -> Guard:
    """Guard the chapters' variants and hide kata's tool from the learner's file; the guard to run it under."""
    guard = Guard()
    for chapter, name, func in _chapter_variants():
        setattr(chapter, name, guard.variant(func, f"the chapter's {name}()"))
    for name in list(sys.modules):
        if any(name == top or name.startswith(top + ".") for top in HIDDEN):
            del sys.modules[name]
    shared = sys.modules.get("shared")
    if shared is not None and hasattr(shared, "tool"):
        delattr(shared, "tool")  # `import shared; shared.tool.judge` would reach them without the import system
    sys.meta_path.insert(0, _Refuse(str(learner)))
    return guard
