"""Self-check helpers for chapter 6: loopy games, draws and Smith's generalised values."""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Iterable, Mapping

from gamekit.core.language import N_, ngettext
from gamekit.core.language import gettext as _
from gamekit.core.validation import given
from gamekit.core.words import listed, written_position
from gamekit.course.grading.answers import AnswerError, checker, expect_list
from gamekit.course.grading.forbidden import ANSWERS
from gamekit.course.grading.verdict import Verdict
from gamekit.games.graphs.dugo import dugo
from gamekit.games.graphs.graph import GraphGame
from gamekit.theory.infinite import Infinite, smith_sum

__all__ = ["check_dugo_strategy", "check_loopy_values", "check_outcomes", "check_winning_moves",
           "check_triple_draw", "check_outcome_function"]


@checker
def check_dugo_strategy(reply: Callable[[str], str], start: str = "M") -> Verdict:
    """Return whether ``reply`` is a winning strategy for Második in DUGÓ that also ends the game.

    ``reply(town)`` is where Második drives the car after Kezdő has brought it to ``town``.
    Every way Kezdő can play is tried; the strategy must always make a legal move, never let
    Kezdő win, and never let the car circle forever.

    >>> check_dugo_strategy(lambda town: dugo().moves(town)[0]).ok
    False
    """
    game = dugo()
    if game.outcome(start) != "P":
        raise ValueError(_("Második cannot force a win from {start}").format(start=written_position(start)))
    # states: towns where Kezdő is to move; follow every Kezdő move and Második's answer
    on_path: set[str] = set()
    done: set[str] = set()

    def explore(town: str) -> Verdict | None:
        if town in done:
            return None
        if town in on_path:
            return Verdict.wrong(_("Kezdő can keep the car circling through {town} forever against your replies: "
                                   "the game never ends, so Második never wins.").format(town=town))
        on_path.add(town)
        for move in game.moves(town):
            if not game.moves(move):
                return Verdict.wrong(_("from {town} Kezdő drives straight into {move} and wins.").format(
                                         town=town, move=move))
            answer = reply(move)
            if answer not in game.moves(move):
                return Verdict.wrong(_("after Kezdő's move {town} → {move} your reply {answer} is not a road out "
                                       "of {move}.").format(town=town, move=move, answer=written_position(answer)))
            if game.moves(answer):
                problem = explore(answer)
                if problem is not None:
                    return problem
        on_path.discard(town)
        done.add(town)
        return None

    problem = explore(game.position(start))
    if problem is not None:
        return problem
    return Verdict.right(_("whatever Kezdő does from {start}, your replies win, and the car reaches C in "
                           "finitely many moves.").format(start=start))


def _expect_mapping(value: object, what: str) -> Mapping:
    """Return ``value`` if it is a dict-like mapping, else raise :class:`AnswerError` saying so.

    >>> _expect_mapping({"a": 0}, "the values")
    {'a': 0}
    >>> _expect_mapping([0, 1], "the values")
    Traceback (most recent call last):
    ...
    gamekit.course.grading.answers.AnswerError: the values should be a dict {position: ...}, not the list [0, 1].
    """
    if not isinstance(value, Mapping):
        raise AnswerError(_("{what} should be a dict {{position: ...}}, not {given}.").format(
                              what=_(what), given=given(value)))
    return value


def _as_value(v: object, p: Hashable = None) -> int | Infinite | str:
    """Return a student's value in gamekit's form: an int, an Infinite, or "∞" (K not given)."""
    if isinstance(v, Infinite):
        return v
    if isinstance(v, str) and v.strip().lower() in ("∞", "inf", "infinite"):
        return "∞"
    if isinstance(v, float) and math.isinf(v) and v > 0:
        return "∞"
    if isinstance(v, int) and not isinstance(v, bool) and v >= 0:
        return v
    raise AnswerError(_("the value of the position {p} should be a whole number ≥ 0, gk.Infinite(K) or '∞', not "
                        "{given}.").format(p=written_position(p), given=given(v)))


