"""An explicit tree drawn for the terminal: each node's minimax value, the principal variation, the cuts."""

from __future__ import annotations

from rich.text import Text
from rich.tree import Tree as RichTree

from shared.engine.search import minimax
from shared.engine.trees import TreeGame, TreeReport

__all__ = ["DRAW_DEPTH", "DRAW_LIMIT", "draw_tree", "drawable"]

DRAW_LIMIT = 400  # nodes; a bigger tree is summarised, not drawn
DRAW_DEPTH = 40  # levels; a deeper drawing would run off the right edge


def drawable(game: TreeGame) -> bool:
    """Is the tree small and shallow enough to draw at all?"""
    return len(game.nodes) <= DRAW_LIMIT and max(map(len, game.nodes)) <= DRAW_DEPTH


def draw_tree(report: TreeReport, game: TreeGame) -> RichTree:
    """The tree with every node's value, the principal variation in bold and pruned branches dimmed."""

    def value_at(path: tuple[int, ...]) -> float:
        v = minimax(game, path).value
        return v if game.to_move(path) == "MAX" else -v

    def label(path: tuple[int, ...]) -> Text:
        node = game.nodes[path]
        on_pv = path == report.pv[: len(path)]
        style = "bold" if on_pv else ""
        if not isinstance(node, list):
            return Text(f"{node:g}", style=style)
        return Text(f"{game.to_move(path)} {value_at(path):g}", style=style)

    root = RichTree(label(()))
    stack: list[tuple[tuple[int, ...], RichTree, bool]] = [((), root, False)]
    while stack:
        path, branch, cut = stack.pop()
        node = game.nodes[path]
        if not isinstance(node, list):
            continue
        for i in range(len(node)):
            child = (*path, i)
            pruned = cut or child in report.pruned
            text = label(child)
            if child in report.pruned:
                text.append("  ✂ pruned", style="yellow")
            if pruned:
                text.stylize("dim")
            stack.append((child, branch.add(text), pruned))
    return root
