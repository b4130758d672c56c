"""`kata site`: the kata as static pages (problems, variants side by side, growth charts, a tree to step through)."""

from __future__ import annotations

import argparse
import sys
import time
import webbrowser
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.cli.common import EXIT_AGREE, Heartbeat, Streams, console
from shared.tool.text import fitted

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", default=None, metavar="DIR", help="folder to write the pages into (./site)")
    parser.add_argument("--open", action="store_true", help="open the index in a web browser when built")


def run(ns: argparse.Namespace, io: Streams) -> int:
    if ns.out is None:
        ns.out = "site"
    return build(ns, io, say_where=True)


def build(ns: argparse.Namespace, io: Streams, *, say_where: bool) -> int:
    """Build the pages into ns.out, saying so first and showing the page being built on a terminal; with
    say_where, end with the file:// address of the index (kata serve gives its own http:// one instead)."""
    if not ns.out.strip():
        raise InputError("--out is empty; give a folder to write the pages into")
    print(fitted(f"kata site: building the pages into {ns.out}", console(io.stdout).width), file=io.stdout, flush=True)
    # imported here, not at the top: the site builder (pygal) takes ~1 s to load, and every command builds this parser
    from shared.tool.site import build_site, foreign_files

    out = Path(ns.out)
    if out.exists() and not out.is_dir():
        raise InputError(f"--out {ns.out} is a file; give a folder for the pages")
    if foreign_files(out):
        # one line in 80 columns, however long the path: its middle is cut to fit
        raise InputError(f"--out {ns.out} holds files not kata's; give an empty folder")
    start = time.perf_counter()
    terminal = console(io.stdout)
    # in a pipe, a line a step on stderr, and a reminder while one step is long: never silent
    status = terminal.status("building", spinner="line") if terminal.is_terminal else None
    try:
        with status or Heartbeat("kata site: ", terminal.width, each=True) as shown:
            built = build_site(out, live=getattr(ns, "live", False), progress=shown.update)
    except OSError as err:
        raise InputError(f"--out {ns.out}: cannot write there ({err.strerror or err})") from None
    for note in built.notes:
        print(f"kata site: {note}", file=sys.stderr)
    index = out.resolve() / "index.html"
    print(f"kata site: {len(built.pages)} pages in {time.perf_counter() - start:.1f} s", file=io.stdout)
    if not say_where:
        return EXIT_AGREE
    print(f"open {index.as_uri()}", file=io.stdout)
    if ns.open:
        webbrowser.open(index.as_uri())
    return EXIT_AGREE
