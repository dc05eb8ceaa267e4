"""The computer opponent: simple, explainable heuristics that beat random play.

Mulligan a hand without a cheap spirit; in a main step summon the biggest spirit it can afford, then use Main
magic, deploy nexuses and level its spirits up with reserve cores; pay from the reserve before its cards; place
enough cores for Lv1 (Lv2 when it can spare them); attack with its strongest spirit; block when its blocker wins
(or when the attack would be lethal); use a Flash effect when it turns a battle it is in.
"""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.agents import DecisionAgent
from cardgames.core.selections import DONE

from .costs import least_cost
from .state import BattleSpiritsState


class HeuristicAgent(DecisionAgent):

    # ----- decisions -----------------------------------------------------------------------------------------------
    def choose_mulligan(self, st: BattleSpiritsState, p: int, actions) -> Action:
        cheap = any(st.cards[i].is_spirit and st.cards[i].cost <= 4 for i in st.seat_zones[p]["hand"])
        return actions[0] if cheap else actions[1]

    def choose_main(self, st: BattleSpiritsState, p: int, actions) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        have = self._free(st, p)
        reserve = st.count(p, "reserve") + st.count(p, "reserve", "soul")
        spirits = [a for a in by_kind.get("play", []) if st.cards[a.args[0]].is_spirit
                   and self._affordable(st, p, st.cards[a.args[0]], have, reserve)]
        if spirits:
            return max(spirits, key=lambda a: st.cards[a.args[0]].cost)
        for a in by_kind.get("magic", []):
            card = st.cards[a.args[0]]
            if least_cost(st, p, card) > have:
                continue
            effect = card.effects[a.args[1]]
            if effect.timing == "main" and any(e.op in ("draw", "destroy") for e in effect.effects):
                if all(e.op != "destroy" for e in effect.effects) or any(
                        st.bp(i) <= effect.effects[0].max_bp for i in st.spirits(1 - p)):
                    return a
        nexuses = [a for a in by_kind.get("play", []) if st.cards[a.args[0]].is_nexus
                   and least_cost(st, p, st.cards[a.args[0]]) <= have]
        if nexuses:
            return nexuses[0]
        ups = [a for a in by_kind.get("core_on", []) if a.args[1] == "core" and st.cards[a.args[0]].is_spirit
               and st.level(a.args[0]) < st.cards[a.args[0]].max_level]
        if ups and st.count(p, "reserve") > 1:
            return min(ups, key=lambda a: st.cores_on(a.args[0])[0])
        return actions[-1]

    def choose_pick(self, st: BattleSpiritsState, p: int, actions) -> Action:
        sel = st.selection
        picks = [a for a in actions if a != DONE]
        if sel.rule == "BS-18":
            return picks[0] if picks else DONE
        if sel.rule == "BS-16":
            def cost_of(a: Action) -> int:
                """Spare cores on cards first (the reserve stays for placing), then the reserve, the soul core
                last, and never a card's last core for Lv1 unless forced."""
                kind, place = sel.items[a.args[0]].value
                if place.endswith("reserve"):
                    return 2 if kind == "soul" else 1
                spare = self._spare(st, int(place[5:])) - sum(1 for i in sel.chosen if sel.items[i].value[1] == place)
                return 0 if spare > 0 else 3
            return min(picks, key=cost_of)
        # a target: the strongest opposing spirit, or one's own spirit in battle
        values = [sel.items[a.args[0]].value for a in picks]
        battle = st.battle
        for a, v in zip(picks, values, strict=True):
            if battle and v in battle:
                return a
        return max(zip(picks, values, strict=True), key=lambda av: st.bp(av[1]))[0]

    def choose_place(self, st: BattleSpiritsState, p: int, actions) -> Action:
        """Enough cores for Lv1 (Lv2 with a large reserve), the soul core only when nothing else reaches Lv1."""
        card = st.cards[st.placing]
        want = card.levels[min(1, len(card.levels) - 1)].cores if st.count(p, "reserve") > 4 \
            else card.levels[0].cores

        def score(a: Action) -> tuple:
            n, soul = a.args
            level = card.level_for(n + soul, bool(soul))
            return (level > 0, -abs(n + soul - want), -soul)
        return max(actions, key=score)

    @staticmethod
    def _spare(st: BattleSpiritsState, iid: int) -> int:
        n, _ = st.cores_on(iid)
        return n - st.cards[iid].levels[0].cores

    def _affordable(self, st: BattleSpiritsState, p: int, card, free: int, reserve: int) -> bool:
        """It can pay and still place Lv1's cores from the reserve."""
        cost, need = least_cost(st, p, card), card.levels[0].cores
        on_cards = free - reserve
        return cost + need <= free and reserve - max(0, cost - on_cards) >= need

    def _free(self, st: BattleSpiritsState, p: int) -> int:
        """Cores it can spend without a card of its own vanishing: the reserve and the cores above Lv1."""
        return (st.count(p, "reserve") + st.count(p, "reserve", "soul")
                + sum(max(0, self._spare(st, i)) for i in st.field(p)))

    def choose_soul_choice(self, st: BattleSpiritsState, p: int, actions) -> Action:
        return actions[0]  # keep the soul core where it is

    def choose_attack(self, st: BattleSpiritsState, p: int, actions) -> Action:
        attacks = [a for a in actions if a.kind == "attack"]
        return max(attacks, key=lambda a: st.bp(a.args[0])) if attacks else actions[-1]

    def choose_block(self, st: BattleSpiritsState, p: int, actions) -> Action:
        attacker = st.battle.attacker
        blocks = [a for a in actions if a.kind == "block"]
        winners = [a for a in blocks if st.bp(a.args[0]) > st.bp(attacker)]
        if winners:
            return min(winners, key=lambda a: st.bp(a.args[0]))
        if blocks and st.life(p) <= len(st.cards[attacker].symbols):
            return min(blocks, key=lambda a: st.bp(a.args[0]))
        return actions[-1]

    def choose_respond(self, st: BattleSpiritsState, p: int, actions) -> Action:
        battle = st.battle
        if battle is None or battle.blocker < 0:
            return actions[-1]
        mine = battle.attacker if st.owner[battle.attacker] == p else battle.blocker
        theirs = battle.blocker if mine == battle.attacker else battle.attacker
        if st.bp(mine) > st.bp(theirs):
            return actions[-1]
        for a in actions[:-1]:
            card = st.cards[a.args[0]]
            for e in card.effects[a.args[1]].effects:
                if e.op == "bp" and ((e.amount > 0 and st.bp(mine) + e.amount > st.bp(theirs))
                                     or (e.amount < 0 and st.bp(mine) > st.bp(theirs) + e.amount)):
                    return a
        return actions[-1]
