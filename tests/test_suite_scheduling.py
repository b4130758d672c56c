"""tests/plugins/scheduling.py: what it checks before xdist's workers start."""

from __future__ import annotations

import _pytest.mark
import pytest

from tests.plugins.scheduling import pytest_configure_mark_expression


@pytest.mark.parametrize(
    ("expression", "said"),
    [("slwo", "Unknown marker(s) in '-m' expression: slwo."), ("slow and", "Wrong expression passed to '-m'")],
)
def test_a_bad_mark_expression_is_pytests_one_line_error_before_the_workers_start(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, expression: str, said: str
) -> None:
    """Met by a worker, it ended in some 60 lines of INTERNALERROR; here it is a UsageError, which pytest prints."""
    if "marker" in said and not hasattr(_pytest.mark, "_validate_marker_names"):
        pytest.skip("pytest before 9.2 lets an unknown marker in -m select nothing: no worker meets an error")
    monkeypatch.setattr(request.config.option, "markexpr", expression)
    monkeypatch.setattr(request.config.option, "dist", "loadgroup")
    with pytest.raises(pytest.UsageError) as raised:
        pytest_configure_mark_expression(request.config)
    assert str(raised.value).startswith(said)
    assert "\n" not in str(raised.value)


@pytest.mark.parametrize("expression", ["slow", "not slow and not limit", "skip or xfail", "xdist_group"])
def test_a_mark_expression_of_registered_markers_passes(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, expression: str
) -> None:
    monkeypatch.setattr(request.config.option, "markexpr", expression)
    monkeypatch.setattr(request.config.option, "dist", "loadgroup")
    # no UsageError: pytest's own markers (skip, xfail), the project's, and xdist's
    assert pytest_configure_mark_expression(request.config) is None
