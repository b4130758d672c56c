"""mypy started by xdist's controller as the run starts, beside everything else, for the test that reads its verdict.

Cold, as in CI, mypy over the tree is 7 to 8 CPU-s, the longest single thing the suite does. Run by its test, it
held a worker for all of that, blocked on the child: on 2 cores that worker's core went to mypy, so nothing was
gained or lost, except where the other worker waited too (a browser's round trip, a sandboxed child's deadline),
and then a core idled. Started here, mypy is a third process from the start: it fills whatever either worker
leaves idle, and both workers run tests. The test (tests/test_shared_static_checks.py) is handed out last
(scheduling's LAST), by when mypy is done, and reads the verdict from the file named by MYPY_VERDICT; a run
without xdist, or one that names no file with that test, runs mypy in the test as before.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.plugins import runs_tests

MYPY_VERDICT = "KATA_MYPY_VERDICT"  # the environment variable naming the verdict's file, which the workers inherit
TEST_MODULE = "test_shared_static_checks.py"

# The child writes "STATUS\nOUTPUT" once mypy is done, whole (a rename), so a reader never sees half of it.
# mypy's own crash is a verdict too (status 2, as its command line says), not a file the test waits for in vain.
CHILD = """\
import os, sys, traceback
try:
    from mypy import api
    out, err, status = api.run(["--no-color-output"])
except BaseException:
    out, err, status = "", traceback.format_exc(), 2
with open(sys.argv[1] + ".part", "w", encoding="utf-8") as verdict:
    verdict.write(f"{status}\\n{out}{err}")
os.replace(sys.argv[1] + ".part", sys.argv[1])
"""


def mypy_command() -> list[str]:
    """mypy over the tree as pyproject configures it, the same whether started here or by the test."""
    return [sys.executable, "-m", "mypy", "--no-color-output"]


@pytest.hookimpl(tryfirst=True)  # before the rewriting forks and the workers: mypy is the longest, so first
def pytest_configure(config: pytest.Config) -> None:
    if runs_tests(config) or not _runs_the_test(config):
        return
    if config.option.keyword or config.option.collectonly or config.getoption("--practice", False):
        return  # a -k or --practice run may well leave the test out; it runs mypy itself if not
    from tests.conftest import ROOT

    try:
        folder = Path(tempfile.mkdtemp(prefix="kata-mypy-"))
        verdict = folder / "verdict"
        child = subprocess.Popen(  # this interpreter, a fixed script
            [sys.executable, "-c", CHILD, str(verdict)],
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except OSError:  # no process to spare: the test runs mypy itself
        return
    os.environ[MYPY_VERDICT] = str(verdict)

    def stop() -> None:
        """A run that ends before mypy (interrupted, or the test deselected) does not leave it running."""
        os.environ.pop(MYPY_VERDICT, None)
        if child.poll() is None:
            child.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            child.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)

    config.add_cleanup(stop)


def _runs_the_test(config: pytest.Config) -> bool:
    """Does the run name the static checks' module, or a folder holding it? (The controller collects nothing.)"""
    for arg in config.args:
        path = Path(config.invocation_params.dir, arg.split("::", 1)[0])
        if (path / TEST_MODULE).is_file() or (path.name == TEST_MODULE and "::" not in arg):
            return True
        if path.name == TEST_MODULE:  # one test of it: the mypy test's own id
            return "mypy" in arg
    return False
