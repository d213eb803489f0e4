#!/usr/bin/env python3
"""Checks the package's module graph against the design: module names say what they hold.

- The engine (Weavy), the toolkit (WeavyKit), the testing library (WeavyTesting) and the
  SSH server (WeavySSH) have no curses anywhere in their dependencies.
- No module named for curses lacks curses: every target with "curses" in its name
  depends, directly or not, on the CNcurses system library (or is it).
- The toolkit and the engine build no SwiftNIO.
- Only WeavyPostgres (and what tests it) builds postgres-nio, so that an app that does not
  keep its state in PostgreSQL, served or not, never builds it; and WeavyPostgres needs no
  terminal: neither the toolkit nor the SSH server is in its dependencies. The demo's
  server program (`weavy-demo-serve`, whose `--database` keeps its lists in PostgreSQL) is
  the one program that uses it.
- The demo's own binary (`weavy-demo`) builds no SwiftNIO: it runs the server program
  for `weavy-demo serve`, and stays small and quick to start.

Reads `swift package dump-package`; exits 1 naming each problem. Run from the package root.
"""
import json
import subprocess
import sys

package = json.loads(subprocess.run(
    ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
targets = {target["name"]: target for target in package["targets"]}


def direct(name):
    """The target's direct dependencies: ('target', name) or ('product', package)."""
    found = []
    for dependency in targets[name].get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                value = dependency[kind]
                if kind == "product":
                    found.append(("product", value[1]))
                else:
                    found.append(("target", value[0]))
    return found


def closure(name):
    seen, stack = set(), [("target", name)]
    while stack:
        item = stack.pop()
        if item in seen:
            continue
        seen.add(item)
        if item[0] == "target" and item[1] in targets:
            stack.extend(direct(item[1]))
    seen.discard(("target", name))
    return seen


problems = []
for name in ("Weavy", "WeavyKit", "WeavyTesting", "WeavySSH"):
    curses = sorted(n for kind, n in closure(name) if kind == "target" and "curses" in n.lower())
    if curses:
        problems.append(f"{name} depends on curses through {', '.join(curses)}")
for name in ("Weavy", "WeavyKit", "WeavyTesting"):
    nio = sorted(n for kind, n in closure(name) if kind == "product" and "nio" in n.lower())
    if nio:
        problems.append(f"{name} builds SwiftNIO ({', '.join(nio)})")
postgres_users = {"WeavyPostgres", "WeavyDemoServer"}
for name, target in targets.items():
    if name in postgres_users or target["type"] == "test":
        continue
    if ("product", "postgres-nio") in closure(name):
        problems.append(f"{name} builds postgres-nio: only WeavyPostgres may")
if "WeavyDemoMain" in targets:
    nio = sorted(n for kind, n in closure("WeavyDemoMain") if kind == "product" and "nio" in n.lower())
    if nio:
        problems.append(f"WeavyDemoMain (weavy-demo) builds SwiftNIO ({', '.join(nio)}): only weavy-demo-serve may")
if "WeavyPostgres" in targets:
    terminal = sorted(n for kind, n in closure("WeavyPostgres") if kind == "target" and n in ("WeavyKit", "WeavySSH"))
    if terminal:
        problems.append(f"WeavyPostgres depends on {', '.join(terminal)}: a store needs no terminal")
for name, target in targets.items():
    if "curses" in name.lower() and name != "CNcurses" and target["type"] != "test":
        if ("target", "CNcurses") not in closure(name):
            problems.append(f"{name} is named for curses but has no curses in it")

if problems:
    print("module graph: " + "; ".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"module graph: {len(targets)} targets; the engine, toolkit, testing and serving modules have no curses, "
      "and every module named for curses has it; only WeavyPostgres (and weavy-demo-serve) builds postgres-nio, "
      "and weavy-demo no SwiftNIO")
