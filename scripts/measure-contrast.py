#!/usr/bin/env python3
"""Measures WCAG contrast on a screenshot of a terminal, cell by cell.

    measure-contrast.py SHOT.png COLUMNS ROWS [FIRST_COLUMN FIRST_ROW LAST_COLUMN LAST_ROW]

The window's text area starts at its top left corner and holds COLUMNS x ROWS cells of
equal size (the rest of the picture, on the right and below, is padding). Given a
rectangle of cells (0-based, inclusive), only the cells in it are measured: a modal's,
whose content beneath is dimmed on purpose.
For each cell, its background is the colour most of its pixels have, and a cell has text
when another colour differs from it; its contrast is WCAG's ratio between the background
and the colour of the cell that is most distant from it (the glyph's core, past its
anti-aliased edge). A cell's outermost pixel columns are left out: a neighbour's glyph
spills its anti-aliased edge into them. Prints one JSON object: the cell size, how many cells have text,
the worst cell (column, row, background, text colour, ratio) and how many cells are
below 4.5:1. Only the standard library is used; ImageMagick's `convert` reads the PNG.
"""
import collections
import json
import subprocess
import sys


def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(value) for value in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def ratio(first, second):
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def read_ppm(path):
    data = subprocess.run(["convert", path, "-depth", "8", "ppm:-"], check=True, capture_output=True).stdout
    fields, offset = [], 0
    while len(fields) < 4:
        while data[offset : offset + 1].isspace():
            offset += 1
        end = offset
        while not data[end : end + 1].isspace():
            end += 1
        fields.append(data[offset:end])
        offset = end
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[offset + 1 :]


def hex_colour(rgb):
    return "#%02x%02x%02x" % rgb


def main():
    path, columns, rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    within = [int(value) for value in sys.argv[4:8]] if len(sys.argv) >= 8 else [0, 0, columns - 1, rows - 1]
    left = top = 0
    width, height, pixels = read_ppm(path)
    cell_width, cell_height = (width - left) // columns, (height - top) // rows
    worst, text_cells, failing = None, 0, 0
    for row in range(within[1], within[3] + 1):
        for column in range(within[0], within[2] + 1):
            counts = collections.Counter()
            x0, y0 = left + column * cell_width, top + row * cell_height
            for y in range(y0, y0 + cell_height):
                # Without its outermost columns: a neighbour's glyph may spill its
                # anti-aliased edge a pixel into this cell.
                start = (y * width + x0 + 1) * 3
                line = pixels[start : start + (cell_width - 2) * 3]
                counts.update(line[index : index + 3] for index in range(0, len(line), 3))
            background = tuple(counts.most_common(1)[0][0])
            if len(counts) == 1:
                continue
            text = max((tuple(colour) for colour in counts), key=lambda colour: ratio(colour, background))
            measured = ratio(text, background)
            if measured < 1.05:
                continue  # a shade the eye cannot tell from the background: no text
            text_cells += 1
            if measured < 4.5:
                failing += 1
            if worst is None or measured < worst["ratio"]:
                worst = {
                    "column": column, "row": row, "background": hex_colour(background),
                    "text": hex_colour(text), "ratio": round(measured, 2),
                }
    print(json.dumps({
        "cell": [cell_width, cell_height], "text_cells": text_cells, "below_4_5": failing, "worst": worst,
    }))


main()
