"""The jobs the child runs on the learner's callable: each a named, typed message, not a closure.

A job is a frozen dataclass saying what to do (call on these arguments, count
the calls on these, run the problem's extra checks) and the shape of what it
sends back; the child runs `job.run(func, path)` and sends the result as
data. A new kind of job (a recorder, say) is one more subclass: `run_jobs`
in `shared.tool.judge.sandbox` runs any of them.
"""

from __future__ import annotations

import copy
import hashlib
import inspect
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from shared.tool.judge.counter import CallCounter
from shared.tool.judge.wire import ANSWER, COUNTS, LINES
from shared.tool.registry import Args, Problem
from shared.tool.text import clip

__all__ = ["MEMO_CALLS", "Call", "Count", "Extra", "Job", "answer", "invoke"]

MEMO_CALLS = 100_000  # a memoized's calls counted on one input, at most: plenty to see a cache that never hits


def answer(value: object) -> tuple[str, str]:
    """A value as LeetCode's JSON prints it, cut to a line, with a digest of all of it: 1 is not true."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        what = "an int too long to print" if isinstance(value, int) else f"a {type(value).__name__}"
        return f"{what}, not JSON", "not JSON"
    return clip(text, 24), hashlib.sha1(text.encode()).hexdigest()


def invoke(func: Callable[..., Any], args: Args) -> Any:
    """Call func on a copy of args: by LeetCode's names if it takes them, else in order, as LeetCode does."""
    mine = copy.deepcopy(args)
    try:
        inspect.signature(func).bind(**mine)
    except TypeError:
        return func(*mine.values())
    except ValueError:  # no signature to read (a builtin): try the names
        pass
    return func(**mine)


@dataclass(frozen=True, kw_only=True)
class Job:
    """One job for the child: what to run on the learner's callable, within `timeout` seconds of kata's clock."""

    timeout: float
    shape: ClassVar[object] = None  # the template the result must fit (shared.tool.judge.wire); None: any data

    def run(self, func: Callable[..., Any], path: Path) -> object:
        """Run on the learner's callable (in the child); return plain data of `shape`."""
        raise NotImplementedError


@dataclass(frozen=True)
class Call(Job):
    """Call the learner's function on args; send back its answer as shown and the digest of all of it."""

    args: Args
    shape: ClassVar[object] = ANSWER

    def run(self, func: Callable[..., Any], path: Path) -> object:
        return answer(invoke(func, self.args))


@dataclass(frozen=True)
class Count(Job):
    """Count the calls of the learner's functions on args: calls, distinct states, recursion, repeats, nodes.

    A memo is judged by the calls it repeats, which show long before a search that caches nothing ends:
    with `distinct` on, counting stops at `most` calls.
    """

    args: Args
    distinct: bool = False
    most: int = MEMO_CALLS
    shape: ClassVar[object] = COUNTS

    def run(self, func: Callable[..., Any], path: Path) -> object:
        counter = CallCounter(str(path), distinct=self.distinct, most=self.most if self.distinct else None)
        counter.run(lambda: invoke(func, self.args))
        calls = min(counter.calls, self.most) if self.distinct else counter.calls
        states, nodes = len(counter.states), counter.recursive_calls
        return calls, states, counter.recursed, counter.researched, nodes, counter.opaque


@dataclass(frozen=True)
class Extra(Job):
    """The problem's own checks beyond the answer (`Problem.extra_checks`): failure lines, none on a pass."""

    problem: Problem
    variant: str
    shape: ClassVar[object] = LINES

    def run(self, func: Callable[..., Any], path: Path) -> object:
        def count_calls(thunk: Callable[[], object], *, searched: bool = False) -> int:
            counter = CallCounter(str(path))
            counter.run(thunk)
            return counter.searched if searched else counter.calls

        return [str(line) for line in self.problem.extra_checks(self.variant, func, count_calls)]
