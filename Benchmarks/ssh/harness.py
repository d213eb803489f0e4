#!/usr/bin/env python3
"""SSH serving benchmark: one `weavy-demo serve` process, 1, 10, 50 and 200 sessions.

For each level of open sessions (each an OpenSSH client `ssh -tt` in a pty of its own,
sizes 80x24 to 120x40, all showing the movie list):
  memory        the server's RSS once every session shows its list, and the memory
                each added session costs (difference over the sessions added)
  Enter         Enter on a list row -> the detail screen drawn, Esc -> the list,
                through ssh in one measured session (pyte screen), p50 and p95;
                the same scenario on the local app (weavy-demo in a pty) once, for reference
  idle          the server's CPU time and wake-ups (voluntary context switches of
                all its threads) over 3 s with every session open and no input
Latency is to the last byte of the response, as Benchmarks/e2e measures it.
"""
import argparse
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "e2e"))
import harness as e2e  # noqa: E402  (the pty, the pyte screen, /proc readings)

ROOT = e2e.ROOT
DEMO = os.path.join(ROOT, ".build", "release", "weavy-demo")
SSH = shutil.which("ssh") or "/usr/bin/ssh"
SIZES = [(80, 24), (100, 30), (120, 40), (90, 28), (132, 43)]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ssh_command(port, user, command=""):
    return (f"{SSH} -tt -p {port} -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null "
            f"-o LogLevel=ERROR -o BatchMode=yes {user}@127.0.0.1 {command}").strip()


class Idle:
    """A session held open: its client's output is drained and otherwise ignored."""

    def __init__(self, port, index):
        cols, rows = SIZES[index % len(SIZES)]
        self.term = e2e.Term(ssh_command(port, f"user{index}"), ROOT, cols=cols, rows=rows)
        self.seen = b""

    def drain(self):
        while True:
            try:
                data = os.read(self.term.master, 65536)
            except (BlockingIOError, OSError):
                return
            if not data:
                return
            self.seen = (self.seen + data)[-4096:]

    def ready(self):
        return b"Wishlist" in self.seen


def rss_kib(pid):
    return e2e.kb(e2e.proc_status(pid).get("VmRSS"))


def enter_rounds(t, rounds, timeout=10.0, settle=0.05):
    enter, esc = [], []
    for i in range(rounds):
        t0 = t.send(e2e.KEY_ENTER)
        lat, _ = t.wait_screen(lambda: e2e.is_detail(t), t0, timeout, settle, f"Enter #{i + 1}")
        enter.append(lat * 1000)
        t0 = t.send(e2e.KEY_ESC)
        lat, _ = t.wait_screen(lambda: e2e.is_list(t, "Wishlist"), t0, timeout, settle, f"Esc #{i + 1}")
        esc.append(lat * 1000)
    return enter, esc


