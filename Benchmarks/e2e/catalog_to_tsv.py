#!/usr/bin/env python3
"""Convert the WeavyDemo catalog (JSON) to the TSV read by reference.c.

Input schema:
  {"movies": [{"id", "title", "year", "director", "writer", "budget",
               "description", "cast": [personId, ...],
               "list": "wishlist" | "watched"}],
   "people": [{"id", "name", "biography"}]}

Output: one movie per line, in catalog order:
  list \t id \t title \t year \t director \t writer \t budget \t description \t cast1|cast2|...

Usage: catalog_to_tsv.py [catalog.json] [out.tsv]   (defaults: the demo catalog, stdout)
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CATALOG = os.path.normpath(
    os.path.join(HERE, "..", "..", "Sources", "Demo", "WeavyDemo", "Resources", "catalog.json"))


def clean(value, extra=""):
    """Make a value safe for one TSV field (no tabs/newlines, optionally no `extra` chars)."""
    s = "" if value is None else str(value)
    for ch in "\t\r\n" + extra:
        s = s.replace(ch, " " if ch in "\t\r\n" else "/")
    return s.strip()


def convert(catalog):
    people = {p["id"]: p.get("name", "") for p in catalog.get("people", [])}
    lines = []
    for m in catalog.get("movies", []):
        cast = [clean(people.get(pid, str(pid)), "|") for pid in m.get("cast", [])]
        budget = m.get("budget") or 0
        fields = [
            clean(m.get("list", "wishlist")),
            clean(m.get("id", "")),
            clean(m.get("title", "")),
            clean(m.get("year", "")),
            clean(m.get("director", "")),
            clean(m.get("writer", "")),
            str(int(budget)),
            clean(m.get("description", "")),
            "|".join(cast),
        ]
        lines.append("\t".join(fields))
    return "\n".join(lines) + ("\n" if lines else "")


def convert_file(src, dst):
    with open(src, encoding="utf-8") as f:
        text = convert(json.load(f))
    tmp = dst + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, dst)


def main(argv):
    src = argv[1] if len(argv) > 1 else DEFAULT_CATALOG
    if len(argv) > 2:
        convert_file(src, argv[2])
    else:
        with open(src, encoding="utf-8") as f:
            sys.stdout.write(convert(json.load(f)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
