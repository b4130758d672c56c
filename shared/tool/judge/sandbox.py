"""Run a learner's file only in a forked child, and end every process it starts when the run ends.

`run_jobs(path, entry, jobs)` is the one way in: it forks a keeper, which
forks the child (`shared.tool.judge.child`); the child imports the file and
runs each job (`shared.tool.judge.jobs`: a typed message such as
`Call(args, timeout=2.0)`), and sends one message per job back over a pipe
(`shared.tool.judge.wire`). The parent waits for each with the job's own
timeout, times it on its own clock, and decides every verdict itself from
that data; nothing the child sends is unpickled or evaluated. When the run
ends, however it ends, every process the learner's code started is gone
(`shared.tool.judge.process`). Kata waits for nothing without a deadline.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
import warnings
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from shared.tool.judge import forkserver, process
from shared.tool.judge.child import Callee, live
from shared.tool.judge.jobs import Job
from shared.tool.judge.wire import BAD_MESSAGE, Channel, JobResult, outcome

__all__ = ["IMPORT_TIMEOUT", "Callee", "JobResult", "run_jobs"]

IMPORT_TIMEOUT = 3.0  # seconds for the learner's file to import
MARK_TIMEOUT = 2.0  # seconds between one job's outcome and the next one's start, or a stop and its outcome


def _death(status: int) -> str:
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        if sig == signal.SIGSEGV:
            return "crashed (segmentation fault: the C stack ran out)"
        if sig in (signal.SIGXCPU, signal.SIGKILL):
            return "was stopped (out of CPU time or memory)"
        return f"was killed by signal {signal.Signals(sig).name}"
    return f"ended the process (exit code {os.WEXITSTATUS(status)})"


class _Run:
    """The parent's side of one run: the keeper's pid, the pipe, and how the child ended once known."""

    def __init__(self, pid: int, fd: int, server: forkserver.Server | None = None) -> None:
        self.pid = pid
        self.server = server  # the fork server that forked the keeper, which collects it; None: kata did
        self.channel = Channel(fd)
        self.status: int | None = None  # the keeper's wait status
        self.died: str | None = None  # how the learner's child ended, as the keeper said
        self.ended = False  # the keeper killed and collected: its pid is no longer ours to signal

    def wait(self, seconds: float) -> None:
        """Wait up to seconds for the keeper to end, never longer."""
        deadline = time.monotonic() + seconds
        while self.status is None:
            try:
                done, code = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:
                return  # collected already: nothing to wait for
            if done:
                self.status = code
                return
            if time.monotonic() >= deadline:
                return
            time.sleep(0.005)

    def end(self) -> None:
        """Kill the keeper (the learner's child dies with it; its orphans come to kata's sweep), once.

        A run that ends early ends it again on the way out: by then the keeper is collected, and its pid, free,
        may be another process's (pids wrap at 32,768 on many systems), which a second kill would hit.
        """
        if self.ended:
            return
        self.ended = True
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pid, signal.SIGKILL)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(self.pid, signal.SIGKILL)
        if self.server is not None:
            self.server.reap(self.pid)
        else:
            self.wait(process.SWEEP_SECONDS)

    def receive(self, timeout: float, shape: object = None, seconds: float = 0.0) -> JobResult:
        """The next message as a JobResult: "timeout" past timeout, "died" for a child gone or a bad message."""
        start = time.monotonic()
        message = self.channel.receive(timeout)
        if message == "timeout":
            return JobResult("timeout", timeout, timeout)
        if message == "closed":  # the keeper is gone without saying how the child ended
            self.end()
            return JobResult("died", self.died or "was stopped", time.monotonic() - start)
        if isinstance(message, list) and len(message) == 2 and message[0] == "exit":
            code = message[1]
            if isinstance(code, int) and not isinstance(code, bool) and 0 <= code < 2**16:
                self.died = _death(code)
                return JobResult("died", self.died, time.monotonic() - start)
        found = None if message == "bad" else outcome(message, shape, seconds)
        if found is None:
            self.end()
            return JobResult("died", BAD_MESSAGE, time.monotonic() - start)
        return found

    def expect(self, status: str, timeout: float) -> JobResult | None:
        """None once the next message is the mark `status`; else what came instead, the run over."""
        got = self.receive(timeout)
        if got.status == status:
            return None
        if got.status not in ("timeout", "died"):
            self.end()
            got = JobResult("died", BAD_MESSAGE)
        return got

    def first(self) -> JobResult:
        """The child's first word: "ready", or "import" saying why the file did not import."""
        first = self.receive(IMPORT_TIMEOUT)
        if first.status == "timeout":
            return JobResult("import", f"was still importing after {IMPORT_TIMEOUT:g} s: a loop at top level?")
        if first.status == "died":
            return JobResult("import", f"{first.value} while importing")
        if first.status not in ("ready", "import"):
            self.end()
            return JobResult("import", f"{BAD_MESSAGE} while importing")
        return first

    def job(self, job: Job, timeout: float) -> JobResult:
        """One job's outcome within timeout, timed between its start and stop marks on kata's clock."""
        odd = self.expect("start", MARK_TIMEOUT)
        if odd is not None:
            return odd
        started = time.monotonic()
        odd = self.expect("stop", timeout)
        took = time.monotonic() - started
        if odd is not None:
            return odd
        found = self.receive(max(MARK_TIMEOUT, timeout - took), job.shape, took)
        if found.status not in ("ok", "error", "timeout", "died"):  # a mark or "ready" again: not the child's
            self.end()
            return JobResult("died", BAD_MESSAGE)
        return found


