"""The interface language: which one to use, installing its translators, locale-aware numbers.

English is the source language; ``canasta_da.qm`` and ``canasta_sv.qm`` translate
everything, ``canasta_en.qm`` only gives English its plural forms ("1 card",
"7 cards"). Qt's own strings (standard buttons, dialogs) come from the
``qtbase_*.qm`` files that PySide6 ships. Installing a language again replaces
the previous translators, so the language can change while the game runs: Qt
then sends every widget a ``LanguageChange`` event.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...resources import resource_dir

LANGUAGES = ("da", "sv", "en")
# The language names as their speakers write them (never translated).
LANGUAGE_NAMES = {"da": "Dansk", "sv": "Svenska", "en": "English"}
_LOCALES = {"da": QLocale.Language.Danish, "sv": QLocale.Language.Swedish}
_COUNTRIES = {"da": QLocale.Country.Denmark, "sv": QLocale.Country.Sweden}

_installed: list[QTranslator] = []
_current = "en"


def choose_language(setting: str, system_locale: QLocale) -> str:
    """The language code for a setting: "da", "sv" or "en" as chosen; "system" follows the locale."""
    if setting in LANGUAGES:
        return setting
    language = system_locale.language()
    if language == QLocale.Language.Danish:
        return "da"
    if language == QLocale.Language.Swedish:
        return "sv"
    return "en"


def locale_for(language: str, system_locale: QLocale | None = None) -> QLocale:
    """The locale numbers are written in: Danish and Swedish as in Denmark and Sweden; English as
    the system writes it when the system is English, else British."""
    if language in _LOCALES:
        return QLocale(_LOCALES[language], _COUNTRIES[language])
    system = system_locale if system_locale is not None else QLocale.system()
    if system.language() == QLocale.Language.English:
        return QLocale(system)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)


def translations_dir() -> Path:
    """Where the game's ``.qm`` files are (source tree, installed package or bundle)."""
    return resource_dir("translations")


def qt_translations_dir() -> str:
    return str(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def install_language(app: QCoreApplication, language_setting: str = "system") -> str:
    """Install the translators for ``language_setting`` ("system", "da", "sv", "en") on ``app``.

    Removes the ones installed before, sets the default locale (numbers), and
    returns the language code used.
    """
    global _current
    language = choose_language(language_setting, QLocale.system())
    remove_language(app)
    locale = locale_for(language)
    QLocale.setDefault(locale)
    try:
        folder = str(translations_dir())
    except FileNotFoundError:
        folder = ""
    ours = QTranslator(app)
    if folder and ours.load(locale, "canasta", "_", folder):
        app.installTranslator(ours)
        _installed.append(ours)
    if language != "en":
        qt = QTranslator(app)
        if qt.load(locale, "qtbase", "_", qt_translations_dir()):
            app.installTranslator(qt)
            _installed.append(qt)
    _current = language
    return language


def remove_language(app: QCoreApplication) -> None:
    """Take out the translators installed here: the source texts and the system's number format again."""
    global _current
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale.system())
    _current = "en"


def current_language() -> str:
    """The language code installed last ("en" before any)."""
    return _current


def installed_translators() -> list[QTranslator]:
    return list(_installed)


def format_points(n: int) -> str:
    """A score as the interface language writes it: 5.000 (Danish), 5 000 (Swedish), 5,000 (English).

    Swedish uses a non-breaking space (U+00A0) between the groups, so a score never wraps.
    """
    return QLocale().toString(int(n))


def qt_words() -> list[str]:
    """Qt's own words that PySide6's ``qtbase_da.qm`` lacks (issue 31): the labels of Qt's file dialog
    (the one shown where the desktop offers none of its own) and the file type it shows for a folder.
    They are written here so lupdate puts them in the game's ``.ts`` files under Qt's own contexts; the
    game's translator answers for them after Qt's (the one installed last is asked first)."""
    return [
        QCoreApplication.translate("QFileDialog", "&Look in:"),
        QCoreApplication.translate("QFileDialog", "Files of &type:"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Folder"),
        QCoreApplication.translate("QAbstractFileIconProvider", "File"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Drive"),
    ]
