"""Data models declared in pydantic's spelling, without importing pydantic: the rules read plain objects, and
pydantic is imported and the validators built only when a loader first validates a file (`core.data`).

Card lists, effects, deck files, positions and saves are declared as before, with this module's `BaseModel`,
`Field`, `ConfigDict` and `TypeAdapter` in place of pydantic's:

    class Attack(BaseModel):
        model_config = ConfigDict(extra="forbid", frozen=True)
        name: str
        power: Annotated[int, Field(ge=0)]

Importing an engine then costs no pydantic (about half of the import) and builds no validator (most of the rest);
an object the loader returns is an instance of the declared class itself, with its fields as plain attributes,
which the rules read at plain-attribute speed (a pydantic model's attribute takes Python's slow generic path). The
first validation makes the pydantic model of each class (`pydantic_model`): the same fields, names, constraints,
docstrings and configuration, so files are checked and their problems worded exactly as pydantic does, and JSON
Schemas are pydantic's. `WHOLE` (an int alone, never `true`) is a marker the model turns into its validator.
"""
from __future__ import annotations

import copy
import typing
from collections.abc import Callable
from types import UnionType
from typing import Annotated, Any, ClassVar, Union, get_args, get_origin


class FieldSpec:
    """What `Field(...)` was given, kept until the pydantic model is made (`pydantic.Field` with the same
    arguments)."""

    __slots__ = ("args", "kwargs")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs

    def default_value(self) -> Any:
        """The field's default for an object made without it (`Ellipsis` when the field is required)."""
        if "default_factory" in self.kwargs:
            return self.kwargs["default_factory"]()
        return self.kwargs.get("default", self.args[0] if self.args else ...)


def Field(*args: Any, **kwargs: Any) -> Any:  # noqa: N802 (pydantic's spelling)
    return FieldSpec(*args, **kwargs)


ConfigDict = dict


class _Whole:
    """`core.data.WHOLE`: pydantic's strict mode takes `true` and `1.0` for the literal 1; with this in its
    `Annotated` metadata, a literal number takes an int alone (for pydantic's own models too)."""

    def __repr__(self) -> str:
        return "WHOLE"

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema
        return core_schema.no_info_before_validator_function(_whole_number, handler(source))


WHOLE = _Whole()


def _own_annotations(cls: type) -> dict[str, Any]:
    """The fields a class declares itself (not its `ClassVar`s), each as the type its annotation names."""
    own = cls.__dict__.get("__annotations__", {})
    # the module's own annotation strings, resolved by the standard library (no eval of our own)
    hints = typing.get_type_hints(cls, include_extras=True)
    return {name: hints[name] for name in own if get_origin(hints[name]) is not ClassVar}


class _ModelFields:
    """`Model.model_fields`: pydantic's fields of the class (pydantic is imported when first read)."""

    def __get__(self, obj: Any, cls: type[BaseModel]) -> dict[str, Any]:
        return pydantic_model(cls).model_fields


