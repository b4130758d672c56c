"""The index: every problem by family, each variant's Time, Space and limit, and the learner's state."""

from __future__ import annotations

from shared.tool.registry import Problem
from shared.tool.site.page import YOURS_TH, esc, limit_text, page, state_html

__all__ = ["index_page"]


def index_page(problems: tuple[Problem, ...], states: dict[str, str], yours: bool, live: bool = False) -> str:
    groups: dict[str, list[Problem]] = {}
    for p in problems:
        groups.setdefault(p.group or "More games", []).append(p)
    # What the page can show of the learner's state, and no more: a snapshot where the pages are files, the
    # record itself where kata serve answers for it.
    said = (
        " Beside each variant you have practised, your state from <code>kata check</code>, as it changes."
        if live
        else " Beside each variant you have practised, your state from <code>kata check</code> when these pages"
        " were built (<code>kata serve</code> keeps it current)."
    )
    parts = [
        "<h1>Adversarial search, solved several ways side by side</h1>",
        "<p>Each problem is solved by plain minimax, alpha-beta, a memo table and a bottom-up table,"
        " and sometimes more. The limit is the largest input a variant promises to answer within its"
        f" problem's time budget.{said if yours else ''}</p>",
    ]
    parts.append(
        '<form class="filter" role="search" onsubmit="return false"><label>Find a problem'
        ' <input type="search" id="filter" placeholder="key, title, family or technique" autocomplete="off"></label>'
        ' <span id="found" aria-live="polite"></span></form>'
    )
    for group, members in groups.items():
        parts.append(f'<section class="family"><h2>{esc(group)}</h2>')
        for p in members:
            rows = "".join(
                f'<tr><th scope="row"><a href="{p.stem}.html#v-{v.name}">{esc(v.name)}</a></th>'
                f'<td data-label="Time">{esc(v.time)}</td><td data-label="Space">{esc(v.space)}</td>'
                f'<td data-label="limit">{esc(limit_text(p, v))}</td>'
                + (f'<td data-yours="{esc(p.key)}/{esc(v.name)}">{state_html(states, p, v)}</td>' if yours else "")
                + "</tr>"
                for v in p.variants
            )
            words = " ".join([p.key, p.title, group, *(f"{v.name} {v.technique}" for v in p.variants)]).replace("`", "")
            parts.append(
                f'<table class="variants problem" data-problem="{esc(p.key)}" data-search="{esc(words.lower())}">'
                "<caption>"
                f'<a href="{p.stem}.html">{esc(p.key)} · {esc(p.title)}</a></caption>'
                '<thead><tr><th scope="col">variant</th><th scope="col">Time</th><th scope="col">Space</th>'
                f'<th scope="col">limit</th>{YOURS_TH if yours else ""}</tr></thead><tbody>{rows}</tbody></table>'
            )
        parts.append("</section>")
    return page("Problems", "\n".join(parts), here="index.html")
