"""The answer of a self-check helper."""
from __future__ import annotations

from dataclasses import dataclass

from gamekit.core.language import gettext as _

__all__ = ["Verdict"]


@dataclass(frozen=True)
class Verdict:
    """Return value of every self-check: ``ok`` and a message; prints as ✓ or ✗ with the message.

    The message is said in the language gamekit spoke when the check ran (:mod:`gamekit.core.language`),
    and so is the word before it.

    >>> Verdict(False, "γ(4) should differ from γ(3)")
    ✗ Not yet: γ(4) should differ from γ(3)
    >>> bool(Verdict(True, "all 100 positions agree"))
    True
    """

    ok: bool
    message: str

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return (_("✓ Correct:") if self.ok else _("✗ Not yet:")) + " " + self.message

    def _repr_markdown_(self) -> str:
        return "**" + (_("✓ Correct:") if self.ok else _("✗ Not yet:")) + "** " + self.message

    def assert_correct(self) -> None:
        """Print this verdict when it is right; raise ``AssertionError`` with its message otherwise.

        An autograded cell ends with it, so a wrong answer fails the cell with the check's own words
        (and the verdict is printed, not returned, so nbgrader does not read it as partial credit).

        >>> Verdict.right("well done").assert_correct()
        ✓ Correct: well done
        >>> Verdict.wrong("look at n = 4").assert_correct()
        Traceback (most recent call last):
        ...
        AssertionError: ✗ Not yet: look at n = 4
        """
        if not self.ok:
            raise AssertionError(repr(self))
        print(repr(self))

    @classmethod
    def right(cls, message: str) -> "Verdict":
        """Return a passing verdict.

        >>> Verdict.right("well done").ok
        True
        """
        return cls(True, message)

    @classmethod
    def wrong(cls, message: str) -> "Verdict":
        """Return a failing verdict.

        >>> Verdict.wrong("look at n = 4").ok
        False
        """
        return cls(False, message)
