"""Digimon Card Battle: the turn structure (DCB-7 … DCB-27) as a queue of single rule steps.

A turn is queued as its phases (preparation, evolution, support, battle, end); each phase pushes its own steps
(one card drawn, one card moved, one support revealed, one attack) in front of the rest, so `step()` shows the
rule one step at a time. Battle resolution and the effect vocabulary live in `battle.py`; evolution legality in
`evolution.py`.
"""
from __future__ import annotations

from typing import Any

from cardgames.core.actions import Action
from cardgames.core.engine import Game
from cardgames.core.events import Event
from cardgames.core.options import OptionSpec

from . import battle, evolution
from .cards import ATTACK_SYMBOLS, DigimonCard, OptionCard, card_pool
from .decks import check_deck, resolve_decks
from .rules import RULES
from .state import PLAYER, Side

HAND_SIZE = 4
KOS_TO_WIN = 3
DEFAULT_DECKS = ("fire_starter", "ice_starter")




class DigimonGame(Game):
    """A game of Digimon Card Battle between two 30-card decks.

    >>> game = DigimonGame(seed=1)
    >>> game.advance()[-1].rule in RULES
    True
    """

    name = "digimon"
    title = "Digimon Card Battle"
    rules_version = "dcb-1"
    RULES = RULES
    OPTIONS = (
        OptionSpec("ps1_turn1", False, "Both players place a Digimon before the first battle (PlayStation).",
                   "DCB-11"),
        OptionSpec("allow_unimplemented", False, "Accept decks with cards whose effects the engine does not "
                   "carry out yet.", "DCB-2"),
    )

    # ----- what the command line and the boards ask of every game ---------------------------------------------
    @classmethod
    def heuristic_agent(cls, seed: int = 0):
        from .agents import HeuristicAgent

        return HeuristicAgent(seed)

    @classmethod
    def deck_file_violations(cls, path: str) -> list:
        from .cards import load_deck
        from .decks import deck_violations

        return deck_violations(list(load_deck(path).cards))

    @classmethod
    def card_report(cls) -> str:
        pool = card_pool()
        done = sum(c.implemented for c in pool.values())
        missing = ", ".join(f"{c.ca} {c.name}" for c in pool.values() if not c.implemented) or "none"
        return f"{done}/{len(pool)} cards implemented; not implemented: {missing}"

    # ----- construction ------------------------------------------------------------------------------------------
    def __init__(self, seed: int = 0, options: dict | None = None, *, decks: Any = DEFAULT_DECKS, **kw: Any):
        super().__init__(seed, options, decks=decks, **kw)

    def _init_common(self) -> None:
        self.sides = [Side(), Side()]
        self.turn = 0
        self.tp = 0            # the turn player
        self.phase = "setup"
        self.last_count = 0    # cards discarded by the last effect step (for "multiply by discards")
        self._card_actions: dict[tuple[str, int], Action] = {}  # memo of immutable per-card actions, not state

    def card_action(self, kind: str, iid: int, label: str) -> Action:
        """The action `kind` on card `iid`, built once per game: hands are offered again every turn."""
        action = self._card_actions.get((kind, iid))
        if action is None:
            action = self._card_actions[kind, iid] = Action(kind, (iid,), label)
        return action

    def _new_state(self, decks: Any = DEFAULT_DECKS) -> None:
        self._init_common()
        lists = []
        allow = self.options["allow_unimplemented"]
        for p, (label, cas) in enumerate(resolve_decks(decks)):
            lists.append(check_deck(cas, f"{PLAYER[p]}'s deck ({label})", allow))
        self._setup = {"decks": [list(d) for d in lists]}
        pool = card_pool()
        self.cards: list[DigimonCard | OptionCard] = []
        for p, cas in enumerate(lists):
            for ca in cas:
                self.sides[p].deck.append(len(self.cards))
                self.cards.append(pool[ca])
        self.push(("setup",))

    def _from_position(self, position: dict, **_: Any) -> None:
        from .positions import build_position

        self._init_common()
        build_position(self, position)

    # ----- state for the engine ----------------------------------------------------------------------------------
    def _save_state(self) -> tuple:
        a, b = self.sides
        return (a.save(), b.save(), self.turn, self.tp, self.phase, self.last_count)

    def _load_state(self, saved: tuple) -> None:
        a, b, self.turn, self.tp, self.phase, self.last_count = saved
        self.sides[0].load(a)
        self.sides[1].load(b)

    def zones(self) -> dict[str, list[int]]:
        out = {}
        for p, s in enumerate(self.sides):
            for zone in Side.LISTS:
                out[f"p{p + 1}.{zone}"] = getattr(s, zone)
        return out

    # ----- small helpers used by the steps and by battle/evolution ------------------------------------------------
    def card(self, iid: int) -> DigimonCard | OptionCard:
        return self.cards[iid]

    def active_card(self, p: int) -> DigimonCard | None:
        top = self.sides[p].active
        return self.cards[top] if top is not None else None

    def pe_total(self, p: int) -> int:
        cards = self.cards
        return sum(cards[i].pe for i in self.sides[p].evo if cards[i].is_digimon)

    def move_top_to_hand(self, p: int, rule: str) -> bool:
        s = self.sides[p]
        if not s.deck:
            return False
        iid = s.deck.pop()
        s.hand.append(iid)
        if self.log_events:  # the most frequent event: built here without `emit`'s generic overhead
            left = len(s.deck)
            self._step_events.append(Event(rule, "draw", f"{PLAYER[p]} draws {self.cards[iid].name} ({left} left in "
                                           "the deck).", p, {"card": iid, "public": f"{PLAYER[p]} draws a card "
                                                             f"({left} left in the deck)."}))
        return True

    def discard_cards(self, p: int, zone: str, iids: list[int], rule: str, why: str) -> None:
        s = self.sides[p]
        source = getattr(s, zone)
        for iid in iids:
            source.remove(iid)
            s.discard.append(iid)
        if iids:
            names = ", ".join(self.cards[i].name for i in iids)
            self.emit(rule, "discard", f"{PLAYER[p]} discards {names} from the {ZONE_NAMES[zone]} ({why}).", p,
                      cards=list(iids), zone=zone)

    # ----- setup (DCB-7) ---------------------------------------------------------------------------------------
    def _s_setup(self) -> None:
        for p in (0, 1):
            self.rng.shuffle(self.sides[p].deck)
        first = self.rng.randrange(2)
        self.tp = first
        self.emit("DCB-7", "setup", f"Decks shuffled; the coin toss says {PLAYER[first]} goes first.", first)
        draws = [("draw", p, "DCB-7") for p in (first, 1 - first) for _ in range(HAND_SIZE)]
        self.push(*draws, ("start_turn", first))

    _s_draw = move_top_to_hand  # one card drawn is one rule step

    # ----- preparation (DCB-8 … DCB-11, DCB-26) ----------------------------------------------------------------
    def _s_start_turn(self, p: int) -> None:
        self.turn += 1
        self.tp = p
        self.phase = "preparation"
        s = self.sides[p]
        self.emit("DCB-8", "turn", f"Turn {self.turn}: {PLAYER[p]}'s turn begins.", p, turn=self.turn)
        if not s.deck:
            self.finish(1 - p, f"{PLAYER[p]} has no card left to draw at the start of the turn", "DCB-26")
            return
        s.evo_placed = s.evolved = False
        s.yellow_used = ()
        steps: list[tuple] = [("draw_up", p), ("prep_check", p), ("place_check", p)]
        if self.turn == 1 and self.options["ps1_turn1"]:
            steps += [("prep_check", 1 - p), ("place_check", 1 - p)]
        steps += [("evolution_phase", p), ("support_phase", p), ("battle_phase", p), ("end_turn", p)]
        self.push(*steps)

    def _s_draw_up(self, p: int) -> None:
        s = self.sides[p]
        n = min(HAND_SIZE - len(s.hand), len(s.deck))
        if n > 0:
            self.push(*[("draw", p, "DCB-8")] * n)

    def partner_cas(self) -> frozenset[int]:
        """CA numbers of the R cards that some A card evolves from (DCB-17)."""
        return frozenset(ca for c in card_pool().values() if c.is_digimon for ca in c.evolves_from)

    def has_placeable(self, p: int) -> bool:
        cards = self.cards
        return any(cards[i].is_digimon and cards[i].level != "A" for i in self.sides[p].hand)

    def _s_prep_check(self, p: int) -> None:
        s = self.sides[p]
        if not s.stack and not self.has_placeable(p):
            if not s.deck:
                self.finish(1 - p, f"{PLAYER[p]} has no Digimon to put into play and no card left to draw",
                            "DCB-10")
                return
            self.emit("DCB-10", "forced_redraw", f"{PLAYER[p]} has no Digimon in play or in hand: the hand "
                      "must be discarded and 4 new cards drawn.", p)
            self.push(("discard_hand", p, "DCB-10"), *[("draw", p, "DCB-10")] * min(HAND_SIZE, len(s.deck)),
                      ("prep_check", p))
            return
        if s.deck:
            n = min(HAND_SIZE, len(s.deck))
            self.ask(p, "prepare", "DCB-8", "Keep this hand, or discard it and draw 4 new cards?", (
                Action("keep", (), "Keep this hand"),
                Action("redraw", (), f"Discard the hand and draw {n} new card{'s' if n > 1 else ''}")))

    def _d_prepare(self, action: Action, p: int) -> None:
        if action.kind == "keep":
            self.emit("DCB-8", "keep", f"{PLAYER[p]} keeps the hand.", p)
        else:
            s = self.sides[p]
            self.push(("discard_hand", p, "DCB-8"), *[("draw", p, "DCB-8")] * min(HAND_SIZE, len(s.deck)),
                      ("prep_check", p))

    def _s_discard_hand(self, p: int, rule: str) -> None:
        s = self.sides[p]
        self.discard_cards(p, "hand", list(s.hand), rule, "a new hand")

    def _s_place_check(self, p: int) -> None:
        s = self.sides[p]
        if s.stack:
            return
        cards = self.cards
        seen: set[int] = set()
        actions = []
        for iid in s.hand:
            c = cards[iid]
            if c.is_digimon and c.level != "A" and c.ca not in seen:
                seen.add(c.ca)
                note = {"R": "", "C": " (penalty: half HP and attacks)", "U": " (penalty: a quarter)"}[c.level]
                actions.append(Action("place", (iid,), f"Put {c.name} ({c.level}) into play{note}"))
        self.ask(p, "place", "DCB-9", "Choose a Digimon to put into play.", tuple(actions))

    def _d_place(self, action: Action, p: int) -> None:
        self.push(("put_into_play", p, action.args[0]))

    def _s_put_into_play(self, p: int, iid: int) -> None:
        s = self.sides[p]
        c = self.cards[iid]
        s.hand.remove(iid)
        s.stack.append(iid)
        s.penalty = {"R": 1, "C": 2, "U": 4}[c.level]
        s.hp = c.hp // s.penalty
        if s.penalty == 1:
            self.emit("DCB-9", "place", f"{PLAYER[p]} puts {c.name} ({c.level}, {c.specialty}) into play with "
                      f"{s.hp} HP.", p, card=iid)
        else:
            frac = "half" if s.penalty == 2 else "a quarter"
            atk = "/".join(str(a.power // s.penalty) for a in c.attacks)
            self.emit("DCB-27", "place", f"{PLAYER[p]} puts {c.name} ({c.level}) directly into play: penalty, "
                      f"{frac} of HP and attacks: HP {s.hp}, attacks {atk}.", p, card=iid, penalty=s.penalty)

    # ----- evolution phase (DCB-12 … DCB-17) ------------------------------------------------------------------
    def _s_evolution_phase(self, p: int) -> None:
        self.phase = "evolution"
        self.emit("DCB-12", "phase", f"{PLAYER[p]}'s evolution phase.", p, phase="evolution")
        self._s_evo_decision(p)  # the phase opens with its first choice, in the same step

    def _s_evo_decision(self, p: int) -> None:
        actions = evolution.evolution_actions(self, p)
        if len(actions) > 1:  # "end the phase" alone is no decision
            self.ask(p, "evolution", "DCB-13", "Evolution phase: choose an action.", actions)

    def _d_evolution(self, action: Action, p: int) -> None:
        steps = evolution.steps_for(self, p, action)
        if steps:
            self.push(*steps, ("evo_decision", p))

    _s_to_evo_zone = evolution.step_to_evo_zone
    _s_play_evo_option = evolution.step_play_option
    _s_evolve = evolution.step_evolve
    _s_spend_evo_zone = evolution.step_spend_evo_zone
    _s_devolve = evolution.step_devolve

    # ----- support phase (DCB-18 … DCB-20) --------------------------------------------------------------------
    def both_in_play(self) -> bool:
        return bool(self.sides[0].stack) and bool(self.sides[1].stack)

    def _s_support_phase(self, t: int) -> None:
        if not self.both_in_play():
            self.phase = "end"  # no support phase and no battle: the turn goes straight to its end
            missing = 1 - t if not self.sides[1 - t].stack else t
            if self.turn == 1:
                self.emit("DCB-11", "skip", f"Turn 1: only {PLAYER[t]} has a Digimon, so there is no support phase "
                          "and no battle (option ps1_turn1 changes this).", t)
            else:
                self.emit("DCB-18", "skip", f"{PLAYER[missing]} has no Digimon in play: no support phase and no "
                          "battle this turn.", t)
            return
        self.phase = "support"
        self.emit("DCB-19", "phase", f"Support phase: {PLAYER[1 - t]} (not the turn player) chooses first.", t,
                  phase="support")
        self.push(("support_choice", 1 - t), ("support_choice", t))

    def _s_support_choice(self, p: int) -> None:
        s = self.sides[p]
        actions = [SUPPORT_PASS]
        seen: set[int] = set()
        for iid in s.hand:
            c = self.cards[iid]
            if c.ca not in seen:
                seen.add(c.ca)
                actions.append(self._card_actions.get(("support_hand", iid)) or
                               self.card_action("support_hand", iid, f"Support: {c.name} from the hand"))
        if s.deck:
            actions.append(SUPPORT_DECK)
        self.ask(p, "support", "DCB-19", "Put a support card face down?", tuple(actions))

    def _d_support(self, action: Action, p: int) -> None:
        if action.kind != "support_pass":
            self.push(("place_support", p, action.kind == "support_deck", action.args[0] if action.args else -1))
        else:
            self.emit("DCB-19", "support_pass", f"{PLAYER[p]} puts no support card.", p)

    def _s_place_support(self, p: int, from_deck: bool, iid: int) -> None:
        s = self.sides[p]
        if from_deck:
            iid = s.deck.pop()
            where = "the top card of the deck, unseen,"
        else:
            s.hand.remove(iid)
            where = "a card from the hand"
        s.support.append(iid)
        self.emit("DCB-19", "support_placed", f"{PLAYER[p]} puts {where} face down in the Support Zone "
                  f"({self.cards[iid].name}).", p, card=iid,
                  public=f"{PLAYER[p]} puts {where} face down in the Support Zone.")

    # ----- battle phase (DCB-21 … DCB-25) ---------------------------------------------------------------------
    def _s_battle_phase(self, t: int) -> None:
        if not self.both_in_play():
            return
        self.phase = "battle"
        o = 1 - t
        self.emit("DCB-21", "phase", "Battle phase: both players choose an attack in secret.", t, phase="battle")
        self.push(("choose_attack", t), ("choose_attack", o), ("reveal_attacks", t), ("resolve_support", o),
                  ("resolve_support", t), ("cross_effect", o), ("cross_effect", t), ("counter_check", t),
                  ("order_attacks", t))

    def _s_choose_attack(self, p: int) -> None:
        c, pen = self.cards[self.sides[p].stack[-1]], self.sides[p].penalty
        actions = _ATTACK_ACTIONS.get((c.ca, pen))
        if actions is None:
            actions = _ATTACK_ACTIONS[c.ca, pen] = tuple(
                Action("attack", (k,), f"{ATTACK_SYMBOLS[k]} {a.name} ({a.power // pen})")
                for k, a in enumerate(c.attacks))
        self.ask(p, "attack", "DCB-21", "Choose your attack (in secret).", actions, secret=True)

    def _d_attack(self, action: Action, p: int) -> None:
        self.sides[p].attack = action.args[0]
        self.emit("DCB-21", "attack_chosen", f"{PLAYER[p]} chooses {action.label} in secret.", p,
                  public=f"{PLAYER[p]} chooses an attack in secret.")

    _s_reveal_attacks = battle.step_reveal_attacks
    _s_resolve_support = battle.step_resolve_support
    _s_cross_effect = battle.step_cross_effect
    _s_counter_check = battle.step_counter_check
    _s_order_attacks = battle.step_order_attacks
    _s_attack = battle.step_attack
    _s_ko = battle.step_ko
    _s_battle_end = battle.step_battle_end

    # ----- end of turn ----------------------------------------------------------------------------------------
    def _s_end_turn(self, t: int) -> None:
        self.phase = "end"
        for p in (1 - t, t):
            s = self.sides[p]
            if s.support:
                self.discard_cards(p, "support", list(s.support), "DCB-19", "support cards are used once")
        for s in self.sides:
            s.reset_battle()
        self.push(("start_turn", 1 - t))


SUPPORT_PASS = Action("support_pass", (), "No support card")
SUPPORT_DECK = Action("support_deck", (), "Support: the top card of the deck, unseen")
_ATTACK_ACTIONS: dict[tuple[int, int], tuple[Action, ...]] = {}  # by (CA, penalty); immutable, so shared

ZONE_NAMES = {"hand": "hand", "evo": "Evolution Zone", "support": "Support Zone", "deck": "deck",
              "stack": "Digimon area", "discard": "discard pile"}
