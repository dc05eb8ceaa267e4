"""The board kit: what every game's layout shares. `theme` (colours and font sizes), `pieces` (card frame, back,
slot, pile, hand row, bars, counters and tokens, effect labels, badges, text fitting) and `animation` (easing,
stagger, flips, cards flying between zones from the standard move events, count-ups, floating labels) and `layout`
(`GameLayout`, the protocol a board calls, every hook with its default; which seat is drawn at the top, a card of a
view by its id, the static SVG picture).

A layout keeps only its geometry and its card face, and reads only the view the board hands it; everything here
draws on any `widgets.surface.Surface`, so the live canvas, the SVG pictures and the recording tests all get the same
pieces. Standard library only."""
