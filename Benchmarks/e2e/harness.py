#!/usr/bin/env python3
"""End-to-end benchmark: drive terminal programs in a pseudo-terminal, one after
the other, with the same scenario, and compare them.

Each program runs in a fresh 100x30 pty (TERM=xterm-256color, LANG=C.UTF-8);
its output is read continuously and fed to a pyte screen, so every step is
timed to the last byte of the response and its bytes are counted.

Scenario (per program):
  start-up     spawn -> list screen drawn ("Wishlist" tab, no path, a movie row);
               median of --startups launches
  Enter / Esc  list -> detail ("Director" on screen) -> list; N times, moving
               the selection with Down/Up between rounds
  modal        s -> "Settings" + "About" on screen; Esc -> closed
  tab          Tab -> "Watched" list, tab highlighted; Tab (or Shift-Tab) -> back
  wake-ups     per step: voluntary context switches of all the program's threads
               (each is a thread going back to sleep after it was woken) from just
               before the key to the end of the response, settle window included;
               and how many threads woke. Preemptions are kept in the JSON only
  peak RSS     VmHWM before quitting
  idle         CPU (utime+stime) and wakeups (context switches) over 2 s of no input
  quit         q, the program must exit within 2 s

Examples:
  python3 Benchmarks/e2e/harness.py
  python3 Benchmarks/e2e/harness.py --program "C reference=Benchmarks/e2e/build/reference /tmp/x.tsv" \
      --program "weavy=.build/release/weavy-demo --data-dir {tmpdir}" \
      --prepare "weavy=printf '{\\"apiKey\\":\\"bench\\"}' > {tmpdir}/settings.json"

With --passes N the programs take turns N times (C, weavy, C, weavy, ...), each pass
with its share of the rounds, and the samples of all passes are pooled: on a shared
machine whose speed drifts, every program then meets the slow spells alike.

The first program is the baseline of the ratio table. {tmpdir} in a command or
in a --prepare command is replaced by a fresh temporary directory per program run.
Commands are split with shlex and executed directly (leading NAME=value words
become environment variables), so the measured PID is the program itself; if
you wrap a program in `sh -c`, use `exec` or /proc figures will be the shell's.
"""
import argparse
import fcntl
import glob
import json
import math
import os
import platform
import re
import select
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
BUILD = os.path.join(HERE, "build")
REF_SRC = os.path.join(HERE, "reference.c")
REF_BIN = os.path.join(BUILD, "reference")
CATALOG = os.path.join(ROOT, "Sources", "Demo", "WeavyDemo", "Resources", "catalog.json")
CATALOG_TSV = os.path.join(BUILD, "catalog.tsv")
WEAVY_BIN = os.path.join(ROOT, ".build", "release", "weavy-demo")

COLS, ROWS = 100, 30
CLK_TCK = os.sysconf("SC_CLK_TCK")

# whether programs are left to ask the terminal its background (see --query-background)
QUERY_BACKGROUND = False
KEY_ENTER = b"\r"
KEY_ESC = b"\x1b"
KEY_TAB = b"\t"
KEY_BTAB = b"\x1b[Z"

# --------------------------------------------------------------- setup


def ensure_pyte():
    try:
        import pyte  # noqa: F401
        return
    except ImportError:
        pass
    print("installing pyte (pip install --quiet pyte) ...", file=sys.stderr)
    base = [sys.executable, "-m", "pip", "install", "--quiet"]
    for extra in ([], ["--user"], ["--user", "--break-system-packages"]):
        if subprocess.call(base + extra + ["pyte"]) == 0:
            break
    import importlib
    import site
    importlib.invalidate_caches()
    try:
        sys.path.append(site.getusersitepackages())
    except Exception:
        pass
    import pyte  # noqa: F401


def ensure_reference():
    """Build the C reference when missing or older than its source."""
    os.makedirs(BUILD, exist_ok=True)
    if os.path.exists(REF_BIN) and os.path.getmtime(REF_BIN) >= os.path.getmtime(REF_SRC):
        return
    cc = os.environ.get("CC", "cc")
    cmd = [cc, "-O2", "-o", REF_BIN, REF_SRC, "-lncursesw", "-lpanelw"]
    print("building C reference:", " ".join(cmd), file=sys.stderr)
    subprocess.check_call(cmd)


