"""What the pages say in words: a chapter's docstring as HTML, the pitfalls, the learner's record.

Everything here reads files tolerantly: the pitfalls live beside the tests and the
practice record is written by another command, so either may be missing (an
installed kata has no tests/), and the site is built without them.
"""

from __future__ import annotations

import ast
import html
import json
import re
from dataclasses import dataclass
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.learner import workspace
from shared.tool.learner.practice import practice_dir
from shared.tool.registry import Problem

__all__ = ["TESTS_DIR", "Pitfall", "docstring_html", "inline_html", "pitfalls", "practice_states"]

TESTS_DIR = Path(__file__).resolve().parents[3] / "tests"
RECORD = "kata-record.json"

_URL = re.compile(r"https?://[^\s)<>\"']+")
_CODE = re.compile(r"`([^`]+)`")


def inline_html(text: str) -> str:
    """Escape a run of prose, then mark `code` and turn bare URLs into links."""
    out = html.escape(text, quote=False)
    out = _CODE.sub(lambda m: f"<code>{m.group(1)}</code>", out)
    return _URL.sub(lambda m: f'<a href="{m.group(0)}">{m.group(0)}</a>', out)


_ITEM = re.compile(r"(- |\d+\. )")


def _paragraph(lines: list[str]) -> str:
    """One paragraph, or the list it holds: a line starting `- ` or `1. ` begins an item."""
    head: list[str] = []
    items: list[list[str]] = []
    ordered = ""
    for line in lines:
        marker = _ITEM.match(line)
        if marker:
            if not items and marker.group(1)[0].isdigit():
                ordered = marker.group(1)[:-2]
            items.append([line[marker.end() :]])
        elif items:
            items[-1].append(line)
        else:
            head.append(line)
    text = f"<p>{inline_html(' '.join(head))}</p>" if head else ""
    if items:
        tag = "ol" if ordered else "ul"
        start = f' start="{ordered}"' if ordered not in ("", "1") else ""
        text += f"<{tag}{start}>" + "".join(f"<li>{inline_html(' '.join(item))}</li>" for item in items) + f"</{tag}>"
    return text


def docstring_html(doc: str) -> str:
    """A chapter's docstring as HTML: paragraphs, `- ` and `1. ` lists, and indented blocks kept as code."""
    blocks: list[str] = []
    lines = doc.strip("\n").splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        if line.startswith("    "):
            chunk = []
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                chunk.append(lines[i][4:])
                i += 1
            blocks.append(f"<pre>{html.escape(chr(10).join(chunk).rstrip())}</pre>")
            continue
        para = []
        while i < len(lines) and lines[i].strip() and not lines[i].startswith("    "):
            para.append(lines[i].strip())
            i += 1
        blocks.append(_paragraph(para))
    return "\n".join(blocks)


@dataclass(frozen=True)
class Pitfall:
    """One deliberately wrong module from tests/pitfalls/, with the tests that pin it down."""

    name: str  # the module's file name, e.g. window_blind_cache.py
    doc: str  # the module's docstring: what goes wrong, and the counterexamples
    wrong: tuple[tuple[str, str], ...]  # (function name, its source) for each function marked WRONG
    # The problem's test_pitfall_* tests: each one's docstring, and the counterexamples it pins (its parametrize
    # decorators and the module constants it reads), as source.
    pinned: tuple[tuple[str, str], ...]


def _test_module(problem: Problem, tests: Path) -> tuple[str, ast.Module | None]:
    """The problem's test module, its source and syntax tree (None when it cannot be read or parsed)."""
    try:
        source = (tests / f"test_{problem.stem}.py").read_text(encoding="utf-8")
        return source, ast.parse(source)
    except (OSError, SyntaxError, ValueError):
        return "", None


def _pitfall_modules(problem: Problem, tests: Path, tree: ast.Module | None) -> list[Path]:
    """The pitfall modules the problem's tests import, and the one named after the problem."""
    found: list[Path] = []
    if tree is not None:
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tests.pitfalls."):
                path = tests / "pitfalls" / f"{(node.module or '').rsplit('.', 1)[-1]}.py"
                if path not in found:
                    found.append(path)
    own = tests / "pitfalls" / f"{problem.stem}.py"
    if own not in found:
        found.insert(0, own)
    return [p for p in found if p.is_file()]


def _pinned(source: str, tree: ast.Module | None) -> tuple[tuple[str, str], ...]:
    if tree is None:
        return ()
    constants = {
        target.id: node
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name) and target.id.isupper()
    }
    found = []
    for node in tree.body:
        if not (isinstance(node, ast.FunctionDef) and node.name.startswith("test_pitfall")):
            continue
        shown = [
            "@" + (ast.get_source_segment(source, d) or "") for d in node.decorator_list if "parametrize" in ast.dump(d)
        ]
        used = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        shown += [ast.get_source_segment(source, constants[name]) or "" for name in sorted(used & set(constants))]
        code = "\n".join(line for line in shown if line)
        found.append((" ".join((ast.get_docstring(node) or node.name).split()), code if len(code) < 1500 else ""))
    return tuple(found)


def pitfalls(problem: Problem, tests: Path = TESTS_DIR) -> list[Pitfall]:
    """The problem's pitfalls, read from tests/ without importing it; empty when tests/ is not there."""
    found = []
    test_source, test_tree = _test_module(problem, tests)  # read once: it names the modules and pins the cases
    pinned = _pinned(test_source, test_tree)
    for i, path in enumerate(_pitfall_modules(problem, tests, test_tree)):
        source = path.read_text(encoding="utf-8")
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        wrong = tuple(
            (node.name, ast.get_source_segment(source, node) or "")
            for node in tree.body
            if isinstance(node, ast.FunctionDef) and "WRONG" in (ast.get_docstring(node) or "")
        )
        found.append(Pitfall(path.name, ast.get_docstring(tree) or "", wrong, pinned if i == 0 else ()))
    return found


def practice_states(directory: Path | None = None) -> dict[str, str]:
    """The learner's state per "problem/variant" from practice/kata-record.json; empty if absent or unreadable."""
    path = (directory or practice_dir()) / RECORD
    try:
        raw = json.loads(workspace.read_bytes(path).decode("utf-8"))  # a FIFO named like it is refused, not read
    except (InputError, ValueError, RecursionError):
        return {}
    entries = raw.get("entries") if isinstance(raw, dict) else None
    if not isinstance(entries, dict):
        return {}
    states = {}
    for key, entry in entries.items():
        state = entry.get("state") if isinstance(entry, dict) else entry
        if isinstance(key, str) and isinstance(state, str) and state:
            states[key] = state
    return states
