"""Extract the kit's sentences into gettext catalogues and compile them (Babel; a dev tool, not a runtime need).

    python tools/messages.py extract [--lang pt ja]   # update every .po from the code (new msgids empty)
    python tools/messages.py compile                  # write each .mo beside its .po

A domain is a folder: `cardgames/core` (with the command line's modules, the coach and the study tools) is the
domain `cardgames`, with its catalogues in `cardgames/locale/`; each game's folder `cardgames/<game>/` is the domain
`<game>`, in `cardgames/<game>/locale/`; the boards and study widgets (`widgets/`, every template given to
`widgets.words.said`) are the domain `widgets`, in `widgets/locale/` (`extract --domain widgets` updates that one
alone).
The msgids are the English templates where sentences are made: an event's (`emit(rule, kind, TEMPLATE, ...,
public=TEMPLATE)`, or one of a module's tuple of templates chosen by a subscript), a refusal's (`Violation(rule,
TEMPLATE, ...)`), a label's (`Label(TEMPLATE)`, `label=`), a phrase's (`Phrase(TEMPLATE, ...)`,
`Words(TEMPLATE, ...)`: an outcome's reason, a sentence made to be a value, a decision's prompt), an error's
(`ArgumentError(TEMPLATE, ...)`, an error class's `super().__init__(TEMPLATE, ...)`), the command line's words
(`translated(TEXT)`, `_(TEXT)`), a widget's words (`said(TEMPLATE, ...)`, `Said(TEMPLATE, ...)`), a rule's title,
paraphrase and rulings (`Rule(id, ...)`), a counted noun (`Counted(n, "card")`, `counted(n, "card")`: a plural
entry), and the words a template's values are made of (the tuples, mappings and `Literal` types named in
`VALUE_WORDS`). Both arms of a conditional are taken.

A value made in a wing's code (a zone's name, a step's name) is found by playing: `extract` plays `HARVEST_GAMES`
seeds of each game (heuristic against heuristic, and against random) and adds every string value of its events and
of its decisions' prompts that the catalogue does not hold, whole: a catalogue looks a value up whole, never by
matching a finished sentence against its templates. A sentence a wing makes for a value is a `core.words.Phrase` (a
template, extracted where it is made, and its values); one made at once with a card's words inside is reported, as
no catalogue can word it. A value seen in no such game stays English until a game shows it: run `extract` again
after a wing changes."""
from __future__ import annotations

import argparse
import ast
import itertools
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardgames"
WIDGETS = ROOT / "widgets"
LANGUAGES = ("pt", "ja")
# a rule step's services are underscore names (`st._emit`, `st._finish`, `st._ask`): `_called` reads them without it
# (a decision's prompt without values is its template, `st._ask(p, kind, rule, TEMPLATE, actions)`)
# the kit's errors are templates and values too (`core.errors.CardGameError`; __init__: an error class's own)
TEMPLATE_ARGUMENT = {"emit": 2, "ask": 3, "Violation": 1, "Label": 0, "finish": 1, "translated": 0, "_": 0,
                     "Outcome": 1,
                     "Phrase": 0, "Words": 0, "ArgumentError": 0, "NoDecisionError": 0, "OptionError": 0,
                     "CardGameError": 0, "ConcurrentUseError": 0, "worded": 0, "said": 0, "Said": 0,
                     "__init__": 0,  # __init__: an error class's own
                     # a position's pending moment: a problem (`core.pending.Bad`), the noun of a whole number's
                     # kind (`pending.whole(low, high, "a seat")`), a wing's kinds of words and cards
                     "Bad": 1, "whole": 2, "_one_of": 1, "_card_of": 1,
                     "Choice": 1, "of_cards": 2,  # what an effect chooses first: its prompt
                     # (`core.selections.Choice`, `Choice.of_cards(cards, ids, prompt)`)
                     "chained": 1}  # values joined pair by pair (`core.arguments.chained(parts, "{} or {}")`)
TEMPLATE_KEYWORDS = {"public", "label", "otherwise", "unknown", "wrong_time", "topic", "not_here",
                     "when"}  # when: an action kind's moment, declared by keyword (`ActionKind(..., when=...)`, `.but`)
