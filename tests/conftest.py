"""Suite-wide settings: hypothesis profiles, and mypy started early on the spare core."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent

# Under CI every run draws the same examples, so a red build can be replayed.
settings.register_profile(
    "ci", derandomize=True, deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")

MYPY = pytest.StashKey[subprocess.Popen[str]]()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Start mypy as soon as we know its test will run, so it checks while the other tests do."""
    if any(item.name == "test_mypy_strict_is_clean" for item in items):
        config.stash[MYPY] = subprocess.Popen(
            [sys.executable, "-m", "mypy", "--no-color-output", "--no-error-summary"],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )


@pytest.fixture
def mypy_run(request: pytest.FixtureRequest) -> subprocess.Popen[str]:
    """The mypy process started at collection time."""
    return request.config.stash[MYPY]
