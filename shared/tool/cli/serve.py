"""`kata serve`: build the pages (as `kata site` does) and serve them on this machine only, until Ctrl-C."""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import sys
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.cli import site
from shared.tool.cli.common import EXIT_AGREE, Streams

__all__ = ["HELP", "add_arguments", "run"]

HELP = "build the kata's pages and serve them at http://127.0.0.1:PORT until Ctrl-C"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    site.add_arguments(parser)
    parser.add_argument("--port", type=int, default=8014, help="port to listen on, on 127.0.0.1 only (8014)")


RECORD_PATH = "/kata/record.json"  # the learner's record as it is now: the pages' "yours" column fetches it


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        """One line per request is noise in a learner's terminal: say nothing."""

    def do_GET(self) -> None:
        if self.path.split("?", 1)[0] != RECORD_PATH:
            super().do_GET()
            return
        from shared.tool.site import live_states

        body = json.dumps(live_states()).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def run(ns: argparse.Namespace, io: Streams) -> int:
    if not 0 <= ns.port <= 65535:
        raise InputError(f"--port {ns.port}: choose a port from 0 to 65535 (0 picks a free one)")
    opened, ns.open = ns.open, False
    ns.live = True  # the pages fetch RECORD_PATH, so the learner's record shows as it changes
    site.run(ns, io)
    handler = functools.partial(_Quiet, directory=str(Path(ns.out).resolve()))
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", ns.port), handler)
    except OSError as err:
        raise InputError(f"--port {ns.port}: cannot listen there ({err.strerror or err}); try another") from None
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    print(f"serving {url}  (Ctrl-C stops)", file=io.stdout, flush=True)
    if opened:
        import webbrowser

        webbrowser.open(url)
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("kata serve: stopped", file=sys.stderr)
    return EXIT_AGREE
