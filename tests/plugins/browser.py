"""The browser tests' harness: the site built once for its sources, and one Chromium with one page for all of
their tests.

`site` is the whole site, built once for a content of its sources (cached: see cached_site) and shared by every
test that reads it (the site's and the trace pages' alike). `page` is one Chromium tab, started at the first test
that asks for it and closed as soon as the next test is in a module that opens none: an idle Chromium kept to the
end of the run costs 0.05 to 0.08 CPU-s a second, a launch about half a CPU-s. Each test gets the tab back at
1280 x 900 in the light theme, and fails on any script error the pages raised during it.
"""

from __future__ import annotations

import builtins
import hashlib
import importlib.util
import io
import json
import os
import shutil
import sys
import tempfile
import time
import tokenize
from collections.abc import Callable, Iterator
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Playwright, ViewportSize

CHROMIUM = Path("/usr/bin/chromium")
VIEWPORT: ViewportSize = {"width": 1280, "height": 900}
# What the tests read (markup, CSS layout, scripts, axe-core's rules) does not depend on how Chromium splits its work
# into processes, so it is told to spare the ones that cost CPU: no GPU process (headless draws in software anyway;
# idle with a focused field it burnt 0.056 CPU-s a second, 0.029 without), and one renderer for every file:// page
# rather than one a navigation (site isolation), 0.04 CPU-s a navigation less (cgroup-measured, 2026-11-29).
CHROMIUM_ARGS = ["--disable-gpu", "--disable-features=site-per-process,IsolateOrigins", "--renderer-process-limit=1"]


# The site's build is the longest setup (2-4 CPU-s: every variant traced, every pair diffed, every chart drawn), and
# its pages are a function of the sources alone. So it is built once per content of the sources it reads and kept
# in a cache folder of this user's, named by their hash: a rerun with nothing changed reads it, a change anywhere
# in them builds afresh. The build's own file reads are logged beside it, and a test holds the key to them
# (test_shared_site.py: test_the_site_cache_is_keyed_by_every_file_its_build_reads).
SITE_INPUTS = ("problems", "shared", "tests")  # the chapters, the tool, and tests/ (pitfalls, case files)
SITE_LIBRARIES = ("pygments", "pygal")  # what draws the pages' code and charts: their versions are in the key
CACHE = Path(tempfile.gettempdir()) / f"minimax-kata-site-{os.getuid()}"
READS = "reads.json"  # beside the site in its cache entry: the checkout it was built from, every file it opened
KEEP = 6  # entries kept whatever their age; older ones go once unused for an hour (a clone, a branch each)


