"""`kata trace`: watch one variant run on a small input: its code, its calls, its memo and its table."""

from __future__ import annotations

import argparse

from shared.tool.cli.common import Streams
from shared.tool.tracing.command import trace_command

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", help="a problem key such as 486 (see kata list)")
    parser.add_argument("variant", help="the variant to trace, e.g. memoized")
    parser.add_argument("input", nargs="?", help="LeetCode-shaped JSON (default: the first example within the cap)")
    parser.add_argument("--case", type=int, metavar="N", help="trace case N as kata check numbers them (not INPUT)")
    parser.add_argument("--file", metavar="PATH", help="trace your file's VARIANT instead, in the judge's sandbox")
    parser.add_argument("--print", dest="whole", action="store_true", help="print the whole trace, one line an event")
    parser.add_argument("--json", action="store_true", help="one JSON object an event, each with its kind")
    parser.add_argument("--beside", metavar="VARIANT", help="step another variant on the same input beside it")
    parser.add_argument(
        "--until-differs", action="store_true", help="with --file: stop at the first call whose value differs"
    )


def run(ns: argparse.Namespace, io: Streams) -> int:
    return trace_command(ns, io)
