"""What every page shares: the frame (header, nav, footer), escaping, a variant's cost and the learner's state."""

from __future__ import annotations

import html

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import PythonLexer

from shared.tool.registry import Problem, Variant

__all__ = ["FORMATTER", "LEXER", "YOURS_TH", "code_lines", "esc", "limit_text", "page", "state_html"]

FORMATTER = HtmlFormatter(nowrap=True)
YOURS_TH = '<th scope="col">yours</th>'  # the learner's column, shown once practice/kata-record.json exists
LEXER = PythonLexer()


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


def page(title: str, body: str, *, scripts: tuple[str, ...] = ("site.js",), here: str = "", wide: bool = False) -> str:
    nav = [("index.html", "Problems"), ("tree.html", "Step through alpha-beta"), ("watch.html", "Watch a run")]
    links = " ".join(
        f'<a href="{href}"{" aria-current=page" if href == here else ""}>{esc(label)}</a>' for href, label in nav
    )
    tags = "".join(f'<script src="{s}" defer></script>' for s in scripts)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} · minimax-kata</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="site.css">{tags}</head>
<body><header class="top"><a class="brand" href="index.html">minimax-kata</a><nav>{links}</nav></header>
<main{" class=wide" if wide else ""}>
{body}
</main>
<footer>Built by <code>kata site</code>. Everything here works offline.</footer>
</body></html>
"""


def limit_text(problem: Problem, v: Variant) -> str:
    return f"{problem.size_name} ≤ {v.limit:,}"


def state_html(states: dict[str, str], problem: Problem, v: Variant) -> str:
    state = states.get(f"{problem.key}/{v.name}") or states.get(f"{problem.stem}/{v.name}")
    if not state:
        return ""
    # The states shared.tool.learner.record writes; anything else is shown as written, with a neutral mark.
    mark = {"passing": "✓", "failing": "✗", "written": "✎", "not started": "○"}.get(state, "•")
    slug = "-".join(state.split())
    return f'<span class="state state-{esc(slug)}">{mark} {esc(state)}</span>'


def code_lines(source: str) -> list[str]:
    """Highlighted source, one HTML string per line (pygments closes its spans at each line's end)."""
    return str(highlight(source, LEXER, FORMATTER)).rstrip("\n").split("\n")