class BaseModel:
    """A declared model (pydantic's spelling): its annotated fields, validated by pydantic when loaded, held as
    plain attributes. Made by a loader (`core.data`), or by calling the class, which validates its arguments as
    pydantic does."""

    model_config: ClassVar[dict] = {}
    model_fields = _ModelFields()
    _defaults: ClassVar[dict[str, Any]] = {}  # the fields' declared defaults, by name (the class's and its bases')

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """The fields' defaults (`kind: Literal["spirit"] = "spirit"`, `name: str = Field(...)`) are taken off the
        class into `_defaults`, as pydantic does: every object holds all its fields, and a field that is also a class
        attribute is read by Python 3.11's generic attribute look-up, never specialized (a card's name, read by the
        rules at most steps)."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("__annotations__", {})
        fields = [name for name, annotation in own.items()
                  if name in cls.__dict__ and not str(annotation).startswith(("ClassVar", "typing.ClassVar"))]
        cls._defaults = {**cls._defaults, **{name: cls.__dict__[name] for name in fields}}
        for name in fields:
            delattr(cls, name)

    def __init__(self, **data: Any) -> None:
        made = pydantic_model(type(self))(**data)
        self.__dict__.update(plain(made).__dict__)

    @classmethod
    def declared_fields(cls) -> dict[str, Any]:
        """Every field of the class and its bases, in pydantic's order (a base's fields first), with its type."""
        found = cls.__dict__.get("_declared")
        if found is None:
            found = {}
            for base in reversed(cls.__mro__):
                if issubclass(base, BaseModel) and base is not BaseModel:
                    found.update(_own_annotations(base))
            cls._declared = found
        return found

    @classmethod
    def default_of(cls, name: str) -> Any:
        """The default of field `name` (`Ellipsis` when it has none)."""
        default = cls._defaults.get(name, ...)
        if isinstance(default, FieldSpec):
            return default.default_value()
        annotation = cls.declared_fields()[name]
        for meta in getattr(annotation, "__metadata__", ()):
            if isinstance(meta, FieldSpec) and "default_factory" in meta.kwargs:
                return meta.default_value()
        return default

    def __setattr__(self, name: str, value: Any) -> None:
        if self.model_config.get("frozen"):
            raise AttributeError(f"{type(self).__name__} is read-only ({name})")
        object.__setattr__(self, name, value)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and vars(other) == vars(self)

    __hash__ = object.__hash__

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"

    def model_dump(self, *, include: set[str] | None = None, exclude_none: bool = False,
                   exclude_defaults: bool = False, **pydantic_options: Any) -> dict[str, Any]:
        """The fields as plain data, as pydantic's `model_dump` (by field name). Any other of pydantic's options
        (`by_alias`, `exclude`, `mode`, ...) is pydantic's own: the object is handed to its pydantic model, so a
        learner's cell written for pydantic models reads the same."""
        if pydantic_options:
            return as_pydantic(self).model_dump(include=include, exclude_none=exclude_none,
                                                exclude_defaults=exclude_defaults, **pydantic_options)
        out = {}
        for name in type(self).declared_fields():
            if include is not None and name not in include:
                continue
            value = getattr(self, name)
            if (exclude_none and value is None) or (exclude_defaults and value == type(self).default_of(name)):
                continue
            out[name] = _dumped(value, exclude_none, exclude_defaults)
        return out

    @classmethod
    def model_validate(cls, data: Any) -> BaseModel:
        """`data` validated as pydantic's `model_validate` does, as an object of this class."""
        return plain(pydantic_model(cls).model_validate(data))

    @classmethod
    def model_json_schema(cls) -> dict[str, Any]:
        return pydantic_model(cls).model_json_schema()

    def model_dump_json(self) -> str:
        import json
        return json.dumps(self.model_dump(), separators=(",", ":"), ensure_ascii=False)

    def model_copy(self, *, update: dict[str, Any] | None = None, deep: bool = False) -> BaseModel:
        """A copy, as pydantic's `model_copy`: `update` replaces fields, `deep` copies nested lists and objects."""
        twin = object.__new__(type(self))
        twin.__dict__.update(copy.deepcopy(vars(self)) if deep else vars(self), **(update or {}))
        return twin


