"""The games, grouped by structure as CGSuite groups its rulesets.

- :mod:`gamekit.games.heaps` — a position is a row of heaps: nim, subtraction and take-away games,
  octal and take-and-break games, splitting games, dynamic subtraction, staircase nim, sums of
  different heap games;
- :mod:`gamekit.games.boards` — a piece or coins on a board or a strip: chess pieces, Wythoff's
  queen, Chomp, coin turning, pawns and bubbles in rows;
- :mod:`gamekit.games.graphs` — a position is a vertex or a tree: graph games (loopy ones too),
  rooted trees and Hackenbush stalks, the article's map DUGÓ.

The article's "NIM family" (§6) is a section of the course map, not a module: its games live
here by what they are.
"""
