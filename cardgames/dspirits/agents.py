"""A heuristic computer opponent for D-Spirits: a sensible sparring partner for a learner, not a strong player.
It reads the state only through queries (ATK and END in a battle, SP), attacks only when it wins the exchange,
endures whenever it may, and keeps its SP for the battles. It owns its RNG, so a seeded match replays exactly."""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.agents import DecisionAgent

from .state import DSpiritsState

OPENING_SPIRITS = 4  # of the 7 opening cards, from the Squad deck


class HeuristicAgent(DecisionAgent):

    @staticmethod
    def _first(actions: tuple[Action, ...], kind: str, *args) -> Action | None:
        return next((a for a in actions if a.kind == kind and a.args[:len(args)] == args), None)

    def choose_pick(self, st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action | None:
        if st.selection.answer:
            return self._answer(st, p, actions)
        items = st.selection.items
        spirits = sum(1 for a in st.selection.chosen if items[a].value == "squad")
        want = "squad" if spirits < OPENING_SPIRITS else "support"
        return next((a for a in actions if a.kind == "pick" and items[a.args[0]].value == want), None)

    def choose_draw(self, st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action | None:
        recharge = self._first(actions, "recharge")
        if recharge and st.sp_of(p) > 1500:
            return recharge
        spirits = sum(1 for c in st.seat_zones[p]["hand"] if st.cards[c].is_spirit)
        deck = "squad" if spirits < 2 or not st.seat_zones[p]["support"] else "support"
        return self._first(actions, "draw", deck) or self._first(actions, "draw")

    def choose_extra(self, st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action | None:
        if st.sp_of(p) > 3000 and len(st.seat_zones[p]["hand"]) < 3:
            return self._first(actions, "extra_draw", "squad") or self._first(actions, "extra_draw")
        return self._first(actions, "no_extra")

    def choose_main(self, st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action | None:
        for kind in ("evolve",):
            found = self._first(actions, kind)
            if found:
                return found
        summons = [a for a in actions if a.kind == "summon"]
        if summons:
            return max(summons, key=lambda a: st.atk(a.args[0]))
        foes = st.seat_zones[1 - p]["scene"]
        for a in actions:
            if a.kind != "play":
                continue
            card = st.cards[a.args[0]]
            if card.kind == "special_move" or (card.kind == "signal" and card.effect[0].op in ("super_summon",
                                                                                                 "cure")):
                return a
            if card.kind == "signal" and card.effect[0].op == "inflict" and foes and \
                    max(st.atk(f) for f in foes) >= 1000:
                return a
            if card.kind == "realm" and st.sp_of(p) > 2500 and st.realm() is None:
                return a
        for a in actions:
            if a.kind == "special_move" and len(st.seat_zones[p]["scene"]) >= 3 and st.sp_of(1 - p) <= 1500:
                return a
            if a.kind == "ability" and st.in_zone(a.args[0], p, "szone"):
                return a
        return self._first(actions, "to_battle")

    def choose_battle(self, st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action | None:
        best, score = None, 0
        for a in actions:
            if a.kind != "attack":
                continue
            card, target = a.args
            if target == -1:
                return a
            a_atk, _ = st.battle_stats(card, target)
            t_atk, t_end = st.battle_stats(target, card)
            endures = t_end > a_atk and not st.frozen(target)
            gain = 0
            if a_atk > t_atk and not endures:
                gain = 10 + st.spirit(target).sp
            elif a_atk == t_atk and not endures and st.spirit(target).sp > st.spirit(card).sp:
                gain = st.spirit(target).sp - st.spirit(card).sp
            if gain > score:
                best, score = a, gain
        if best is None and not st.seat_zones[p]["squad"] and not st.seat_zones[p]["support"]:
            # no card will come (DSP-11: an empty deck draws nothing), so waiting for a better exchange never ends:
            # take the least bad one
            attacks = [a for a in actions if a.kind == "attack"]
            if attacks:
                return max(attacks, key=lambda a: st.battle_stats(*a.args)[0] - st.battle_stats(*a.args[::-1])[0])
        return best or self._first(actions, "end_battle")

    def choose_respond(self, st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action | None:
        w = st.window
        if w.name == "SP bid":
            return actions[-1]  # pass: SP are for battles
        for a in actions:
            if a.kind != "respond":
                continue
            op = st.cards[a.args[0]].effect[0].op
            theirs = w.links and w.links[-1][0] != p
            if op == "negate" and (theirs or (not w.links and st.attack and st.owner[st.attack[0]] != p)):
                return a
            if op == "boost" and st.attack and not w.links:
                card, target = st.attack
                if target >= 0 and st.owner[card] == p and st.battle_stats(card, target)[0] + 300 > \
                        st.battle_stats(target, card)[0] >= st.battle_stats(card, target)[0]:
                    return a
        return actions[-1]

    @staticmethod
    def _answer(st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action:
        """The card an effect acts on (for a launch at a card, the D-Spirit launched): the attacker of the player's
        own, else the strongest card."""
        items = st.selection.items
        card = [v[0] if type(v) is tuple else v for v in (items[a.args[0]].value for a in actions)]
        if st.attack and st.attack[0] in card and st.owner[st.attack[0]] == p:
            return actions[card.index(st.attack[0])]
        return max(actions, key=lambda a: st.atk(card[a.args[0]]) if st.cards[card[a.args[0]]].is_spirit else 0)

    def choose_endure(self, st: DSpiritsState, p: int, actions: tuple[Action, ...]) -> Action | None:
        return self._first(actions, "endure")
