"""Tables printed in the course's sources, transcribed as data, for the tests to compare with computed ones."""

# The misère slides ("Betli játékok"): for each subtraction set K, the rows γ(n) and γ^h(n),
# n = 0..17, as printed.
SLIDE_ROWS = {
    (2, 6): ([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0],
             [1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1]),
    (2, 5): ([0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1],
             [1, 1, 0, 0, 1, 2, 0, 1, 1, 0, 0, 1, 2, 0, 1, 1, 0, 0]),
    (1, 3, 4): ([0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1],
                [1, 0, 1, 0, 2, 3, 2, 1, 0, 1, 0, 2, 3, 2, 1, 0, 1, 0]),
    (2, 4, 7): ([0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1],
                [1, 1, 0, 0, 2, 2, 1, 3, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0]),
}


# The nim-sum table of the slides "Nim-összeadás, játékok összege" (Nim-addition, sums of games):
# rows printed from 7 down to 0, columns 0..7.
SLIDE_TABLE = {
    7: [7, 6, 5, 4, 3, 2, 1, 0],
    6: [6, 7, 4, 5, 2, 3, 0, 1],
    5: [5, 4, 7, 6, 1, 0, 3, 2],
    4: [4, 5, 6, 7, 0, 1, 2, 3],
    3: [3, 2, 1, 0, 7, 6, 5, 4],
    2: [2, 3, 0, 1, 6, 7, 4, 5],
    1: [1, 0, 3, 2, 5, 4, 7, 6],
    0: [0, 1, 2, 3, 4, 5, 6, 7],
}
