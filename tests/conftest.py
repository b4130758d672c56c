"""The suite's settings, one concern to a plugin in tests/plugins/ (hypothesis profiles, `-k PROBLEM`, xdist's
scheduling, a worker's judge runs forked from its fork server, the asserts rewritten once for every worker, mypy
started with the run, `--practice` and `--slow`, the site and its Chromium), and ROOT, the checkout the tests read
files from."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _leave_hypothesis_unrewritten() -> None:
    """pytest rewrites the asserts of every module of a plugin's distribution, and hypothesis ships a plugin:
    its modules were rewritten afresh in every worker (0.5 s of CPU each, with no bytecode cache) for asserts
    no test reads. They import plainly now. Private: AssertionRewritingHook._must_rewrite (pytest 9.2)."""
    for hook in sys.meta_path:
        marked = getattr(hook, "_must_rewrite", None)
        if isinstance(marked, set):
            marked.discard("hypothesis")


_leave_hypothesis_unrewritten()  # before the plugins below import hypothesis

pytest_plugins = [
    "tests.plugins.profiles",
    "tests.plugins.problems",
    "tests.plugins.scheduling",
    "tests.plugins.forking",
    "tests.plugins.rewritten",
    "tests.plugins.typecheck",
    "tests.plugins.practice",
    "tests.plugins.browser",
]
