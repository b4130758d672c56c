"""The promises about types and lint are kept by running the tools, not by saying so."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def test_mypy_strict_is_clean(mypy_run: subprocess.Popen[str]) -> None:
    """mypy --strict (configured in pyproject) reports nothing over problems/, shared/ and tests/."""
    out, _ = mypy_run.communicate(timeout=300)
    assert mypy_run.returncode == 0, out


def test_ruff_is_clean() -> None:
    """ruff (configured in pyproject) reports nothing over the repository."""
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
