"""The child's life: confine itself, import the learner's file, run each job, send back each outcome.

The child imports the file itself, so an `exit()`, an endless loop or a fork
at import time costs the child, never kata. Deep recursion works the way it
does on LeetCode: the recursion limit is raised and the jobs run in a thread
with a 512 MB stack; on 3.12+, which cap recursion through C code at a few
thousand levels, `functools`' caches build the engine's wrapper written in
Python (`shared.engine.recursion.python_caches`).

Around each job's call the child sends "start" and "stop": the parent times
the job between the two on its own clock.
"""

from __future__ import annotations

import _thread
import os
import resource
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from shared.engine.recursion import python_caches
from shared.tool.judge import leetcode
from shared.tool.judge.capture import MESSAGE_WIDTH, Printed, one_line
from shared.tool.judge.counter import TamperedError, changed, fingerprint, leaned_on
from shared.tool.judge.jobs import Job
from shared.tool.judge.process import confine
from shared.tool.judge.seal import BorrowedError, seal
from shared.tool.judge.wire import send

__all__ = ["RECURSION_LIMIT", "STACK_BYTES", "Callee", "live", "load_entry"]

STACK_BYTES = 512 * 2**20  # the thread that runs the learner's code: room for 10^5 nested calls and more
RECURSION_LIMIT = 10**6


@dataclass(frozen=True)
class Callee:
    """Which callable of the learner's file to judge: a function, or LeetCode's `Solution().method`."""

    name: str
    method: str | None = None  # set: the file's class Solution, this method

    def __str__(self) -> str:
        return f"Solution.{self.method}" if self.method else f"{self.name}()"


def load_entry(path: Path, entry: Callee, source: str | None = None) -> Callable[..., Any]:
    """Import the learner's file (in the child) and return the callable to judge.

    With source given, that text is what runs, under the file's name: the version kata read at the start
    of the check, whatever the file holds now.
    """
    text = path.read_text(encoding="utf-8") if source is None else source
    code = compile(text.removeprefix("\ufeff"), str(path), "exec", dont_inherit=True)
    module = ModuleType(f"practice_{path.stem}")
    module.__file__ = str(path)
    module.__dict__.update(leetcode.prelude())  # what LeetCode's page imports for a solution (judge.leetcode)
    sys.modules[module.__name__] = module  # dataclasses and pickling look their module up by name
    exec(code, module.__dict__)  # the learner's own file, in the sandboxed child
    if entry.method is None:
        func = getattr(module, entry.name, None)
        if not callable(func):
            raise LookupError(f"no function {entry.name}() in the file")
        return func  # type: ignore[no-any-return]
    solution = getattr(module, "Solution", None)
    if solution is None or not callable(getattr(solution, entry.method, None)):
        raise LookupError(f"no class Solution with a method {entry.method}() in the file")

    def call(*args: Any) -> Any:  # LeetCode passes the arguments in order
        return getattr(solution(), entry.method or "")(*args)

    return call


def _quiet(fd: int) -> Printed:
    """Close every file but the pipe, point 0, 1 and 2 at /dev/null, and keep what Python code prints."""
    os.closerange(3, fd)  # kata's own files and terminal are none of the learner's business
    os.closerange(fd + 1, resource.getrlimit(resource.RLIMIT_NOFILE)[0])
    quiet = os.open(os.devnull, os.O_RDWR)
    for target in (0, 1, 2):  # the learner's prints and tracebacks would garble kata's own output
        os.dup2(quiet, target)
    os.close(quiet)
    printed = Printed()
    sys.stdout = sys.stderr = printed  # kept, a few lines a job, and shown with a failure
    return printed


def _judge_modules() -> list[ModuleType]:
    """The judge's own modules in the child, whose functions the learner's code must leave as they are."""
    names = [name for name in sys.modules if name.startswith("shared.tool.judge.")]
    return [module for name in names if (module := sys.modules[name]) is not None]


def live(fd: int, path: Path, entry: Callee, jobs: Sequence[Job], cpu_seconds: int, source: str | None) -> None:
    """The child's whole life: confine itself, import the file, run the jobs, report each."""
    confine(cpu_seconds)
    printed = _quiet(fd)
    sys.setrecursionlimit(RECURSION_LIMIT)
    threading.stack_size(STACK_BYTES)
    if sys.version_info >= (3, 12):
        python_caches()
    me = os.getpid()
    judge, library = _judge_modules(), leaned_on()
    before = fingerprint(judge, library)
    guard = seal(path)

    def say(message: list[Any]) -> None:
        if os.getpid() == me:  # a process the learner forked must not speak for the judge
            low = sys.getrecursionlimit()  # the learner's may be too low for sending: the report would be lost
            sys.setrecursionlimit(max(low, RECURSION_LIMIT))
            try:
                send(fd, message)
            finally:
                sys.setrecursionlimit(low)

    def work() -> None:
        try:
            with guard.learner():  # code at the top of the file is the learner's too
                func = guard.wrap(load_entry(path, entry, source))
        except BaseException as err:
            if isinstance(err, SystemExit):
                say(["import", f"{one_line(err)} while importing"])
            else:
                where = f" (line {err.lineno})" if isinstance(err, SyntaxError) else ""
                say(["import", f"does not import: {one_line(err)[:50]}{where}"])
            return
        say(["ready"])
        printed.take()  # what the file printed at import is not any job's
        for job in jobs:
            say(["start"])
            failure: BaseException | None = None
            try:
                result = job.run(func, path)
            except BaseException as err:
                failure = err
            say(["stop"])
            replaced = changed(before, fingerprint(judge, library))
            if failure is None and replaced is not None:
                failure = TamperedError(f"your code replaced the judge's {replaced}")
            if isinstance(failure, RecursionError):  # say which limit: kata's, or one the learner's code set lower
                failure = RecursionError(f"maximum recursion depth exceeded (limit {sys.getrecursionlimit()})")
            if guard.borrowed is not None:  # even where the learner's code caught the error and went on
                failure = BorrowedError(f"your code called {guard.borrowed}: write your own")
            lines, count = printed.take()
            if failure is None:
                say(["ok", result, list(lines), count])
            else:
                say(["error", type(failure).__name__[:MESSAGE_WIDTH], one_line(failure), list(lines), count])

    parked_while(work)


def parked_while(work: Callable[[], None]) -> None:
    """Run work in a thread of STACK_BYTES, this (the main) thread parked on a lock until it ends.

    The learner's code may lower the recursion limit, and a lower limit holds in every thread at once: the main
    thread, as deep as the process it was forked from, would fail at its next call and end the process, the
    report unsent (kata saw exit code 0). So the learner's code waits until the main thread is parked. Setting
    `parked` calls nothing, so the main thread cannot yield the GIL between it and the acquire's own check of
    the limit, made as the call starts: the runner, holding the GIL, sees `parked` only once the main thread is
    past that check. A lock, not a pipe, which the learner's code could write to. The runner is a bare thread,
    not a `threading.Thread`, whose three frames of its own would count against the learner's limit too.
    """
    parked = False
    finished = _thread.allocate_lock()
    finished.acquire()

    def run() -> None:
        while not parked:
            time.sleep(0.0005)
        try:
            work()
        finally:
            sys.setrecursionlimit(RECURSION_LIMIT)  # for the main thread's calls on its way out
            finished.release()

    _thread.start_new_thread(run, ())
    parked = True
    finished.acquire()
