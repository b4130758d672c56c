"""The suite's settings, one concern to a plugin in tests/plugins/ (hypothesis profiles, `-k PROBLEM`,
xdist's scheduling, `--practice` and `--slow`, the site and its Chromium), and ROOT, the checkout the tests
read files from."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

pytest_plugins = [
    "tests.plugins.profiles",
    "tests.plugins.problems",
    "tests.plugins.scheduling",
    "tests.plugins.practice",
    "tests.plugins.browser",
]
