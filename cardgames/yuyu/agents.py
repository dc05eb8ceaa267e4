"""The computer opponent: a heuristic player, seeded (never the global RNG), better than random.

It lines up its deck's starting characters in order, attaches the strongest techniques and items to its fighter,
plays boosts before attacking, chooses the attack that deals the most damage at the lowest cost (and one it can
pay for the discard-2 fallback when none would), pays costs with the cards it values least, and uses the Toguro
bonus only when the extra attack reaches the next damage threshold.
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.agents import DecisionAgent

from .state import YuyuState

KEEP = {"technique": 3, "item": 2, "event": 1, "character": 0}


def _damage(value: int, defense: int) -> int:
    return 2 if value >= 2 * defense else 1 if value >= defense else 0


class HeuristicAgent(DecisionAgent):
    def default_choice(self, actions: tuple[Action, ...]) -> Action:
        return actions[0]  # every decision kind has its method; a new kind takes the first choice

    # ----- multi-item choices --------------------------------------------------------------------------------------
    def choose_pick(self, game: YuyuState, p: int, actions: tuple[Action, ...]) -> Action:
        sel = game.selection
        picks = [a for a in actions if a.kind == "pick"]
        done = [a for a in actions if a.kind == "done"]
        then = sel.then[0]
        if sel.rule == "YYH-8":   # the deck's four starting characters come first, in order: one of each
            return next((a for a in picks if a.args[0] not in sel.chosen), picks[0])
        if then == "chosen":
            return self._answer(game, sel, picks)
        if then in ("reordered", "recycled") or not picks:
            return picks[0] if picks else done[0]
        if then == "toguro_boost":
            value, defense = game.attack_value(p) + 3000 * len(sel.chosen), game.defense(1 - p)
            now = _damage(value, defense)
            if done and (now == 2 or _damage(value + 3000, defense) == now):
                return done[0]
        cards = game.cards
        return min(picks, key=lambda a: (KEEP[cards[sel.items[a.args[0]].value].kind], a.args[0]))

    # ----- main step ------------------------------------------------------------------------------------------------
    def choose_main(self, game: YuyuState, p: int, actions: tuple[Action, ...]) -> Action:
        fighter = game.fighter(p)
        best, best_score = actions[-1], 0.5
        for a in actions:
            score = self._main_score(game, p, fighter, a)
            if score > best_score:
                best, best_score = a, score
        return best

    def _main_score(self, game: YuyuState, p: int, fighter: int | None, a: Action) -> float:
        cards = game.cards
        if a.kind == "place_fifth":
            return 5
        if a.kind == "attach":
            card, host = cards[a.args[0]], a.args[1]
            if host != fighter:
                return 1
            if card.kind == "technique":
                return 4 + card.attacks[0].value / 10000
            return 3
        if a.kind == "event":
            ops = {e.op for e in cards[a.args[0]].effects}
            if "heal" in ops:
                return 3 if game.seats[p].damage else -1
            if "climatic_finish" in ops:
                return 2 if game.in_final_match() and game.seats[p].damage <= game.seats[1 - p].damage else -1
            if "boost" in ops or "mill" in ops:
                return 2 if len(game.seat_zones[p]["hand"]) > 2 else 0.2
            return 0.2
        return 0

    # ----- attack step ----------------------------------------------------------------------------------------------
    def choose_attack(self, game: YuyuState, p: int, actions: tuple[Action, ...]) -> Action:
        defense = game.defense(1 - p)
        bonus = game.mod_total(p, "attack") + game.item_attack_bonus(p) + game.final_match_bonus(p)[0]
        hand = len(game.seat_zones[p]["hand"])
        fighter = game.fighter(p)
        best, best_key = actions[-1], (0, 0, 0)
        for a in actions:
            if a.kind != "attack":
                continue
            src, i = a.args
            atk = game.cards[src].attacks[i]
            cost = game.attack_cost(p, src, i)
            extra = sum(e.amount for e in atk.effects if e.op == "attack_add" and game.holds(e.when, p, fighter))
            dmg = _damage(atk.value + extra + bonus, defense)
            if dmg == 0 and hand - cost >= 2:
                dmg = 0.5  # the discard-2 fallback
            key = (dmg, -cost, atk.value)
            if dmg and key > best_key:
                best, best_key = a, key
        return best

    def choose_fallback(self, game: YuyuState, p: int, actions: tuple[Action, ...]) -> Action:
        return actions[0]

    def _answer(self, game: YuyuState, sel, picks: list[Action]) -> Action:
        """An effect's choice (the step `chosen` follows): keeps the hand, gives back the card valued least, copies
        the strongest attack, else takes the first (yes, the first card)."""
        _, _, src, index, k, _ = sel.then
        card, cards, items = game.cards[src], game.cards, sel.items
        op = (card.attacks[index].effects if index >= 0 else card.effects)[k].op
        if op == "redraw_hand":
            return picks[-1]
        if op == "opp_returns_hand_card":
            return min(picks, key=lambda a: KEEP[cards[items[a.args[0]].value].kind])
        if op == "copy_attack":
            return max(picks, key=lambda a: cards[items[a.args[0]].value[0]].attacks[items[a.args[0]].value[1]].value)
        return picks[0]
