#!/usr/bin/env python3
"""The SSH benchmark's heavy round: does one session's heavy work hold up the others?

`SSHLoadServer WORKERS HOST_KEY ROWS` (Benchmarks/ssh/LoadServer) serves each session a
table of ROWS tickets sorted by title. Here SESSIONS `ssh -tt` clients log in (pseudo-
terminals of their own); a few of them are measured: Enter on a row -> the ticket's screen
drawn, Esc -> the table, p50 and p95 over every measured session. First on a quiet server,
then while one more session presses `s` in a loop (each press sorts every row again, by
the next column: votes, then title) and the other sessions press `j` now and then.
Printed: the two latencies and their ratio, which worker each measured session and the
sorting session landed on, the sorts done, and the CPU time each process used in the
heavy round.

    Benchmarks/ssh/run.sh --heavy [--workers 4] [--sessions 100] [--rows 100000] [--rounds 30]
"""
import argparse
import importlib.util
import json
import multiprocessing
import os
import random
import re
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("ssh_harness", os.path.join(HERE, "harness.py"))
ssh = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ssh)
e2e = ssh.e2e

SERVER = os.path.join(e2e.ROOT, ".build", "release", "SSHLoadServer")
DETAIL = re.compile(r"Ticket \d+:")


def is_detail(t):
    return DETAIL.search(t.text()) is not None


def is_table(t):
    text = t.text()
    return "Votes" in text and DETAIL.search(text) is None


class Client(ssh.Idle):
    """A session whose output is drained; ready once the table shows."""

    def ready(self):
        return b"Votes" in self.seen

    def press(self, key):
        try:
            os.write(self.term.master, key)
        except OSError:
            pass


class Sorter:
    """Presses `s` in a loop (the next press once the frame of the last one came), in a
    process of its own: in a thread of the measuring process it held the interpreter's
    lock while it read the sorted frames, and the measured sessions' Enter waited for it
    (the harness's own delay, not the server's)."""

    def __init__(self, port):
        self.stop = multiprocessing.Event()
        self._sorts = multiprocessing.Value("i", 0)
        ready = multiprocessing.Event()
        self.process = multiprocessing.Process(target=self._run, args=(port, ready), daemon=True)
        self.process.start()
        if not ready.wait(90):
            self.process.kill()
            raise SystemExit("the sorting session did not show its table within 90 s")

    @property
    def sorts(self):
        return self._sorts.value

    def join(self, timeout):
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.kill()

    def _run(self, port, ready):
        term = e2e.Term(ssh.ssh_command(port, "sorter"), e2e.ROOT)
        try:
            term.wait_screen(lambda: is_table(term), term.t_spawn, 60, 0.2, "sorter start")
            ready.set()
            while not self.stop.is_set():
                os.write(term.master, b"s")
                deadline = time.perf_counter() + 10
                got = False
                while time.perf_counter() < deadline and not self.stop.is_set():
                    readable, _, _ = select.select([term.master], [], [], 0.05)
                    if readable:
                        try:
                            got = bool(os.read(term.master, 65536)) or got
                        except OSError:
                            return
                    elif got:
                        break   # the sorted frame came and the output went quiet
                with self._sorts.get_lock():
                    self._sorts.value += 1
        finally:
            term.close()


class Burner:
    """A diagnosis, not the measure: in place of the sorting session, a process that only
    spins on the processor at the lowest priority the machine has (SCHED_IDLE: it runs
    only when nothing else wants the processor). What the others' Enter costs beside it
    is what one busy core costs this machine, whatever the server does."""

    def __init__(self):
        self.stop = multiprocessing.Event()
        self.process = multiprocessing.Process(target=self._run, daemon=True)
        self.process.start()

    sorts = 0

    def join(self, timeout):
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.kill()

    def _run(self):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
        while not self.stop.is_set():
            for _ in range(100_000):
                pass


