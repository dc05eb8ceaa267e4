"""The evolution phase: which evolutions are legal (DCB-12 … DCB-17) and the steps that carry them out."""
from __future__ import annotations

from typing import TYPE_CHECKING

from cardgames.core.actions import Action

from .cards import LEVEL_RANK, DigimonCard
from .effects import DevolveEffect, EvolveEffect
from .state import PLAYER

if TYPE_CHECKING:
    from .game import DigimonGame

NEXT_LEVEL = {"R": "C", "C": "U"}
END_EVOLUTION = Action("end_evolution", (), "End the evolution phase")


def normal_target_ok(active: DigimonCard, pe: int, target: DigimonCard) -> bool:
    """DCB-13: R→C or C→U, same specialty, enough P.E. DCB-17: an A card evolves from its printed partner."""
    if target.level == "A":
        return active.ca in target.evolves_from
    return (NEXT_LEVEL.get(active.level) == target.level and target.specialty == active.specialty
            and pe >= target.evolve_cost)


def option_target_ok(active: DigimonCard, pe: int, effect: EvolveEffect, target: DigimonCard) -> bool:
    """DCB-15: a yellow-border card relaxes the conditions of DCB-13 as its effect says."""
    if target.level == "A" or active.level not in effect.from_levels:
        return False
    if effect.same_level:
        level_ok = target.level == active.level
    elif effect.to_levels is None:
        level_ok = NEXT_LEVEL.get(active.level) == target.level
    else:
        level_ok = target.level in effect.to_levels and LEVEL_RANK[target.level] > LEVEL_RANK[active.level]
    if not level_ok:
        return False
    if not effect.ignore_specialty and target.specialty != active.specialty:
        return False
    return effect.cost == "none" or pe >= target.evolve_cost + effect.cost_add


def evolution_actions(game: DigimonGame, p: int) -> tuple[Action, ...]:
    """The legal actions of the evolution phase, ending with "end the phase" (asked again after each action)."""
    s = game.sides[p]
    cards = game.cards
    actions: list[Action] = []
    seen: set[int] = set()
    if not s.evo_placed:
        for iid in s.hand:
            c = cards[iid]
            if c.ca in seen or (not c.is_digimon and c.evolution is not None):
                continue
            seen.add(c.ca)
            gain = c.pe if c.is_digimon else 0
            actions.append(game.card_action("evo_zone", iid, f"Put {c.name} in the Evolution Zone (+{gain} P.E)"))
    if s.stack and not s.evolved:
        active, pe = cards[s.stack[-1]], game.pe_total(p)
        seen.clear()
        hand_digimon = [i for i in s.hand if cards[i].is_digimon]
        for iid in hand_digimon:
            c = cards[iid]
            if c.ca not in seen and normal_target_ok(active, pe, c):
                seen.add(c.ca)
                how = "A level, DCB-17" if c.level == "A" else f"{c.evolve_cost} P.E"
                actions.append(Action("evolve", (iid,), f"Evolve into {c.name} ({how})"))
        used: set[int] = set(s.yellow_used)
        for opt in s.hand:
            card = cards[opt]
            if card.is_digimon or card.evolution is None or card.ca in used:
                continue
            used.add(card.ca)
            effect = card.evolution
            if isinstance(effect, DevolveEffect):
                if active.level in effect.from_levels and len(s.stack) >= 2:
                    actions.append(Action("devolve", (opt,), f"Play {card.name}: go back to "
                                          f"{cards[s.stack[-2]].name}"))
                continue
            targets: set[int] = set()
            for iid in hand_digimon:
                c = cards[iid]
                if c.ca not in targets and option_target_ok(active, pe, effect, c):
                    targets.add(c.ca)
                    actions.append(Action("option_evolve", (opt, iid), f"Play {card.name}: evolve into {c.name}"))
    actions.append(END_EVOLUTION)
    return tuple(actions)


def steps_for(game: DigimonGame, p: int, action: Action) -> list[tuple]:
    kind = action.kind
    if kind == "evo_zone":
        return [("to_evo_zone", p, action.args[0])]
    if kind == "evolve":
        return [("evolve", p, action.args[0], -1)]
    if kind == "option_evolve":
        opt, target = action.args
        return [("play_evo_option", p, opt), ("evolve", p, target, opt)]
    if kind == "devolve":
        return [("play_evo_option", p, action.args[0]), ("devolve", p, action.args[0])]
    return []


def step_to_evo_zone(game: DigimonGame, p: int, iid: int) -> None:
    s = game.sides[p]
    s.hand.remove(iid)
    s.evo.append(iid)
    s.evo_placed = True
    c = game.cards[iid]
    gain = c.pe if c.is_digimon else 0
    rule = "DCB-12" if gain else "DCB-14"
    game.emit(rule, "evo_zone", f"{PLAYER[p]} puts {c.name} in the Evolution Zone: +{gain} P.E "
              f"(total {game.pe_total(p)}).", p, card=iid, pe=game.pe_total(p))


def step_play_option(game: DigimonGame, p: int, opt: int) -> None:
    s = game.sides[p]
    s.hand.remove(opt)
    s.evo.append(opt)
    card = game.cards[opt]
    s.yellow_used = (*s.yellow_used, card.ca)
    game.emit("DCB-15", "evo_option", f"{PLAYER[p]} plays {card.name} into the Evolution Zone.", p, card=opt)


def step_evolve(game: DigimonGame, p: int, iid: int, opt: int) -> None:
    s = game.sides[p]
    old = game.active_card(p)
    new = game.cards[iid]
    if opt >= 0:
        effect = game.cards[opt].evolution
        spent = list(s.evo) if effect.cost == "printed" else [opt]
        rule = "DCB-15"
    elif new.level == "A":
        spent, rule = [], "DCB-17"
    else:
        spent, rule = list(s.evo), "DCB-13"
    s.hand.remove(iid)
    s.stack.append(iid)
    s.evolved = True
    had_penalty = s.penalty > 1
    s.penalty = 1
    old_hp, s.hp = s.hp, new.hp
    how = {"DCB-17": "A-level evolution: specialty ignored, the Evolution Zone is kept",
           "DCB-15": f"with {game.cards[opt].name}" if opt >= 0 else "",
           "DCB-13": "the Evolution Zone is spent"}[rule]
    game.emit(rule, "evolve", f"{PLAYER[p]}'s {old.name} evolves into {new.name} ({how}).", p, card=iid,
              base=old.ca)
    game.emit("DCB-16", "hp_reset", f"{new.name} has its full {new.hp} HP" +
              ("; the penalty ends." if had_penalty else "."), p, hp=new.hp, before=old_hp)
    if spent:
        game.push(("spend_evo_zone", p, tuple(spent), rule))


def step_spend_evo_zone(game: DigimonGame, p: int, spent: tuple[int, ...], rule: str) -> None:
    """The Evolution Zone cards an evolution used go to the discard pile: a step of its own, so a board shows it."""
    game.discard_cards(p, "evo", list(spent), rule, "spent by the evolution")


def step_devolve(game: DigimonGame, p: int, opt: int) -> None:
    s = game.sides[p]
    effect = game.cards[opt].evolution
    top = s.stack.pop()
    s.discard.append(top)
    below = game.active_card(p)
    s.hp = below.hp * effect.hp_num
    s.penalty = 1
    s.evolved = True
    game.emit("DCB-15", "devolve", f"{PLAYER[p]}'s {game.cards[top].name} goes back to {below.name} with "
              f"{s.hp} HP.", p, card=top)
    game.discard_cards(p, "evo", [opt], "DCB-15", "used")


