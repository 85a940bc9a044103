"""What a screen reader hears, as JSON lines: run by the system's python3 with pyatspi (not the venv's).

Prints one JSON object a line on stdout: each focus, accessible-name change, showing and announcement
event of the AT-SPI bus, and, for each command line read on stdin, the answer:
``tree`` (every object of the named application: role, name, states), ``focus`` (the focused object).
Started and read by tests/a11y/desktop.py.
"""

import json
import sys

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

EVENTS = (
    "focus:",
    "object:state-changed:focused",
    "object:property-change:accessible-name",
    "object:announcement",
    "object:state-changed:showing",  # a notification shown: how the game's moves are said on Linux
    "window:activate",
)
APP = sys.argv[1] if len(sys.argv) > 1 else "Canasta"


def say(data: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(data) + "\n")
    sys.stdout.flush()


def about(obj: object) -> dict[str, object]:
    try:
        states = obj.getState().getStates()  # type: ignore[attr-defined]
        return {
            "role": obj.getRoleName(),  # type: ignore[attr-defined]
            "name": obj.name,  # type: ignore[attr-defined]
            "description": obj.description,  # type: ignore[attr-defined]
            "states": sorted(pyatspi.stateToString(s) for s in states),
        }
    except Exception as error:  # an object that went while we asked  # noqa: BLE001
        return {"role": "?", "name": "?", "description": "", "states": [], "error": str(error)}


def on_event(event: object) -> None:
    if event.type == "object:state-changed:focused" and not event.detail1:  # type: ignore[attr-defined]
        return  # a focus lost: the screen reader speaks the one gained
    data = {"event": event.type, **about(event.source)}  # type: ignore[attr-defined]
    if event.type == "object:announcement":  # type: ignore[attr-defined]
        data["text"] = str(event.any_data)  # type: ignore[attr-defined]
    say(data)


def apps() -> list[object]:
    desktop = pyatspi.Registry.getDesktop(0)
    return [app for app in desktop if app is not None and app.name == APP]


def walk(obj: object, path: str, out: list[dict[str, object]], depth: int = 0) -> None:
    if obj is None or depth > 40:
        return
    out.append({"path": path, **about(obj)})
    try:
        children = list(obj)  # type: ignore[call-overload]
    except Exception:  # noqa: BLE001
        return
    for index, child in enumerate(children):
        walk(child, f"{path}/{index}", out, depth + 1)


def focused() -> dict[str, object]:
    found: list[dict[str, object]] = []
    for app in apps():
        objects: list[dict[str, object]] = []
        walk(app, "", objects)
        found += [o for o in objects if "focused" in o["states"]]  # type: ignore[operator]
    return found[0] if found else {}  # the outermost: the view, not its viewport inside it


def on_command(source: object, condition: object) -> bool:
    line = sys.stdin.readline()
    if not line:
        pyatspi.Registry.stop()
        return False
    command = line.strip()
    if command == "tree":
        objects: list[dict[str, object]] = []
        for app in apps():
            walk(app, "", objects)
        say({"answer": "tree", "objects": objects})
    elif command == "focus":
        say({"answer": "focus", "object": focused()})
    elif command == "ping":
        say({"answer": "ping", "apps": len(apps())})
    return True


def main() -> None:
    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(on_event, kind)
    GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, on_command)
    say({"answer": "ready"})
    pyatspi.Registry.start()


if __name__ == "__main__":
    main()
