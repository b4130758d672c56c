"""The browser tests' harness: the site built once a run, and one Chromium with one page for all of their tests.

`site` is the whole site, built once a run and shared by every test that reads it (the site's and the trace
pages' alike). `page` is one Chromium tab, started at the first test that asks for it and closed as soon as the
next test is in a module that opens none: an idle Chromium kept to the end of the run costs 0.05 to 0.08 CPU-s
a second, a launch about half a CPU-s. Each test gets the tab back at 1280 x 900 in the light theme, and fails
on any script error the pages raised during it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Playwright, ViewportSize

CHROMIUM = Path("/usr/bin/chromium")
VIEWPORT: ViewportSize = {"width": 1280, "height": 900}


# One build a run (the longest setup): session-scoped, and shared by xdist's workers through the run's own temp
# folder: the first worker builds and renames the folder into place (atomic), the others wait for it.
@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    from shared.tool.site import build_site  # here, not above: `pytest -k 292` imports no other chapter

    if worker_id == "master":
        out = tmp_path_factory.mktemp("site")
        build_site(out)
        return out
    run = tmp_path_factory.getbasetemp().parent  # this run's folder, above each worker's own
    out = run / "site"
    try:
        (run / "site.building").mkdir()
    except FileExistsError:
        deadline = time.monotonic() + 300
        while not out.exists():
            assert time.monotonic() < deadline, "the other worker's site build never finished"
            time.sleep(0.1)
        return out
    building = run / "site.tmp"
    building.mkdir()
    build_site(building)
    building.rename(out)
    return out


class Chromium:
    """One Chromium and one tab, started when first asked for; the script errors its pages raised."""

    def __init__(self) -> None:
        self._playwright: Playwright | None = None
        self._browser: Browser | None = None
        self._page: Page | None = None
        self.errors: list[str] = []

    def page(self, sync_api: Any) -> Page:
        if self._page is None:
            self._playwright = sync_api.sync_playwright().start()
            self._browser = self._playwright.chromium.launch(executable_path=str(CHROMIUM))
            self._page = self._browser.new_page(viewport=VIEWPORT)
            self._page.on("pageerror", lambda err: self.errors.append(str(err)))
        return self._page

    def close(self) -> None:
        if self._browser is not None:
            self._browser.close()
        if self._playwright is not None:
            self._playwright.stop()
        self._playwright = self._browser = self._page = None


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


@pytest.hookimpl(trylast=True)  # after --slow and -k have chosen
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    config.stash[BROWSER_MODULES] = {item.path for item in items if "page" in getattr(item, "fixturenames", ())}


@pytest.hookimpl(wrapper=True)  # after the test's own fixtures, `page` among them, are torn down
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """Close Chromium after the last test of a browser module, unless the next test is in one too."""
    yield
    chromium = item.config.stash.get(CHROMIUM_KEY, None)
    if chromium is not None and (nextitem is None or nextitem.path not in item.config.stash.get(BROWSER_MODULES, ())):
        chromium.close()


def shows(page: Page, url: str) -> None:
    """Open url unless the tab already shows it, for a test whose checks do not depend on what an earlier test did
    on the page (they only read, or set what they read): a load of the longest page costs Chromium 0.3 CPU-s."""
    if page.url != url:
        page.goto(url)
