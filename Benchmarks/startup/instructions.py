#!/usr/bin/env python3
"""Instructions a terminal program executes from its start to its first frame and
quitting, counted by callgrind (repeatable under any machine load, unlike time).

Each program runs under `valgrind --tool=callgrind` in a fresh 100x30 pseudo-terminal
(TERM=xterm-256color, LANG=C.UTF-8, COLORFGBG set so nothing asks the terminal); once
its output has been quiet for --settle seconds the quit key is sent, and the total
instruction count of the run is printed. Startup and quitting are both counted; the
quit is a small part (one key, one exit).

  python3 Benchmarks/startup/instructions.py \
      "C reference=Benchmarks/e2e/build/reference /tmp/catalog.tsv" \
      "weavy-hello=.build/release/weavy-hello"

With ROUNDS=N (and KEYS, the keys of one round, separated by spaces, in Python's
escapes: "\\r \\x1b", Enter then Esc, by default), each program also runs with N rounds
of those keys sent after the first frame, each key once the output is quiet again, and
the instructions per round are printed: (with rounds - without) / N.

With KEEP_DIR=D, callgrind's output of each run is kept in D as callgrind.NAME.KEYS (KEYS:
the number of keys sent before quitting, 0 for the run without rounds; for
`callgrind_annotate --inclusive=yes`). Static Swift binaries carry DWARF that valgrind cannot read: strip them first
(`strip --strip-debug -o /tmp/hello .build/release/weavy-hello`).
"""
import os
import pty
import re
import select
import shlex
import signal
import struct
import sys
import tempfile
import termios
import time
import fcntl


def run(name, command, settle, quit_key, keys=()):
    tag = len(keys)
    out = tempfile.NamedTemporaryFile(prefix="callgrind.", delete=False).name
    argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + shlex.split(command)
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", LANG="C.UTF-8", COLORFGBG="15;0")
        os.execvp(argv[0], argv)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    last = time.monotonic()
    seen = 0
    sent = False
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            seen += len(data)
            last = time.monotonic()
        elif not sent and seen > 0 and time.monotonic() - last > settle:
            os.write(fd, (keys[0] if keys else quit_key).encode())
            last = time.monotonic()
            if keys:
                keys = keys[1:]
            else:
                sent = True
        done, _ = os.waitpid(pid, os.WNOHANG)
        if done:
            break
    else:
        os.kill(pid, signal.SIGKILL)
        raise SystemExit(f"{name}: did not quit")
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    text = open(out).read()
    keep = os.environ.get("KEEP_DIR")
    if keep:
        os.rename(out, os.path.join(keep, f"callgrind.{name.replace(' ', '-')}.{tag}"))
    else:
        os.unlink(out)
    match = re.search(r"^summary: (\d+)", text, re.M) or re.search(r"^totals: (\d+)", text, re.M)
    if not match:
        raise SystemExit(f"{name}: no instruction count in callgrind's output")
    return int(match.group(1)), seen


def main():
    settle = float(os.environ.get("SETTLE", "2.0"))
    programs = [argument.split("=", 1) for argument in sys.argv[1:]]
    if not programs:
        raise SystemExit(__doc__)
    results = []
    rounds = int(os.environ.get("ROUNDS", "0"))
    round_keys = os.environ.get("KEYS", "\\r \\x1b").encode().decode("unicode_escape").split(" ")
    for name, command in programs:
        count, written = run(name, command, settle, "q")
        print(f"{name}: {count / 1e6:.2f} M instructions to the first frame and quit ({written} bytes written)")
        if rounds:
            with_rounds, _ = run(name, command, settle, "q", tuple(round_keys * rounds))
            count = (with_rounds - count) / rounds
            print(f"{name}: {count / 1e6:.2f} M instructions per round of {round_keys!r}")
        results.append((name, count))
    base = results[0][1]
    for name, count in results[1:]:
        print(f"{name}: {count / base:.2f}x {results[0][0]}")


if __name__ == "__main__":
    main()