@checker
def check_loopy_values(game: GraphGame, claimed: Mapping[Hashable, object]) -> Verdict:
    """Return whether ``claimed`` gives Smith's generalised value at every position of ``game``.

    A finite value is an ``int``; an infinite one may be ``gk.Infinite(K)`` (then K is checked
    too) or just ``"∞"``.  The verdict names a position where the claim breaks a rule.

    >>> g = GraphGame({"a": ["b"], "b": ["a", "c"], "c": []})
    >>> check_loopy_values(g, {"a": 0, "b": 1, "c": 0}).ok
    True
    >>> check_loopy_values(g, {"a": "∞", "b": "∞", "c": 0})
    ✗ Not yet: the position a is numbered by the modified rule: look at its followers again.
    """
    claimed = _expect_mapping(claimed, N_("the values"))
    missing = [p for p in game.positions if p not in claimed]
    if missing:
        return Verdict.wrong(_("give a value for every position; the position {missing} has none.").format(
                                 missing=written_position(missing[0])))
    mine = {p: _as_value(claimed[p], p) for p in game.positions}
    for p in game.positions:
        true = game.grundy(p)
        here = mine[p]
        called = _("the position {p}").format(p=written_position(p))
        if here == "∞" and isinstance(true, Infinite) or here == true:
            continue
        if isinstance(true, Infinite):
            if isinstance(here, Infinite):
                return Verdict.wrong(_("{called} is infinite, but K should be the set of finite values among its "
                                       "followers.").format(called=called))
            return Verdict.wrong(_("{called} cannot be numbered: the modified rule never applies to it.").format(
                                     called=called))
        if not isinstance(here, int):
            return Verdict.wrong(_("{called} is numbered by the modified rule: look at its followers again.").format(
                                     called=called))
        same = [q for q in game.moves(p) if mine[q] == here]
        if same:
            return Verdict.wrong(_("you give {called} and its follower {same} the same value {here}.").format(
                                     called=called, same=written_position(same[0]), here=here))
        return Verdict.wrong(_("the value you give {called} is not the one the numbering rule produces.").format(
                                 called=called))
    return Verdict.right(_("all {count} values agree with Smith's generalised Grundy function.").format(
                             count=len(game)))


@checker
def check_outcomes(game: GraphGame, claimed: Mapping[Hashable, str]) -> Verdict:
    """Return whether ``claimed`` gives the right outcome ("P", "N" or "D") at every position.

    >>> g = GraphGame({"a": ["a", "b"], "b": []})
    >>> check_outcomes(g, {"a": "D", "b": "P"})
    ✗ Not yet: from the position a the player to move has a move to a position you call P.
    >>> check_outcomes(g, ["D", "P"])
    ✗ Not yet: the outcomes should be a dict {position: ...}, not the list ['D', 'P'].
    """
    claimed = _expect_mapping(claimed, N_("the outcomes"))
    for p in game.positions:
        c = claimed.get(p)
        if c not in ("P", "N", "D"):
            return Verdict.wrong(_("give 'P', 'N' or 'D' for every position; the position {p} has {given}.").format(
                                     p=written_position(p), given=given(c)))
    for p in game.positions:
        c, moves = claimed[p], game.moves(p)
        if c == game.outcome(p):
            continue
        called = _("the position {p}").format(p=written_position(p))
        if c != "N" and any(claimed[q] == "P" for q in moves):
            return Verdict.wrong(_("from {called} the player to move has a move to a position you call P.").format(
                                     called=called))
        if c == "P" and any(claimed[q] != "N" for q in moves):
            return Verdict.wrong(_("you call {called} P, but it has a move to a position you do not call N.").format(
                                     called=called))
        if c == "N":
            return Verdict.wrong(_("you call {called} N: which move wins from there? Check it.").format(called=called))
        return Verdict.wrong(_("look again at {called}: can either player force a win from there?").format(
                                 called=called))
    return Verdict.right(_("all {count} outcomes are right.").format(count=len(game)))


@checker
def check_winning_moves(cars: Iterable[Hashable], moves: Iterable[tuple]) -> Verdict:
    """Return whether ``moves`` are exactly the winning moves with cars at ``cars`` on the DUGÓ map.

    A move is written as ``(from_town, to_town)``; if several cars share a town, one move is enough.

    >>> check_winning_moves(["A", "K", "P"], [("A", "B")])
    ✗ Not yet: there are more winning moves than the 1 you found.
    """
    game = dugo()
    cars = [game.position(c) for c in cars]
    answer = set()
    for i, c in enumerate(cars):
        for q in game.moves(c):
            after = cars[:i] + [q] + cars[i + 1:]
            if smith_sum(*(game.grundy(x) for x in after)) == 0:
                answer.add((c, q))
    given = set()
    for move in expect_list(moves, N_("the winning moves")):
        if isinstance(move, list):
            move = tuple(move)
        if not (isinstance(move, tuple) and len(move) == 2):
            return Verdict.wrong(_("write each move as a pair (from_town, to_town); got {move}.").format(
                                     move=written_position(move)))
        a, b = move
        if a not in cars:
            return Verdict.wrong(_("no car stands in {a}.").format(a=written_position(a)))
        if b not in game.moves(a):
            return Verdict.wrong(_("there is no road {a} → {b}.").format(a=a, b=b))
        given.add((a, b))
    wrong = sorted(given - answer)
    if wrong:
        return Verdict.wrong(_("after {wrong} → {wrong2} the value of the sum is not 0.").format(
                                 wrong=wrong[0][0], wrong2=wrong[0][1]))
    if len(given) < len(answer):
        return Verdict.wrong(_("there are more winning moves than the {count} you found.").format(count=len(given)))
    return Verdict.right(_("these are all {count} winning moves.").format(count=len(answer)))