def ensure_catalog_tsv():
    """Convert the demo catalog to the TSV read by the reference (when stale)."""
    if not os.path.exists(CATALOG):
        return None
    if os.path.exists(CATALOG_TSV) and os.path.getmtime(CATALOG_TSV) >= max(
            os.path.getmtime(CATALOG), os.path.getmtime(os.path.join(HERE, "catalog_to_tsv.py"))):
        return CATALOG_TSV
    sys.path.insert(0, HERE)
    import catalog_to_tsv
    os.makedirs(BUILD, exist_ok=True)
    catalog_to_tsv.convert_file(CATALOG, CATALOG_TSV)
    return CATALOG_TSV


# ---------------------------------------------------------------- /proc


def proc_status(pid):
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                k, _, v = line.partition(":")
                out[k] = v.strip()
    except OSError:
        pass
    return out


def kb(v):
    try:
        return int(v.split()[0])
    except (AttributeError, IndexError, ValueError):
        return None


def context_switches(pid):
    """Context switches summed over all threads of pid: (voluntary, involuntary,
    {thread: voluntary}).

    A voluntary switch is a thread going to sleep, so each wake-up of a thread
    that then sleeps again counts one. Involuntary switches are preemptions (on a
    busy machine, often by the harness itself reading the output), not wake-ups."""
    vol = invol = 0
    per_thread = {}
    for task in glob.glob(f"/proc/{pid}/task/*"):
        v = 0
        try:
            with open(f"{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches:"):
                        v = int(line.split()[1])
                    elif line.startswith("nonvoluntary_ctxt_switches:"):
                        invol += int(line.split()[1])
        except (OSError, ValueError, IndexError):
            continue
        per_thread[os.path.basename(task)] = v
        vol += v
    return vol, invol, per_thread


def woken_threads(before, after):
    """Threads whose context switches grew between two context_switches() samples."""
    return sum(1 for tid, n in after.items() if n > before.get(tid, 0))


def proc_sample(pid):
    """CPU ticks (utime+stime, whole process), run time in ns and context
    switches summed over all threads."""
    s = {"ticks": None, "run_ns": 0, "vol": 0, "invol": 0, "threads": 0}
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        s["ticks"] = int(fields[11]) + int(fields[12])  # utime, stime (fields 14, 15)
    except (OSError, IndexError, ValueError):
        return s
    for task in glob.glob(f"/proc/{pid}/task/*"):
        try:
            with open(f"{task}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches:"):
                        s["vol"] += int(line.split()[1])
                    elif line.startswith("nonvoluntary_ctxt_switches:"):
                        s["invol"] += int(line.split()[1])
            with open(f"{task}/schedstat") as f:
                s["run_ns"] += int(f.read().split()[0])
            s["threads"] += 1
        except (OSError, ValueError, IndexError):
            pass
    return s


# ------------------------------------------------------------ terminal


class StepError(Exception):
    def __init__(self, message, screen_dump=""):
        super().__init__(message)
        self.screen_dump = screen_dump


def split_command(cmd):
    """shlex-split a command; leading NAME=value words become environment."""
    argv = shlex.split(cmd)
    env = {}
    while argv and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", argv[0]):
        k, _, v = argv.pop(0).partition("=")
        env[k] = v
    if not argv:
        raise SystemExit(f"empty command: {cmd!r}")
    return argv, env


