"""cardgames: rules engines for four trading card games, one rule step at a time."""
from .core.language import set_language

__version__ = "0.3.0"
__all__ = ["set_language"]
