#!/usr/bin/env python3
"""Asks the terminal this runs in a question and writes its answer to a file.

    terminal-reply.py QUERY OUTPUT

QUERY is written with Python escapes (\\x1b[?u for the kitty keyboard flags), followed by
a primary device attributes request (DA1), which every terminal answers: the reply is
read until DA1's answer, for at most 3 seconds. OUTPUT gets the reply without DA1's
answer, escaped (ESC as \\x1b), or "no answer". Used by scripts/check-real-terminals.sh
from a shell in a real terminal, before and after a program ran there.
"""
import os
import re
import select
import sys
import termios
import time
import tty

query = sys.argv[1].encode().decode("unicode_escape").encode("latin-1")
tty_fd = os.open("/dev/tty", os.O_RDWR)
saved = termios.tcgetattr(tty_fd)
try:
    tty.setraw(tty_fd)
    os.write(tty_fd, query + b"\x1b[c")
    received = b""
    deadline = time.monotonic() + 3
    fence = re.compile(rb"\x1b\[\?[0-9;]*c")
    while not fence.search(received) and time.monotonic() < deadline:
        ready, _, _ = select.select([tty_fd], [], [], max(0, deadline - time.monotonic()))
        if ready:
            received += os.read(tty_fd, 1024)
finally:
    termios.tcsetattr(tty_fd, termios.TCSANOW, saved)
match = fence.search(received)
text = "no answer" if match is None else repr(received[: match.start()] + received[match.end() :])[2:-1]
with open(sys.argv[2], "w") as output:
    output.write(text + "\n")