class Term:
    """A program in a pty, its output fed to a pyte screen."""

    def __init__(self, cmd, cwd, cols=COLS, rows=ROWS):
        import pyte

        self.cols, self.rows = cols, rows
        master, slave = os.openpty()
        winsize = struct.pack("HHHH", rows, cols, 0, 0)
        fcntl.ioctl(slave, termios.TIOCSWINSZ, winsize)
        self.master = master

        term = self

        class ReplyScreen(pyte.Screen):
            # answers DA / DSR (cursor position) queries like a terminal would
            def write_process_input(self, data):
                try:
                    os.write(term.master, data.encode())
                except OSError:
                    pass

        self.screen = ReplyScreen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)

        argv, extra_env = split_command(cmd)
        env = dict(os.environ)
        for k in ("LC_ALL", "LC_CTYPE", "LINES", "COLUMNS", "ESCDELAY", "TMUX", "STY"):
            env.pop(k, None)
        # COLORFGBG names the background as rxvt and Konsole do, so the demo skips its
        # OSC 11 background query (a round trip through this harness, which the C
        # reference does not make; measured on its own with --query-background).
        env.update(TERM="xterm-256color", LANG="C.UTF-8")
        if not QUERY_BACKGROUND:
            env["COLORFGBG"] = "15;0"
        env.update(extra_env)

        def child_setup():
            # new session (start_new_session) then make the pty our controlling tty
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.t_spawn = time.perf_counter()
        try:
            self.proc = subprocess.Popen(
                argv, stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=env,
                start_new_session=True, preexec_fn=child_setup, close_fds=True)
        finally:
            os.close(slave)
        fl = fcntl.fcntl(master, fcntl.F_GETFL)
        fcntl.fcntl(master, fcntl.F_SETFL, fl | os.O_NONBLOCK)
        self.pid = self.proc.pid
        self.bytes_total = 0
        self.last_byte_t = None
        self.eof = False
        self.app_cursor = False   # DECCKM (keypad transmit mode), tracked from the output
        self._tail = b""
        self.chunks = []          # (time, size) of every read since the last send()

    # -- io
    GATHER = 0.003      # keep reading while bytes arrive within 3 ms ...
    GATHER_MAX = 0.05   # ... for at most 50 ms, before feeding pyte

    def pump(self, timeout):
        """Wait up to `timeout` s for output; read everything that arrives in a
        burst, then feed it to the screen. Returns the number of bytes read.

        Bytes are timestamped as they are read and the (slow) pyte feeding is
        deferred until the burst is over, so the harness's own work does not
        delay the timestamps of a response that arrives in several chunks."""
        if self.eof:
            time.sleep(min(max(0.0, timeout), 0.01))  # closed pty: poll the process
            return 0
        r, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not r:
            return 0
        got = []
        t_first = time.perf_counter()
        while True:
            while True:
                try:
                    data = os.read(self.master, 65536)
                except BlockingIOError:
                    break
                except OSError:  # EIO: the slave side is closed (program exited)
                    self.eof = True
                    break
                if not data:
                    self.eof = True
                    break
                now = time.perf_counter()
                self.chunks.append((now, len(data)))
                self.bytes_total += len(data)
                self.last_byte_t = now
                got.append(data)
            if self.eof or time.perf_counter() - t_first > self.GATHER_MAX:
                break
            r, _, _ = select.select([self.master], [], [], self.GATHER)
            if not r:
                break
        data = b"".join(got)
        if data:
            self._track_modes(data)
            self.stream.feed(data)
        return len(data)

    def _track_modes(self, data):
        buf = self._tail + data
        on, off = buf.rfind(b"\x1b[?1h"), buf.rfind(b"\x1b[?1l")
        if on >= 0 or off >= 0:
            self.app_cursor = on > off
        self._tail = buf[-8:]

    def send(self, data):
        self.chunks = []
        t = time.perf_counter()
        os.write(self.master, data)
        return t

    def arrow(self, d):
        return (b"\x1bO" if self.app_cursor else b"\x1b[") + d

    # -- screen
    def lines(self):
        return self.screen.display

    def text(self):
        return "\n".join(self.lines())

    def dump(self):
        border = "+" + "-" * self.cols + "+"
        return "\n".join([border] + ["|" + ln + "|" for ln in self.lines()] + [border])

    def row_styles(self, y, word):
        """Styles of the cells of the first occurrence of `word` in row y."""
        row = self.screen.buffer[y]
        chars, cols = [], []
        for x in range(self.cols):
            c = row[x].data
            if c == "":
                continue  # right half of a wide character
            chars.append(c)
            cols.append(x)
        i = "".join(chars).find(word)
        if i < 0:
            return None
        out = []
        for k in range(i, i + len(word)):
            ch = row[cols[k]]
            out.append((ch.fg, ch.bg, ch.bold, ch.reverse, ch.underscore, ch.italics))
        return tuple(out)

    # -- waiting
    def wait_screen(self, pred, t0, timeout, settle, what, need_output=True):
        """Wait until pred() holds and the output has been quiet for `settle` s.
        Returns (latency_s, bytes) where latency is measured to the last byte
        received (the settle window is not counted)."""
        start_bytes = self.bytes_total
        deadline = t0 + timeout
        # when output is required, pred() is first evaluated after output came:
        # no harness work between the key and the first byte of the response
        ok = False if need_output else pred()
        while True:
            now = time.perf_counter()
            got = self.bytes_total > start_bytes
            if ok and (got or not need_output):
                last = self.last_byte_t if got else t0
                quiet = now - last
                if quiet >= settle:
                    return last - t0, self.bytes_total - start_bytes
                wait = settle - quiet
            else:
                wait = deadline - now
            if now >= deadline:
                if ok and got:
                    print(f"    warning: {what}: output never settled", file=sys.stderr)
                    return self.last_byte_t - t0, self.bytes_total - start_bytes
                status = "exited with %s" % self.proc.poll() if self.proc.poll() is not None else "running"
                raise StepError(f"{what}: expected screen not reached within {timeout:.1f} s "
                                f"(program {status}, {self.bytes_total - start_bytes} bytes received)",
                                self.dump())
            if self.eof and self.proc.poll() is not None:
                raise StepError(f"{what}: program exited with code {self.proc.returncode}",
                                self.dump())
            if self.pump(min(wait, max(0.0, deadline - now))):
                ok = pred()

    def wait_quiet(self, t0, first_timeout, settle, max_time=5.0):
        """After a key with no checkable effect: wait for output then quiet.
        Returns bytes (0 if nothing came within first_timeout)."""
        start_bytes = self.bytes_total
        deadline = t0 + max_time
        while True:
            now = time.perf_counter()
            got = self.bytes_total > start_bytes
            if got:
                quiet = now - self.last_byte_t
                if quiet >= settle or now >= deadline:
                    return self.bytes_total - start_bytes
                wait = settle - quiet
            else:
                if now - t0 >= first_timeout:
                    return 0
                wait = first_timeout - (now - t0)
            self.pump(wait)

    def kill(self):
        if self.proc.poll() is None:
            for sig in (signal.SIGTERM, signal.SIGKILL):
                try:
                    os.killpg(self.pid, sig)
                except ProcessLookupError:
                    break
                try:
                    self.proc.wait(timeout=1.0)
                    break
                except subprocess.TimeoutExpired:
                    continue

    def close(self):
        self.kill()
        try:
            os.close(self.master)
        except OSError:
            pass


