"""The rules registry: every rule ID of RULES.md with a one-line paraphrase.

Events, errors, tests and notebooks cite rules by ID; `RuleRegistry.cite` refuses an ID that is not registered, so
a typo in a citation fails loudly in the first test that reaches it.
"""
from __future__ import annotations

from collections.abc import Iterator

from .errors import shown
from .language import translated


class Rule:
    """One rule: its ID, a title, a one-line paraphrase, and the project's rulings on it (where RULES.md marks the
    rule (b), [GAP] or [TL], or where the kit had to decide something the rulebook leaves open: every ruling a
    notebook applies is named here, one sentence each)."""

    __slots__ = ("id", "title", "summary", "rulings")

    def __init__(self, id: str, title: str, summary: str, *rulings: str) -> None:  # noqa: A002 (the rule's ID)
        self.id, self.title, self.summary, self.rulings = id, title, summary, rulings

    @property
    def ruling(self) -> str:
        """The rulings as one text ("" when there is none)."""
        return " ".join(self.rulings)

    def __repr__(self) -> str:
        return f"Rule({self.id!r}, {self.title!r})"

    def worded(self) -> tuple[str, str, tuple[str, ...]]:
        """The title, paraphrase and rulings in the language read now (`core.language`)."""
        return translated(self.title), translated(self.summary), tuple(map(translated, self.rulings))

    def __str__(self) -> str:
        title, summary, _ = self.worded()
        return f"{self.id} {title}: {summary}"


class RuleRegistry:
    """An ordered, read-only mapping from rule ID to `Rule`."""

    def __init__(self, game: str, rules: list[Rule]):
        self.game = game
        self._rules: dict[str, Rule] = {}
        for rule in rules:
            if rule.id in self._rules:
                raise ValueError(f"rule {rule.id} registered twice")
            self._rules[rule.id] = rule

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def cite(self, rule_id: str) -> str:
        """Return `rule_id` after checking that it is registered."""
        if rule_id not in self._rules:
            raise KeyError(f"{self.game}: unknown rule ID {shown(rule_id)}")
        return rule_id

    def table(self) -> str:
        """The registry as plain text, one rule a line (what `python -m cardgames rules GAME` prints)."""
        width = max(len(r.id) for r in self)
        lines = []
        ruling_word = translated("ruling")
        for r in self:
            title, summary, rulings = r.worded()
            lines.append(f"{r.id:<{width}}  {title}: {summary}")
            for ruling in rulings:
                lines.append(f"{'':<{width}}  {ruling_word}: {ruling}")
        return "\n".join(lines)
