"""Suite-wide settings: hypothesis profiles (deterministic under CI), `-k PROBLEM`, and `--practice`.

`-k` with a problem's name selects that problem exactly. pytest's own `-k`
matches any substring of a test's names, so `-k nim` would also pick 292's
tests (`p0292_nim_game`) and anything "minimax". Here a name in the
expression that is a problem's key, slug or module stem (`292`, `nim-game`,
`p0292_nim_game`, `nim`) means "the tests of that problem": its own test
module, and the shared tests parametrized with it or its variants. Every other
name keeps pytest's meaning, and `and`, `or`, `not` and parentheses work as
usual: `-k "ttt and naive"`, `-k "486 or 1140"`, `-k "nim and not limit"`.

`--practice` judges the learner's functions in practice/ instead of the
references, and collects only the tests that run them: the case matrix and
limit runs (the kit's params, marked `practice`) and the tests that call the
kit's agreement helpers. A variant not written yet is skipped with the
reason; a practice file that does not parse or import fails, with its
message (`practice/p0292_nim_game.py:3: SyntaxError: ...`).
"""

from __future__ import annotations

import gc
import inspect
import itertools
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from xdist.scheduler import LoadGroupScheduling  # type: ignore[import-untyped]

from shared.tool.catalog import all_problems
from shared.tool.registry import Problem, Variant
from tests import kit

ROOT = Path(__file__).resolve().parent.parent

# Under CI every run draws the same examples, so a red build can be replayed.
settings.register_profile(
    "ci", derandomize=True, deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# The kit's helpers that run the variants under test: a test calling one of them judges the learner's code.
JUDGING_HELPERS = frozenset({"assert_agree", "agree_on_many", "under_test"})
_IDENT = re.compile(r"(?:\w|:|\+|-|\.|\[|\]|\\|/)+")  # pytest's own -k identifier


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--practice",
        action="store_true",
        help="judge your functions in practice/ (see `kata practice`) instead of the reference variants",
    )
    parser.addoption("--slow", action="store_true", help="also run the slow tests (the whole learner corpus)")


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    # `pytest -k KEY` runs a few dozen tests: starting xdist's workers, each collecting all ~2,400, costs
    # more than they save (7 s against 3 s), so a -k run stays in one process. Before xdist's own hook.
    if config.option.keyword and config.getoption("dist", "no") != "no":
        config.option.numprocesses, config.option.dist, config.option.tx = 0, "no", []
    kit.use_practice(bool(config.getoption("--practice")))
    kit.use_slow(bool(config.getoption("--slow")))
    config.addinivalue_line("markers", "practice: judges one of the learner's variants (pytest --practice)")
    config.addinivalue_line("markers", "practice_error(message): the learner's practice file is broken; fail with it")


class ChunkedGroups(LoadGroupScheduling):  # type: ignore[misc]
    """xdist's loadgroup, handing out a function's parametrisations CHUNK at a time, not one by one.

    loadgroup makes each test outside a group a unit of its own, so a worker asks the controller
    for every next test: 3,200 round trips. Here the tests of one function go out in runs of
    CHUNK, and an `xdist_group` still goes to one worker whole. xdist hands out the units with the
    most tests first, so the site's group starts early and the short runs fill in at the end.
    """

    CHUNK = 20

    def __init__(self, config: pytest.Config, log: Any = None) -> None:
        super().__init__(config, log)
        self._scopes: dict[str, str] = {}
        self._counts: dict[str, int] = {}

    def _split_scope(self, nodeid: str) -> str:
        scope = self._scopes.get(nodeid)
        if scope is None:
            group: str = super()._split_scope(nodeid)
            if group != nodeid:
                scope = group
            else:
                function = nodeid.split("[", 1)[0]
                index = self._counts[function] = self._counts.get(function, -1) + 1
                scope = f"{function}#{index // self.CHUNK}"
            self._scopes[nodeid] = scope
        return scope


@pytest.hookimpl(tryfirst=True)  # before xdist's worker sends the controller its tests' ids
def pytest_collection_finish(session: pytest.Session) -> None:
    """Name the xdist groups' tests; then move what collection built (the items, the catalogue, the case
    files) out of the garbage collector's sight: it lives to the end, and each full collection during the
    tests walked all of it again (~5% of their CPU)."""
    name_xdist_groups(session)
    gc.collect()
    gc.freeze()