# a declaration's words by position: an action kind's label, short label, what it does, its -ing form and when;
# a decision kind's prompt
DECLARED_ARGUMENTS = {"ActionKind": (3, 5, 6, 7, 8), "DecisionKind": (2,)}
VALUE_WORDS = {"PLAYER", "PLACE_NOTE", "PLACE_LABELS", "ZONE_NAMES", "STAT_NAMES", "Specialty", "ARGPARSE_WORDS",
               "LEVEL_NAMES", "PLACE_NAMES", "CARD_WORDS", "SHORT_KIND", "LONG_KIND", "LINK_WHAT", "SHORT_BREAKER",
               "STEP_NAMES", "SMALL_WORDS", "BENCH_HEADINGS", "COVERAGE_HEADINGS",  # the CLI's tables' headings
               "HINT_WORDS",  # the coach's sentences by name (`cardgames.coach`)
               # an action's arguments in words (`core.arguments`): their sorts, several of one, how many
               "ARGUMENT_SORTS", "ARGUMENT_PLURALS", "ARGUMENT_COUNTS", "OTHER_SORT"}
HARVEST_GAMES = 40
# gettext's plural forms, as the issue asks (CLDR's newer "many" of Portuguese counts millions only)
PLURAL_FORMS = {"pt": "nplurals=2; plural=(n != 1);", "ja": "nplurals=1; plural=0;"}


def _assigned(scope: ast.AST) -> dict[str, list[ast.AST]]:
    """What each name is given in `scope` (`text = "..."`, `text, values = "...", (...)`): a template kept in a
    variable before the call that uses it."""
    found: dict[str, list[ast.AST]] = {}
    for node in ast.walk(scope):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, []).append(node.value)
                elif isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    for t, v in zip(target.elts, node.value.elts, strict=False):
                        if isinstance(t, ast.Name):
                            found.setdefault(t.id, []).append(v)
    return found


def _strings(node: ast.AST, names: dict[str, str | ast.AST] | None = None, local: dict | None = None) -> Iterator[str]:
    """The sentences `node` may be: a literal, an f-string as a template, either arm of a conditional, a module's
    named constant (`names`), or the sentences of a mapping (`not_here`: kind -> (rule, template))."""
    if isinstance(node, ast.Name) and local and node.id in local:
        for value in local[node.id]:
            yield from _strings(value, names)
    elif isinstance(node, ast.Name) and names and node.id in names:
        found = names[node.id]
        yield from _strings(found) if isinstance(found, ast.AST) else (found,)
    elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and names \
            and isinstance(names.get(node.value.id), ast.Tuple):
        yield from _strings(names[node.value.id])
    elif isinstance(node, ast.DictComp | ast.Dict):
        for value in ([node.value] if isinstance(node, ast.DictComp) else node.values):
            if isinstance(value, ast.Tuple) and len(value.elts) == 2:
                yield from _strings(value.elts[1], names)
    elif isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        yield "".join(v.value.replace("{", "{{").replace("}", "}}") if isinstance(v, ast.Constant) else "{}"
                      for v in node.values)
    elif isinstance(node, ast.IfExp):
        yield from _strings(node.body)
        yield from _strings(node.orelse)
    elif isinstance(node, ast.Tuple) and all(isinstance(e, ast.Constant) for e in node.elts):
        for e in node.elts:
            yield from _strings(e)


STEP_SERVICES = {"_emit", "_finish", "_ask"}


def _called(call: ast.Call) -> str:
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    return name[1:] if name in STEP_SERVICES else name


