"""Odd but plausible files (issue 23), for ``bench_fuzz.py``: clock jumps, hand-edited settings
values, odd house-rule names.

Counted like the machine's families (`fuzz_machine.Family`): tries, handled (the game answered as
designed), lost (a match, a typed file or a set that is gone), hangs (a try that took over
`HANG_SECONDS`), crashes (an exception), silently wrong (it ended well, but what loaded is not what
should have). Each try's expectation comes from this module (an oracle of its own), never from the
code under test.

- clock jumps: a run of matches recorded as the table records them (one at a time, in batches, or
  through the pending file), the clock jumping back by hours, days or a year, far ahead (2999), or
  standing still; read back at the next start, folded at a random point: the list, the chart, the
  streaks and the fold must follow the order of play, the dates as recorded.
- hand-edited settings: a good settings file with one to three values replaced by hand, each
  either in bounds (must load as typed, silently) or out of bounds (the file must be refused, kept
  aside byte for byte, the backup or the standard settings used, and said).
- odd rule names: names built from the presets' names and others (case, fullwidth forms, the
  Turkish dotted İ, accents, zero-width and other invisible characters, controls, direction
  overrides, emoji): typed (`name_problem`), in the game's own file, and imported.
"""

from __future__ import annotations

import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from fuzz_machine import Family  # noqa: E402

from canasta_desktop.engine.rules import PRESETS, preset  # noqa: E402
from canasta_desktop.persistence import jsonfile  # noqa: E402
from canasta_desktop.persistence.house_rules import (  # noqa: E402
    KIND,
    HouseRuleSet,
    import_house_rules,
    load_house_rules,
    name_problem,
    save_house_rules,
)
from canasta_desktop.persistence.pending import PendingRecords  # noqa: E402
from canasta_desktop.persistence.settings import Settings, load_settings, save_settings  # noqa: E402
from canasta_desktop.persistence.statistics import (  # noqa: E402
    FinishedMatch,
    StatisticsStore,
    compact,
    recent_margins,
    summarize,
)

HANG_SECONDS = 20.0
NOW = datetime(2026, 12, 1, 20, tzinfo=UTC)


def _run(family: Family, number: int, attempt: Callable[[], str | None]) -> None:
    """One try: ``attempt`` returns None when handled, else what went wrong ("LOST: …": lost)."""
    family.tries += 1
    start = time.perf_counter()
    try:
        failure = attempt()
    except Exception:  # noqa: BLE001 - a campaign counts crashes
        family.crashes.append(f"try {number}: {traceback.format_exc()[-600:]}")
        return
    seconds = time.perf_counter() - start
    if seconds > HANG_SECONDS:
        family.hangs.append(f"try {number}: {seconds:.0f} s")
    elif failure is None:
        family.handled += 1
    else:
        (family.lost if failure.startswith("LOST") else family.wrong).append(f"try {number}: {failure}")


