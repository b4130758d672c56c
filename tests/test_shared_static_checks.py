"""The promises about types and lint are kept by running the tools, not by saying so."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT


@pytest.mark.xdist_group("first-mypy")  # ~7 s of one core when cold, as in CI: started first, beside the rest
@pytest.mark.timeout(300)  # cold on a machine loaded 8 times over, it ran past the suite's 60 s
def test_mypy_strict_is_clean() -> None:
    """mypy --strict (configured in pyproject) reports nothing over problems/, shared/ and tests/."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-color-output"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr


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
