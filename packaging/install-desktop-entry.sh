#!/usr/bin/env bash
# Put Canasta in the current user's application menu: the desktop entry and the icon in
# every hicolor size, under ${XDG_DATA_HOME:-~/.local/share}. No root needed.
#
#   packaging/install-desktop-entry.sh              # from a checkout or from inside the bundle
#   packaging/install-desktop-entry.sh --exec PATH  # start this program instead
#   packaging/install-desktop-entry.sh --uninstall
#
# What the menu entry starts, unless --exec says otherwise:
#   1. the bundle this script sits in (dist/Canasta/install-desktop-entry.sh), or the
#      checkout's dist/Canasta: it is copied to ${XDG_DATA_HOME}/canasta-desktop/Canasta
#      first (--no-copy runs it where it is), so the checkout can go away;
#   2. else the `canasta` command on PATH (pip install .), by its absolute path.
# --desktop-icon also puts a launcher on the desktop, to start the game by double-click.
set -euo pipefail

APP_ID=canasta-desktop
SIZES="16 24 32 48 64 128 256 512"
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
APPS=$DATA/applications
ICONS=$DATA/icons/hicolor
BUNDLE_HOME=$DATA/$APP_ID

exec_path=""
copy=1
uninstall=0
desktop_icon=0

usage() { sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }
die() { echo "install-desktop-entry: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
    case "$1" in
        --exec) [ $# -ge 2 ] || die "--exec needs a path"; exec_path=$2; shift 2 ;;
        --exec=*) exec_path=${1#--exec=}; shift ;;
        --no-copy) copy=0; shift ;;
        --desktop-icon) desktop_icon=1; shift ;;
        --uninstall) uninstall=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) die "unknown option $1 (try --help)" ;;
    esac
done

desktop_dir() {
    local dir=""
    if command -v xdg-user-dir >/dev/null 2>&1; then dir=$(xdg-user-dir DESKTOP 2>/dev/null || true); fi
    [ -n "$dir" ] && [ "$dir" != "$HOME" ] || dir=$HOME/Desktop
    echo "$dir"
}

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$APPS" 2>/dev/null || true; fi
    # Only refresh an icon cache that exists: a new one would hide icons other programs add later.
    if [ -f "$ICONS/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$ICONS" 2>/dev/null || true
    fi
    touch "$ICONS" 2>/dev/null || true
}

if [ "$uninstall" = 1 ]; then
    rm -f "$APPS/$APP_ID.desktop" "$ICONS/scalable/apps/$APP_ID.svg" "$(desktop_dir)/$APP_ID.desktop"
    for size in $SIZES; do rm -f "$ICONS/${size}x${size}/apps/$APP_ID.png"; done
    rm -rf "$BUNDLE_HOME"
    refresh_caches
    echo "Canasta removed from the application menu."
    exit 0
fi

# The files to install: next to this script in a checkout (packaging/ and assets/icons) or in a bundle.
entry=$HERE/$APP_ID.desktop
[ -f "$entry" ] || die "$entry is missing"
icon_dir=""
for dir in "$HERE/../assets/icons" "$HERE/_internal/assets/icons" "$HERE/assets/icons"; do
    if [ -f "$dir/canasta-48.png" ]; then icon_dir=$(cd "$dir" && pwd); break; fi
done
[ -n "$icon_dir" ] || die "the icons (assets/icons/canasta-NN.png) are missing"

# What the menu entry runs.
bundle=""
if [ -z "$exec_path" ]; then
    if [ -x "$HERE/Canasta" ] && [ -d "$HERE/_internal" ]; then
        bundle=$HERE
    elif [ -x "$HERE/../dist/Canasta/Canasta" ]; then
        bundle=$(cd "$HERE/../dist/Canasta" && pwd)
    elif command -v canasta >/dev/null 2>&1; then
        exec_path=$(command -v canasta)
    else
        die "found no game to start: build the bundle (python3 packaging/build.py), pip install the game, or pass --exec PATH"
    fi
fi
if [ -n "$bundle" ]; then
    if [ "$copy" = 1 ] && [ "$bundle" != "$BUNDLE_HOME/Canasta" ]; then
        echo "Copying the game to $BUNDLE_HOME/Canasta"
        mkdir -p "$BUNDLE_HOME"
        rm -rf "$BUNDLE_HOME/Canasta.new"
        cp -a "$bundle" "$BUNDLE_HOME/Canasta.new"
        rm -rf "$BUNDLE_HOME/Canasta"
        mv "$BUNDLE_HOME/Canasta.new" "$BUNDLE_HOME/Canasta"
        bundle=$BUNDLE_HOME/Canasta
    fi
    exec_path=$bundle/Canasta
fi
case "$exec_path" in /*) ;; *) exec_path=$(cd "$(dirname "$exec_path")" && pwd)/$(basename "$exec_path") ;; esac
[ -x "$exec_path" ] || die "$exec_path is not an executable program"

# A desktop entry's Exec takes a plain path, or one in double quotes when it has spaces.
case "$exec_path" in
    *[!A-Za-z0-9/._+\ -]*) die "the path $exec_path has characters a desktop entry cannot carry simply; use --exec with a plainer path" ;;
    *" "*) exec_value="\"$exec_path\"" ;;
    *) exec_value=$exec_path ;;
esac

for size in $SIZES; do
    install -D -m 644 "$icon_dir/canasta-$size.png" "$ICONS/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 644 "$icon_dir/canasta.svg" "$ICONS/scalable/apps/$APP_ID.svg"

mkdir -p "$APPS"
sed -e "s|^Exec=.*|Exec=$exec_value|" -e "s|^TryExec=.*|TryExec=$exec_path|" "$entry" > "$APPS/$APP_ID.desktop.tmp"
chmod 644 "$APPS/$APP_ID.desktop.tmp"
mv "$APPS/$APP_ID.desktop.tmp" "$APPS/$APP_ID.desktop"
if command -v desktop-file-validate >/dev/null 2>&1; then desktop-file-validate "$APPS/$APP_ID.desktop"; fi

if [ "$desktop_icon" = 1 ]; then
    desk=$(desktop_dir)
    mkdir -p "$desk"
    install -m 755 "$APPS/$APP_ID.desktop" "$desk/$APP_ID.desktop"
    if command -v gio >/dev/null 2>&1; then gio set "$desk/$APP_ID.desktop" metadata::trusted true 2>/dev/null || true; fi
    echo "Launcher put on the desktop: $desk/$APP_ID.desktop"
fi

refresh_caches
echo "Canasta is in the application menu (Games). It starts: $exec_path"
echo "Menu entry: $APPS/$APP_ID.desktop; icons: $ICONS/*/apps/$APP_ID.*"
