"""Suite-wide settings: hypothesis profiles, deterministic under CI."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from shared.tool.registry import Variant
from tests import kit

ROOT = Path(__file__).resolve().parent.parent

# Under CI every run draws the same examples, so a red build can be replayed.
settings.register_profile(
    "ci", derandomize=True, deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--practice",
        action="store_true",
        help="judge your functions in practice/ (see `kata practice`) instead of the reference variants",
    )
    parser.addoption("--slow", action="store_true", help="also run the slow tests (the whole learner corpus)")


def pytest_configure(config: pytest.Config) -> None:
    kit.use_practice(bool(config.getoption("--practice")))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip slow tests unless --slow; under --practice keep only the tests that judge variants."""
    if not config.getoption("--slow"):
        for item in items:
            if item.get_closest_marker("slow"):
                item.add_marker(pytest.mark.skip(reason="slow: run with --slow"))
    if not config.getoption("--practice"):
        return
    judged = [item for item in items if _judges_variants(item)]
    config.hook.pytest_deselected(items=[item for item in items if item not in judged])
    items[:] = judged


def _judges_variants(item: pytest.Item) -> bool:
    params = getattr(getattr(item, "callspec", None), "params", {})
    return any(isinstance(value, Variant) for value in params.values()) or "agree" in item.name
