"""The judge's verdicts on one learner variant, in the order a learner needs them, smallest inputs first.

One module a level, each a function of the Judgement it works for:

1. `cases`: every case of tests/cases/<problem>.json up to the size the
   variant must reach, each shown as it finishes;
2. `randoms`: seeded random inputs compared with the reference;
3. `honest`: honest to its name, measured on the learner's own code: an
   alpha_beta enters clearly fewer nodes than plain minimax, a memoized about
   one per distinct state, a bottom_up does not recurse;
4. `fast`: it answers at the size it must reach within the problem's budget:
   the variant's `Problem.must_reach`, or LeetCode's largest input for a lone
   `class Solution`;
5. `cases.larger`: every case above that size, in what is left of 15 s (at
   least a second each). A wrong answer fails; running out of time is
   reported, never failed;
6. `stretch`: how far up the size ladder it gets, towards the reference's own
   limit, in what is left. Reported, never failed.

Each verdict is yielded as soon as it is known. The learner's code runs only
in the sandbox (`shared.tool.judge.sandbox`), on jobs (`shared.tool.judge.jobs`).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

from shared.tool.judge.child import Callee
from shared.tool.judge.levels import cases, fast, honest, randoms, stretch
from shared.tool.judge.levels.check import Check, ImportFailedError, version
from shared.tool.judge.show import Verdict
from shared.tool.registry import Problem

__all__ = ["Judgement", "Verdict"]

PLAN_AHEAD = 0.1  # seconds to draw the random level's inputs in before the cases start (see randoms.planned)


class Judgement(Check):
    """One learner variant under judgement. Iterate `verdicts()`; then `passed` and `stretch` are known."""

    def __init__(self, problem: Problem, path: Path, entry: Callee, *, stretch: bool = True) -> None:
        super().__init__(problem, path, entry)
        self._climb = stretch

    def verdicts(self) -> Iterator[Verdict]:
        """Each verdict as soon as it is known, smallest inputs first; stops after the first level that fails.

        The file is read once, before the first level; if it changed by the end, a last line says the
        verdict is for the version read at the start.
        """
        self.start = time.perf_counter()
        self.read()
        randoms.planned(self, within=PLAN_AHEAD)  # drawn first, so that the cases level's child runs their jobs too
        try:
            for level in (cases.cases, randoms.random_inputs, honest.level, fast.fast, cases.larger):
                failed = False
                for verdict in level(self):
                    yield verdict
                    failed = failed or verdict.ok is False
                if failed:
                    yield from self._changed()
                    return
        except ImportFailedError as failed:
            yield Verdict("file", False, f"your file {failed}")
            yield from self._changed()
            return
        finally:
            self.close()  # a level that failed leaves no child behind for the next
        if self._climb:
            yield stretch.stretch(self)
        yield from self._changed()
        self.passed = True

    def _changed(self) -> Iterator[Verdict]:
        """One line if the file changed during the check: the verdict is for the version read at the start."""
        if self.changed():
            assert self.source is not None
            line = f"file changed mid-check: judged as read at the start ({version(self.source)})"
            yield Verdict("file", None, line)
