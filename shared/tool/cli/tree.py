"""`kata tree`: minimax and alpha-beta on an explicit game tree, drawn or as JSON."""

from __future__ import annotations

import argparse
import json

from shared.engine.trace import trace
from shared.engine.trees import Tree, TreeGame, load_tree, solve_tree
from shared.tool.cli.common import EXIT_AGREE, Streams, UsageError, console, read_all
from shared.tool.trees.trace import render_trace
from shared.tool.trees.view import draw_tree, drawable

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("tree", help="nested JSON lists, numbers at the leaves, root is MAX; '-' reads stdin")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a drawing")
    parser.add_argument(
        "--steps", action="store_true", help="alpha-beta step by step: each node's window, each return, each cut"
    )
    parser.add_argument(
        "--order",
        choices=("given", "best"),
        default="given",
        help="with --steps: try children left to right (given) or best first (best)",
    )


def run(ns: argparse.Namespace, io: Streams) -> int:
    text = read_all(io.stdin, "stdin") if ns.tree == "-" else ns.tree
    tree = load_tree(text)
    if ns.steps:
        return _steps(tree, ns, io)
    if ns.order != "given":
        raise UsageError("--order applies to --steps only (kata tree TREE --steps --order best)")
    report = solve_tree(tree)
    if ns.json:
        print(json.dumps(report.as_json()), file=io.stdout)
        return EXIT_AGREE
    out = console(io.stdout)
    if report.best_move is None:  # a lone leaf: Python's None is no answer for a person
        out.print(f"value {report.value:g}: the root is a leaf, so there is no move to make")
    else:
        out.print(f"value {report.value:g}, best move {report.best_move}, principal variation {list(report.pv)}")
    nodes = "node" if report.minimax_nodes == 1 else "nodes"
    out.print(f"minimax entered {report.minimax_nodes:,} {nodes}, alpha-beta {report.alpha_beta_nodes:,}")
    game = TreeGame(tree)
    if drawable(game):
        out.print(draw_tree(report, game))
    else:
        out.print(f"({len(game.nodes)} nodes: too big to draw; --json lists the pruned branches)")
    return EXIT_AGREE


def _steps(tree: Tree, ns: argparse.Namespace, io: Streams) -> int:
    """`--steps`: the trace as text at 80 columns, or with --json as one object (shared.engine.trace)."""
    t = trace(tree, ns.order)
    if ns.json:
        print(json.dumps(t.as_json(), ensure_ascii=False), file=io.stdout)
    else:
        print("\n".join(render_trace(t, console(io.stdout).width)), file=io.stdout)
    return EXIT_AGREE
