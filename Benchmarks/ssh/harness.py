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
Then, with --adversaries (on by default), one lone measured session against three
clients that misbehave at once: one that stops reading (SIGSTOP) while the others
change the shared lists (the server must cut it off once 4 MiB wait for it), one that sends 1 MB of random bytes (no q or Ctrl-C, so
the app keeps running), and one killed mid-frame; Enter p50/p95 of the measured
session during that, against alone, and the server's RSS before and after they leave.
With --workers N the server runs N worker processes sharing the port: memory is the sum
over the parent and its workers, and each level also prints how many sessions each
worker holds (from the workers' "session started"/"session ended" log lines, which name
their pid); at the end, the CPU time each worker process used.
Latency is to the last byte of the response, as Benchmarks/e2e measures it.
"""
import argparse
import glob
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


def server_pids(pid):
    """The server and its worker processes (its children), if it has any."""
    pids = [pid]
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/children") as f:
                pids += [int(child) for child in f.read().split()]
        except OSError:
            pass
    return pids


def rss_kib(pid):
    """The resident memory of the server and all its worker processes."""
    return sum(e2e.kb(e2e.proc_status(p).get("VmRSS")) or 0 for p in server_pids(pid))


def sessions_per_worker(log_path):
    """Open sessions by worker pid, from the workers' log lines."""
    counts = {}
    with open(log_path) as log:
        for line in log:
            pid = next((w[4:] for w in line.split() if w.startswith("pid=")), "server")
            if "session started" in line:
                counts[pid] = counts.get(pid, 0) + 1
            elif "session ended" in line:
                counts[pid] = counts.get(pid, 0) - 1
    return counts


def sample_all(pid):
    """proc_sample summed over the server and its workers."""
    total = {"ticks": 0, "threads": 0}
    for p in server_pids(pid):
        sample = e2e.proc_sample(p)
        for key in total:
            total[key] += sample[key] or 0
    return total


def thread_wakeups(pid):
    """Voluntary context switches of each thread of the server and its workers, by (pid, tid)."""
    counts = {}
    for p in server_pids(pid):
        for task in glob.glob(f"/proc/{p}/task/*"):
            try:
                with open(f"{task}/status") as f:
                    for line in f:
                        if line.startswith("voluntary_ctxt_switches:"):
                            counts[(p, task)] = int(line.split()[1])
            except (OSError, ValueError, IndexError):
                pass
    return counts


def wakeups_between(before, after):
    """Wake-ups from `before` to `after`, thread by thread: a total summed over processes
    loses the counts of threads and workers that end in between, and can even go down;
    a thread that appears in between counts from zero."""
    return sum(count - before.get(key, 0) for key, count in after.items() if count >= before.get(key, 0))


def cpu_seconds(pid):
    return (e2e.proc_sample(pid)["ticks"] or 0) / e2e.CLK_TCK


def is_list(t):
    """The list screen, with or without a scroll bar (other sessions change the lists)."""
    lines = t.lines()
    return "Wishlist" in lines[0] and "\u203a" not in lines[1] and "Director" not in t.text()


def enter_rounds(t, rounds, timeout=10.0, settle=0.05):
    enter, esc = [], []
    for i in range(rounds):
        t0 = t.send(e2e.KEY_ENTER)
        lat, _ = t.wait_screen(lambda: e2e.is_detail(t), t0, timeout, settle, f"Enter #{i + 1}")
        enter.append(lat * 1000)
        t0 = t.send(e2e.KEY_ESC)
        lat, _ = t.wait_screen(lambda: is_list(t), t0, timeout, settle, f"Esc #{i + 1}")
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


def discard_output(t):
    """Reads and drops what a client printed (it is read, so it is no deaf client)."""
    while True:
        try:
            if not os.read(t.master, 65536):
                return
        except (BlockingIOError, OSError):
            return