def messages(path: Path) -> Iterator[tuple[int, str | tuple[str, str]]]:
    """(line, msgid) of every sentence template in the Python file `path`; a plural as (singular, plural)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {t.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
             and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
             for t in node.targets if isinstance(t, ast.Name)}
    # a module's tuple of templates, one chosen by a subscript at the call (`ATTACK_TEXT[n]`)
    names.update({t.id: node.value for node in tree.body if isinstance(node, ast.Assign)
                  and isinstance(node.value, ast.Tuple) and node.value.elts
                  and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.value.elts)
                  for t in node.targets if isinstance(t, ast.Name)})
    local: dict[ast.AST, dict] = {}
    for scope in ast.walk(tree):
        if isinstance(scope, ast.FunctionDef):
            kept = _assigned(scope)
            for inner in ast.walk(scope):
                local.setdefault(inner, kept)
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _called(node)
            at = TEMPLATE_ARGUMENT.get(name)
            if at is not None and len(node.args) > at:
                for text in _strings(node.args[at], names, local.get(node)):
                    yield node.lineno, text
            for at in DECLARED_ARGUMENTS.get(name, ()):
                if len(node.args) > at:
                    for text in _strings(node.args[at], names):
                        yield node.lineno, text
            if name in ("Rule", "reasons"):  # a rule's words; the refusals one rule gives (`core.errors.reasons`)
                for arg in node.args[1:]:
                    for text in _strings(arg):
                        yield node.lineno, text
            if name in ("Counted", "counted") and len(node.args) == 2:
                for noun in _strings(node.args[1]):
                    yield node.lineno, ("{} " + noun, "{} " + noun + "s")
            for kw in node.keywords:
                if kw.arg in TEMPLATE_KEYWORDS:
                    for text in _strings(kw.value, names):
                        yield node.lineno, text
        elif isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple) and len(node.value.elts) == 2 \
                and isinstance(node.value.elts[1], ast.Tuple):  # a template and its values, for the caller's emit
            for text in _strings(node.value.elts[0], names, local.get(node)):
                if "{}" in text or "{0}" in text:
                    yield node.lineno, text
        elif isinstance(node, ast.Assign) and any(getattr(t, "id", "") in VALUE_WORDS for t in node.targets):
            words = node.value.values if isinstance(node.value, ast.Dict) else [node.value]
            if isinstance(node.value, ast.Subscript) and getattr(node.value.value, "id", "") == "Literal":
                words = [node.value.slice]
            for word in words:
                for text in _strings(word):
                    yield node.lineno, text


def domains() -> dict[str, tuple[list[Path], Path]]:
    """Each domain: its source files and its locale folder."""
    # the CLI's words, the coach's and the study tools' (`predict`, `explore`)
    cli = [PACKAGE / name for name in ("__main__.py", "deck_check.py", "simulate.py", "soak.py", "coach.py",
                                       "predict.py", "explore.py", "bench.py", "coverage.py")]
    found = {"cardgames": ([*sorted((PACKAGE / "core").glob("*.py")), *cli], PACKAGE / "locale")}
    for folder in sorted(p.parent for p in PACKAGE.glob("*/rules.py")):
        if folder.name != "core":
            found[folder.name] = (sorted(folder.glob("*.py")), folder / "locale")
    found["widgets"] = (sorted(WIDGETS.glob("**/*.py")), WIDGETS / "locale")  # the boards' words (widgets.words)
    return found


def _card_words(cls: type) -> set[str]:
    """Every string of the game's card data (names, attacks, specialties as printed)."""
    return cls.ruleset.catalogue.strings() if cls.ruleset.catalogue is not None else set()


def shown_strings(item: object) -> Iterator[str]:
    """The strings a template's value `item` shows, each looked up whole in a catalogue when read: a string itself,
    the values of a `Phrase` (or a `Label`, extracted where it is made), the parts of a tuple (`Listed`, `Words`), and
    of a value that keeps more than its words (`core.selections.Picks`) the values it says it shows."""
    if isinstance(item, str) and hasattr(item, "template"):
        for part in (*item.values, *item.facts.values()):
            yield from shown_strings(part)
    elif isinstance(item, str):
        yield item
    elif hasattr(item, "shown"):
        for part in item.shown:
            yield from shown_strings(part)
    elif isinstance(item, tuple) and not hasattr(item, "noun"):  # a Counted words itself
        for part in item:
            yield from shown_strings(part)


