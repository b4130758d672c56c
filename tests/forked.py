"""A pytest session run in a forked copy of the test process: real, without a new interpreter's imports.

A fresh `python -m pytest` spends most of a second importing pytest, hypothesis
and rich before it collects anything; a fork of the running test process has
them already. The project's own modules (problems, shared, tests) are dropped
in the child, so the session imports and collects them afresh under its own
options, as a new process would: `--practice` changes what the test modules
parametrize when they are imported. The mutation runner forks its pytest runs
the same way, and a test that needs a kata process it may kill runs one with
fork_run.
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

import pytest

PROJECT = frozenset({"problems", "shared", "tests"})


def fork_run(work: Callable[[], int], timeout: float) -> int | None:
    """work() in a forked child, in a process group of its own: its exit status (negative for a signal, as
    subprocess reports it), or None when it overran `timeout` and its group was killed. A traceback in the
    child goes to its stderr, and the status is then 99."""
    parent = os.getpid()
    # The child's garbage collections would walk every object it inherits, and so copy every page they sit
    # on: a pytest session forked from a long test run spent twice the CPU of one forked from a fresh one.
    # A session conftest froze after collection stays frozen: only what this call froze is thawed.
    frozen_before = gc.get_freeze_count()
    gc.freeze()
    try:
        pid = os.fork()
    finally:
        if os.getpid() == parent and frozen_before == 0:
            gc.unfreeze()
    if pid == 0:  # pragma: no cover - the child
        code = 99
        try:
            os.setpgid(0, 0)
            code = work()
        except BaseException:
            traceback.print_exc()
        finally:
            with contextlib.suppress(Exception):
                sys.stdout.flush()
            os._exit(code)
    deadline = time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return None
        time.sleep(0.01)


def fork_pytest(args: list[str], cwd: Path, timeout: float, output: int, *, path_first: bool = False) -> int | None:
    """`pytest ARGS` in cwd, in a forked child printing to the file descriptor `output`: its exit status, or
    None when it overran `timeout` and was killed. With `path_first`, the child imports the project from
    cwd before anything on sys.path and writes no bytecode there (the mutation runner's copies)."""

    def session() -> int:
        os.chdir(cwd)
        if path_first:
            sys.dont_write_bytecode = True
            sys.path.insert(0, str(cwd))
        for fd in (1, 2):  # not the parent's capture, nor xdist's channel
            os.dup2(output, fd)
        sys.stdout = sys.stderr = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        for name in [n for n in sys.modules if n.partition(".")[0] in PROJECT]:
            del sys.modules[name]
        return int(pytest.main(args))

    return fork_run(session, timeout)


def run_pytest(args: list[str], cwd: Path, timeout: float = 120.0) -> tuple[int, str]:
    """`pytest ARGS` in cwd, in a forked child: its exit status and what it printed (stdout and stderr)."""
    with tempfile.TemporaryFile() as out:
        code = fork_pytest(args, cwd, timeout, out.fileno())
        if code is None:
            pytest.fail(f"pytest {' '.join(args)} still running after {timeout:g} s")
        out.seek(0)
        return code, out.read().decode("utf-8", "replace")
