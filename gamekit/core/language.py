"""The language gamekit speaks — English, or Hungarian for the Hungarian edition — and its messages in it.

What a student reads from the package (a board's sentences, a table's headers and caption, a
plot's labels) is written in English in the code and marked for translation, as gettext marks it:
``_("your move")`` (with ``from gamekit.core.language import gettext as _``), a count with
``ngettext``, a word said in several senses with ``pgettext``, and a constant kept for later with
``N_`` (translated where it is shown).  A message with values names them and fills them after the
translation — ``_("the computer took {count}").format(count=3)`` — since an f-string cannot be
translated.  The translations are the catalog ``gamekit/locale/hu/LC_MESSAGES/gamekit.po``,
shipped with the package and read by Babel when the language is first chosen (nothing is compiled:
no generated file can fall behind the catalog).  ``python tools/translations.py extract`` brings the
catalog up to date with the marked messages; a test fails while one is missing, untranslated or fuzzy.

The language is chosen once: ``GAMEKIT_LANGUAGE=hu`` in the environment when gamekit is imported
(``make notebooks-hu`` and ``make lab-hu`` set it), or :func:`language` at any time; a message is
translated when it is said, so a board made after ``gk.language("hu")`` speaks Hungarian.

A number is written as the language writes it, by :func:`numeral`: "100,000" in English, "100 000"
in Hungarian, where a comma is the decimal mark ("100,000" would read as a hundred).

>>> language()
'en'
>>> gettext("the computer wins")
'the computer wins'
"""
from __future__ import annotations

import gettext as _gettext
import io
import numbers
import os
import warnings
from functools import cache
from importlib import resources

__all__ = ["LANGUAGES", "ENVIRONMENT", "language", "gettext", "ngettext", "pgettext", "N_", "numeral",
           "translations"]

#: The languages gamekit speaks, by their code, each named in its own words.
LANGUAGES = {"en": "English", "hu": "magyar"}
#: The environment variable read when gamekit is imported: ``GAMEKIT_LANGUAGE=hu`` for Hungarian.
ENVIRONMENT = "GAMEKIT_LANGUAGE"
_DOMAIN = "gamekit"
_chosen = ["en"]      # the language now: one module-level choice, as a locale is one per process


def language(name: str | None = None) -> str:
    """Return the language gamekit speaks now, after choosing ``name`` if it is given.

    Parameters
    ----------
    name : str, optional
        ``"hu"`` (Hungarian) or ``"en"`` (English, the default).  Without it nothing changes.

    Returns
    -------
    str
        The code of the language now spoken.

    Raises
    ------
    TypeError
        If ``name`` is not a text.
    ValueError
        If ``name`` is no language gamekit speaks.

    See Also
    --------
    gettext : a message in the language now spoken.

    Examples
    --------
    >>> language("hu"), gettext("the computer wins"), language("en"), gettext("the computer wins")
    ('hu', 'a gép nyert', 'en', 'the computer wins')
    >>> language("fr")
    Traceback (most recent call last):
    ...
    ValueError: the language must be 'en' (English) or 'hu' (magyar), got 'fr'
    """
    if name is not None:
        _chosen[0] = _checked(name, N_("the language"))
    return _chosen[0]


def _checked(name: object, what: str) -> str:
    """Return ``name`` if gamekit speaks it, or raise the error that says which languages there are."""
    if isinstance(name, str) and name in LANGUAGES:
        return name
    known = f" {gettext('or')} ".join(f"{code!r} ({word})" for code, word in LANGUAGES.items())
    if not isinstance(name, str):
        raise TypeError(gettext("{what} must be a text, {known}, got {kind} {name}").format(
            what=gettext(what), known=known, kind=type(name).__name__, name=repr(name)))
    raise ValueError(gettext("{what} must be {known}, got {name}").format(what=gettext(what), known=known,
                                                                       name=repr(name)))