def drain_all(sessions, seconds):
    end = time.perf_counter() + seconds
    while True:
        left = end - time.perf_counter()
        if left <= 0:
            return
        masters = [s.term.master for s in sessions]
        r, _, _ = select.select(masters, [], [], min(left, 0.1)) if masters else ([], [], time.sleep(left))
        for s in sessions:
            if s.term.master in (r or []):
                s.drain()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", default="1,10,50,200")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--json")
    args = parser.parse_args()
    levels = [int(x) for x in args.levels.split(",")]
    e2e.ensure_pyte()

    data = tempfile.mkdtemp(prefix="weavy-ssh-bench-")
    with open(os.path.join(data, "settings.json"), "w") as f:
        f.write('{"apiKey":"bench"}')
    port = free_port()
    log = open(os.path.join(data, "server.log"), "w")
    server = subprocess.Popen(
        [DEMO, "serve", "--listen", f"127.0.0.1:{port}", "--allow-anonymous", "--data-dir", data,
         "--max-sessions", str(max(levels) + 8)],
        stdout=log, stderr=log, start_new_session=True)
    results = {"levels": [], "machine": e2e.machine_info()}
    sessions = []
    try:
        deadline = time.time() + 10
        while time.time() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        time.sleep(0.3)
        baseline = rss_kib(server.pid)
        results["baseline_rss_kib"] = baseline
        print(f"server pid {server.pid}, RSS with no session: {baseline / 1024:.1f} MiB", file=sys.stderr)

        local = e2e.Term(f"{DEMO} --data-dir {data}", ROOT)
        local.wait_screen(lambda: e2e.is_list(local, "Wishlist"), local.t_spawn, 10, 0.2, "local start-up")
        local_enter, local_esc = enter_rounds(local, args.rounds)
        local.send(b"q")
        local.close()
        results["local"] = {"enter_p50_ms": e2e.median(local_enter), "enter_p95_ms": e2e.p95(local_enter),
                            "esc_p50_ms": e2e.median(local_esc)}

        previous_count, previous_rss = 0, baseline
        for level in levels:
            while len(sessions) < level - 1:   # the measured session is the last one
                sessions.append(Idle(port, len(sessions)))
                if len(sessions) % 10 == 0:
                    drain_all(sessions, 0.05)
            deadline = time.time() + 60
            while not all(s.ready() for s in sessions) and time.time() < deadline:
                drain_all(sessions, 0.2)
            not_ready = sum(1 for s in sessions if not s.ready())
            measured = e2e.Term(ssh_command(port, "measured"), ROOT)
            measured.wait_screen(lambda: e2e.is_list(measured, "Wishlist"), measured.t_spawn, 30, 0.2,
                                 "measured session start")
            drain_all(sessions, 0.5)
            rss = rss_kib(server.pid)
            per_session = (rss - previous_rss) / max(1, level - previous_count)
            # The measured session counts as one of the level's sessions while it is open.
            enter, esc = enter_rounds(measured, args.rounds)
            before = e2e.proc_sample(server.pid)
            drain_all(sessions, 0.0)
            time.sleep(3.0)
            after = e2e.proc_sample(server.pid)
            idle_cpu_ms = (after["ticks"] - before["ticks"]) * 1000 / e2e.CLK_TCK
            idle_wakeups = after["vol"] - before["vol"]
            row = {"sessions": level, "not_ready": not_ready, "rss_mib": rss / 1024,
                   "per_session_mib": per_session / 1024,
                   "enter_p50_ms": e2e.median(enter), "enter_p95_ms": e2e.p95(enter),
                   "esc_p50_ms": e2e.median(esc), "idle_cpu_ms_3s": idle_cpu_ms, "idle_wakeups_3s": idle_wakeups,
                   "threads": after["threads"]}
            results["levels"].append(row)
            print(f"{level:>4} sessions: RSS {rss / 1024:.1f} MiB ({per_session / 1024:.2f} MiB each added), "
                  f"Enter p50 {row['enter_p50_ms']:.2f} ms p95 {row['enter_p95_ms']:.2f} ms, "
                  f"idle 3 s: {idle_cpu_ms:.0f} ms CPU, {idle_wakeups} wake-ups", file=sys.stderr)
            measured.send(b"q")
            measured.close()
            sessions.append(Idle(port, len(sessions)))   # keeps the count for the next level
            drain_all(sessions, 0.3)
            previous_count, previous_rss = level, rss
        server.send_signal(signal.SIGTERM)
        t0 = time.perf_counter()
        try:
            server.wait(timeout=5)
            results["shutdown_s"] = time.perf_counter() - t0
            results["shutdown_status"] = server.returncode
        except subprocess.TimeoutExpired:
            results["shutdown_s"] = None
    finally:
        for s in sessions:
            s.term.close()
        if server.poll() is None:
            server.kill()
        log.close()

    local = results["local"]
    print()
    print(f"Local app: Enter p50 {local['enter_p50_ms']:.2f} ms, p95 {local['enter_p95_ms']:.2f} ms")
    print(f"Server with no session: {results['baseline_rss_kib'] / 1024:.1f} MiB")
    print()
    print("| sessions | server RSS | per added session | Enter p50 / p95 (ssh) | idle 3 s: CPU, wake-ups |")
    print("|---:|---:|---:|---:|---:|")
    for row in results["levels"]:
        print(f"| {row['sessions']} | {row['rss_mib']:.1f} MiB | {row['per_session_mib']:.2f} MiB | "
              f"{row['enter_p50_ms']:.2f} / {row['enter_p95_ms']:.2f} ms | "
              f"{row['idle_cpu_ms_3s']:.0f} ms, {row['idle_wakeups_3s']} |")
    if results.get("shutdown_s") is not None:
        print(f"\nSIGTERM with {len(sessions)} sessions open: exit {results['shutdown_status']} "
              f"after {results['shutdown_s']:.2f} s")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)


if __name__ == "__main__":
    main()
