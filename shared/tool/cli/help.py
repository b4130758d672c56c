"""`kata help [COMMAND]`: the list of commands, or one command's options (as `kata COMMAND --help`)."""

from __future__ import annotations

import argparse

from shared.tool.cli.common import EXIT_AGREE, Streams

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("topic", nargs="?", metavar="COMMAND", help="the command to explain (default: all of them)")


def run(ns: argparse.Namespace, io: Streams) -> int:
    from shared.tool.cli import help_text  # the package imports this module: no cycle at load

    io.stdout.write(help_text(ns.topic))
    return EXIT_AGREE