def harvested(domain: str, known: Catalog) -> Iterator[str]:
    """The string values of the events of `HARVEST_GAMES` seeded games of the game `domain` that a catalogue words
    whole (a zone's name, "2nd main step"). A value with a card's printed words inside is a sentence made at once,
    which no catalogue can word: it is reported (make it a `core.words.Phrase`), not extracted."""
    sys.path.insert(0, str(ROOT))
    from cardgames.core.agents import play_match
    from cardgames.games import GAMES, game_class, make_agent

    if domain not in GAMES:
        return
    cls = game_class(domain)
    # printed words (a name, an effect's text) have a capital letter; a lower-case value is a field's word ("main")
    words = sorted((w for w in _card_words(cls) if len(w) > 2 and not w.islower()), key=len, reverse=True)
    card_words = {w for w in _card_words(cls) if not w.islower()}  # a lower-case value is a field's word: kept
    printed = re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" for w in words)) if words else None
    seen: set[str] = set()
    for seed, pair in itertools.product(range(HARVEST_GAMES), (("heuristic", "heuristic"), ("heuristic", "random"))):
        game, prompts = cls(seed=seed), []
        play_match(game, [_Prompted(make_agent(kind, domain, seed * 2 + i + 1), prompts)
                          for i, kind in enumerate(pair)])
        for event in [*game.events, *prompts]:
            for text in (s for v in event.values for s in shown_strings(v)):
                if text in seen or text in known or text in card_words or not re.search("[A-Za-z]{2}", text):
                    continue
                seen.add(text)
                if printed and printed.search(text) and re.search("[a-z]{2}", printed.sub("", text)):
                    print(f"{domain}: a sentence made at once, left in English: {text!r}", file=sys.stderr)
                elif not (printed and printed.search(text)):
                    yield text


class _Prompted:
    """An agent that keeps each prompt it is asked (a `Phrase`, whose values a catalogue words too) before it
    chooses: the values of the decisions, harvested as an event's are."""

    def __init__(self, agent: object, prompts: list):
        self.agent, self.prompts = agent, prompts

    def choose(self, game: object) -> object:
        if hasattr(game.decision.prompt, "values"):
            self.prompts.append(game.decision.prompt)
        return self.agent.choose(game)


def template(domain: str, files: list[Path]) -> Catalog:
    catalog = Catalog(project="cardgames", domain=domain)
    for path in files:
        for line, msgid in messages(path):
            if msgid:
                catalog.add(msgid, (("", "") if isinstance(msgid, tuple) else ""),
                            locations=[(str(path.relative_to(ROOT)), line)],
                            flags=["python-brace-format"] if "{" in str(msgid) else [])
    for text in harvested(domain, catalog):
        catalog.add(text, "", locations=[(f"played: {HARVEST_GAMES} seeded games", 0)])
    return catalog


def extract(langs: list[str], only: list[str] | None = None) -> None:
    for domain, (files, locale) in domains().items():
        if only and domain not in only:
            continue
        pot = template(domain, files)
        for lang in langs:
            po_path = locale / lang / "LC_MESSAGES" / f"{domain}.po"
            if po_path.exists():
                with po_path.open("rb") as f:
                    catalog = read_po(f, locale=lang)
                catalog.update(pot, no_fuzzy_matching=True)
            elif domain != "cardgames" and not _wanted(domain, lang):
                continue
            else:
                catalog = Catalog(locale=lang, domain=domain, project="cardgames")
                catalog.update(pot, no_fuzzy_matching=True)
            catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
            po_path.parent.mkdir(parents=True, exist_ok=True)
            with po_path.open("wb") as f:
                write_po(f, catalog, width=0, omit_header=False, sort_output=False, include_previous=False)
            print(f"{po_path.relative_to(ROOT)}: {len(catalog)} messages")


def _wanted(domain: str, lang: str) -> bool:
    """A new game catalogue is started only when asked for (`--new DOMAIN:LANG`)."""
    return f"{domain}:{lang}" in NEW


NEW: set[str] = set()


def compile_all() -> None:
    for po_path in sorted([*PACKAGE.glob("**/locale/*/LC_MESSAGES/*.po"), *WIDGETS.glob("locale/*/LC_MESSAGES/*.po")]):
        with po_path.open("rb") as f:
            catalog = read_po(f)
        for message in list(catalog):  # a plural with an empty form is untranslated, as an empty msgstr is
            if message.id and isinstance(message.string, tuple) and not all(message.string):
                del catalog[message.id]
        with po_path.with_suffix(".mo").open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        print(f"{po_path.with_suffix('.mo').relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=("extract", "compile"))
    parser.add_argument("--lang", nargs="*", default=list(LANGUAGES))
    parser.add_argument("--new", nargs="*", default=[], help="start a game's catalogue: DOMAIN:LANG ...")
    parser.add_argument("--domain", nargs="*", default=[], help="extract only these domains (default: every one)")
    args = parser.parse_args(argv)
    NEW.update(args.new)
    extract(args.lang, args.domain) if args.command == "extract" else compile_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
