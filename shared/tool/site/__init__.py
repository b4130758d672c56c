"""The kata in the browser: `kata site` writes static pages that work offline (see build.py)."""

from __future__ import annotations

from shared.tool.site.build import SEED_TREES, build_site, foreign_files, live_states

__all__ = ["SEED_TREES", "build_site", "foreign_files", "live_states"]
