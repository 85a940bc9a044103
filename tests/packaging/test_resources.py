"""One resource-path helper finds the data folders in the source tree, an installed package and a bundle."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from canasta_desktop import resources
from canasta_desktop.resources import resource_dir

REPO = Path(__file__).resolve().parents[2]


def _layout(root: Path, *folders: str) -> Path:
    for folder in folders:
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "marker.txt").write_text(folder, encoding="utf-8")
    return root


@pytest.fixture
def no_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)


def test_source_tree_finds_the_repository_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_bundle: None
) -> None:
    checkout = _layout(tmp_path / "checkout", "canasta_desktop", "assets", "translations")
    monkeypatch.setattr(resources, "PACKAGE_DIR", checkout / "canasta_desktop")
    assert resource_dir("assets") == checkout / "assets"
    assert resource_dir("translations") == checkout / "translations"


def test_installed_package_finds_its_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_bundle: None
) -> None:
    site = _layout(
        tmp_path / "site-packages", "canasta_desktop/data/assets", "canasta_desktop/data/translations"
    )
    (site / "assets").mkdir()  # some other project's folder next to the package must not win
    monkeypatch.setattr(resources, "PACKAGE_DIR", site / "canasta_desktop")
    assert resource_dir("assets") == site / "canasta_desktop" / "data" / "assets"
    assert resource_dir("translations") == site / "canasta_desktop" / "data" / "translations"


def test_bundle_finds_the_folders_in_meipass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = _layout(tmp_path / "_internal", "assets", "translations")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(resources, "PACKAGE_DIR", bundle / "canasta_desktop")  # as PyInstaller lays it out
    assert resource_dir("assets") == bundle / "assets"
    assert resource_dir("translations") == bundle / "translations"


def test_missing_folder_says_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_bundle: None
) -> None:
    monkeypatch.setattr(resources, "PACKAGE_DIR", tmp_path / "canasta_desktop")
    with pytest.raises(FileNotFoundError, match="'docs'"):
        resource_dir("docs")


def test_this_checkout_has_the_icons_and_translations() -> None:
    icons = resource_dir("assets") / "icons"
    assert (icons / "canasta.svg").is_file() and (icons / "canasta-48.png").is_file()
    assert (icons / "canasta.ico").is_file()
    assert resource_dir("assets") / "cards" / "AS.svg"


def test_the_installed_package_carries_the_data_where_resource_dir_finds_it(tmp_path: Path) -> None:
    """Lay the package out as `pip install .` does (setuptools' build_py from pyproject.toml, the step
    that fills the wheel) and ask resource_dir from there, outside the checkout."""
    site = tmp_path / "site-packages"
    build = (
        "import sys, setuptools; "
        f"sys.argv = ['setup.py', '-q', 'build_py', '--build-lib', {str(site)!r}]; setuptools.setup()"
    )
    result = subprocess.run(
        [sys.executable, "-c", build], capture_output=True, text=True, timeout=300, check=False, cwd=REPO
    )
    assert result.returncode == 0, result.stderr
    data = site / "canasta_desktop" / "data"
    for px in (16, 24, 32, 48, 64, 128, 256, 512):
        assert (data / "assets" / "icons" / f"canasta-{px}.png").is_file()
    for name in ("canasta.svg", "canasta.ico", "canasta.icns"):
        assert (data / "assets" / "icons" / name).is_file()
    assert (data / "assets" / "cards" / "AS.svg").is_file()
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf", "LICENSE"):
        assert (data / "assets" / "fonts" / name).is_file(), name  # the table's fonts, with their licence
    qms = sorted(q.name for q in (REPO / "translations").glob("*.qm"))
    carried = {q.name for q in (data / "translations").glob("*")}
    assert set(qms) <= carried
    assert all(name.endswith(".qm") for name in carried), carried  # no .ts sources, no scripts
    assert sorted(p.name for p in site.iterdir()) == ["canasta_desktop"]
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]); from canasta_desktop.resources import resource_dir; "
        "print(resource_dir('assets')); print(resource_dir('translations') if sys.argv[2] == '1' else '-')"
    )
    out = subprocess.run(
        [sys.executable, "-I", "-c", probe, str(site), "1" if qms else "0"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        cwd=tmp_path,
    ).stdout.split()
    assert out == [str(data / "assets"), str(data / "translations") if qms else "-"]


def test_pyproject_lists_every_code_package() -> None:
    """The packages are listed by hand (so the data folders can be mapped in): none may be forgotten."""
    import tomllib

    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = {name for name in config["packages"] if not name.startswith("canasta_desktop.data")}
    on_disk = {
        ".".join(init.parent.relative_to(REPO).parts)
        for init in (REPO / "canasta_desktop").rglob("__init__.py")
    }
    assert listed == on_disk
    assert config["package-dir"] == {
        "canasta_desktop.data.assets": "assets",
        "canasta_desktop.data.translations": "translations",
    }
