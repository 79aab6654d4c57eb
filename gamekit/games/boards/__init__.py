"""Board and strip games: a piece on a chessboard, Wythoff's queen, Chomp, coins in a row, pawns and
bubbles on a strip.
"""