def site_key(root: Path) -> str:
    """A hash of every file under the site's inputs in root (bytecode aside), Python's and the drawing libraries'
    versions."""
    digest = hashlib.sha256(sys.version.encode())
    for name in SITE_LIBRARIES:
        digest.update(f"{name} {version(name)}".encode())
    for top in SITE_INPUTS:
        for path in sorted((root / top).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                data = path.read_bytes()
                digest.update(f"\0{path.relative_to(root).as_posix()}\0{len(data)}\0".encode() + data)
    return digest.hexdigest()[:24]


# The ways a file is opened for reading, wrapped while the site builds to log what it reads. (An audit hook would
# see every open, but it cannot be removed, and Python calls it on every audited event, a million attribute reads
# in a build: it cost the build a fifth more, and every test after it in the process as much.)
OPENERS = ((builtins, "open"), (io, "open"), (io, "open_code"), (os, "open"), (tokenize, "open"))  # tokenize: linecache


def _build_logged(out: Path, trace_events: int | None = None) -> list[str]:
    """Build the site into out, with no learner's record to read; return the files the build opened."""
    from shared.tool.site import build_site  # here, not above: `pytest -k 292` imports no other chapter

    reads: set[str] = set()

    def logged(opener: Callable[..., Any]) -> Callable[..., Any]:
        def opens(file: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(file, str | os.PathLike):
                reads.add(os.path.abspath(file))
            return opener(file, *args, **kwargs)

        return opens

    with tempfile.TemporaryDirectory() as empty, pytest.MonkeyPatch.context() as patch:
        patch.setenv("KATA_PRACTICE_DIR", empty)
        for module, name in OPENERS:
            patch.setattr(module, name, logged(getattr(module, name)))
        build_site(out, trace_events=trace_events)
    return sorted(reads)


def library_folders() -> list[str]:
    """Where this interpreter's drawing libraries live: a build logs its own, since a clone with its own venv
    (README's .venv) may read an entry that another venv built from the same sources and versions."""
    specs = [importlib.util.find_spec(name) for name in SITE_LIBRARIES]
    return [str(Path(spec.origin).parent) for spec in specs if spec is not None and spec.origin is not None]


def _build_into(folder: Path, root: Path, trace_events: int | None = None) -> Path:
    """Build root's site into folder/site, its read log beside it (READS); return the site."""
    reads = {"root": str(root), "libraries": library_folders(), "reads": _build_logged(folder / "site", trace_events)}
    (folder / READS).write_text(json.dumps(reads, indent=0), encoding="utf-8")
    return folder / "site"


def cached_site(root: Path, trace_events: int | None = None) -> Path:
    """The site built from root's sources: from the cache when built before from the same ones, else built now
    into a new entry, moved into place whole (a rename), so a run beside this one never sees half a site."""
    CACHE.mkdir(mode=0o700, exist_ok=True)
    if CACHE.is_symlink() or CACHE.stat().st_uid != os.getuid():
        raise OSError(f"{CACHE} is not this user's own folder")
    entry = _entry(root, trace_events)
    if not entry.is_dir():
        building = Path(tempfile.mkdtemp(prefix=f"{entry.name}.", suffix=".tmp", dir=CACHE))
        _build_into(building, root, trace_events)
        try:
            building.rename(entry)
        except OSError:  # another run built the same sources first: theirs is as good
            shutil.rmtree(building, ignore_errors=True)
    os.utime(entry)  # when it was last used, for _prune
    _prune(entry)
    return entry / "site"


def _entry(root: Path, trace_events: int | None) -> Path:
    """Where the cache keeps root's site built with trace_events (None: whole runs)."""
    return CACHE / (site_key(root) + (f"-t{trace_events}" if trace_events else ""))


def _prune(keep: Path) -> None:
    """Remove all but the KEEP entries used last, among those unused for an hour (a run beside this one may be
    reading an older one), and builds abandoned an hour ago."""
    hour_ago = time.time() - 3600
    used = []
    for path in CACHE.iterdir():
        try:
            used.append((path.stat().st_mtime, path))
        except FileNotFoundError:  # pruned by a run beside this one
            continue
    for k, (when, old) in enumerate(sorted(used, reverse=True)):
        if old != keep and when < hour_ago and (k >= KEEP or old.name.endswith(".tmp")):
            shutil.rmtree(old, ignore_errors=True)


# The trace pages' runs, in the default suite: up to this many events each (trace_page.trace_pages). A page holds a
# whole run up to the trace cap (100,000 events), and recording the seven longest costs 5 CPU-s more at each build;
# --slow builds and checks those.
QUICK_TRACE_EVENTS = 5_000


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Path:
    """The whole site, built from this checkout's sources (or read from the cache when they have not changed); built
    into this run's own folder when the cache's cannot be used (another user's, or a full disk)."""
    from tests.conftest import ROOT

    events = _trace_events(request.config)
    try:
        return cached_site(ROOT, events)
    except OSError:
        return _build_into(tmp_path_factory.mktemp("site"), ROOT, events)


def _trace_events(config: pytest.Config) -> int | None:
    return None if config.getoption("--slow") else QUICK_TRACE_EVENTS


class Chromium:
    """One Chromium and one tab, started when first asked for; the script errors its pages raised.

    Playwright's driver (a node process) outlives the browser, to the end of the session: idle, it costs nothing,
    a browser started again (another browser module later in the run) skips its start (0.3 CPU-s), and the process
    that reaps it is pytest's own at exit. Reaped at the end of a test, its whole session's CPU, Chromium's included,
    was added to that test's a second time by any per-test CPU count that reads the children's times (the trace
    pages' last test showed 3.8 CPU-s for its 0.7)."""

    def __init__(self) -> None:
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        self._page: Page | None = None
        self.errors: list[str] = []

    def page(self, sync_api: Any) -> Page:
        if self._page is None:
            if self._playwright is None:
                self._playwright = sync_api.sync_playwright().start()
            self._browser = self._playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            self._page = self._browser.new_page(viewport=VIEWPORT)
            self._page.on("pageerror", lambda err: self.errors.append(str(err)))
        return self._page

    def close(self) -> None:
        """Close the browser; the driver stays (see stop)."""
        if self._browser is not None:
            self._browser.close()
        self._browser = self._page = None

    def stop(self) -> None:
        self.close()
        if self._playwright is not None:
            self._playwright.stop()
        self._playwright = None


CHROMIUM_KEY = pytest.StashKey[Chromium]()
BROWSER_MODULES = pytest.StashKey[set[Path]]()


@pytest.fixture
def page(request: pytest.FixtureRequest) -> Iterator[Page]:
    """The one tab, at 1280 x 900 in the light theme, showing whatever the previous test left (see `shows`)."""
    if not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (Debian: apt-get install chromium): browser tests skipped")
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install playwright)")
    chromium = request.config.stash.setdefault(CHROMIUM_KEY, Chromium())
    opened = chromium.page(sync_api)
    seen = len(chromium.errors)
    yield opened
    # Only what a test left changed is set back: restyling a long page to the theme it already has costs Chromium.
    if opened.evaluate("matchMedia('(prefers-color-scheme: dark)').matches"):
        opened.emulate_media(color_scheme="light")
    if opened.viewport_size != VIEWPORT:
        opened.set_viewport_size(VIEWPORT)
    assert chromium.errors[seen:] == []


# A cold build is 3 CPU-s, but on a machine shared with other runs it took over a minute of wall, past pytest's
# 60 s timeout, which pyproject applies to a test's fixtures too: the build was cut off, and every test that reads
# the site failed on it. When the cache has no entry for these sources, those tests get this long instead.
COLD_BUILD_TIMEOUT = 600


@pytest.hookimpl(trylast=True)  # after --slow and -k have chosen
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    config.stash[BROWSER_MODULES] = {item.path for item in items if "page" in getattr(item, "fixturenames", ())}
    reading = [item for item in items if "site" in getattr(item, "fixturenames", ())]
    if reading and not _cached(_trace_events(config)):
        for item in reading:
            marker = item.get_closest_marker("timeout")
            if marker is None or (marker.args and marker.args[0] < COLD_BUILD_TIMEOUT):
                item.add_marker(pytest.mark.timeout(COLD_BUILD_TIMEOUT), append=False)


def _cached(trace_events: int | None) -> bool:
    """Is this checkout's site in the cache already (a look, 0.02 s)?"""
    from tests.conftest import ROOT

    try:
        return _entry(ROOT, trace_events).is_dir()
    except OSError:
        return False


@pytest.hookimpl(wrapper=True)  # after the test's own fixtures, `page` among them, are torn down
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Close Chromium after the last test of a browser module, unless the next test is in one too."""
    yield
    chromium = item.config.stash.get(CHROMIUM_KEY, None)
    if chromium is not None and (nextitem is None or nextitem.path not in item.config.stash.get(BROWSER_MODULES, ())):
        chromium.close()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Stop Playwright's driver, idle since the last browser test."""
    chromium = session.config.stash.get(CHROMIUM_KEY, None)
    if chromium is not None:
        chromium.stop()


def shows(page: Page, url: str) -> None:
    """Open url unless the tab already shows it, for a test whose checks do not depend on what an earlier test did
    on the page (they only read, or set what they read): a load of the longest page costs Chromium 0.3 CPU-s."""
    if page.url != url:
        page.goto(url)
