"""The examples in each chapter's docstring run: `>>> memoized(nums=[1, 5, 2])` must print what the text says.

A chapter states its rules with LeetCode's examples, written as doctests, so a
reader's first lines of code are checked like the rest. Each chapter has some.
"""

from __future__ import annotations

import doctest
import importlib

import pytest

from shared.tool.catalog import all_problems
from tests.kit import deep

CHAPTERS = [pytest.param(p.module, id=p.stem) for p in all_problems()]
# The examples that cost a default run most of this file's time, run under --slow: Connect Four's empty 5 x 4
# board (Tromp's draw), 0.3 CPU-s, where every other example of every chapter takes 0.3 together.
SLOW_EXAMPLES = {'lower_bounds("", 4, 4), lower_bounds("", 5, 4)  # draws, as Tromp\'s\n'}


@pytest.mark.parametrize("module_name", CHAPTERS)
def test_the_chapters_examples_run_as_written(module_name: str) -> None:
    """Every `>>>` example in the chapter's docstrings gives the output written under it; there is at least one
    (the few in SLOW_EXAMPLES under --slow)."""
    module = importlib.import_module(module_name)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS, verbose=False)
    for test in doctest.DocTestFinder().find(module):
        test.examples = [e for e in test.examples if deep() or e.source not in SLOW_EXAMPLES]
        runner.run(test, out=lambda _: None)
    result = runner.summarize(verbose=False)
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
