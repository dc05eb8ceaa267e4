"""A simple heuristic computer opponent for Digimon Card Battle: a sensible sparring partner for a learner, not a
strong player. It owns its RNG, so a seeded match replays exactly."""
from __future__ import annotations

from cardgames.core.actions import Action
from cardgames.core.agents import DecisionAgent

from .cards import DigimonCard, OptionCard
from .state import DigimonState


class HeuristicAgent(DecisionAgent):

    def choose_prepare(self, st: DigimonState, p: int, actions: tuple[Action, ...]) -> Action:
        zones = st.seat_zones[p]
        hand = [st.cards[i] for i in zones["hand"]]
        wants_new = (not zones["stack"] and not any(c.is_digimon and c.level == "R" for c in hand)) or \
            not any(c.is_digimon for c in hand)
        by_kind = {a.kind: a for a in actions}
        return by_kind["redraw"] if wants_new and len(zones["deck"]) > 8 else by_kind["keep"]

    def choose_place(self, st: DigimonState, p: int, actions: tuple[Action, ...]) -> Action:
        rank = {"R": 0, "C": 1, "U": 2}
        return min(actions, key=lambda a: (rank[st.cards[a.args[0]].level], -st.cards[a.args[0]].hp))

    def choose_evolution(self, st: DigimonState, p: int, actions: tuple[Action, ...]) -> Action:
        evolve = [a for a in actions if a.kind in ("evolve", "option_evolve")]
        if evolve:
            return max(evolve, key=lambda a: st.cards[a.args[-1]].hp)
        zone = [a for a in actions if a.kind == "evo_zone"]
        if zone:
            # feed the zone with the card that gives most P.E and is not a card we could evolve into later
            active = st.active_card(p)

            def worth(a: Action) -> int:
                c = st.cards[a.args[0]]
                if isinstance(c, DigimonCard):
                    future = active is not None and c.specialty == active.specialty and c.level in ("C", "U")
                    return c.pe - (100 if future else 0)
                return -50
            best = max(zone, key=worth)
            if worth(best) > 0:
                return best
        return actions[-1]  # end the phase

    def choose_support(self, st: DigimonState, p: int, actions: tuple[Action, ...]) -> Action:
        options = [a for a in actions if a.kind == "support_hand" and isinstance(st.cards[a.args[0]], OptionCard)
                   and st.cards[a.args[0]].evolution is None]
        if options and self.rng.randrange(3):
            return self.rng.choice(options)
        return actions[0]  # pass

    def choose_sealed(self, st: DigimonState, p: int, actions: tuple[Action, ...]) -> Action:
        """The secret attack choice (DCB-21): mostly the strongest attack, sometimes a surprise."""
        card = st.active_card(p)
        if self.rng.randrange(5) == 0:
            return self.rng.choice(actions)
        return max(actions, key=lambda a: card.attacks[a.args[0]].power)
