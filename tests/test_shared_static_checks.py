"""The promises about types and lint are kept by running the tools, not by saying so."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import ROOT
from tests.plugins.typecheck import MYPY_VERDICT, mypy_command


# ~7 s of one core when cold, as in CI: under xdist the controller started it with the run (plugins/typecheck.py),
# and this test, handed out last, reads its verdict; in one process it runs mypy here.
@pytest.mark.xdist_group("last-mypy")
@pytest.mark.timeout(300)  # cold on a machine loaded 8 times over, it ran past the suite's 60 s
def test_mypy_strict_is_clean() -> None:
    """mypy --strict (configured in pyproject) reports nothing over problems/, shared/ and tests/."""
    status, output = early_verdict() or run_mypy()
    assert status == 0, output


def run_mypy() -> tuple[int, str]:
    """mypy's exit status and what it printed, run now."""
    done = subprocess.run(mypy_command(), cwd=ROOT, capture_output=True, text=True, check=False)
    return done.returncode, done.stdout + done.stderr


def early_verdict() -> tuple[int, str] | None:
    """The verdict of the mypy the controller started, once it is written; None when no mypy was started early."""
    named = os.environ.get(MYPY_VERDICT)
    if not named:
        return None
    verdict = Path(named)
    while not verdict.exists():  # the test's timeout bounds the wait
        time.sleep(0.05)
    status, _, output = verdict.read_text(encoding="utf-8").partition("\n")
    return int(status), output


def test_ruff_is_clean() -> None:
    """ruff (configured in pyproject) reports nothing over the repository."""
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