# --------------------------------------------------------- predicates

MOVIE_ROW = re.compile(r"^\s*\S.*\S\s+\d{4}\s*$")


def title_row(t):
    return t.lines()[1].strip()


def is_list(t, tab_name):
    # The tab line names the list; the row under it shows a path (a title bar with ›)
    # only below a stack's root. Which tab is selected, the callers check by its style.
    lines = t.lines()
    if tab_name not in lines[0] or "\u203a" in lines[1]:
        return False
    if not MOVIE_ROW.match(lines[2]):
        return False
    text = "\n".join(lines)
    return "Director" not in text and "About" not in text


def is_detail(t):
    return "\u203a" in title_row(t) and "Director" in t.text()


def is_modal(t):
    text = t.text()
    return "Settings" in text and "About" in text


# ------------------------------------------------------------ statistics


def median(xs):
    xs = sorted(x for x in xs if x is not None)
    if not xs:
        return None
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def p95(xs):
    xs = sorted(x for x in xs if x is not None)
    if not xs:
        return None
    return xs[max(0, math.ceil(0.95 * len(xs)) - 1)]


# -------------------------------------------------------------- scenario


def run_program(name, cmd, prepare, args, repeat, repeat_other):
    tmpdir = tempfile.mkdtemp(prefix="weavy-e2e-")
    cmd_x = cmd.replace("{tmpdir}", tmpdir)
    res = {"name": name, "command": cmd_x, "error": None}
    t = None
    ms = 1000.0
    try:
        if prepare:
            prep = prepare.replace("{tmpdir}", tmpdir)
            res["prepare"] = prep
            r = subprocess.run(prep, shell=True, cwd=args.cwd, timeout=60, stdout=sys.stderr)
            if r.returncode != 0:
                raise StepError(f"prepare command failed with code {r.returncode}: {prep}")

        print(f"== {name}: {cmd_x}", file=sys.stderr)
        # start-up: one launch is noisy on a shared machine (page cache, scheduling);
        # launch it several times and keep the median.
        startups = []
        for _ in range(max(0, args.startups - 1)):
            probe = Term(cmd_x, args.cwd)
            try:
                lat, _ = probe.wait_screen(lambda: is_list(probe, "Wishlist"), probe.t_spawn,
                                           args.startup_timeout, args.startup_settle, "start-up")
                startups.append(lat * ms)
            finally:
                probe.kill()
                probe.close()
        t = Term(cmd_x, args.cwd)
        res["pid"] = t.pid
        lat, nbytes = t.wait_screen(lambda: is_list(t, "Wishlist"), t.t_spawn,
                                    args.startup_timeout, args.startup_settle, "start-up")
        startups.append(lat * ms)
        res["startup_samples_ms"] = startups
        res["startup_ms"] = median(startups)
        res["startup_bytes"] = nbytes
        style_watched_off = t.row_styles(0, "Watched")
        style_wishlist_on = t.row_styles(0, "Wishlist")

        wakes = {}   # step name -> [(wake-ups, threads woken, preemptions)]

        def step(key, pred, what, name):
            v0, i0, th0 = context_switches(t.pid)
            t0 = t.send(key)
            lat, nb = t.wait_screen(pred, t0, args.timeout, args.settle, what)
            v1, i1, th1 = context_switches(t.pid)
            wakes.setdefault(name, []).append((v1 - v0, woken_threads(th0, th1), i1 - i0))
            return lat * ms, nb

        def move(key):
            t0 = t.send(key)
            return t.wait_quiet(t0, args.move_timeout, args.settle)

        # Enter / Esc
        enter, esc, enter_b, esc_b, move_b = [], [], [], [], []
        for i in range(repeat):
            lat, nb = step(KEY_ENTER, lambda: is_detail(t), f"Enter #{i + 1} (detail screen)", "enter")
            enter.append(lat); enter_b.append(nb)
            lat, nb = step(KEY_ESC, lambda: is_list(t, "Wishlist"), f"Esc #{i + 1} (back to list)", "esc")
            esc.append(lat); esc_b.append(nb)
            d = b"B" if (i // 5) % 2 == 0 else b"A"   # 5 rounds down, 5 rounds up, ...
            for _ in range(2):
                move_b.append(move(t.arrow(d)))
        res.update(enter_ms=enter, esc_ms=esc, enter_bytes=enter_b, esc_bytes=esc_b,
                   move_bytes=move_b)

        # modal
        mo, mc, mo_b, mc_b = [], [], [], []
        for i in range(repeat_other):
            lat, nb = step(b"s", lambda: is_modal(t), f"s #{i + 1} (settings modal)", "modal_open")
            mo.append(lat); mo_b.append(nb)
            lat, nb = step(KEY_ESC, lambda: is_list(t, "Wishlist"), f"Esc #{i + 1} (close modal)", "modal_close")
            mc.append(lat); mc_b.append(nb)
        res.update(modal_open_ms=mo, modal_close_ms=mc, modal_open_bytes=mo_b,
                   modal_close_bytes=mc_b)

        # tabs
        def on_watched():
            if not is_list(t, "Watched"):
                return False
            st = t.row_styles(0, "Watched")
            return st is not None and st != style_watched_off

        def on_wishlist():
            if not is_list(t, "Wishlist"):
                return False
            st = t.row_styles(0, "Wishlist")
            return st is not None and (style_wishlist_on is None or st == style_wishlist_on)

        to, tb, to_b, tb_b = [], [], [], []
        for i in range(repeat_other):
            lat, nb = step(KEY_TAB, on_watched, f"Tab #{i + 1} (Watched tab)", "tab")
            to.append(lat); to_b.append(nb)
            lat, nb = step(KEY_TAB, on_wishlist, f"Tab #{i + 1} (back to Wishlist)", "tab_back")
            tb.append(lat); tb_b.append(nb)
        res.update(tab_ms=to, tab_back_ms=tb, tab_bytes=to_b, tab_back_bytes=tb_b)
        for name, samples in wakes.items():
            res[f"{name}_wakeups"] = [n for n, _, _ in samples]
            res[f"{name}_threads_woken"] = [k for _, k, _ in samples]
            res[f"{name}_preemptions"] = [p for _, _, p in samples]

        # idle
        t.pump(args.settle)
        s0 = proc_sample(t.pid)
        b0 = t.bytes_total
        t_idle0 = time.perf_counter()
        while time.perf_counter() - t_idle0 < args.idle:
            t.pump(args.idle - (time.perf_counter() - t_idle0))
        s1 = proc_sample(t.pid)
        t_idle = time.perf_counter() - t_idle0
        if s0["ticks"] is not None and s1["ticks"] is not None:
            res["idle_cpu_ms"] = (s1["ticks"] - s0["ticks"]) * 1000.0 / CLK_TCK
            res["idle_run_ms"] = (s1["run_ns"] - s0["run_ns"]) / 1e6
            res["idle_wakeups"] = (s1["vol"] + s1["invol"]) - (s0["vol"] + s0["invol"])
            res["idle_voluntary"] = s1["vol"] - s0["vol"]
            res["idle_seconds"] = t_idle
            res["threads"] = s1["threads"]
        res["idle_bytes"] = t.bytes_total - b0

        # peak RSS, just before quitting
        st = proc_status(t.pid)
        hwm = kb(st.get("VmHWM"))
        res["peak_rss_mib"] = hwm / 1024.0 if hwm is not None else None
        res["rss_mib"] = (kb(st.get("VmRSS")) or 0) / 1024.0

        # quit
        tq = t.send(b"q")
        while t.proc.poll() is None and time.perf_counter() - tq < args.quit_timeout:
            t.pump(0.01)
        code = t.proc.poll()
        if code is None:
            res["quit"] = f"did not exit within {args.quit_timeout:.0f} s (killed)"
            print(f"    {name}: did not exit within {args.quit_timeout:.0f} s after q, killing",
                  file=sys.stderr)
            t.kill()
        else:
            res["quit_ms"] = (time.perf_counter() - tq) * ms
            res["exit_code"] = code
            res["quit"] = "ok" if code == 0 else f"exit code {code}"
    except StepError as e:
        res["error"] = str(e)
        print(f"\nERROR in {name}: {e}", file=sys.stderr)
        if e.screen_dump:
            print("last screen:\n" + e.screen_dump, file=sys.stderr)
    except (OSError, subprocess.SubprocessError) as e:
        res["error"] = f"{type(e).__name__}: {e}"
        print(f"\nERROR in {name}: {res['error']}", file=sys.stderr)
    finally:
        if t is not None:
            t.close()
        shutil.rmtree(tmpdir, ignore_errors=True)
    return res


def merge_passes(passes):
    """One result from the passes of one program: the samples of every pass together
    (start-up is the median of all its launches), the peaks the highest, the first
    error or failed quit."""
    merged = dict(passes[0])
    for later in passes[1:]:
        for key, value in later.items():
            if isinstance(value, list) and isinstance(merged.get(key), list):
                merged[key] = merged[key] + value
            elif key in ("peak_rss_mib", "rss_mib", "idle_cpu_ms", "idle_run_ms", "idle_wakeups",
                         "idle_voluntary", "idle_bytes") and value is not None:
                merged[key] = max(merged.get(key) or 0, value)
            elif key == "error" and value and not merged.get("error"):
                merged["error"] = value
            elif key == "quit" and value != "ok":
                merged["quit"] = value
    if merged.get("startup_samples_ms"):
        merged["startup_ms"] = median(merged["startup_samples_ms"])
    merged["passes"] = len(passes)
    return merged


# ---------------------------------------------------------------- report


def summarize(r):
    g = r.get
    return {
        "startup": g("startup_ms"),
        "enter_med": median(g("enter_ms") or []), "enter_p95": p95(g("enter_ms") or []),
        "esc_med": median(g("esc_ms") or []), "esc_p95": p95(g("esc_ms") or []),
        "enter_bytes": median(g("enter_bytes") or []), "esc_bytes": median(g("esc_bytes") or []),
        "modal_open": median(g("modal_open_ms") or []), "modal_close": median(g("modal_close_ms") or []),
        "modal_open_bytes": median(g("modal_open_bytes") or []),
        "modal_close_bytes": median(g("modal_close_bytes") or []),
        "tab": median(g("tab_ms") or []), "tab_back": median(g("tab_back_ms") or []),
        "tab_bytes": median(g("tab_bytes") or []), "tab_back_bytes": median(g("tab_back_bytes") or []),
        "enter_wakeups": median(g("enter_wakeups") or []), "esc_wakeups": median(g("esc_wakeups") or []),
        "modal_wakeups": median(g("modal_open_wakeups") or []),
        "modal_close_wakeups": median(g("modal_close_wakeups") or []),
        "tab_wakeups": median(g("tab_wakeups") or []), "tab_back_wakeups": median(g("tab_back_wakeups") or []),
        "enter_threads": median(g("enter_threads_woken") or []),
        "rss": g("peak_rss_mib"), "idle_cpu": g("idle_cpu_ms"), "idle_wakeups": g("idle_wakeups"),
    }


def fnum(v, digits=2):
    if v is None:
        return "—"
    if isinstance(v, float) and digits == 0:
        return f"{v:.0f}"
    if isinstance(v, int):
        return str(v)
    return f"{v:.{digits}f}"


COLUMNS = [
    # header, keys, digits
    ("Start-up ms", ("startup",), 1),
    ("Enter ms med", ("enter_med",), 2),
    ("Enter ms p95", ("enter_p95",), 2),
    ("Esc ms med", ("esc_med",), 2),
    ("Esc ms p95", ("esc_p95",), 2),
    ("Bytes Enter", ("enter_bytes",), 0),
    ("Bytes Esc", ("esc_bytes",), 0),
    ("Modal ms open/close", ("modal_open", "modal_close"), 2),
    ("Modal bytes open/close", ("modal_open_bytes", "modal_close_bytes"), 0),
    ("Tab ms →/←", ("tab", "tab_back"), 2),
    ("Tab bytes →/←", ("tab_bytes", "tab_back_bytes"), 0),
    ("Wake-ups Enter/Esc", ("enter_wakeups", "esc_wakeups"), 1),
    ("Wake-ups modal/tab", ("modal_wakeups", "tab_wakeups"), 1),
    ("Threads woken Enter", ("enter_threads",), 1),
    ("Peak RSS MiB", ("rss",), 1),
    ("Idle CPU ms", ("idle_cpu",), 0),
    ("Idle wakeups", ("idle_wakeups",), 0),
]


def table(rows, header):
    out = ["| " + " | ".join(header) + " |",
           "|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def results_table(results):
    rows = []
    for r in results:
        if r.get("error") and r.get("startup_ms") is None:
            rows.append([r["name"]] + ["error"] * len(COLUMNS))
            continue
        s = summarize(r)
        cells = [r["name"] + (" (error)" if r.get("error") else "")]
        for _, keys, digits in COLUMNS:
            cells.append(" / ".join(fnum(s[k], digits) for k in keys))
        rows.append(cells)
    return table(rows, ["Program"] + [c[0] for c in COLUMNS])


def ratio_table(results):
    base = summarize(results[0])
    rows = []
    for r in results:
        s = summarize(r)
        cells = [r["name"]]
        for _, keys, _ in COLUMNS:
            parts = []
            for k in keys:
                a, b = s[k], base[k]
                if a is None or b is None:
                    parts.append("—")
                elif b == 0:
                    parts.append("=" if a == 0 else "∞")
                else:
                    parts.append(f"{a / b:.2f}×")
            cells.append(" / ".join(parts))
        rows.append(cells)
    return table(rows, ["Program"] + [c[0] for c in COLUMNS])


def machine_info():
    model, procs = None, 0
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name") and model is None:
                    model = line.split(":", 1)[1].strip()
                if line.startswith("processor"):
                    procs += 1
    except OSError:
        pass
    try:
        import importlib.metadata as md
        pyte_version = md.version("pyte")
    except Exception:
        pyte_version = None
    try:
        avail = len(os.sched_getaffinity(0))
    except AttributeError:
        avail = os.cpu_count()
    return {"cpu": model or platform.processor() or "unknown", "cores": procs or os.cpu_count(),
            "cores_available": avail, "kernel": platform.release(),
            "python": platform.python_version(), "pyte": pyte_version,
            "loadavg": os.getloadavg()}


# ------------------------------------------------------------------ main


def parse_pairs(values, what):
    out = []
    for v in values or []:
        name, sep, cmd = v.partition("=")
        if not sep or not name.strip() or not cmd.strip():
            raise SystemExit(f"--{what} expects name=command, got {v!r}")
        out.append((name.strip(), cmd.strip()))
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--program", action="append", metavar="NAME=COMMAND",
                    help="program to run (repeatable; the first is the baseline). "
                         "{tmpdir} is replaced by a fresh temp dir.")
    ap.add_argument("--prepare", action="append", metavar="NAME=SHELL-COMMAND",
                    help="shell command run before program NAME (with {tmpdir})")
    ap.add_argument("--repeat", type=int, default=20, help="Enter/Esc rounds (default 20)")
    ap.add_argument("--passes", type=int, default=1,
                    help="run the programs in turn this many times, each pass with its share of "
                         "the rounds, and pool the samples: a machine that slows down for a while "
                         "then slows every program alike (default 1)")
    ap.add_argument("--repeat-other", type=int, default=None,
                    help="modal and tab rounds (default repeat/4, at least 3)")
    ap.add_argument("--settle", type=float, default=0.1,
                    help="quiet time that ends a step, s (default 0.1; not counted)")
    ap.add_argument("--startups", type=int, default=7,
                    help="launches to time start-up over; the median is reported (default 7)")
    ap.add_argument("--startup-settle", type=float, default=0.3,
                    help="quiet time that ends start-up, s (default 0.3; not counted)")
    ap.add_argument("--timeout", type=float, default=5.0, help="per-step timeout, s")
    ap.add_argument("--startup-timeout", type=float, default=20.0, help="start-up timeout, s")
    ap.add_argument("--move-timeout", type=float, default=0.3,
                    help="wait for output after Down/Up before assuming none, s")
    ap.add_argument("--idle", type=float, default=2.0, help="idle sampling window, s")
    ap.add_argument("--quit-timeout", type=float, default=2.0, help="exit deadline after q, s")
    ap.add_argument("--cwd", default=os.getcwd(), help="working directory of the programs")
    ap.add_argument("--json", metavar="FILE", help="save raw numbers as JSON")
    ap.add_argument("--query-background", action="store_true",
                    help="do not set COLORFGBG: the demo asks the terminal (OSC 11) at start-up")
    args = ap.parse_args(argv)
    global QUERY_BACKGROUND
    QUERY_BACKGROUND = args.query_background
    if args.repeat_other is None:
        args.repeat_other = max(3, args.repeat // 4)

    ensure_pyte()

    programs = parse_pairs(args.program, "program")
    prepares = dict(parse_pairs(args.prepare, "prepare"))
    if not programs:
        ensure_reference()
        tsv = ensure_catalog_tsv()
        if tsv is None:
            raise SystemExit(f"{CATALOG} not found; give the programs with --program "
                             f"(e.g. --program \"C reference={REF_BIN} /tmp/catalog.tsv\")")
        programs.append(("C reference", f"{shlex.quote(REF_BIN)} {shlex.quote(tsv)}"))
        if os.path.exists(WEAVY_BIN):
            programs.append(("weavy", f"{shlex.quote(WEAVY_BIN)} --data-dir {{tmpdir}}"))
            prepares.setdefault("weavy", "printf '%s' '{\"apiKey\":\"bench\"}' > {tmpdir}/settings.json")
    else:
        # build the reference when it is one of the programs
        if any(REF_BIN in cmd or os.path.basename(REF_BIN) in cmd for _, cmd in programs):
            ensure_reference()
    for name in prepares:
        if name not in [n for n, _ in programs]:
            raise SystemExit(f"--prepare for unknown program {name!r}")

    machine = machine_info()
    passes = max(1, args.passes)
    repeat = math.ceil(args.repeat / passes)
    repeat_other = math.ceil(args.repeat_other / passes)
    runs = {name: [] for name, _ in programs}
    for _ in range(passes):
        for name, cmd in programs:
            runs[name].append(run_program(name, cmd, prepares.get(name), args, repeat, repeat_other))
    results = [merge_passes(runs[name]) for name, _ in programs]

    print()
    print(f"Machine: {machine['cpu']}, {machine['cores']} cores "
          f"({machine['cores_available']} available), Linux {machine['kernel']}, "
          f"Python {machine['python']}, pyte {machine['pyte']}, "
          f"load {machine['loadavg'][0]:.2f}")
    print(f"Terminal: {COLS}x{ROWS}, TERM=xterm-256color, LANG=C.UTF-8; "
          f"{repeat * passes} Enter/Esc rounds, {repeat_other * passes} modal/tab rounds"
          + (f" in {passes} passes, the programs in turn" if passes > 1 else "") + "; "
          f"latency = key sent → last byte of the response")
    print()
    for r in results:
        print(f"- {r['name']}: `{r['command']}`" + (f" (prepare: `{r['prepare']}`)" if r.get("prepare") else ""))
    print()
    print(results_table(results))
    print()
    print(f"Ratios to {results[0]['name']}:")
    print()
    print(ratio_table(results))
    notes = []
    for r in results:
        if r.get("error"):
            notes.append(f"- {r['name']}: ERROR: {r['error'].splitlines()[0]}")
        elif r.get("quit") != "ok":
            notes.append(f"- {r['name']}: quit: {r.get('quit')}")
        if r.get("idle_bytes"):
            notes.append(f"- {r['name']}: wrote {r['idle_bytes']} bytes while idle")
    if notes:
        print()
        print("\n".join(notes))

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"machine": machine, "cols": COLS, "rows": ROWS,
                       "settings": {k: v for k, v in vars(args).items() if k not in ("program", "prepare")},
                       "results": [dict(r, summary=summarize(r)) for r in results]},
                      f, indent=2, ensure_ascii=False)
        print(f"\nraw numbers saved to {args.json}")
    return 1 if any(r.get("error") or r.get("quit") != "ok" for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
