"""cardgames: rules engines for four trading card games, one rule step at a time."""
__version__ = "0.2.0"
