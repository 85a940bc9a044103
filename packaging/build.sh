#!/usr/bin/env bash
# Build the one-folder bundle dist/Canasta (Linux: dist/Canasta/Canasta; macOS: also
# dist/Canasta.app) that starts the game with no Python installed, then smoke-test it.
#
#   packaging/build.sh                    # build venv in build/bundle-venv (made on first use)
#   packaging/build.sh --current-python   # use $PYTHON (default python3) as it is: it needs the
#                                         # game's dependencies and PyInstaller installed
#   packaging/build.sh --archive          # also pack dist/Canasta-VERSION-linux-ARCH.tar.gz
#   packaging/build.sh --no-test          # skip the smoke test of the built bundle
#
# PYTHON picks the interpreter (3.11 or newer) for the build venv or --current-python.
# Windows: `pyinstaller --noconfirm packaging\canasta.spec` in a venv with the game's
# dependencies and PyInstaller gives dist\Canasta\Canasta.exe. See packaging/README.md.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PYTHON=${PYTHON:-python3}
VENV=$ROOT/build/bundle-venv
PYINSTALLER_SPEC="pyinstaller>=6.10,<7"
current=0
run_test=1
archive=0

while [ $# -gt 0 ]; do
    case "$1" in
        --current-python) current=1; shift ;;
        --venv) VENV=$2; shift 2 ;;
        --no-test) run_test=0; shift ;;
        --archive) archive=1; shift ;;
        -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
    esac
done

started=$(date +%s)
cd "$ROOT"

if [ "$current" = 1 ]; then
    PY=$(command -v "$PYTHON")
else
    if [ ! -x "$VENV/bin/python" ]; then
        echo "== Making the build venv $VENV"
        "$PYTHON" -m venv "$VENV"
    fi
    PY=$VENV/bin/python
    echo "== Installing the game's dependencies and PyInstaller into $VENV"
    "$PY" - > "$VENV/requirements.txt" <<'PYEOF'
import tomllib
with open("pyproject.toml", "rb") as f:
    print("\n".join(tomllib.load(f)["project"]["dependencies"]))
PYEOF
    "$PY" -m pip install --quiet --disable-pip-version-check -r "$VENV/requirements.txt" "$PYINSTALLER_SPEC"
fi
"$PY" -c "import sys; assert sys.version_info >= (3, 11), 'Python 3.11 or newer is needed'"
"$PY" -c "import PySide6, PyInstaller, pydantic, platformdirs" \
    || { echo "build.sh: $PY lacks the game's dependencies or PyInstaller" >&2; exit 1; }
echo "== Python: $("$PY" -c 'import sys, PySide6, PyInstaller; print(sys.version.split()[0], "PySide6", PySide6.__version__, "PyInstaller", PyInstaller.__version__)')"

echo "== The compiled rollout loop (optional: without a C compiler Ekspert searches in Python, the same moves, slower)"
"$PY" -m pip install --quiet --disable-pip-version-check "setuptools>=68" \
    && "$PY" setup.py --quiet build_ext --inplace \
    || echo "warning: the rollout loop was not compiled; the bundle plays with the Python loop" >&2

if [ ! -f assets/icons/canasta-512.png ] || [ ! -f assets/icons/canasta.ico ]; then
    echo "== Drawing the icons"
    QT_QPA_PLATFORM=offscreen "$PY" packaging/make_icons.py
fi
for ts in translations/*.ts; do
    [ -e "$ts" ] || continue
    [ -f "${ts%.ts}.qm" ] || echo "warning: ${ts%.ts}.qm is missing: that language stays untranslated in the bundle" >&2
done

echo "== PyInstaller"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" packaging/canasta.spec

BUNDLE=$ROOT/dist/Canasta
if [ "$(uname -s)" = Linux ]; then
    # The menu entry travels with the bundle: dist/Canasta/install-desktop-entry.sh installs it.
    install -m 755 packaging/install-desktop-entry.sh "$BUNDLE/install-desktop-entry.sh"
    install -m 644 packaging/canasta-desktop.desktop "$BUNDLE/canasta-desktop.desktop"
fi

if [ "$run_test" = 1 ] && [ -x "$BUNDLE/Canasta" ]; then
    echo "== Smoke test of the bundle"
    home=$(mktemp -d)
    QT_QPA_PLATFORM=offscreen CANASTA_DESKTOP_HOME=$home "$BUNDLE/Canasta" --smoke-test
    rm -rf "$home"
fi

if [ "$archive" = 1 ]; then
    version=$("$PY" -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])")
    name=Canasta-$version-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m).tar.gz
    tar -C "$ROOT/dist" -czf "$ROOT/dist/$name" Canasta
    echo "== Archive: dist/$name ($(du -h "$ROOT/dist/$name" | cut -f1))"
fi

echo "== Bundle: $BUNDLE ($(du -sh "$BUNDLE" | cut -f1)), built in $(( $(date +%s) - started )) s"
