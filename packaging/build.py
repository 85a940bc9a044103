"""Build the double-click bundle on Linux, Windows or macOS, smoke-test it, and pack it.

    python packaging/build.py                  # build venv in build/bundle-venv (made on first use)
    python packaging/build.py --archive        # also the archive (and on Windows the installer)
    python packaging/build.py --pure-python    # on purpose without the compiled rollout loop
    python packaging/build.py --check          # check the CI workflow's commands, build nothing

Steps: (1) a build venv with the game's dependencies and PyInstaller; (2) a wheel of the game with
its compiled rollout loop (``pip wheel``), installed into that venv, and a check that the INSTALLED
package (not the source tree) imports with the compiled loop; (3) PyInstaller on packaging/canasta.spec,
run outside the source tree so it freezes the installed package; (4) the bundle's own smoke test
(``--smoke-test --require-compiled``); (5) with ``--archive``: ``.tar.gz`` (Linux), ``.zip`` and,
with Inno Setup, a setup ``.exe`` (Windows), ``.dmg`` (macOS). See packaging/README.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYINSTALLER = "pyinstaller>=6.10,<7"
WORKFLOW = ROOT / ".github" / "workflows" / "ci.yml"
ISS = ROOT / "packaging" / "canasta.iss"
SYSTEM = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
#: setup.py's LOOP: the modules of canasta_desktop/ai that Cython compiles (all or none).
LOOP_MODULES = ("fast_rules", "rollout", "policy_choose", "policy")
NO_LOOP = (
    "the compiled rollout loop did not build (no C compiler?): install one (Windows: the Visual Studio"
    " Build Tools; macOS: xcode-select --install; Linux: gcc and the Python headers), or build with"
    " --pure-python if a bundle with the slower Python loop is meant"
)


class BuildError(Exception):
    """A step failed; the message says which and why."""


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="build.py", description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter
    )
    parser.add_argument(
        "--current-python",
        action="store_true",
        help="build with $PYTHON (default: this Python) as it is; it needs the game's dependencies and\n"
        "PyInstaller, and the game's wheel is installed into it (replacing an editable install)",
    )
    parser.add_argument("--venv", type=Path, default=ROOT / "build" / "bundle-venv", help="the build venv")
    parser.add_argument("--no-test", action="store_true", help="skip the smoke test of the built bundle")
    parser.add_argument("--archive", action="store_true", help="also pack the bundle for download")
    parser.add_argument(
        "--installer", action="store_true", help="Windows, with --archive: fail when Inno Setup is missing"
    )
    parser.add_argument(
        "--pure-python", action="store_true", help="build without the compiled rollout loop, on purpose"
    )
    parser.add_argument(
        "--check", action="store_true", help="check the CI workflow's commands and the packaging files"
    )
    parser.add_argument("--workflow", type=Path, default=WORKFLOW, help=argparse.SUPPRESS)
    return parser


def say(text: str) -> None:
    print(f"== {text}", flush=True)


def clean_env() -> dict[str, str]:
    """The environment for the build's own commands: no PYTHONPATH that could bring the source tree in."""
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env.pop("PYTHONHOME", None)
    return env


def run(command: Sequence[str | Path], cwd: Path = ROOT, env: dict[str, str] | None = None) -> None:
    result = subprocess.run([str(part) for part in command], cwd=cwd, env=env or clean_env(), check=False)
    if result.returncode != 0:
        raise BuildError(f"{shlex.join(str(part) for part in command)} exited with {result.returncode}")


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def project() -> dict[str, object]:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        table: dict[str, object] = tomllib.load(handle)["project"]
    return table


