"""`kata site`: the static pages, written into one folder that opens from file:// with no network.

    index.html        every problem by family, each variant's Time, Space and limit, and your state
    <stem>.html       one problem: rules, variants in columns, a diff of any two, the growth chart, pitfalls
    tree.html         alpha-beta stepped through on a tree you pick or paste
    watch.html        each chapter's variants run step by step (trace-<stem>.html, see trace_page)
    site.css, site.js shared by every page

The growth charts come from the bench files `kata bench P --save` writes (shared/tool/site/bench/);
a problem without one is measured briefly at build time.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pygments.formatters import HtmlFormatter

from shared.tool.catalog import all_problems
from shared.tool.registry import Problem
from shared.tool.site.index_page import index_page
from shared.tool.site.problem_page import pager, problem_page
from shared.tool.site.prose import practice_states
from shared.tool.site.trace_page import trace_pages
from shared.tool.site.tree_page import SEED_TREES, tree_page

__all__ = ["MARKER", "SEED_TREES", "build_site", "foreign_files", "live_states"]

HERE = Path(__file__).resolve().parent
MARKER = ".kata-site"  # left in every folder kata site writes, so a rebuild knows the folder is its own
ASSETS = ("site.css", "site.js", "tree.js", "trace.js")


def live_states(problems: tuple[Problem, ...] | None = None) -> dict[str, str]:
    """The learner's record now, keyed "key/variant" as the pages' cells are: what `kata serve` answers."""
    states = practice_states()
    out = {}
    for p in all_problems() if problems is None else problems:
        for v in p.variants:
            state = states.get(f"{p.key}/{v.name}") or states.get(f"{p.stem}/{v.name}")
            if state:
                out[f"{p.key}/{v.name}"] = state
    return out


# --- the whole site ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Built:
    """What build_site wrote."""

    pages: tuple[Path, ...]
    notes: tuple[str, ...]


def _css() -> str:
    own = (HERE / "site.css").read_text(encoding="utf-8")
    light = str(HtmlFormatter(style="default").get_style_defs(".hl"))
    dark = str(HtmlFormatter(style="github-dark").get_style_defs(".hl"))
    return (
        own
        + f"\n/* pygments: default style, github-dark in a dark theme */\n{light}\n"
        + (f"@media (prefers-color-scheme: dark) {{\n{dark}\n}}\n")
    )


def _own_marker(out: Path) -> bool:
    """Is out's marker a plain file (a symlink named like it proves nothing)?"""
    try:
        return stat.S_ISREG(os.lstat(out / MARKER).st_mode)
    except OSError:
        return False


def foreign_files(out: Path) -> bool:
    """Does `out` hold files that kata site did not write (so writing pages there could overwrite someone's)?"""
    return out.is_dir() and not _own_marker(out) and any(out.iterdir())


def _put(path: Path, data: bytes) -> None:
    """Write one file of the site, never through a symlink, a FIFO or a device named like it: those are refused."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY, 0o644)
    except OSError:
        if os.path.islink(path):
            raise OSError(f"{path.name} is a symlink, not kata's") from None
        raise
    with os.fdopen(fd, "wb") as f:
        found = os.fstat(f.fileno())
        if not stat.S_ISREG(found.st_mode):
            raise OSError(f"{path.name} is not a plain file, not kata's")
        if found.st_nlink > 1:  # a hard link shares its bytes with a file elsewhere: writing would change it
            raise OSError(f"{path.name} is a hard link, not kata's")
        f.truncate(0)
        f.write(data)


def build_site(
    out: Path,
    problems: tuple[Problem, ...] | None = None,
    *,
    live: bool = False,
    progress: Callable[[str], None] | None = None,
    trace_events: int | None = None,
) -> Built:
    """Write every page into `out` (created if missing); return the pages and any notes on what was measured.

    `out` must be new, empty, or a folder kata site wrote before (see foreign_files): the caller checks.
    With `live` (kata serve) the "yours" column is always there, and the pages fetch the record as it changes.
    `progress` hears what is being built, page by page (a problem page takes up to a second).
    `trace_events` caps the trace pages' runs below the trace cap (the default suite's quick build: see trace_pages).
    """
    problems = all_problems() if problems is None else problems
    out.mkdir(parents=True, exist_ok=True)
    _put(out / MARKER, b"pages written by `kata site`; it may overwrite them\n")
    notes: list[str] = []
    states = practice_states()
    yours = bool(states) or live
    say = progress or (lambda step: None)
    say("the index")
    pages = {"index.html": index_page(problems, states, yours, live), "tree.html": tree_page()}
    pages.update(trace_pages(problems, trace_events, say))
    for k, p in enumerate(problems):
        say(f"page {k + 1} of {len(problems)}: {p.key} {p.title}")
        nav = pager(problems[k - 1] if k else None, problems[k + 1] if k + 1 < len(problems) else None)
        pages[f"{p.stem}.html"] = problem_page(p, states, yours, notes.append, nav)
    if live:
        pages = {name: text.replace("<body>", '<body data-live="kata/record.json">', 1) for name, text in pages.items()}
    say(f"writing {len(pages)} pages")
    for name, text in pages.items():
        # A block of code that may scroll sideways must take focus, or a keyboard cannot scroll it.
        text = text.replace("<pre>", '<pre tabindex="0">').replace('<pre class="hl">', '<pre class="hl" tabindex="0">')
        _put(out / name, text.encode("utf-8"))
    _put(out / "site.css", _css().encode("utf-8"))
    for asset in ASSETS:
        if asset != "site.css":
            _put(out / asset, (HERE / asset).read_bytes())
    return Built(tuple(out / name for name in pages), tuple(notes))
