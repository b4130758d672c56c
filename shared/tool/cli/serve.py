"""`kata serve`: build the pages (as `kata site` does) and serve them on this machine only, until Ctrl-C.

Only requests addressed to the server's own address (its Host header) are answered, and only
plain files inside the site's folder are served, each reached without a symlink on the way: a
symlink, a FIFO, a folder listing or anything outside is "404 not found"; a URL that names no file
(a NUL in it) is "400 bad request"; a browser that goes away mid-answer is not worth a line.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import socket
import stat
import sys
import tempfile
from pathlib import Path
from typing import BinaryIO

from shared.engine.errors import InputError
from shared.tool.cli import site
from shared.tool.cli.common import EXIT_AGREE, Streams

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    site.add_arguments(parser)
    parser.add_argument("--port", type=int, default=8014, help="port to listen on, on 127.0.0.1 only (8014)")


RECORD_PATH = "/kata/record.json"  # the learner's record as it is now: the pages' "yours" column fetches it


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        """One line per request is noise in a learner's terminal: say nothing."""

    def _host_is_ours(self) -> bool:
        """Is the request addressed to this server by its own address (Host: 127.0.0.1:PORT or localhost:PORT)?

        A page from elsewhere could reach 127.0.0.1 through a name it controls (DNS rebinding) and read the
        record; its requests carry that name as their Host, and are refused with 421.
        """
        address = self.server.server_address
        port = address[1] if isinstance(address, tuple) else 0
        if self.headers.get("Host", "").strip().lower() in (f"127.0.0.1:{port}", f"localhost:{port}"):
            return True
        self.send_error(421, "Misdirected request: kata serve answers only at its own address")
        return False

    def do_HEAD(self) -> None:
        if self._host_is_ours():
            super().do_HEAD()

    def do_GET(self) -> None:
        if not self._host_is_ours():
            return
        if self.path.split("?", 1)[0] != RECORD_PATH:
            super().do_GET()
            return
        # Imported here, not at the top: the site builder loads in ~1 s, and every command builds this parser.
        from shared.tool.site import live_states

        body = json.dumps(live_states()).encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _plain_file(self) -> str | None:
        """The file the URL names inside the folder: None unless every step is a real folder and it a plain file."""
        root = Path(self.directory)
        path = self.translate_path(self.path)  # already stripped of `..` and kept under the folder
        if "\0" in path:
            raise ValueError("NUL in the URL")
        parts = Path(path).relative_to(root).parts or ("index.html",)
        here = root
        for i, part in enumerate(parts):
            here = here / part
            try:
                mode = os.lstat(here).st_mode
            except OSError:
                return None
            if not (stat.S_ISREG(mode) if i == len(parts) - 1 else stat.S_ISDIR(mode)):
                return None
        return str(here)

    def send_head(self) -> BinaryIO | None:
        try:
            path = self._plain_file()
            if path is None:
                self.send_error(404, "File not found")
                return None
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY)
        except (ValueError, OSError):  # a NUL or a bad escape in the URL; a file swapped for a symlink meanwhile
            self.send_error(400, "Bad request")
            return None
        f = os.fdopen(fd, "rb")
        size = os.fstat(fd)
        if not stat.S_ISREG(size.st_mode):
            f.close()
            self.send_error(404, "File not found")
            return None
        self.send_response(200)
        self.send_header("Content-type", self.guess_type(path))
        self.send_header("Content-Length", str(size.st_size))
        self.end_headers()
        return f


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: object) -> None:
        """A browser that closed or reset its connection is no error of kata's: say nothing of it."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            print(f"kata serve: a request failed: {sys.exc_info()[1]}", file=sys.stderr)


def run(ns: argparse.Namespace, io: Streams) -> int:
    if not 0 <= ns.port <= 65535:
        raise InputError(f"--port {ns.port}: choose a port from 0 to 65535 (0 picks a free one)")
    opened, ns.open = ns.open, False
    ns.live = True  # the pages fetch RECORD_PATH, so the learner's record shows as it changes
    scratch = None
    if ns.out is None:  # pages for this serving only, not a ./site left in the folder kata serve was started from
        scratch = tempfile.TemporaryDirectory(prefix="kata-serve-")
        ns.out = scratch.name
    try:
        return _serve(ns, io, opened)
    finally:
        if scratch is not None:
            scratch.cleanup()


def _serve(ns: argparse.Namespace, io: Streams, opened: bool) -> int:
    handler = functools.partial(_Quiet, directory=str(Path(ns.out).resolve()))
    try:  # before the build: a port in use is said at once, not after seconds of building
        server = _Server(("127.0.0.1", ns.port), handler)
    except OSError as err:
        raise InputError(f"--port {ns.port}: cannot listen there ({err.strerror or err}); try another") from None
    try:
        site.build(ns, io, say_where=False)
    except BaseException:
        server.server_close()
        raise
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    print(f"serving {url}  (Ctrl-C stops)", file=io.stdout, flush=True)
    if opened:
        import webbrowser  # here, not at the top: only --open needs it, and every command builds this parser

        webbrowser.open(url)
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("kata serve: stopped", file=sys.stderr)
    return EXIT_AGREE
