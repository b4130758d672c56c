"""The suite's pytest plugins, one concern each, loaded by tests/conftest.py (`pytest_plugins`).

- `profiles`: hypothesis profiles, deterministic under CI.
- `problems`: `-k PROBLEM` selects that problem's tests exactly.
- `scheduling`: how xdist hands out the tests (in runs; a -k run in one process).
- `forking`: an xdist worker forks the judge's runs from its fork server from the first, not past 150 MB.
- `rewritten`: the test modules' asserts rewritten once, before xdist's workers start, not once a worker.
- `typecheck`: mypy started by xdist's controller with the run, for the test that reads its verdict.
- `practice`: `--practice` judges the learner's code, `--slow` adds the deep runs, and each test's own
  practice folder.
"""

from __future__ import annotations

import pytest


def runs_tests(config: pytest.Config) -> bool:
    """Does this process collect and run tests: an xdist worker, or a run without xdist? Not xdist's controller,
    which needs no chapter (importing the catalogue cost it 0.2 s of CPU before it could start the workers)."""
    if hasattr(config, "workerinput"):
        return True
    return not getattr(config.option, "numprocesses", None) or getattr(config.option, "dist", "no") == "no"
