#!/usr/bin/env python3
"""Runs a terminal program in a pseudo-terminal, as a person at a terminal would.

    scripts/run-in-pty.py [--size 80x24] [--expect TEXT]... [--then KEYS --expect TEXT]... -- PROGRAM [ARGS]

Each --expect waits (up to --timeout seconds) until TEXT has appeared in what the
program wrote since the previous step; each --then types KEYS (Python escapes: \\r is
Enter, \\x1b is Esc). After the last step the program must exit by itself (status 0)
within the timeout. Exits 0 when every step passed, 1 with the reason and the output's
tail otherwise. Needs no terminal and no standard input of its own.
"""
import argparse
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import fcntl
import time

ANSI = re.compile(rb"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78MDEHc])")


def visible(data: bytes) -> str:
    """The text the program wrote, escape sequences taken out."""
    return ANSI.sub(b"", data).decode("utf-8", "replace")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", default="80x24")
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--expect", action="append", default=[], dest="steps", type=lambda t: ("expect", t))
    parser.add_argument("--then", action="append", dest="steps", type=lambda k: ("keys", k))
    parser.add_argument("program", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    program = options.program[1:] if options.program[:1] == ["--"] else options.program
    if not program:
        parser.error("no program given")
    columns, rows = (int(n) for n in options.size.split("x"))

    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm-256color"
        os.environ.setdefault("LANG", "C.UTF-8")
        os.execvp(program[0], program)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    output = bytearray()
    seen = 0  # where the current step starts looking

    def read_for(seconds: float) -> bool:
        """Reads what the program writes for up to `seconds`; False once it closed the pty."""
        ready, _, _ = select.select([fd], [], [], seconds)
        if not ready:
            return True
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        output.extend(chunk)
        return bool(chunk)

    def fail(reason: str) -> int:
        print(f"run-in-pty: {reason}", file=sys.stderr)
        print("--- the program's last output, escape sequences removed ---", file=sys.stderr)
        print(visible(bytes(output[-3000:])), file=sys.stderr)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        return 1

    for kind, value in options.steps:
        if kind == "keys":
            os.write(fd, value.encode("utf-8").decode("unicode_escape").encode("utf-8"))
            seen = len(output)
            continue
        deadline = time.monotonic() + options.timeout
        while value not in visible(bytes(output[seen:])):
            if time.monotonic() > deadline:
                return fail(f"'{value}' did not show within {options.timeout} s")
            if not read_for(0.05):
                return fail(f"the program ended before '{value}' showed")

    deadline = time.monotonic() + options.timeout
    while True:
        finished, status = os.waitpid(pid, os.WNOHANG)
        if finished:
            break
        if time.monotonic() > deadline:
            return fail(f"the program did not exit within {options.timeout} s")
        read_for(0.05)
    while read_for(0.01):
        pass
    if os.WIFSIGNALED(status):
        return fail(f"the program was killed by signal {os.WTERMSIG(status)}")
    if os.WEXITSTATUS(status) != 0:
        return fail(f"the program exited with status {os.WEXITSTATUS(status)}")
    print(f"run-in-pty: {' '.join(program)}: every step passed, exit status 0")
    return 0


if __name__ == "__main__":
    sys.exit(main())
