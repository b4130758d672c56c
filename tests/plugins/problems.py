"""`-k` with a problem's name selects that problem exactly.

pytest's own `-k` matches any substring of a test's names, so `-k nim` would
also pick 292's tests (`p0292_nim_game`) and anything "minimax". Here a name
in the expression that is a problem's key, slug or module stem (`292`,
`nim-game`, `p0292_nim_game`, `nim`) means "the tests of that problem": its
own test module, and the shared tests parametrized with it or its variants.
Every other name keeps pytest's meaning, and `and`, `or`, `not` and
parentheses work as usual: `-k "ttt and naive"`, `-k "486 or 1140"`,
`-k "nim and not limit"`.

pytest has no public API to evaluate a -k expression with a matcher of one's
own: `_pytest.mark.expression.Expression` and `_pytest.mark.KeywordMatcher`
are private (checked on pytest 9.2.0); without them -k keeps pytest's meaning.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from shared.tool.registry import Problem

# The catalogue is imported where a hook first needs it: xdist's controller, which collects nothing, never does
# (importing every chapter cost it 0.2 s before it could start the workers).

_IDENT = re.compile(r"(?:\w|:|\+|-|\.|\[|\]|\\|/)+")  # pytest's own -k identifier


@pytest.hookimpl(tryfirst=True)  # before pytest's own -k, which would match substrings
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """-k with problem names, exactly."""
    select_problems(config, items)


def problem_names() -> dict[str, Problem]:
    """Every name a problem is known by, lower case: key, slug and module stem."""
    from shared.tool.catalog import all_problems  # here, not at the top: see the note there

    return {name.lower(): p for p in all_problems() for name in (p.key, p.slug, p.stem)}


def owners(item: pytest.Item) -> set[str]:
    """The keys of the problems a test is about: its module's, and those of its Problem or Variant params."""
    # here, not at the top: see the note there
    from shared.tool.catalog import all_problems
    from shared.tool.registry import Problem, Variant

    stems = {p.stem: p.key for p in all_problems()}
    modules = {p.module: p.key for p in all_problems()}
    found = set()
    module = getattr(getattr(item, "module", None), "__name__", "")
    stem = module.rsplit(".", 1)[-1].removeprefix("test_")
    if stem in stems:
        found.add(stems[stem])
    for value in getattr(getattr(item, "callspec", None), "params", {}).values():
        if isinstance(value, Problem):
            found.add(value.key)
        elif isinstance(value, Variant) and value.func.__module__ in modules:
            found.add(modules[value.func.__module__])
    return found


def exact_matcher(names: dict[str, Problem], owned: set[str], fallback: Callable[..., bool]) -> Callable[..., bool]:
    """A -k matcher: a problem's name matches its own tests only; any other name goes to pytest's matcher."""

    def match(name: str, /, **kwargs: Any) -> bool:
        problem = names.get(name.lower())
        if problem is not None and not kwargs:
            return problem.key in owned
        return fallback(name, **kwargs)

    return match


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Under a -k made only of problem names, a chapter's test module that no name selects is not imported.

    A chapter's module holds only its own problem's tests (its stem names it), so whether the
    expression keeps them is known from the module's name: `-k 292` then collects 292's module and the
    shared ones, not the other sixteen chapters', which cost more to import than its tests take to run.
    """
    stem = collection_path.name.removeprefix("test_").removesuffix(".py")
    text = str(config.option.keyword or "").strip()
    if not text or not collection_path.name.startswith("test_") or collection_path.suffix != ".py":
        return None
    names = problem_names()
    mine = names.get(stem.lower())
    words = {word.lower() for word in _IDENT.findall(text)} - {"and", "or", "not"}
    if mine is None or not words or not words <= names.keys():
        return None  # not a chapter's module, or a word that may name a test: collect as usual
    try:  # private, checked on pytest 9.2.0 (see the module's docstring): imported where a failure is caught
        from _pytest.mark.expression import Expression

        # every word is a problem's name, so the matcher never falls back on a test's own names
        wanted = Expression.compile(text).evaluate(exact_matcher(names, {mine.key}, lambda *_, **__: True))
    except (ImportError, SyntaxError):
        return None  # a pytest without these internals, or an expression it will report itself
    return None if wanted else True


def select_problems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Apply a -k that names a problem with exact problem matching, then tell pytest's own -k it is done."""
    text = str(config.option.keyword or "").strip()
    names = problem_names()
    if not text or not any(word.lower() in names for word in _IDENT.findall(text)):
        return  # no problem named: pytest's -k as it is
    try:  # private, checked on pytest 9.2.0 (see the module's docstring): imported where a failure is caught
        from _pytest.mark import KeywordMatcher
        from _pytest.mark.expression import Expression

        expression = Expression.compile(text)
    except (ImportError, SyntaxError):
        return  # a pytest without these internals, or a malformed -k: pytest's own -k reports it
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    for item in items:
        matcher = exact_matcher(names, owners(item), KeywordMatcher.from_item(item))
        (keep if expression.evaluate(matcher) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
    items[:] = keep
    config.option.keyword = ""  # done here; pytest's substring -k would now undo "exactly"
