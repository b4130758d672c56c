"""How xdist hands out the tests: a function's parametrisations in runs, a group to one worker, -k in one process,
a bad -m refused before the workers start; and what the garbage collector walks in a worker.

Private APIs, where pytest and xdist offer no public one: pytest's check of a `-m` expression (see
pytest_configure_mark_expression), `LoadGroupScheduling._split_scope` (the scope a test is handed out in;
checked on pytest-xdist 3.8.0), and `Item._id`, the id xdist's workers rename a grouped test by (checked
on pytest 9.2.0).
"""

from __future__ import annotations

import gc
from typing import Any

import pytest
from xdist.scheduler import LoadGroupScheduling  # type: ignore[import-untyped]


@pytest.hookimpl(tryfirst=True)  # before xdist's own configure, which starts the workers
def pytest_configure(config: pytest.Config) -> None:
    # `pytest -k KEY` runs a few dozen tests: starting xdist's workers, each collecting all ~2,400, costs
    # more than they save (7 s against 3 s), so a -k run stays in one process.
    if config.option.keyword and config.getoption("dist", "no") != "no":
        config.option.numprocesses, config.option.dist, config.option.tx = 0, "no", []


@pytest.hookimpl(trylast=True, specname="pytest_configure")  # every plugin's markers known; no worker started yet
def pytest_configure_mark_expression(config: pytest.Config) -> None:
    """`-m` with a broken expression, or (pytest 9.2+) an unknown marker: pytest's own one-line error, before
    xdist starts. A worker that meets it exits, and the controller ends in an INTERNALERROR traceback of some
    60 lines (`pytest -m "slow and"`). pytest's own checks, as it runs them in one process: `_parse_expression`
    (private, checked on pytest 9.0.3 and 9.2.0) and `_validate_marker_names` (private, new in 9.2: an older
    pytest lets an unknown name select nothing, which no worker trips on).
    """
    if not config.option.markexpr or config.getoption("dist", "no") == "no":
        return
    from _pytest.mark import _parse_expression

    expression = _parse_expression(config.option.markexpr, "Wrong expression passed to '-m'")
    try:
        from _pytest.mark import _validate_marker_names  # type: ignore[attr-defined, unused-ignore]  # 9.2+
    except ImportError:
        return
    _validate_marker_names(expression, config)


# A group named "first-..." is one long test (a wheel built and installed): xdist hands out the units with
# the most tests first, so a lone test of 7 s would start near the end and run alone while the other worker
# idles. Started first, it runs beside everything else. A group named "last-..." is a test that reads what
# the run started beside it (mypy's verdict, plugins/typecheck.py): handed out last, it finds it done.
FIRST = "first-"
LAST = "last-"


class ChunkedGroups(LoadGroupScheduling):  # type: ignore[misc]
    """xdist's loadgroup, handing out a function's parametrisations CHUNK at a time, not one by one.

    loadgroup makes each test outside a group a unit of its own, so a worker asks the controller
    for every next test: 3,200 round trips. Here the tests of one function go out in runs of
    CHUNK, and an `xdist_group` still goes to one worker whole. xdist hands out the units with the
    most tests first, so the site's group starts early and the short runs fill in at the end.
    """

    CHUNK = 20

    def __init__(self, config: pytest.Config, log: Any = None) -> None:
        super().__init__(config, log)
        self._scopes: dict[str, str] = {}
        self._counts: dict[str, int] = {}
        self._ordered = False

    def _assign_work_unit(self, node: Any) -> None:
        """Hand out the `xdist_group("first-...")` units before all others and the "last-..." ones after them
        (see FIRST), in between xdist's order."""
        if not self._ordered:
            self._ordered = True
            for scope in [s for s in self.workqueue if s.startswith(FIRST)][::-1]:
                self.workqueue.move_to_end(scope, last=False)
            for scope in [s for s in self.workqueue if s.startswith(LAST)]:
                self.workqueue.move_to_end(scope)
        super()._assign_work_unit(node)

    def _split_scope(self, nodeid: str) -> str:
        scope = self._scopes.get(nodeid)
        if scope is None:
            group: str = super()._split_scope(nodeid)
            if group != nodeid:
                scope = group
            else:
                function = nodeid.split("[", 1)[0]
                index = self._counts[function] = self._counts.get(function, -1) + 1
                scope = f"{function}#{index // self.CHUNK}"
            self._scopes[nodeid] = scope
        return scope


@pytest.hookimpl(tryfirst=True)  # before xdist's worker sends the controller its tests' ids
def pytest_collection_finish(session: pytest.Session) -> None:
    """Name the xdist groups' tests; then move what collection built (the items, the catalogue, the case
    files) out of the garbage collector's sight: it lives to the end, and each full collection during the
    tests walked all of it again (~5% of their CPU)."""
    name_xdist_groups(session)
    gc.collect()
    gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """At the end of each test file, free its garbage, then move what lives on out of the collector's sight too.

    What the tests leave alive (the reports, a file's caches: the complexity ladders, the case files) grew the
    heap that each full collection walks, and the runs that build tables end with one (run_once): in a worker
    that had run the matrix and the complexity file, test_connect_four cost 5.5 s of CPU, 3.3 s alone.
    """
    if nextitem is None or nextitem.path != item.path:
        gc.collect()
        gc.freeze()


def name_xdist_groups(session: pytest.Session) -> None:
    """A worker names each test of an `xdist_group` "id@group", which is how loadgroup finds the group.

    xdist writes that into `item._nodeid`, which pytest 9.2 no longer reads (pytest-xdist#1386): the
    site's tests went to both workers, each building the site and starting its own Chromium.
    """
    if not getattr(session.config.option, "loadgroup", False):  # set on xdist's workers only
        return
    for item in session.items:
        names = sorted(
            {str(m.args[0] if m.args else m.kwargs.get("name", "default")) for m in item.iter_markers("xdist_group")}
        )
        suffix = "@" + "_".join(names)
        if names and not item.nodeid.endswith(suffix) and hasattr(item, "_id"):  # older pytest: no _id
            item._id = type(item._id).parse(item.nodeid + suffix)


@pytest.hookimpl(optionalhook=True)  # the mutation runner runs pytest with -p no:xdist
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> ChunkedGroups | None:
    """--dist=loadgroup, pyproject's default, in runs; any other --dist keeps xdist's own."""
    return ChunkedGroups(config, log) if config.getoption("dist") == "loadgroup" else None