def adversaries(port, server_pid, rounds, log_path):
    """The measured session's latency alone and while three clients misbehave."""
    import random
    measured = e2e.Term(ssh_command(port, "steady"), ROOT)
    measured.wait_screen(lambda: is_list(measured), measured.t_spawn, 30, 0.2, "steady start")
    alone, _ = enter_rounds(measured, rounds)
    time.sleep(0.5)
    rss_before = rss_kib(server_pid)

    deaf = e2e.Term(ssh_command(port, "deaf"), ROOT)       # floods keys, never reads
    noisy = e2e.Term(ssh_command(port, "noisy"), ROOT)     # 1 MB of random bytes
    killed = e2e.Term(ssh_command(port, "killed"), ROOT)   # killed mid-frame
    for t in (deaf, noisy, killed):
        t.wait_screen(lambda t=t: b"Wishlist" in bytes(t.text(), "utf-8"), t.t_spawn, 30, 0.2, "adversary start")
    rng = random.Random(7)
    noise = bytes(b for b in (rng.randrange(256) for _ in range(1_300_000)) if b not in (0x03, 0x71, 0x51))[:1 << 20]
    sent_noise = 0
    during = []
    # The deaf client stops (SIGSTOP): it reads nothing more, while the noise changes
    # the shared lists and every session, its own too, is drawn again.
    deaf.proc.send_signal(signal.SIGSTOP)

    def feed():
        nonlocal sent_noise
        if sent_noise < len(noise):
            try:
                sent_noise += os.write(noisy.master, noise[sent_noise:sent_noise + 65536])
            except (BlockingIOError, OSError):
                pass
        discard_output(noisy)

    # the killed client: Enter (a frame on its way) and SIGKILL at once
    os.write(killed.master, e2e.KEY_ENTER)
    killed.proc.kill()
    for i in range(rounds):
        feed()
        t0 = measured.send(e2e.KEY_ENTER)
        lat, _ = measured.wait_screen(lambda: e2e.is_detail(measured), t0, 20, 0.05, f"Enter under load #{i + 1}")
        during.append(lat * 1000)
        feed()
        t0 = measured.send(e2e.KEY_ESC)
        measured.wait_screen(lambda: is_list(measured), t0, 20, 0.05, f"Esc under load #{i + 1}")
    deaf_cut = False
    deadline = time.time() + 30
    while time.time() < deadline and not deaf_cut:
        feed()
        time.sleep(0.05)
        with open(log_path) as log:
            deaf_cut = any("user=deaf" in line and "stoppedReading" in line for line in log)
    deaf.proc.send_signal(signal.SIGCONT)
    # let the rest of the noise through, then everyone leaves
    deadline = time.time() + 20
    while sent_noise < len(noise) and time.time() < deadline:
        feed()
        time.sleep(0.01)
    for t in (deaf, noisy, killed):
        t.close()
    time.sleep(2.0)
    rss_after = rss_kib(server_pid)
    measured.send(b"q")
    measured.close()
    return {"alone_p50_ms": e2e.median(alone), "alone_p95_ms": e2e.p95(alone),
            "during_p50_ms": e2e.median(during), "during_p95_ms": e2e.p95(during),
            "noise_sent_bytes": sent_noise, "deaf_client_cut_off": deaf_cut,
            "rss_before_mib": rss_before / 1024, "rss_after_mib": rss_after / 1024}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", default="1,10,50,200")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--json")
    parser.add_argument("--no-adversaries", action="store_true")
    parser.add_argument("--workers", type=int, default=1, help="worker processes (weavy-demo serve --workers)")
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
         "--max-sessions", str(max(levels) + 8), "--workers", str(args.workers)],
        stdout=log, stderr=log, start_new_session=True)
    results = {"levels": [], "machine": e2e.machine_info(), "workers": args.workers}
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

        if not args.no_adversaries:
            # Twice: the first round also makes what the process keeps once made (the
            # runtime's type metadata of screens not opened before, say); the second
            # shows whether sessions leave memory behind.
            adversaries(port, server.pid, args.rounds, os.path.join(data, "server.log"))
            results["adversaries"] = a = adversaries(port, server.pid, args.rounds, os.path.join(data, "server.log"))
            print(f"adversaries: Enter p50/p95 alone {a['alone_p50_ms']:.2f}/{a['alone_p95_ms']:.2f} ms, during "
                  f"{a['during_p50_ms']:.2f}/{a['during_p95_ms']:.2f} ms; noise sent {a['noise_sent_bytes']} bytes; "
                  f"deaf client cut off: {a['deaf_client_cut_off']}; RSS {a['rss_before_mib']:.1f} -> "
                  f"{a['rss_after_mib']:.1f} MiB", file=sys.stderr)
            baseline = rss_kib(server.pid)

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
            measured.wait_screen(lambda: is_list(measured), measured.t_spawn, 30, 0.2,
                                 "measured session start")
            drain_all(sessions, 0.5)
            rss = rss_kib(server.pid)
            per_session = (rss - previous_rss) / max(1, level - previous_count)
            # The measured session counts as one of the level's sessions while it is open.
            enter, esc = enter_rounds(measured, args.rounds)
            before = sample_all(server.pid)
            wakeups_before = thread_wakeups(server.pid)
            drain_all(sessions, 0.0)
            time.sleep(3.0)
            after = sample_all(server.pid)
            idle_cpu_ms = (after["ticks"] - before["ticks"]) * 1000 / e2e.CLK_TCK
            idle_wakeups = wakeups_between(wakeups_before, thread_wakeups(server.pid))
            per_worker = sorted(n for n in sessions_per_worker(os.path.join(data, "server.log")).values() if n)
            row = {"sessions": level, "not_ready": not_ready, "rss_mib": rss / 1024, "per_worker": per_worker,
                   "per_session_mib": per_session / 1024,
                   "enter_p50_ms": e2e.median(enter), "enter_p95_ms": e2e.p95(enter),
                   "esc_p50_ms": e2e.median(esc), "idle_cpu_ms_3s": idle_cpu_ms, "idle_wakeups_3s": idle_wakeups,
                   "threads": after["threads"]}
            results["levels"].append(row)
            print(f"{level:>4} session{' ' if level == 1 else 's'}: RSS {rss / 1024:.1f} MiB ({per_session / 1024:.2f} MiB each added), "
                  f"Enter p50 {row['enter_p50_ms']:.2f} ms p95 {row['enter_p95_ms']:.2f} ms, "
                  f"idle 3 s: {idle_cpu_ms:.0f} ms CPU, {idle_wakeups} wake-ups; sessions per worker {per_worker}",
                  file=sys.stderr)
            measured.send(b"q")
            measured.close()
            sessions.append(Idle(port, len(sessions)))   # keeps the count for the next level
            drain_all(sessions, 0.3)
            previous_count, previous_rss = level, rss
        results["cpu_s_per_process"] = {p: cpu_seconds(p) for p in server_pids(server.pid)}
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
    print(f"Worker processes: {args.workers}")
    print("| sessions | server RSS | per added session | Enter p50 / p95 (ssh) | idle 3 s: CPU, wake-ups "
          "| sessions per worker |")
    print("|---:|---:|---:|---:|---:|---:|")
    for row in results["levels"]:
        print(f"| {row['sessions']} | {row['rss_mib']:.1f} MiB | {row['per_session_mib']:.2f} MiB | "
              f"{row['enter_p50_ms']:.2f} / {row['enter_p95_ms']:.2f} ms | "
              f"{row['idle_cpu_ms_3s']:.0f} ms, {row['idle_wakeups_3s']} | "
              f"{' + '.join(map(str, row['per_worker']))} |")
    cpu = results.get("cpu_s_per_process", {})
    if cpu:
        print("\nCPU time per process (the first is the server or the workers' parent): "
              + ", ".join(f"pid {p}: {seconds:.2f} s" for p, seconds in cpu.items()))
    if results.get("shutdown_s") is not None:
        opened = f"{len(sessions)} session{'' if len(sessions) == 1 else 's'}"
        print(f"\nSIGTERM with {opened} open: exit {results['shutdown_status']} "
              f"after {results['shutdown_s']:.2f} s")
    if "adversaries" in results:
        a = results["adversaries"]
        print(f"\nOne session while three clients misbehave (one stops reading, one sends "
              f"{a['noise_sent_bytes']} random bytes, one is killed mid-frame): Enter p50/p95 "
              f"{a['during_p50_ms']:.2f} / {a['during_p95_ms']:.2f} ms, alone {a['alone_p50_ms']:.2f} / "
              f"{a['alone_p95_ms']:.2f} ms; the client that stopped reading cut off: {a['deaf_client_cut_off']}; "
              f"server RSS {a['rss_before_mib']:.1f} MiB before, {a['rss_after_mib']:.1f} MiB after they left")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)


if __name__ == "__main__":
    try:
        main()
    except e2e.StepError as error:
        print(f"error: {error}\n{error.screen_dump}", file=sys.stderr)
        sys.exit(1)