@cache
def translations(name: str) -> _gettext.NullTranslations:
    """Return the translations of gamekit's messages into ``name`` (English: the messages themselves).

    The catalog is read with Babel and turned into gettext's translations in memory; fuzzy and
    untranslated entries fall back to the English.

    >>> translations("hu").gettext("the computer wins")
    'a gép nyert'
    """
    name = _checked(name, N_("the language"))
    if name == "en":
        return _gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    source = resources.files("gamekit") / "locale" / name / "LC_MESSAGES" / f"{_DOMAIN}.po"
    with source.open("rb") as stream:
        catalog = read_po(stream, locale=name, domain=_DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return _gettext.GNUTranslations(compiled)


def gettext(message: str) -> str:
    """Return ``message`` in the language now spoken.

    >>> gettext("the computer wins")
    'the computer wins'
    """
    return translations(_chosen[0]).gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """Return the form of a message for ``count`` (its singular or plural) in the language now spoken.

    >>> ngettext("{count} pin", "{count} pins", 3).format(count=3)
    '3 pins'
    """
    return translations(_chosen[0]).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """Return ``message``, said in the sense ``context``, in the language now spoken.

    >>> pgettext("kind of move", "take")
    'take'
    """
    return translations(_chosen[0]).pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 (gettext's name for a mark without translation)
    """Return ``message`` unchanged, marked for the catalog: a constant translated where it is shown.

    >>> N_("you")
    'you'
    """
    return message


def numeral(value: int | float, decimals: int | None = None) -> str:
    """Return ``value`` in digits as the language now spoken writes it: "100,000" in English, "100 000" in Hungarian.

    Thousands are grouped in threes and a fraction follows the decimal mark, with each language's
    symbols as the Unicode CLDR gives them (read through Babel): English a comma and a point,
    Hungarian a no-break space and a comma.  In English this is Python's ``f"{value:,}"``
    (``f"{value:,.{decimals}f}"`` with ``decimals``), so the English edition prints what it always has.

    Parameters
    ----------
    value : int or float
        The number (a NumPy number too).
    decimals : int, optional
        How many digits after the decimal mark (rounded as Python rounds); without it an integer
        has none and a float as many as Python shows.

    Returns
    -------
    str
        The number written in the language now spoken.

    Raises
    ------
    TypeError
        If ``value`` is not a number, or ``decimals`` not a whole number.
    ValueError
        If ``decimals`` is negative.

    See Also
    --------
    language : the language now spoken.

    Examples
    --------
    >>> numeral(100000), numeral(2**30 / 10**6, decimals=1)
    ('100,000', '1,073.7')
    >>> language("hu"), numeral(100000), numeral(2**30 / 10**6, decimals=1), language("en")
    ('hu', '100\xa0000', '1\xa0073,7', 'en')
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(gettext("the number to write must be a number, got {value}").format(value=repr(value)))
    if decimals is None:
        written = f"{value:,}"
    elif isinstance(decimals, bool) or not isinstance(decimals, numbers.Integral):
        raise TypeError(gettext("the decimals must be a whole number, got {decimals}").format(decimals=repr(decimals)))
    elif decimals < 0:
        raise ValueError(gettext("the decimals must be 0 or more, got {decimals}").format(decimals=decimals))
    else:
        written = f"{value:,.{int(decimals)}f}"
    if _chosen[0] == "en":
        return written
    group, point = _number_symbols(_chosen[0])
    return written.translate({ord(","): group, ord("."): point})


@cache
def _number_symbols(name: str) -> tuple[str, str]:
    """Return the symbol that groups thousands and the decimal mark of the language ``name`` (CLDR's, by Babel)."""
    from babel.numbers import get_decimal_symbol, get_group_symbol

    return get_group_symbol(name), get_decimal_symbol(name)


def _from_environment() -> None:
    """Choose the language named by ``GAMEKIT_LANGUAGE``, if it is set (a wrong value is said and ignored)."""
    name = os.environ.get(ENVIRONMENT, "").strip()
    if not name:
        return
    try:
        language(name)
    except ValueError as error:
        warnings.warn(f"{ENVIRONMENT} is ignored: {error}", stacklevel=2)


_from_environment()