class CardData(BaseModel):
    """The base of a game's card models and effect vocabulary, as its card files write them: closed (a key the
    model does not declare is an error in the file, never ignored), frozen (one card pool serves every game of a
    kernel), and a field with an alias is read by either name (`"if"` or `when`)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


def _dumped(value: Any, exclude_none: bool, exclude_defaults: bool) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(exclude_none=exclude_none, exclude_defaults=exclude_defaults)
    if isinstance(value, list | tuple):
        return [_dumped(v, exclude_none, exclude_defaults) for v in value]
    if isinstance(value, dict):
        return {k: _dumped(v, exclude_none, exclude_defaults) for k, v in value.items()}
    return value


class TypeAdapter:
    """A type to validate data against (pydantic's spelling), its validator made when first used."""

    def __init__(self, type_: Any) -> None:
        self.type = type_
        self._adapter: Any = None

    def pydantic(self) -> Any:
        if self._adapter is None:
            import pydantic
            self._adapter = pydantic.TypeAdapter(pydantic_type(self.type))
        return self._adapter


# ----- data known to be valid, made into the declared objects without pydantic ----------------------------------
def build(tp: Any, data: Any) -> Any:
    """`data` (plain JSON data that pydantic has already found valid as `tp`: a shipped file checked when the kit
    was built and tested, `core.data.load_json`) as the objects pydantic's validation followed by `plain` gives:
    models with their defaults filled in, tuples for tuples, a union's member picked by its literal `kind`-like
    field. Nothing is checked here: an invalid input gives wrong objects, which is why only data validated before
    comes this way (`tests/test_shipped_data.py` checks that both ways give equal objects for every shipped file).
    Each type's maker is written once (`_maker`), so a card list builds at a few microseconds a card."""
    make = _maker(tp)
    return data if make is None else make(data)


_MAKERS: dict[Any, Callable[[Any], Any] | None] = {}


def _maker(tp: Any) -> Callable[[Any], Any] | None:
    """The function that makes valid data of type `tp` into its objects; None when the data is its own object (a
    string, a number, a literal)."""
    try:
        return _MAKERS[tp]
    except KeyError:
        pass
    except TypeError:  # an unhashable type: made afresh each time
        return _new_maker(tp)
    made = _MAKERS[tp] = _new_maker(tp)  # (a model's field makers are found when first used: no recursion here)
    return made


def _new_maker(tp: Any) -> Callable[[Any], Any] | None:
    if isinstance(tp, TypeAdapter):
        return _maker(tp.type)
    if getattr(tp, "__metadata__", None) is not None:  # Annotated[T, ...]: the constraints were checked
        return _maker(get_args(tp)[0])
    if isinstance(tp, type):
        if issubclass(tp, BaseModel):
            return _model_maker(tp)
        return float if tp is float else None
    origin, args = get_origin(tp), get_args(tp)
    if origin is list:
        item = _maker(args[0])
        return list if item is None else (lambda data: [item(x) for x in data])
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _maker(args[0])
            return tuple if item is None else (lambda data: tuple(item(x) for x in data))
        items = [_maker(arg) for arg in args]
        return lambda data: tuple(x if m is None else m(x) for m, x in zip(items, data, strict=True))
    if origin is dict:
        key, value = int if args[0] is int else None, _maker(args[1])
        return lambda data: {(k if key is None else key(k)): (v if value is None else value(v))
                             for k, v in data.items()}
    if origin is Union or isinstance(tp, UnionType):
        return _union_maker(args)
    return None  # Literal, Any


def _union_maker(members: tuple) -> Callable[[Any], Any]:
    """Valid data of a union: null as None; an object as the model whose literal fields (a discriminator such as
    `kind`) hold the values it has, or the only model; anything else as itself."""
    models = [m for m in members if isinstance(m, type) and issubclass(m, BaseModel)]
    literals = [(m, [(name, get_args(annotation), m.default_of(name)) for name, annotation in
                     m.declared_fields().items() if get_origin(annotation) is typing.Literal]) for m in models]
    others = [m for m in members if m not in models and m is not type(None)]
    other = _maker(others[0]) if len(others) == 1 else None

    def make(data: Any) -> Any:
        if data is None:
            return None
        if isinstance(data, dict) and models:
            for model, fields in literals:
                if len(models) == 1 or all(data.get(name, default) in values for name, values, default in fields):
                    return _maker(model)(data)
            raise TypeError(f"no member of {members} fits {sorted(data)}")
        return data if other is None else other(data)
    return make


def _model_maker(cls: type[BaseModel]) -> Callable[[dict], BaseModel]:
    """Valid data of model `cls`: each field from its key (its alias if it has one), made by its type's maker, or
    its default."""
    fields = []
    for name, annotation in cls.declared_fields().items():
        default = cls.default_of(name)
        # a mutable default is copied for each object (a fresh list, as pydantic gives); an immutable one is shared
        fresh = None if type(default) in (type(None), bool, int, float, str, tuple) else default
        fields.append((name, _alias(cls, name, annotation), annotation, default, fresh))
    plan: list[tuple] = []

    def make(data: dict) -> BaseModel:
        if not plan:  # the field makers, found when first used (a model may contain itself)
            plan.extend((name, key, _maker(annotation), default, fresh)
                        for name, key, annotation, default, fresh in fields)
        values = {}
        for name, key, maker, default, fresh in plan:
            if key in data:
                value = data[key]
                values[name] = value if maker is None else maker(value)
            else:
                values[name] = default if fresh is None else copy.copy(fresh)
        # the object's own dict, as pydantic's objects have: filled key by key in the object's `__dict__` (a dict
        # sharing its class's keys), no read of its attributes was ever specialized by Python 3.11, and the rules
        # read cards at every step (one game ran 3% more machine instructions per decision)
        obj = object.__new__(cls)
        object.__setattr__(obj, "__dict__", values)
        return obj
    return make


def _alias(cls: type[BaseModel], name: str, annotation: Any) -> str:
    """The key field `name` of `cls` is read from (`Field(alias="if")`, as the default or in `Annotated`)."""
    for spec in (cls._defaults.get(name), *getattr(annotation, "__metadata__", ())):
        if isinstance(spec, FieldSpec) and isinstance(spec.kwargs.get("alias"), str):
            return spec.kwargs["alias"]
    return name


# ----- made when a loader first validates: pydantic from here on ------------------------------------------------
_MODELS: dict[type, type] = {}   # declared class -> its pydantic model
_DECLARED: dict[type, type] = {}  # pydantic model -> its declared class


def pydantic_model(cls: type[BaseModel]) -> type:
    """The pydantic model of a declared class, made once."""
    model = _MODELS.get(cls)
    if model is None:
        import pydantic
        fields = {}
        for name, annotation in cls.declared_fields().items():
            default = cls._defaults.get(name, ...)
            default = pydantic.Field(*default.args, **default.kwargs) if isinstance(default, FieldSpec) else default
            fields[name] = (pydantic_type(annotation), default)
        model = pydantic.create_model(cls.__name__, __config__=pydantic.ConfigDict(**cls.model_config),
                                      __doc__=cls.__dict__.get("__doc__"), __module__=cls.__module__, **fields)
        _MODELS[cls], _DECLARED[model] = model, cls
    return model


def pydantic_type(tp: Any) -> Any:
    """A declared type with pydantic's own in place of this module's stand-ins."""
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return pydantic_model(tp)
    if isinstance(tp, TypeAdapter):
        return pydantic_type(tp.type)
    metadata = getattr(tp, "__metadata__", None)
    if metadata is not None:
        return Annotated[(pydantic_type(get_args(tp)[0]), *map(_pydantic_meta, metadata))]
    args = get_args(tp)
    if not args:
        return tp
    origin = get_origin(tp)
    if origin is Union or isinstance(tp, UnionType):
        return Union[tuple(map(pydantic_type, args))]  # noqa: UP007 (made from a tuple of types)
    if origin is typing.Literal:
        return tp
    return origin[tuple(map(pydantic_type, args))]


def _pydantic_meta(meta: Any) -> Any:
    import pydantic
    if isinstance(meta, FieldSpec):
        return pydantic.Field(*meta.args, **meta.kwargs)
    return meta


def _whole_number(value: Any) -> Any:
    if type(value) is not int:  # a kind of its own, so a reader words it as an int's (`core.data`)
        from pydantic_core import PydanticCustomError
        raise PydanticCustomError("whole_number", "a whole number is expected here")
    return value


def as_pydantic(value: Any) -> Any:
    """A declared object as an object of its pydantic model (nested ones too), built without validating again."""
    if isinstance(value, BaseModel):
        model = pydantic_model(type(value))
        return model.model_construct(**{name: as_pydantic(v) for name, v in vars(value).items()})
    if type(value) is list:
        return [as_pydantic(v) for v in value]
    if type(value) is dict:
        return {k: as_pydantic(v) for k, v in value.items()}
    return value


def plain(value: Any) -> Any:
    """What pydantic validated against `pydantic_type(...)`, as the declared classes' objects (lists and dicts
    copied, other values as they are)."""
    cls = _DECLARED.get(type(value))
    if cls is not None:
        obj = object.__new__(cls)
        obj.__dict__.update({name: plain(v) for name, v in value.__dict__.items()})
        return obj
    if type(value) is list:
        return [plain(v) for v in value]
    if type(value) is tuple:  # a fixed-length field (a position's two players)
        return tuple(plain(v) for v in value)
    if type(value) is dict:
        return {k: plain(v) for k, v in value.items()}
    return value