class Presser(threading.Thread):
    """The other sessions: `j` in one of them every 100 ms, and everyone's output read."""

    def __init__(self, clients):
        super().__init__(daemon=True)
        self.clients = clients
        self.stop = threading.Event()

    def run(self):
        rng = random.Random(3)
        while not self.stop.wait(0.1):
            rng.choice(self.clients).press(b"j")
            ssh.drain_all(self.clients, 0.0)


def worker_of(log_path, user):
    """The pid of the worker that serves `user`, from its "session started" line."""
    with open(log_path) as log:
        for line in log:
            if "session started" in line and f"user={user}" in line:
                return next((w[4:] for w in line.split() if w.startswith("pid=")), "server")
    return None


def cpu_by_process(pid):
    return {p: ssh.cpu_seconds(p) for p in ssh.server_pids(pid)}


def rounds_over(terms, rounds):
    """Enter latencies (ms), a list for each of `terms`."""
    enter = [[] for _ in terms]
    for i in range(rounds):
        for index, t in enumerate(terms):
            t0 = t.send(e2e.KEY_ENTER)
            lat, _ = t.wait_screen(lambda t=t: is_detail(t), t0, 20, 0.05, f"Enter #{i + 1}")
            enter[index].append(lat * 1000)
            t0 = t.send(e2e.KEY_ESC)
            t.wait_screen(lambda t=t: is_table(t), t0, 20, 0.05, f"Esc #{i + 1}")
    return enter


