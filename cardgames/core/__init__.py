"""What the four games share: rules registry, events, actions and decisions, the step engine, RNG, errors, data
loading, agents and the random-play harness."""
from .actions import Action, Decision
from .agents import Agent, RandomAgent, play_match
from .data import data_dir, json_schema, load_json, parse_json, read_json, validate_data
from .engine import Game
from .errors import (
                     CardGameError,
                     DataFileError,
                     DeckError,
                     IllegalActionError,
                     NoDecisionError,
                     OptionError,
                     OutsideStepError,
                     PositionError,
                     Problem,
                     SaveFileError,
                     Violation,
)
from .events import Event
from .options import OptionSpec
from .outcome import Outcome
from .rng import Rng
from .rules import Rule, RuleRegistry
from .ruleset import Ruleset

__all__ = ["Action", "Agent", "CardGameError", "DataFileError", "Decision", "DeckError", "Event", "Game",
           "IllegalActionError", "NoDecisionError", "OptionError", "OptionSpec", "Outcome",
           "OutsideStepError", "PositionError", "Problem", "RandomAgent", "Rng", "Rule", "RuleRegistry",
           "Ruleset", "SaveFileError", "Violation", "data_dir", "json_schema", "load_json", "parse_json",
           "play_match", "read_json", "validate_data"]
