"""core.operations: an interpreter's functions found by the op they carry out, checked against the effect
vocabulary, and keyed by the op's model for a cheap look-up."""
from __future__ import annotations

import types
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, Field

from cardgames.core.operations import by_model, op_names, operations, require_operations


class Gain(BaseModel):
    op: Literal["gain"]
    amount: int


class Burn(BaseModel):
    op: Literal["burn"]


Step = Annotated[Gain | Burn, Field(discriminator="op")]


def _interpreter(source: str) -> types.ModuleType:
    module = types.ModuleType("toy_interpreter")
    exec(source, module.__dict__)
    return module


def test_the_functions_are_found_by_op_and_keyed_by_model():
    module = _interpreter("def op_gain(st, op): return op.amount\ndef op_burn(st, op): return 0\n"
                          "def targets_burn(st, op): return []\n")
    found = operations(module, vocabulary=Step)
    assert op_names(Step) == {"gain", "burn"} and set(found) == {"gain", "burn"}
    require_operations(Step, found)
    assert by_model(Step, found) == {Gain: module.op_gain, Burn: module.op_burn}
    assert by_model(Step, operations(module, "targets_", Step)) == {Burn: module.targets_burn}


def test_a_misspelt_function_and_an_op_without_one_are_refused():
    with pytest.raises(TypeError, match="op_gian carry out no op"):
        operations(_interpreter("def op_gian(st, op): pass\n"), vocabulary=Step)
    with pytest.raises(TypeError, match="ops carried out by no function: burn"):
        require_operations(Step, operations(_interpreter("def op_gain(st, op): pass\n"), vocabulary=Step))
