#!/usr/bin/env bash
# The bundle build is packaging/build.py (Linux, Windows, macOS); this wrapper keeps the old command.
exec "${PYTHON:-python3}" "$(dirname "$0")/build.py" "$@"
