"""`--practice` judges the learner's functions in practice/; `--slow` adds the deep runs; each test's own folder.

`--practice` judges the learner's functions in practice/ instead of the
references, and collects only the tests that run them: the case matrix and
limit runs (the kit's params, marked `practice`) and the tests that call the
kit's agreement helpers. A variant not written yet is skipped with the
reason; a practice file that does not parse or import fails, with its
message (`practice/p0292_nim_game.py:3: SyntaxError: ...`).
"""

from __future__ import annotations

import inspect
import itertools
import os
import shutil
import tempfile
from collections.abc import Generator
from typing import Any

import pytest

from shared.tool.learner.workspace import PRACTICE_ENV
from tests.plugins import runs_tests

# The kit's helpers that run the variants under test: a test calling one of them judges the learner's code.
JUDGING_HELPERS = frozenset({"assert_agree", "agree_on_many", "under_test"})


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--practice",
        action="store_true",
        help="judge your functions in practice/ (see `kata practice`) instead of the reference variants",
    )
    parser.addoption("--slow", action="store_true", help="also run the slow tests (the whole learner corpus)")


def pytest_configure(config: pytest.Config) -> None:
    if runs_tests(config):
        from tests import kit  # here, not at the top: the kit imports every chapter (see runs_tests)

        kit.use_practice(bool(config.getoption("--practice")))
        kit.use_slow(bool(config.getoption("--slow")))
    config.addinivalue_line("markers", "practice: judges one of the learner's variants (pytest --practice)")
    config.addinivalue_line("markers", "practice_error(message): the learner's practice file is broken; fail with it")


_PRACTICE_NUMBERS = itertools.count()
_PRACTICE_BASE: list[str] = []  # this process's folder of the tests' practice folders, made at the first test


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Generator[None, object, object]:
    """Each test's `kata check`, `practice` or `hint` writes into a folder of its own, never into the
    developer's practice/: a check run by a test once left a `292/solution` entry in their record.
    Under --practice the learner's own folder is the point, so it is left as it is.

    A hook, not an autouse fixture: a fixture with monkeypatch cost every test 0.4 ms (1 CPU-s a run)."""
    if item.config.getoption("--practice"):
        return (yield)
    if not _PRACTICE_BASE:
        _PRACTICE_BASE.append(tempfile.mkdtemp(prefix="kata-practice-"))
        item.config.add_cleanup(lambda: shutil.rmtree(_PRACTICE_BASE.pop(), ignore_errors=True))
    # A name, not a folder: kata makes its practice folder when it first writes, and most tests never do.
    saved = os.environ.get(PRACTICE_ENV)
    os.environ[PRACTICE_ENV] = os.path.join(_PRACTICE_BASE[0], str(next(_PRACTICE_NUMBERS)))
    try:
        return (yield)
    finally:
        if saved is None:
            os.environ.pop(PRACTICE_ENV, None)
        else:
            os.environ[PRACTICE_ENV] = saved


@pytest.hookimpl(trylast=True)  # after -k PROBLEM has chosen
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave out slow tests unless --slow; under --practice keep only the tests that judge the learner's code."""
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
