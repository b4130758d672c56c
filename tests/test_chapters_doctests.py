"""The examples in each chapter's docstring run: `>>> memoized(nums=[1, 5, 2])` must print what the text says.

A chapter states its rules with LeetCode's examples, written as doctests, so a
reader's first lines of code are checked like the rest. Each chapter has some.
"""

from __future__ import annotations

import doctest
import importlib

import pytest

from shared.tool.catalog import all_problems

CHAPTERS = [pytest.param(p.module, id=p.stem) for p in all_problems()]


@pytest.mark.parametrize("module_name", CHAPTERS)
def test_the_chapters_examples_run_as_written(module_name: str) -> None:
    """Every `>>>` example in the chapter's docstrings gives the output written under it; there is at least one."""
    module = importlib.import_module(module_name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False, report=False)
    assert result.attempted > 0, f"{module_name} shows no example to run"
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {module_name} print otherwise"


def test_a_wrong_example_fails() -> None:
    """A docstring whose example claims another answer is caught (the check can fail)."""
    chapter = importlib.import_module("problems.p0486_predict_the_winner")
    wrong = (chapter.__doc__ or "").replace(
        "    >>> memoized(nums=[1, 5, 2])  # take 1 or 2, player 2 takes 5\n    False",
        "    >>> memoized(nums=[1, 5, 2])\n    True",
    )
    test = doctest.DocTestParser().get_doctest(wrong, vars(chapter), "wrong", None, 0)
    runner = doctest.DocTestRunner(verbose=False)
    runner.run(test, out=lambda _: None)
    assert runner.summarize(verbose=False).failed == 1