def _fork(read_fd: int, write_fd: int, request: forkserver.Request) -> int:
    """Fork the keeper from kata itself: its pid."""
    kata = os.getpid()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # "fork in a multi-threaded process": pytest's
        pid = os.fork()
    if pid == 0:  # pragma: no cover - the keeper, then the child
        try:
            os.close(read_fd)
            path, entry, jobs, cpu, source = request
            process.keeper(write_fd, kata, lambda: live(write_fd, path, entry, jobs, cpu, source))
        finally:
            os._exit(0)
    with contextlib.suppress(OSError):
        os.setpgid(pid, pid)  # also done by the keeper: whichever runs first, the group exists before any fork
    return pid


def run_jobs(
    path: Path,
    entry: Callee,
    jobs: Sequence[Job],
    source: str | None = None,
    timeout: Callable[[Job], float] | None = None,
) -> Iterator[JobResult]:
    """Run each job on the learner's entry in one fresh child; yield one JobResult per job, in order.

    source: the file's text to run under its name (the version a check read at its start); None: read it.
    timeout: each job's seconds, asked as the job starts (what is left of a check by then), at most its own
    `timeout`, which bounds the child's CPU; None: the job's own.

    When the file fails to import (an error, an exit, a loop), the one JobResult is "import", saying why.
    After a "timeout" or a "died" the remaining jobs are not run. When the run ends, however it ends
    (a signal to kata included), every process the learner's code started is gone.
    """
    cpu = int(IMPORT_TIMEOUT + sum(job.timeout for job in jobs)) + 2
    server = forkserver.server_for(jobs)  # started before `kept`: a process kata keeps between runs
    kept = process.descendants()  # processes kata had before: not the learner's to sweep away
    process.subreaper(True)  # orphans of the learner's code come back to kata, not to init
    with process.not_dumpable():
        read_fd, write_fd = os.pipe()
        request = (path, entry, list(jobs), cpu, source)
        pid = server.start(write_fd, request) if server is not None else None
        if pid is None:
            server = None
            pid = _fork(read_fd, write_fd, request)
        os.close(write_fd)
        run = _Run(pid, read_fd, server)
        try:
            first = run.first()
            if first.status != "ready":
                yield first
                return
            for job in jobs:
                found = run.job(job, job.timeout if timeout is None else min(job.timeout, timeout(job)))
                yield found
                if found.status in ("timeout", "died"):
                    return
        finally:
            run.end()
            os.close(read_fd)
            process.sweep(kept)
            process.subreaper(False)
