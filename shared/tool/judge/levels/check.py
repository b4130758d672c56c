"""What every level of one check shares: the problem, the learner's callable, the clock, the way to run jobs."""

from __future__ import annotations

import hashlib
import inspect
import random
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import cast

from shared.engine.errors import InputError
from shared.tool.judge.child import Callee
from shared.tool.judge.jobs import Job
from shared.tool.judge.learner import SOLUTION
from shared.tool.judge.reference import leetcode_variant
from shared.tool.judge.sandbox import JobResult, run_jobs
from shared.tool.learner import workspace
from shared.tool.registry import Args, Problem

__all__ = ["WHOLE_CHECK", "Check", "ImportFailedError", "version"]

WHOLE_CHECK = 15.0  # seconds for one variant's whole check, stretch included


def version(text: str) -> str:
    """A file's version as the judge names it: the first 12 hex digits of its text's SHA-256."""
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:12]


class ImportFailedError(Exception):
    """The learner's file did not import: it raised, exited, or never finished."""


class Check:
    """One learner variant under judgement: what the levels read, and what they leave for the next."""

    def __init__(self, problem: Problem, path: Path, entry: Callee) -> None:
        self.problem = problem
        self.path = path.resolve()  # the name the interpreter gives the file's code, which the counter matches
        self.entry = entry
        self.name = entry.name
        # A lone class Solution is judged as LeetCode judges it: at LeetCode's largest input.
        self.leetcode = entry.name == SOLUTION
        self.ref = leetcode_variant(problem) if self.leetcode else problem.variant(entry.name)
        self.must = min(problem.must_reach.get(self.ref.name, self.ref.limit), self.ref.limit)
        self.passed = False
        self.stretch: int | None = None
        self.start = 0.0
        self.larger: list[object] = []  # the cases above the required size (cases._Case), run after fast
        self.larger_jobs: list[Job] | None = None  # their first jobs, made as fast's child starts (cases.larger)
        self.total = 0  # cases in the file
        self.fast_seconds = 0.0
        self.progress: Callable[[str], None] = lambda text: None  # told what is running, for a status line
        self.source: str | None = None  # the file's text, read once at the start: every job runs this version
        self.randoms: tuple[list[tuple[object, Args]], list[Job]] | None = None  # the random level's inputs, jobs
        self.drawing: tuple[list[tuple[object, Args]], random.Random, int] | None = None  # ...while being drawn
        self._ahead: tuple[list[Job], Generator[JobResult, None, None]] | None = None  # a child kept for them
        self._timeout: Callable[[Job], float] | None = None  # the seconds of each job of the stream being read

    def read(self) -> str:
        """Read the file once (at the start of the check): its version, the first 12 hex digits of its SHA-256.

        Every job runs this text, so a file saved while the check runs is judged in the version read here.
        """
        if self.source is None:
            self.source = workspace.read_text(self.path)
        return version(self.source)

    def changed(self) -> bool:
        """Does the file now hold another text than the version judged (or none at all)?"""
        try:
            return self.source is not None and workspace.read_text(self.path) != self.source
        except InputError:
            return True

    def stream(
        self,
        jobs: list[Job],
        what: str = "",
        timeout: Callable[[Job], float] | None = None,
        then: list[Job] | None = None,
    ) -> Generator[JobResult, None, None]:
        """The outcomes of jobs run on the learner's code, as they come; ImportFailedError if the file fails.

        timeout: each job's seconds, asked as it starts (see run_jobs). then: the jobs the next level will
        stream (that very list), run on in the same child: a child is forked from kata's whole process, 0.1 s
        of CPU from a large one. The child is kept for them only if all of jobs ran and it is still alive.
        """
        self.read()
        self._timeout = timeout  # asked through _seconds: a child kept for the next level serves its own timeout
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead[0] is jobs:
            outcomes = ahead[1]
        else:
            if ahead is not None:
                ahead[1].close()
            # run_jobs is a generator (typed as an Iterator): closing it ends the child.
            run = run_jobs(self.path, self.entry, [*jobs, *(then or [])], self.source, self._seconds)
            outcomes = cast(Generator[JobResult, None, None], run)
        kept = False
        try:
            last = None
            for done in range(1, len(jobs) + 1):
                last = next(outcomes, None)
                if last is None:
                    return
                if last.status == "import":
                    raise ImportFailedError(str(last.value))
                if what:
                    self.progress(f"{what}: {done} of {len(jobs)} done")
                yield last
            if then and (last is None or last.status not in ("timeout", "died")):
                self._ahead, kept = (then, outcomes), True
        finally:
            if not kept:
                outcomes.close()

    def _seconds(self, job: Job) -> float:
        """A job's seconds, asked as it starts: what the stream now being read says (its own timeout by default)."""
        return job.timeout if self._timeout is None else self._timeout(job)

    def close(self) -> None:
        """End the child kept for the next level's jobs, if any (every process it started goes with it)."""
        ahead, self._ahead = self._ahead, None
        if ahead is not None:
            ahead[1].close()

    def run(self, jobs: list[Job]) -> list[JobResult]:
        return list(self.stream(jobs))

    def left(self) -> float:
        """Seconds left of the whole check."""
        return WHOLE_CHECK - (time.perf_counter() - self.start)

    def named(self, raw: object) -> object:
        """An input with its parameter named, as LeetCode shows it: `nums = [1, 5, 2]`, not `[1, 5, 2]`."""
        if isinstance(raw, dict):
            return raw
        params = list(inspect.signature(self.ref.func).parameters)
        return {params[0]: raw} if len(params) == 1 else raw

    def size(self, args: Args) -> int:
        return int(self.problem.size(args))