def _fresh(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for child in folder.iterdir():
        child.unlink()
    return folder


# --------------------------------------------------------------------------- clock jumps
def _clock(rng: random.Random, now: datetime) -> datetime:
    jump = rng.choice(["on", "on", "on", "hours back", "days back", "year back", "2999", "same", "epoch"])
    if jump == "hours back":
        return now - timedelta(hours=rng.randint(1, 12))
    if jump == "days back":
        return now - timedelta(days=rng.randint(1, 30))
    if jump == "year back":
        return now - timedelta(days=365)
    if jump == "2999":
        return datetime(2999, rng.randint(1, 12), 1, tzinfo=UTC)
    if jump == "epoch":
        return datetime(1970, 1, 1, tzinfo=UTC)
    if jump == "same":
        return now
    return now + timedelta(minutes=rng.randint(20, 300))


def _match(number: int, won: bool, abandoned: bool, at: datetime) -> FinishedMatch:
    own = 100 * number
    other = own - 50 if won else own + 50
    return FinishedMatch(
        match_id=f"{number:032x}",
        finished_at=at,
        preset="classic-2p",
        level="mellem",
        players=2,
        target=None,
        rounds=1,
        human_side=0,
        side_names=["You", "Anna"],
        totals=[own, other],
        won=won and not abandoned,
        round_scores=[own],
        abandoned=abandoned,
    )


def _streaks(results: list[bool | None]) -> tuple[int, int]:
    """(current, best) win streak in the order of play; None: abandoned (leaves the streak alone)."""
    current = best = 0
    for won in results:
        if won is None:
            continue
        current = current + 1 if won else 0
        best = max(best, current)
    return current, best


def clock_try(folder: Path, rng: random.Random) -> str | None:
    path = _fresh(folder) / "statistics.json"
    count = rng.randint(2, 40)
    played: list[FinishedMatch] = []
    now = NOW
    for number in range(1, count + 1):
        now = _clock(rng, now)
        abandoned = rng.random() < 0.1
        played.append(_match(number, rng.random() < 0.6, abandoned, now))
    dates = {m.match_id: m.finished_at for m in played}
    left = list(played)
    while left:
        way, size = rng.choice(["one", "batch", "pending"]), rng.randint(1, 5)
        chunk, left = (left[:1], left[1:]) if way == "one" else (left[:size], left[size:])
        if way == "pending":
            waiting = PendingRecords(StatisticsStore(path))
            for entry in chunk:
                waiting.add(entry)
            waiting.keep()
            later = PendingRecords(StatisticsStore(path))
            later.load()
            later.flush()
        else:
            StatisticsStore(path).record_all(chunk)
        if rng.random() < 0.2:  # a match finished again after a crash, the clock wrong again
            again = chunk[-1].model_copy(update={"finished_at": _clock(rng, now)})
            StatisticsStore(path).record(again)
            dates[again.match_id] = again.finished_at
    store = StatisticsStore(path)
    if store.load().problems:
        return f"the file written does not load: {store.problems[0]}"
    ids = [m.match_id for m in store.data.matches]
    if set(ids) != set(dates):
        return "LOST: a recorded match is missing"
    if ids != [m.match_id for m in played]:
        return "the list is not in the order of play"
    if any(m.finished_at != dates[m.match_id] for m in store.data.matches):
        return "a date is not as recorded"
    summary = store.summary()
    results: list[bool | None] = [None if m.abandoned else m.won for m in played]
    if (summary.current_streak, summary.best_streak) != _streaks(results):
        return f"streaks {(summary.current_streak, summary.best_streak)} != {_streaks(results)}"
    chart = [won for _, won in recent_margins(summary.history)]
    if chart != [m.won for m in played if not m.abandoned][-20:]:
        return "the chart is not in the order of play"
    keep = rng.randint(0, count)
    folded = compact(store.data, keep)
    if [m.match_id for m in folded.matches] != ids[len(ids) - min(keep, len(ids)) :]:
        return f"folding to {keep} kept other matches than the last played"
    refolded = summarize(folded.matches, folded.months, folded.streaks)
    if (refolded.total, refolded.current_streak, refolded.best_streak, refolded.abandoned) != (
        summary.total,
        summary.current_streak,
        summary.best_streak,
        summary.abandoned,
    ):
        return f"folding to {keep} changed the figures"
    return None


# --------------------------------------------------------------------------- hand-edited settings
IN_BOUNDS: dict[str, list[Any]] = {
    "language": ["system", "da", "sv", "en"],
    "default_level": ["let", "mellem", "svaer", "ekspert"],
    "default_preset": list(PRESETS),
    "animation_speed": ["slow", "normal", "fast", "instant"],
    "card_size": ["normal", "large", "xlarge"],
    "teaching": [True, False, None],
    "confirmations": [True, False],
    "player_name": ["", "Mette", "Åse Øster-Ærø", "M" * 40, "😀"],
    "finished_lessons": [[], ["turn"], ["turn", "first-meld", "salling-fours"], ["lesson-7"] * 200],
    "history_area": ["left", "right", "bottom"],
    "tip_level": ["svaer", "ekspert"],
}
OUT_OF_BOUNDS: dict[str, list[Any]] = {
    "language": ["fr", "DA", "", 1, None, ["da"], {"da": 1}, "da\x00"],
    "default_level": ["grandmaster", "Mellem", 2, None, "x" * 5000],
    "default_preset": ["poker", "CLASSIC-2P", 0, None],
    "animation_speed": ["warp", 3, -1, True, None],
    "card_size": [-3, 0, 10**12, 1.5, "huge", "LARGE", None, [], "normal "],
    "teaching": ["yes", "no", "true", 1, 0, "", [], {}],
    "confirmations": ["yes", 1, None, "false", 0.0],
    "player_name": ["M" * 41, "Mette\x00", "Mette\nJensen", "\x1b[31mMette", 5, None, ["Mette"]],
    "finished_lessons": [
        ["lesson"] * 12_000,
        ["x" * 60_000],
        ["turn", "rm -rf /"],
        ["Turn"],
        [""],
        [1],
        "turn",
        None,
        [["turn"]],
    ],
    "history_area": ["top", 1, None, "LEFT"],
    "tip_level": ["let", "", 0],
    "four_colour_suits": ["yes", 1, None],
}


def settings_try(folder: Path, rng: random.Random) -> str | None:
    path = _fresh(folder) / "settings.json"
    backup_used = rng.random() < 0.5
    if backup_used:
        save_settings(path, Settings(language="sv", player_name="Backup"))
        save_settings(path, Settings(language="sv", player_name="Backup"))  # the backup: the same
    document: dict[str, Any] = {"kind": "canasta-desktop/settings", "schema_version": 1}
    document.update(Settings(language="da", card_size="large").model_dump(mode="json"))
    bad = False
    for key in rng.sample(sorted(set(IN_BOUNDS) | set(OUT_OF_BOUNDS)), rng.randint(1, 3)):
        if key in OUT_OF_BOUNDS and (key not in IN_BOUNDS or rng.random() < 0.6):
            document[key] = rng.choice(OUT_OF_BOUNDS[key])
            bad = True
        else:
            document[key] = rng.choice(IN_BOUNDS[key])
    if rng.random() < 0.2:
        document["a_later_setting"] = rng.choice([1, "x", [1, 2], {"a": None}])  # unknown: ignored
    data = json.dumps(document, ensure_ascii=rng.random() < 0.5).encode()
    path.write_bytes(data)
    loaded = load_settings(path)
    if not bad:
        typed = {key: document[key] for key in Settings.model_fields}
        if loaded.problems or loaded.settings.model_dump(mode="json") != typed:
            return f"a file in bounds did not load as typed: {loaded.problems}"
        return None
    if not loaded.problems:
        return f"out of bounds, loaded without a word: {loaded.settings}"
    moved = loaded.problems[0].moved_to
    if moved is None or moved.read_bytes() != data:
        return "LOST: the typed file is not kept aside"
    fallback = Settings(language="sv", player_name="Backup") if backup_used else Settings()
    if loaded.settings != fallback:
        return f"fell back to {loaded.settings}, not {fallback}"
    return None


# --------------------------------------------------------------------------- odd rule names
FULLWIDTH = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e", "\u3164"]
CONTROLS = ["\x00", "\x07", "\x1b", "\x7f", "\x9b", "\u202e", "\u202d", "\u2066", "\ud800"]
GOOD = ["Farmors regler", "Bål og brand", "Åse's", "Κανάστα", "Канаста", "😀 regler", "#1 (2)", "ØØ"]


def _disguised(rng: random.Random, name: str) -> str:
    """``name`` as it might be disguised: case, fullwidth, Turkish İ, accents, invisible characters."""
    for _ in range(rng.randint(1, 3)):
        way = rng.choice(["upper", "fullwidth", "turkish", "accent", "invisible", "spaces"])
        if way == "upper":
            name = name.upper()
        elif way == "fullwidth":
            name = "".join(FULLWIDTH.get(c, c) if rng.random() < 0.7 else c for c in name)
        elif way == "turkish":
            name = name.replace("i", "İ").replace("I", "İ")
        elif way == "accent":
            spot = rng.randrange(len(name) + 1)
            name = name[:spot] + "\u0301" + name[spot:] if spot else name + "\u0308"
        elif way == "invisible":
            spot = rng.randrange(len(name) + 1)
            name = name[:spot] + rng.choice(INVISIBLE) + name[spot:]
        else:
            name = f"  {name} "
    return name


def _odd_name(rng: random.Random) -> tuple[str, bool]:
    """A name and whether it must be refused when typed (spaces around a typed name are removed; a
    file holds names as stored, so one with such spaces is refused there too)."""
    kind = rng.choice(["preset", "preset", "invisible", "control", "good", "good"])
    if kind == "preset":
        return _disguised(rng, rng.choice([*PRESETS, "custom"])), True
    if kind == "invisible":
        return "".join(rng.choice([*INVISIBLE, " "]) for _ in range(rng.randint(1, 6))), True
    if kind == "control":
        name = rng.choice(GOOD)
        spot = rng.randrange(len(name) + 1)
        return name[:spot] + rng.choice(CONTROLS) + name[spot:], True
    name = rng.choice(GOOD)
    return (_disguised(rng, name) if rng.random() < 0.3 else name), False


def _sealed(path: Path, name: str) -> bytes | None:
    """A house-rules file with a set of that name, its checksum right (None: no JSON can hold it)."""
    data = HouseRuleSet.of("Fars", preset("classic-2p")).model_dump(mode="json")
    data["name"] = data["rules"]["name"] = name
    document: dict[str, Any] = {"kind": KIND, "schema_version": 1, "sets": [data]}
    try:
        document["checksum"] = jsonfile.checksum(document)
        content = json.dumps(document, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: try it in an escaped file
        document["checksum"] = "sha256:" + "0" * 64
        content = json.dumps(document).encode()
    path.write_bytes(content)
    return content


def name_try(folder: Path, rng: random.Random) -> str | None:
    name, must_refuse = _odd_name(rng)
    typed = name_problem(name, [])
    in_file_refused = must_refuse or " ".join(name.split()) != name
    if (typed is not None) != must_refuse:
        return f"typed {name!r}: {typed}, expected {'refused' if must_refuse else 'accepted'}"
    folder = _fresh(folder)
    own = folder / "house-rules.json"
    save_house_rules(own, [HouseRuleSet.of("Mormors", preset("classic-4p"))])
    save_house_rules(own, [HouseRuleSet.of("Mormors", preset("classic-4p"))])
    other = folder / "theirs.json"
    content = _sealed(other, name)
    imported = import_house_rules(other)
    if other.read_bytes() != content:
        return "LOST: the imported file was changed"
    if isinstance(imported, list) == in_file_refused:
        return f"imported {name!r}: {imported}"
    _sealed(own, name)
    own_content = own.read_bytes()
    loaded = load_house_rules(own)
    if in_file_refused:
        moved = loaded.problems[0].moved_to if loaded.problems else None
        if moved is None or moved.read_bytes() != own_content:
            return "LOST: the game's own file with a bad name is not kept aside"
        if [s.name for s in loaded.sets] != ["Mormors"]:
            return f"the backup was not used: {loaded.sets}"
    elif loaded.problems or [s.name for s in loaded.sets] != [name]:
        return f"a good name did not load: {loaded.problems}"
    return None


def families(base: Path, tries: int, seed: int = 1) -> dict[str, Family]:
    """The three families, ``tries`` each."""
    found = {}
    for name, attempt in (
        ("clock jumps", clock_try),
        ("hand-edited settings", settings_try),
        ("odd rule names", name_try),
    ):
        family = Family()
        rng = random.Random(seed)
        start = time.perf_counter()
        folder = base / name.replace(" ", "-")
        for number in range(tries):
            _run(family, number, partial(attempt, folder, rng))
        family.seconds = time.perf_counter() - start
        found[name] = family
    return found
