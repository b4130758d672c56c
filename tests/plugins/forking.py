"""Where an xdist worker forks the judge's runs from: its fork server from the first run, not past 150 MB.

A run forks twice (keeper, then child), and each fork copies the forking process's page tables and then its pages
as the child writes them (shared/tool/judge/forkserver.py): from a worker of 90 to 150 MB, where every run of the
first half of the suite forked, a fork and exit cost 5 to 17 ms of CPU, from the server's 26 MB about 3 ms. Ten
checks of 486 memoized from a 150 MB process cost 43-44 CPU-s forked from it, 37-40 from the server (cgroup-measured,
2026-11-29). Each worker crossed 150 MB midway and started its server anyway; now it starts it at its first run.

The route is the judge's own either way: tests/test_hostile_sandbox.py asks for kata's (BOTH, KATA_BY_DEFAULT),
and `kata check` run as a command, below the bound, forks from itself. A run without xdist (`pytest -k KEY`, a
few checks) keeps the bound: a server's start costs more than it saves there.
"""

from __future__ import annotations

import pytest


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    if hasattr(session.config, "workerinput"):
        from shared.tool.judge import forkserver  # here: the controller, and a -k run, import no chapter for it

        forkserver.SERVER_ABOVE = 0
