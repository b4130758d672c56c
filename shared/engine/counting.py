"""Node counting that leaves the variants' LeetCode signatures alone.

A variant calls `count_node()` once per node it enters (or `count_node(k)`
for k table cells it fills). Outside a `node_counter()` block the call is a
cheap no-op, so the same function serves LeetCode, tests and benchmarks.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

__all__ = ["NodeCounter", "count_node", "node_counter"]


@dataclass
class NodeCounter:
    """How many nodes the code under measurement entered; None if it never counted."""

    nodes: int | None = None


# A stack, not one global: a measurement may run inside another one
# (a benchmark timing a test, say), and each sees only its own nodes.
_active: list[NodeCounter] = []


def count_node(k: int = 1) -> None:
    """Record that k nodes were entered (or k table cells filled)."""
    if _active:
        counter = _active[-1]
        counter.nodes = (counter.nodes or 0) + k


@contextmanager
def node_counter() -> Iterator[NodeCounter]:
    """Count the nodes entered inside the block."""
    counter = NodeCounter()
    _active.append(counter)
    try:
        yield counter
    finally:
        _active.pop()
