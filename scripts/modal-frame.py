#!/usr/bin/env python3
"""Prints the cells a modal's frame covers on a screen printed as text (the demo's
--headless output): "FIRST_COLUMN FIRST_ROW LAST_COLUMN LAST_ROW", 0-based, from its
corners ┌ and ┘, counting wide characters as two columns.

    weavy-demo --headless --keys s | modal-frame.py
"""
import sys
import unicodedata

top_left = bottom_right = None
for row, line in enumerate(sys.stdin.read().split("\n")):
    column = 0
    for character in line:
        if character == "┌" and top_left is None:
            top_left = (column, row)
        if character == "┘":
            bottom_right = (column, row)
        column += 2 if unicodedata.east_asian_width(character) in "WF" else 1
if top_left is None or bottom_right is None:
    sys.exit("modal-frame.py: no frame on the screen")
print(top_left[0], top_left[1], bottom_right[0], bottom_right[1])
