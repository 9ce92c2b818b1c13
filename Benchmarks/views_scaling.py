"""scripts/bench-views-scaling (issue 20): do views scale?

The same document at 10k, 100k and 1M views: shapelua building it as
views (Benchmarks/lua/views-scaling.lua: per-corner rounded rectangles,
zeros included, a colour of their own each, `fill(c):overlay(stroke(c2,
w)):frame(10, 10):offset(x, y)` in one ZStack, saved as SVG) against plain
Lua 5.4 writing it by hand (Benchmarks/lua/baseline-views-scaling.lua:
string.format("%.2f"), one table.concat). At each size the two run in
turn, RUNS pairs (one pair at 1M unless RUNS_1M says otherwise), and the
two documents of the last pair are compared after writing numbers in
shortest form.

Reported per size: CPU seconds (user + system, from wait4) and peak RSS
(maxrss) of each, the bytes a view (the peak RSS added since the size
before, divided by the views added: the start-up's RSS, and the floor a
forked child's maxrss inherits from this Python process, cancel out), the median of the paired CPU ratios, and the cost per
view: shapelua's CPU at that size, start-up taken off (the same script
with COUNT 0), divided by the views, and that as a multiple of the cost
at 10k (the target: within 1.5x from 10k to 1M; CPU and peak memory at
most plain Lua's at every size). A benchmark, not a test: nothing fails
on a slow result.

Usage: python3 Benchmarks/views_scaling.py SHAPELUA [RUNS] [SIZES...]
"""
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import LUA, measure, normalised, script, spread  # noqa: E402


def main():
    shapelua = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    sizes = [int(s) for s in sys.argv[3:]] or [10000, 100000, 1000000]
    runs_1m = int(os.environ.get("RUNS_1M", "1"))

    def subject(n, out):
        return [shapelua, script("views-scaling.lua"), str(n), out]

    def baseline(n, out):
        return [LUA, script("baseline-views-scaling.lua"), str(n), out]

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        a, b = os.path.join(tmp, "shapelua.svg"), os.path.join(tmp, "lua.svg")
        zero = statistics.median(measure(subject(0, a))[0] for _ in range(max(runs, 3)))
        for n in sizes:
            cpu, base, rss, base_rss, ratios = [], [], [], [], []
            for _ in range(runs if n < 1000000 else runs_1m):
                c, r, _ = measure(subject(n, a))
                bc, br, _ = measure(baseline(n, b))
                cpu.append(c); base.append(bc); rss.append(r); base_rss.append(br)
                ratios.append(c / bc)
            same = "yes" if normalised(a) == normalised(b) else "NO"
            rows.append((n, cpu, base, rss, base_rss, ratios, same, max(statistics.median(cpu) - zero, 0) / n))

    load = " ".join(open("/proc/loadavg").read().split()[:3])
    print(f"scripts/bench-views-scaling: {runs} alternating pairs per size (1M: {runs_1m}), "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} cores, load average {load}; "
          f"start-up {zero * 1000:.1f} ms taken off the cost per view")
    print("| views | shapelua CPU s | plain Lua CPU s | ratio (CPU) | peak RSS MiB shapelua / Lua | "
          "bytes a view shapelua / Lua (peak RSS added since the size before / views added) | µs a view | cost a view / at 10k | same doc |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    first = rows[0][7]
    before = None
    for n, cpu, base, rss, base_rss, ratios, same, per in rows:
        mib, base_mib = statistics.median(rss) / 1024, statistics.median(base_rss) / 1024
        if before is None:
            marginal = "—"
        else:
            added = n - before[0]
            marginal = f"{(mib - before[1]) * 1048576 / added:.0f} / {(base_mib - before[2]) * 1048576 / added:.0f}"
        before = (n, mib, base_mib)
        print(f"| {n:,} | {spread(cpu)} | {spread(base)} | **{spread(ratios)}** | "
              f"{mib:.0f} / {base_mib:.0f} | {marginal} | {per * 1e6:.2f} | "
              f"{per / first:.2f}× | {same} |")


if __name__ == "__main__":
    main()