@checker
def check_triple_draw(edges: Mapping, start: Hashable) -> Verdict:
    """Return whether the loopy game ``edges`` from ``start`` is a first-player win while
    three copies of it, played as a sum, are a draw (the article's warning in §5).

    >>> check_triple_draw({"x": ["y"], "y": []}, "x")
    ✗ Not yet: J is a first-player win, but J + J + J is N, not a draw.
    >>> check_triple_draw({"x": ["y"]}, "x")
    ✗ Not yet: J's graph: follower 'y' of 'x' is not a position of the graph
    (list it as a key, with [] if it is terminal).
    """
    edges = _expect_mapping(edges, N_("J's graph"))
    try:
        game = GraphGame(edges)
    except (ValueError, TypeError) as error:
        raise AnswerError(_("J's graph: {error}.").format(error=error)) from None
    if start not in edges:
        return Verdict.wrong(_("the start {start} is not a position of J's graph.").format(
                                 start=written_position(start)))
    start = game.position(start)
    if game.outcome(start) != "N":
        return Verdict.wrong(_("J should be a first-player win, but from {start} it is {value}.").format(
                                 start=written_position(start), value=game.outcome(start)))
    triple = GraphGame.from_game(game + game + game, (start,) * 3, limit=200_000)
    got = triple.outcome((start,) * 3)
    if got != "D":
        return Verdict.wrong(_("J is a first-player win, but J + J + J is {got}, not a draw.").format(got=got))
    return Verdict.right(_("J is won by the first player, yet J + J + J is a draw: finiteness cannot be dropped "
                           "from the argument of §5."))


def _random_graph(rng: random.Random, n: int) -> dict[int, list[int]]:
    return {i: sorted(rng.sample(range(n), rng.randint(0, min(3, n)))) for i in range(n)}


@checker(forbid=ANSWERS)
def check_outcome_function(outcomes: Callable[[dict], Mapping], trials: int = 300,
                           seed: int = 6) -> Verdict:
    """Return whether ``outcomes(edges)`` gives the P/N/D outcome of every position of random loopy graphs.

    On a failure the verdict shows the smallest graph found where it goes wrong.

    >>> check_outcome_function(lambda edges: {p: "N" if edges[p] else "P" for p in edges}).ok
    False
    >>> check_outcome_function(lambda edges: ["P"] * len(edges))
    ✗ Not yet: the result of outcomes({0: []}) should be a dict {position: ...}, not the list ['P'].
    """
    rng = random.Random(seed)
    failures = []
    for t in range(trials):
        edges = _random_graph(rng, 1 + t % 8)
        game = GraphGame(edges)
        given = {p: list(v) for p, v in edges.items()}
        mine = _expect_mapping(outcomes(given), _("the result of outcomes({given})").format(given=given))
        bad = [p for p in edges if mine.get(p) != game.outcome(p)]
        if bad:
            failures.append((len(edges), edges, bad[0], mine.get(bad[0])))
    if failures:
        n, edges, p, said = min(failures, key=lambda f: f[0])
        if said is None:
            return Verdict.wrong(_("on {value} your function gives no outcome for position {p}.").format(
                                     value=_graph_in_words(edges), p=p))
        return Verdict.wrong(_("on {value} your function says {said} at position "
                               "{p}, which is not its outcome.").format(
                                 value=_graph_in_words(edges), said=written_position(said), p=p))
    return Verdict.right(_("your outcomes are right on all {trials} random loopy graphs.").format(trials=trials))


def _graph_in_words(edges: Mapping) -> str:
    """Return a small graph as the course writes it: "the graph 0 → 1, 1 → 0 (2 has no move)"."""
    moves = [f"{written_position(p)} → {written_position(q)}" for p, qs in edges.items() for q in qs]
    stuck = [written_position(p) for p, qs in edges.items() if not qs]
    if not moves:
        return ngettext("the graph whose only position is {positions}, with no move",
                        "the graph whose only positions are {positions}, with no move", len(stuck)).format(
            positions=listed(stuck))
    if stuck:
        return ngettext("the graph {moves} ({positions} has no move)", "the graph {moves} ({positions} have no move)",
                        len(stuck)).format(moves=listed(moves), positions=listed(stuck))
    return _("the graph {moves}").format(moves=listed(moves))