def flat(lists):
    return [x for xs in lists for x in xs]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--measured", type=int, default=4, help="sessions measured, spread over the workers")
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--sorter-nice", type=int, default=None,
                        help="a diagnosis, not the measure: the nice value given to the sorting session's worker "
                             "for the heavy round (does the other sessions' time go to the machine's scheduler?)")
    parser.add_argument("--burner", action="store_true",
                        help="a diagnosis, not the measure: a process spinning at idle priority instead of the "
                             "sorting session (what one busy core costs the others on this machine)")
    parser.add_argument("--json")
    parser.add_argument("--server", default=SERVER, help="the SSHLoadServer to run (run.sh builds the release one)")
    args = parser.parse_args()
    e2e.ensure_pyte()

    data = tempfile.mkdtemp(prefix="weavy-ssh-heavy-")
    log_path = os.path.join(data, "server.log")
    log = open(log_path, "w")
    server = subprocess.Popen(
        [args.server, str(args.workers), os.path.join(data, "host_key"), str(args.rows)],
        stdout=subprocess.PIPE, stderr=log, start_new_session=True, text=True)
    clients, measured, sorter, presser = [], [], None, None
    try:
        line = server.stdout.readline()
        if not line.startswith("ready "):
            raise SystemExit(f"SSHLoadServer did not start: {line!r} (see {log_path})")
        port = int(line.split()[1])
        idle_count = max(0, args.sessions - args.measured - 1)
        for index in range(idle_count):
            clients.append(Client(port, index))
            if len(clients) % 10 == 0:
                ssh.drain_all(clients, 0.05)
        deadline = time.time() + 120
        while not all(c.ready() for c in clients) and time.time() < deadline:
            ssh.drain_all(clients, 0.2)
        for index in range(args.measured):
            t = e2e.Term(ssh.ssh_command(port, f"measured{index}"), e2e.ROOT)
            t.wait_screen(lambda t=t: is_table(t), t.t_spawn, 60, 0.2, f"measured session {index}")
            measured.append(t)
        ssh.drain_all(clients, 0.5)
        print(f"{len(clients) + len(measured)} sessions open; quiet round", file=sys.stderr)

        presser = Presser(clients)
        presser.start()
        quiet = rounds_over(measured, args.rounds)

        sorter = Burner() if args.burner else Sorter(port)
        if args.sorter_nice is not None and not args.burner:
            pid = worker_of(log_path, "sorter")
            os.setpriority(os.PRIO_PROCESS, int(pid) if pid and pid.isdigit() else server.pid, args.sorter_nice)
            print(f"diagnosis: the sorting session's worker ({pid}) at nice {args.sorter_nice}", file=sys.stderr)
        time.sleep(1.0)   # the first sorts under way
        cpu_before = cpu_by_process(server.pid)
        print("heavy round (one session sorting in a loop)", file=sys.stderr)
        heavy = rounds_over(measured, args.rounds)
        cpu_after = cpu_by_process(server.pid)
        sorter.stop.set()
        presser.stop.set()
        sorter.join(timeout=15)
        presser.join(timeout=5)

        sorter_worker = worker_of(log_path, "sorter")
        workers = [worker_of(log_path, f"measured{i}") for i in range(args.measured)]
        apart = [h for h, w in zip(heavy, workers) if w != sorter_worker]
        beside = [h for h, w in zip(heavy, workers) if w == sorter_worker]
        results = {
            "machine": e2e.machine_info(), "workers": args.workers, "sessions": len(clients) + len(measured) + 1,
            "rows": args.rows, "rounds": args.rounds,
            "quiet_p50_ms": e2e.median(flat(quiet)), "quiet_p95_ms": e2e.p95(flat(quiet)),
            "heavy_p50_ms": e2e.median(flat(heavy)), "heavy_p95_ms": e2e.p95(flat(heavy)),
            "heavy_other_workers_p95_ms": e2e.p95(flat(apart)) if apart else None,
            "heavy_sorters_worker_p95_ms": e2e.p95(flat(beside)) if beside else None,
            "sorts": sorter.sorts, "sorter_worker": sorter_worker, "measured_workers": workers,
            "sessions_per_worker": sorted(n for n in ssh.sessions_per_worker(log_path).values() if n),
            "heavy_cpu_s": {p: cpu_after[p] - cpu_before.get(p, 0) for p in cpu_after},
        }
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)
        results["shutdown_status"] = server.returncode
    finally:
        for stopping in (sorter, presser):
            if stopping is not None:
                stopping.stop.set()
        for c in clients:
            c.term.close()
        for t in measured:
            t.close()
        if sorter is not None:
            sorter.join(timeout=15)
        if server.poll() is None:
            server.kill()
        log.close()

    r = results
    ratio = r["heavy_p95_ms"] / r["quiet_p95_ms"] if r["quiet_p95_ms"] else float("nan")
    print()
    print(f"{r['workers']} workers, {r['sessions']} sessions, {r['rows']} rows each, {r['rounds']} rounds per "
          f"measured session ({args.measured})")
    print("| server | Enter p50 / p95 through ssh |")
    print("|---|---:|")
    print(f"| quiet | {r['quiet_p50_ms']:.2f} / {r['quiet_p95_ms']:.2f} ms |")
    print(f"| one session sorting {r['rows']} rows in a loop ({r['sorts']} sorts) | "
          f"{r['heavy_p50_ms']:.2f} / {r['heavy_p95_ms']:.2f} ms |")
    shared = sum(1 for w in r["measured_workers"] if w == r["sorter_worker"])
    for name, key in (("on other workers", "heavy_other_workers_p95_ms"),
                      ("on the sorting session's worker", "heavy_sorters_worker_p95_ms")):
        if r[key] is not None:
            print(f"| the same, measured sessions {name} (p95) | {r[key]:.2f} ms |")
    if args.burner:
        print("\n(a diagnosis: a process spinning at idle priority stood for the sorting session)")
    print(f"\np95 heavy / quiet: {ratio:.2f}"
          + (f" (a diagnosis: the sorter's worker at nice {args.sorter_nice})" if args.sorter_nice is not None else ""))
    print(f"the sorting session on worker pid {r['sorter_worker']}; measured sessions on {r['measured_workers']} "
          f"({shared} sharing its worker); sessions per worker {r['sessions_per_worker']}")
    print("CPU time in the heavy round: "
          + ", ".join(f"pid {p}: {s:.2f} s" for p, s in r["heavy_cpu_s"].items()))
    print(f"SIGTERM: exit {r['shutdown_status']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=2)


if __name__ == "__main__":
    try:
        main()
    except e2e.StepError as error:
        print(f"error: {error}\n{error.screen_dump}", file=sys.stderr)
        sys.exit(1)
