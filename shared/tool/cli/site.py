"""`kata site`: the kata as static pages (problems, variants side by side, growth charts, a tree to step through)."""

from __future__ import annotations

import argparse
import sys
import time
import webbrowser
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.cli.common import EXIT_AGREE, Streams

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", default="site", metavar="DIR", help="folder to write the pages into (./site)")
    parser.add_argument("--open", action="store_true", help="open the index in a web browser when built")


def run(ns: argparse.Namespace, io: Streams) -> int:
    # imported here, not at the top: the site builder (pygal) takes ~1 s to load, and every command builds this parser
    from shared.tool.site import build_site, foreign_files

    if not ns.out.strip():
        raise InputError("--out is empty; give a folder to write the pages into")
    out = Path(ns.out)
    if out.exists() and not out.is_dir():
        raise InputError(f"--out {ns.out}: is a file, not a folder; give a folder to write the pages into")
    if foreign_files(out):
        raise InputError(f"--out {ns.out}: holds files kata site did not write; give a new or empty folder")
    start = time.perf_counter()
    try:
        built = build_site(out, live=getattr(ns, "live", False))
    except OSError as err:
        raise InputError(f"--out {ns.out}: cannot write there ({err.strerror or err})") from None
    for note in built.notes:
        print(f"kata site: {note}", file=sys.stderr)
    index = out.resolve() / "index.html"
    print(f"kata site: {len(built.pages)} pages in {time.perf_counter() - start:.1f} s; open", file=io.stdout)
    print(f"  {index.as_uri()}", file=io.stdout)
    if ns.open:
        webbrowser.open(index.as_uri())
    return EXIT_AGREE
