"""An alpha-beta trace as lines of text, 80 columns unless told: what `kata tree --steps` prints, `kata quiz` quotes."""

from __future__ import annotations

import textwrap

from shared.engine.trace import Step, Trace, fmt_bound, fmt_path

__all__ = ["WIDTH", "render_step", "render_trace"]

WIDTH = 80
MAX_INDENT = 12  # levels; deeper steps are drawn at this indent, their path says how deep they are


def _indent(step: Step) -> str:
    return "  " * min(len(step.path), MAX_INDENT)


def _num(x: float | None) -> str:
    assert x is not None
    return f"{x:g}"


def render_step(step: Step, width: int = WIDTH) -> list[str]:
    """One step as one line (a cut also gets its reason, wrapped beneath it), width columns at most."""
    pad = _indent(step)
    where = fmt_path(step.path)
    window = f"α {fmt_bound(step.alpha)}, β {fmt_bound(step.beta)}"
    if step.event == "enter":
        return _fit(f"{pad}enter {step.player} {where}   ({window})", width)
    if step.event == "leaf":
        return _fit(f"{pad}leaf {where} = {_num(step.value)}   ({window})", width)
    if step.event == "return":
        return _fit(f"{pad}{step.player} {where} returns {_num(step.value)}", width)
    head = f"{pad}cut at {step.player} {where}, returns {_num(step.value)}: "
    skipped = len(step.leaves)
    head += f"{skipped} leaf skipped" if skipped == 1 else f"{skipped} leaves skipped"
    reason = textwrap.wrap(
        step.reason, width=width, initial_indent=pad + "  ✂ ", subsequent_indent=pad + "    ", break_on_hyphens=False
    )
    return [*_fit(head, width), *reason]


def render_trace(t: Trace, width: int = WIDTH) -> list[str]:
    """Every step, then the value, the leaves never evaluated and the node counts side by side; width columns."""
    how = "best first (by minimax value)" if t.order == "best" else "left to right"
    lines = [f"alpha-beta, root MAX, children {how}; ✂ marks a cut"]
    for step in t.steps:
        lines.extend(render_step(step, width))
    lines.append(f"value {t.value:g}")
    if t.pruned:
        lines.extend(
            textwrap.wrap(
                "never evaluated: " + " ".join(map(fmt_path, t.pruned)), width=width, subsequent_indent="    "
            )
        )
    else:
        lines.append("never evaluated: none (every leaf is looked at)")
    lines.append(
        f"nodes entered: minimax {t.minimax_nodes}, alpha-beta left to right {t.given_nodes}, best first {t.best_nodes}"
    )
    return [part for line in lines for part in _fit(line, width)]


def _fit(line: str, width: int) -> list[str]:
    """A line longer than the page (a very deep path, a narrow terminal) is wrapped under its own indent."""
    if len(line) <= width:
        return [line]
    lead = len(line) - len(line.lstrip())
    pad = " " * min(lead + 4, width // 2)
    return textwrap.wrap(line, width=width, subsequent_indent=pad, break_on_hyphens=False)
