"""The test modules' asserts are rewritten once a run, by xdist's controller, and each worker reads them."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from _pytest.assertion import rewrite

from tests.plugins.rewritten import FOLDER, _mirror, _rewrite_all


def test_the_controller_writes_each_module_rewritten_where_a_worker_reads_it(
    request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """A module rewritten by the forked writers reads back with its asserts rewritten, from where workers look."""
    module = tmp_path / "test_sample.py"
    module.write_text("def test_one() -> None:\n    x = 1\n    assert x == 2\n", encoding="utf-8")
    folder = tmp_path / "rewritten"
    _rewrite_all(request.config, rewrite, [module], folder)
    pyc = _mirror(folder, module) / ("test_sample" + rewrite.PYC_TAIL)
    code = rewrite._read_pyc(module, pyc)
    assert code is not None, "nothing written, or not for this source"
    inner = next(c for c in code.co_consts if hasattr(c, "co_names") and c.co_name == "test_one")
    assert any(name.startswith("@py_assert") for name in (*inner.co_varnames, *inner.co_names)), inner.co_varnames
    module.write_text("def test_one() -> None:\n    assert True\n", encoding="utf-8")
    assert rewrite._read_pyc(module, pyc) is None, "a changed source must not read the old rewrite"


def test_a_worker_reads_this_module_from_the_controllers_folder(request: pytest.FixtureRequest) -> None:
    """In an xdist worker, pytest looks for this module's rewritten code in the run's folder, and finds it there."""
    if not hasattr(request.config, "workerinput"):
        pytest.skip("one process (-n 0): it rewrites each module once anyway")
    here = Path(__file__)
    assert rewrite.get_cache_dir(here) == _mirror(Path(os.environ[FOLDER]), here)
    assert rewrite._read_pyc(here, rewrite.get_cache_dir(here) / (here.stem + rewrite.PYC_TAIL)) is not None


def test_a_controller_that_cannot_fork_writes_the_modules_itself(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a machine out of processes the writers' fork fails: the controller writes their shares itself, where an
    error raised in its configure hook ended the run as pytest's own (exit 3) before any test ran."""

    def no_fork() -> int:
        raise BlockingIOError(11, "Resource temporarily unavailable")

    module = tmp_path / "test_sample.py"
    module.write_text("def test_one() -> None:\n    assert 1 == 2\n", encoding="utf-8")
    monkeypatch.setattr(os, "fork", no_fork)
    _rewrite_all(request.config, rewrite, [module], tmp_path / "rewritten")
    assert rewrite._read_pyc(module, _mirror(tmp_path / "rewritten", module) / ("test_sample" + rewrite.PYC_TAIL))