def build_python(args: argparse.Namespace) -> Path:
    """Step 1: the interpreter that builds, with the game's dependencies and PyInstaller."""
    pip = ["-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    if args.current_python:
        found = shutil.which(os.environ.get("PYTHON", "")) if os.environ.get("PYTHON") else sys.executable
        if not found:
            raise BuildError(f"PYTHON={os.environ['PYTHON']} is not a command")
        python = Path(found)
    else:
        python = venv_python(args.venv)
        if not python.exists():
            say(f"Making the build venv {args.venv}")
            run([sys.executable, "-m", "venv", args.venv])
        say(f"Installing the game's dependencies and PyInstaller into {args.venv}")
        dependencies = project()["dependencies"]
        assert isinstance(dependencies, list)
        run([python, *pip, *dependencies, PYINSTALLER])
    probe = (
        "import sys, PySide6, PyInstaller, pydantic, platformdirs; assert sys.version_info >= (3, 11), "
        "'Python 3.11 or newer is needed'; print(sys.version.split()[0], 'PySide6', PySide6.__version__, "
        "'PyInstaller', PyInstaller.__version__)"
    )
    found = subprocess.run([python, "-I", "-c", probe], capture_output=True, text=True, env=clean_env())
    if found.returncode != 0:
        raise BuildError(
            f"{python} lacks Python 3.11, the game's dependencies or PyInstaller:\n{found.stderr}"
        )
    say(f"Python: {found.stdout.strip()}")
    return python


def install_the_game(python: Path, pure: bool) -> None:
    """Step 2: the game as a wheel (with its compiled loop unless ``pure``), installed into ``python``."""
    wheels = ROOT / "build" / "wheels"
    shutil.rmtree(wheels, ignore_errors=True)
    for stale in (ROOT / "build").glob("*"):  # setuptools' and Cython's folders: no stale loop rides along
        if stale.is_dir() and (
            stale.name in ("lib", "cython") or stale.name.startswith(("lib.", "bdist.", "temp."))
        ):
            shutil.rmtree(stale, ignore_errors=True)
    env = clean_env()
    env["CANASTA_PURE_PYTHON"] = "1" if pure else "0"
    say(
        "The game's wheel"
        + (" without the compiled rollout loop" if pure else " with its compiled rollout loop")
    )
    run(
        [
            python,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--disable-pip-version-check",
            "-w",
            wheels,
            ROOT,
        ],
        env=env,
    )
    (wheel,) = wheels.glob("canasta_desktop-*.whl")
    run(
        [
            python,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--force-reinstall",
            "--disable-pip-version-check",
            wheel,
        ]
    )
    probe = (
        "import json, canasta_desktop, canasta_desktop.ai.policy as p; "
        "print(json.dumps([canasta_desktop.__file__, p.COMPILED]))"
    )
    with tempfile.TemporaryDirectory() as away:  # -I and another folder: nothing from the checkout
        out = subprocess.run(
            [python, "-I", "-c", probe], capture_output=True, text=True, cwd=away, env=clean_env()
        )
    if out.returncode != 0:
        raise BuildError(f"the installed game does not import:\n{out.stderr}")
    location, compiled = json.loads(out.stdout)
    if Path(location).resolve().parent == ROOT / "canasta_desktop":
        raise BuildError(f"{python} imports the game from the source tree ({location}), not the wheel")
    if compiled == pure:
        raise BuildError(
            "the wheel carries the compiled loop although --pure-python was asked" if pure else NO_LOOP
        )
    say(
        f"Installed {wheel.name}: {Path(location).parent} (rollout loop: {'compiled' if compiled else 'Python'})"
    )


def check_sources(python: Path) -> None:
    if (
        not (ROOT / "assets" / "icons" / "canasta-512.png").is_file()
        or not (ROOT / "assets" / "icons" / "canasta.ico").is_file()
    ):
        say("Drawing the icons")
        run(
            [python, ROOT / "packaging" / "make_icons.py"], env=dict(clean_env(), QT_QPA_PLATFORM="offscreen")
        )
    for ts in sorted((ROOT / "translations").glob("*.ts")):
        if not ts.with_suffix(".qm").is_file():
            print(
                f"warning: {ts.with_suffix('.qm').name} is missing: that language stays untranslated",
                file=sys.stderr,
            )


def compiled_loop(folder: Path) -> list[str]:
    """The compiled fast loop's files in ``folder``: canasta_desktop/ai/<module>.<tag>.so or .pyd."""
    return sorted(
        path.name
        for path in folder.rglob("*.*")
        if path.suffix in (".so", ".pyd")
        and path.parent.name == "ai"
        and path.name.split(".")[0] in LOOP_MODULES
    )


def bundle_paths() -> tuple[Path, Path]:
    """The one-folder bundle (or the .app on macOS) and the executable to smoke-test in it."""
    dist = ROOT / "dist"
    if SYSTEM == "macos":
        return dist / "Canasta.app", dist / "Canasta.app" / "Contents" / "MacOS" / "Canasta"
    return dist / "Canasta", dist / "Canasta" / ("Canasta.exe" if SYSTEM == "windows" else "Canasta")


def freeze(python: Path, pure: bool) -> Path:
    """Step 3: PyInstaller, from a folder outside the source tree, so the installed package is frozen."""
    say("PyInstaller")
    work = ROOT / "build" / "pyinstaller"
    work.mkdir(parents=True, exist_ok=True)
    spec = ROOT / "packaging" / "canasta.spec"
    command = [python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN"]
    command += ["--distpath", ROOT / "dist", "--workpath", work, spec]
    run(command + (["--", "--pure-python"] if pure else []), cwd=work)
    bundle, _exe = bundle_paths()
    loops = compiled_loop(bundle)
    if len(loops) not in (0, len(LOOP_MODULES)):
        raise BuildError(f"the bundle has only part of the compiled rollout loop: {loops}")
    if bool(loops) == pure:
        raise BuildError(f"the bundle has {loops or 'no compiled rollout loop'}, but --pure-python is {pure}")
    if SYSTEM == "linux":  # the menu entry travels with the bundle
        shutil.copy2(ROOT / "packaging" / "install-desktop-entry.sh", bundle / "install-desktop-entry.sh")
        shutil.copy2(ROOT / "packaging" / "canasta-desktop.desktop", bundle / "canasta-desktop.desktop")
    return bundle


def smoke_test(pure: bool) -> None:
    """Step 4: the bundle plays a few moves offscreen; unless ``pure`` it must play the compiled loop."""
    _bundle, exe = bundle_paths()
    command = [str(exe), "--smoke-test", *([] if pure else ["--require-compiled"])]
    say(f"Smoke test: {shlex.join(command)}")
    with tempfile.TemporaryDirectory() as home:
        env = dict(clean_env(), QT_QPA_PLATFORM="offscreen", CANASTA_DESKTOP_HOME=home)
        result = subprocess.run(command, env=env, cwd=home, capture_output=True, text=True, timeout=300)
    print(result.stdout + result.stderr, end="", flush=True)  # a windowed Windows bundle prints nothing
    if result.returncode != 0:
        raise BuildError(f"the bundle's smoke test failed (exit status {result.returncode})")


def archive_name() -> str:
    machine = platform.machine().lower() or "unknown"
    return f"Canasta-{project()['version']}-{SYSTEM}-{machine}"


def pack(installer: bool) -> list[Path]:
    """Step 5: what a player downloads."""
    dist = ROOT / "dist"
    bundle, _exe = bundle_paths()
    name = archive_name()
    made: list[Path] = []
    if SYSTEM == "linux":
        made.append(dist / f"{name}.tar.gz")
        with tarfile.open(made[-1], "w:gz", compresslevel=6) as tar:
            tar.add(bundle, arcname="Canasta")
    elif SYSTEM == "windows":
        made.append(Path(shutil.make_archive(str(dist / name), "zip", root_dir=dist, base_dir="Canasta")))
        iscc = shutil.which("iscc") or next(
            (
                str(p)
                for p in (
                    Path(os.environ.get(v, "-")) / "Inno Setup 6" / "ISCC.exe"
                    for v in ("ProgramFiles(x86)", "ProgramFiles")
                )
                if p.is_file()
            ),
            None,
        )
        if iscc:
            defines = [f"/DAppVersion={project()['version']}", f"/DSourceDir={bundle}", f"/DOutputDir={dist}"]
            run([iscc, "/Q", *defines, f"/DOutputBaseFilename={name}-setup", ISS])
            made.append(dist / f"{name}-setup.exe")
        elif installer:
            raise BuildError("Inno Setup 6 (ISCC.exe) was not found: no installer")
        else:
            print("note: Inno Setup 6 (ISCC.exe) not found: no installer, only the .zip", file=sys.stderr)
    else:
        stage = ROOT / "build" / "dmg"
        shutil.rmtree(stage, ignore_errors=True)
        stage.mkdir(parents=True)
        shutil.copytree(bundle, stage / bundle.name, symlinks=True)
        os.symlink("/Applications", stage / "Applications")  # drag the app onto it
        made.append(dist / f"{name}.dmg")
        run(
            [
                "hdiutil",
                "create",
                "-volname",
                "Canasta",
                "-srcfolder",
                stage,
                "-ov",
                "-format",
                "UDZO",
                made[-1],
            ]
        )
    return made


def size_of(path: Path) -> str:
    total = (
        path.stat().st_size
        if path.is_file()
        else sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    )
    return f"{total / 1e6:.0f} MB"


def build(args: argparse.Namespace) -> None:
    started = time.monotonic()
    python = build_python(args)
    install_the_game(python, args.pure_python)
    check_sources(python)
    bundle = freeze(python, args.pure_python)
    if args.no_test:
        say("Smoke test skipped (--no-test)")
    else:
        smoke_test(args.pure_python)
    for made in pack(args.installer) if args.archive else []:
        say(f"Archive: {made.relative_to(ROOT)} ({size_of(made)})")
    say(f"Bundle: {bundle} ({size_of(bundle)}), built in {time.monotonic() - started:.0f} s")


def main(argv: Sequence[str] | None = None) -> int:
    args = make_parser().parse_args(argv)
    if args.check:
        from build_check import check  # beside this script

        problems = check(args.workflow, make_parser())
        for problem in problems:
            print(f"build.py --check: {problem}", file=sys.stderr, flush=True)
        print(
            f"build.py --check: {args.workflow.name}: {'ok' if not problems else f'{len(problems)} problem(s)'}"
        )
        return 1 if problems else 0
    try:
        build(args)
    except BuildError as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