def name_xdist_groups(session: pytest.Session) -> None:
    """A worker names each test of an `xdist_group` "id@group", which is how loadgroup finds the group.

    xdist writes that into `item._nodeid`, which pytest 9.2 no longer reads (pytest-xdist#1386): the
    site's tests went to both workers, each building the site and starting its own Chromium.
    """
    if not getattr(session.config.option, "loadgroup", False):  # set on xdist's workers only
        return
    for item in session.items:
        names = sorted(
            {str(m.args[0] if m.args else m.kwargs.get("name", "default")) for m in item.iter_markers("xdist_group")}
        )
        suffix = "@" + "_".join(names)
        if names and not item.nodeid.endswith(suffix) and hasattr(item, "_id"):  # older pytest: no _id
            item._id = type(item._id).parse(item.nodeid + suffix)


@pytest.hookimpl(optionalhook=True)  # the mutation runner runs pytest with -p no:xdist
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> ChunkedGroups | None:
    """--dist=loadgroup, pyproject's default, in runs; any other --dist keeps xdist's own."""
    return ChunkedGroups(config, log) if config.getoption("dist") == "loadgroup" else None


_PRACTICE_NUMBERS = itertools.count()


@pytest.fixture(autouse=True)
def _private_practice_folder(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each test's `kata check`, `practice` or `hint` writes into a folder of its own, never into the
    developer's practice/: a check run by a test once left a `292/solution` entry in their record.
    Under --practice the learner's own folder is the point, so it is left as it is."""
    if not request.config.getoption("--practice"):
        # A name, not a folder: kata makes its practice folder when it first writes, and most tests never
        # do. (mktemp lists the folder it numbers in, so one a test made it cost O(tests) each: 0.8 s a worker.)
        fresh = next(_PRACTICE_NUMBERS)
        monkeypatch.setenv("KATA_PRACTICE_DIR", str(tmp_path_factory.getbasetemp() / "practice" / str(fresh)))


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """-k with problem names, exactly; leave out slow tests unless --slow; under --practice only the learner's tests."""
    select_problems(config, items)
    if not config.getoption("--slow"):
        # Deselected, not skipped: a skip is still a test to hand a worker and report back (571 of them).
        slow = [item for item in items if item.get_closest_marker("slow")]
        if slow:
            config.hook.pytest_deselected(items=slow)
            items[:] = [item for item in items if not item.get_closest_marker("slow")]
    if not config.getoption("--practice"):
        return
    judged = [item for item in items if judges_practice(item)]
    config.hook.pytest_deselected(items=[item for item in items if item not in judged])
    items[:] = judged


def pytest_runtest_call(item: pytest.Item) -> None:
    """A practice file that does not parse or import fails its problem's tests with its own message."""
    broken = item.get_closest_marker("practice_error")
    if broken is not None:
        pytest.fail(str(broken.args[0]), pytrace=False)


# --- -k PROBLEM ----------------------------------------------------------------------------------


def problem_names() -> dict[str, Problem]:
    """Every name a problem is known by, lower case: key, slug and module stem."""
    return {name.lower(): p for p in all_problems() for name in (p.key, p.slug, p.stem)}


def owners(item: pytest.Item) -> set[str]:
    """The keys of the problems a test is about: its module's, and those of its Problem or Variant params."""
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
    try:
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
    try:
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


# --- --practice ----------------------------------------------------------------------------------


def _test_function(item: pytest.Item) -> Any:
    func = getattr(item, "obj", None)
    func = getattr(getattr(func, "hypothesis", None), "inner_test", func)  # @given wraps the test
    return inspect.unwrap(func) if callable(func) else None


def judges_practice(item: pytest.Item) -> bool:
    """Does the test run the learner's functions: a kit practice param, or a call of a judging kit helper?"""
    if item.get_closest_marker("practice") is not None or item.get_closest_marker("practice_error") is not None:
        return True
    code = getattr(_test_function(item), "__code__", None)
    return code is not None and bool(JUDGING_HELPERS & set(code.co_names))
