"""scripts/bench: issue 9's performance table, and `scripts/bench scaling`.

Every row runs a shapelua script and the plain Lua 5.4 script writing the
same document (Benchmarks/lua/baseline-*.lua), alternating, RUNS times, in
this one run; a row's ratio is the median (and min-max) over runs of the
shapelua run's CPU time divided by the baseline run's next to it (pairing
cancels most of the load other builders put on a shared machine).

CPU time (user + system) and peak resident memory are the child's own
resource usage from wait4(2): the numbers GNU time prints, but to the
microsecond (GNU time rounds CPU to 10 ms, a tenth of a baseline run).

Usage: python3 Benchmarks/bench.py SHAPELUA [table|scaling] [RUNS]
(scripts/bench builds the release binary and passes it.)
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

LUA = "lua5.4"
HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.join(HERE, "lua")


def script(name):
    return os.path.join(SCRIPTS, name)


def peak_rss_helper():
    """Benchmarks/PeakRSS/peak-rss.c, compiled once into .build: measures
    a command's true peak RSS, which wait4 from this Python process cannot
    (see the helper's comment)."""
    binary = os.path.join(HERE, "..", ".build", "peak-rss")
    source = os.path.join(HERE, "PeakRSS", "peak-rss.c")
    if not os.path.exists(binary) or os.path.getmtime(binary) < os.path.getmtime(source):
        swift_clang = os.path.join(os.path.dirname(os.path.realpath(shutil.which("swiftc") or "")), "clang")
        compiler = shutil.which("cc") or shutil.which("clang") or swift_clang
        os.makedirs(os.path.dirname(binary), exist_ok=True)
        subprocess.run([compiler, "-O2", "-o", binary, source], check=True)
    return binary


def measure(cmd):
    """Runs cmd; returns (CPU seconds, peak RSS KiB, wall seconds)."""
    helper = peak_rss_helper()
    with tempfile.NamedTemporaryFile(prefix="peak-rss-") as result:
        start = time.perf_counter()
        proc = subprocess.Popen([helper, result.name] + cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        err = proc.stderr.read().decode(errors="replace")
        proc.wait()
        wall = time.perf_counter() - start
        proc.stderr.close()
        report = open(result.name).read().split()
    if proc.returncode != 0 or len(report) != 3:
        sys.exit(f"bench: {' '.join(cmd)} failed ({proc.returncode}): {err.strip()[:500]}")
    user, system, peak = report
    return float(user) + float(system), int(peak), wall


def spread(values, fmt="{:.2f}"):
    """'median (min-max)'."""
    return f"{fmt.format(statistics.median(values))} ({fmt.format(min(values))}–{fmt.format(max(values))})"


def normalised(path):
    """A document with numbers in shortest form (Lua's "%.2f" writes 14.20
    where shapelua writes 14.2) and without the zero-length "L" the geometry
    layer sometimes repeats before an arc, so the two writers compare."""
    with open(path, "rb") as f:
        text = f.read().decode()
    text = re.sub(r"(\d+)\.(\d+)", lambda m: m.group(1) + ("." + m.group(2).rstrip("0") if m.group(2).rstrip("0") else ""), text)
    text = re.sub(r"L([\d.]+ [\d.]+)(?=L\1[^\d.])", "", text)
    return text


class Row:
    def __init__(self, name, subject, baseline, target, rss_target=None, compare=True, repeat=1):
        self.name, self.subject, self.baseline = name, subject, baseline
        self.target, self.rss_target, self.compare, self.repeat = target, rss_target, compare, repeat
        self.cpu, self.base_cpu, self.rss, self.base_rss, self.ratios = [], [], [], [], []

    def run_once(self, tmp):
        """One paired run (REPEAT launches of each, alternating)."""
        cpu = base = 0.0
        for _ in range(self.repeat):
            c, r, _ = measure(self.subject(os.path.join(tmp, "subject.svg")))
            b, br, _ = measure(self.baseline(os.path.join(tmp, "baseline.svg")))
            cpu, base = cpu + c, base + b
        self.cpu.append(cpu)
        self.base_cpu.append(base)
        self.rss.append(r)
        self.base_rss.append(br)
        self.ratios.append(cpu / base if base > 0 else float("inf"))

    def same_document(self, tmp):
        if not self.compare:
            return "—"
        a, b = os.path.join(tmp, "subject.svg"), os.path.join(tmp, "baseline.svg")
        return "yes" if normalised(a) == normalised(b) else "NO"


def table(shapelua, runs):
    has_drawsvg = subprocess.run(["python3", "-c", "import drawsvg"], capture_output=True).returncode == 0
    canvas_n, views_n, lines_n, launches = 100000, 20000, 1000000, 40
    scaling_n = 100000

    # addLine: a quadratic builder would take hours at 1M calls; probe first.
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "probe.svg")
        probe = [measure([shapelua, script("path-lines.lua"), str(n), out, "line"])[0] / n for n in (10000, 40000)]
    lines_note = ""
    if probe[1] > 2 * probe[0] or probe[1] * lines_n > 60:
        lines_n = 40000
        lines_note = (f" (1M calls skipped: {probe[0] * 1e6:.1f} µs/call at 10k, {probe[1] * 1e6:.1f} at 40k,"
                      " so 1M would take minutes)")

    def lua_doc(name, n, *extra):
        return lambda out: [LUA, script(name), str(n), out, *extra]

    def shape_doc(name, n, *extra):
        return lambda out: [shapelua, script(name), str(n), out, *extra]

    rows = [
        Row(f"Canvas, label tables + {{x,y,w,h}} rects + string.format colour ({canvas_n:,} rects)",
            shape_doc("canvas-labels.lua", canvas_n), lua_doc("baseline-canvas.lua", canvas_n), 0.3),
        Row(f"Canvas, positional + Rect(...) ({canvas_n:,} rects)",
            shape_doc("canvas-shapelua.lua", canvas_n), lua_doc("baseline-canvas.lua", canvas_n), 0.25),
        Row(f"Views, ZStack of {views_n:,} fill+overlay(stroke)+frame+offset",
            shape_doc("views.lua", views_n), lua_doc("baseline-views.lua", views_n), 1.0, rss_target=2.0),
    ]
    bench_views = os.path.join(os.path.dirname(shapelua), "bench-views")
    if os.path.exists(bench_views):
        rows.append(Row(f"  ShapeCore alone (Swift builds the same {views_n:,} views: Benchmarks/ViewsBench)",
                        lambda out: [bench_views, str(views_n), out], lua_doc("baseline-views.lua", views_n), None))
    if has_drawsvg:
        rows.append(Row(f"  Python drawsvg, the same {views_n:,} views",
                        lambda out: ["python3", script("views_drawsvg.py"), str(views_n), out],
                        lua_doc("baseline-views.lua", views_n), None, compare=False))
    # Issue 20's scaling document at its middle size (scripts/bench-views-scaling
    # runs 10k, 100k and 1M): CPU and peak memory at most plain Lua's.
    rows.append(Row(f"Views, {scaling_n:,} per-corner rounded rects, a colour each (bench-views-scaling)",
                    shape_doc("views-scaling.lua", scaling_n), lua_doc("baseline-views-scaling.lua", scaling_n),
                    1.0, rss_target=1.0))
    rows += [
        Row(f"p:addLine{{x, y}} × {lines_n:,} on one path, saved{lines_note}",
            shape_doc("path-lines.lua", lines_n, "line"), lua_doc("baseline-path.lua", lines_n), None),
        Row(f"shapelua -e '' vs lua5.4 -e '' ({launches} launches per run)",
            lambda out: [shapelua, "-e", ""], lambda out: [LUA, "-e", ""], 2.0, compare=False, repeat=launches),
    ]

    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(runs):
            for row in rows:
                row.run_once(tmp)
        same = {}
        for row in rows:  # the last run's documents are still there
            row.run_once(tmp)
            same[row.name] = row.same_document(tmp)

    load = open("/proc/loadavg").read().split()[:3]
    print(f"scripts/bench: {runs + 1} alternating runs per row, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, "
          f"{os.cpu_count()} cores, load average {' '.join(load)}")
    print("| work | shapelua CPU s | plain Lua CPU s | ratio (CPU) | peak RSS MiB shapelua / Lua | target | same doc |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for row in rows:
        ratio = statistics.median(row.ratios)
        rss = statistics.median(row.rss) / 1024
        base_rss = statistics.median(row.base_rss) / 1024
        target = ""
        if row.target is not None:
            target = f"≤ {row.target}" + (" met" if ratio <= row.target else " **missed**")
            if row.rss_target is not None:
                target += f"; RSS ≤ {row.rss_target:g}× Lua" + (" met" if rss <= row.rss_target * base_rss else " **missed**")
        if row.name.startswith("p:addLine"):
            per_call = statistics.median(row.cpu) / lines_n * 1e6
            target = f"1M calls ≤ 1.5 s: {per_call:.2f} µs/call" + ("" if lines_note else
                     (" met" if statistics.median(row.cpu) <= 1.5 else " **missed**"))
        print(f"| {row.name} | {spread(row.cpu)} | {spread(row.base_cpu)} | **{spread(row.ratios)}** | "
              f"{rss:.0f} / {base_rss:.0f} | {target} | {same[row.name]} |")


SIZES = [1000, 10000, 100000, 1000000]


def scaling(shapelua, runs):
    """Cost per element at each size (start-up subtracted: the same script
    with COUNT 0); a row whose cost per element at its largest size is more
    than 2× the cost at 1k is flagged."""
    cases = [
        ("p:addLine", lambda n, out: [shapelua, script("path-lines.lua"), str(n), out, "line"], SIZES),
        ("p:addCurve", lambda n, out: [shapelua, script("path-lines.lua"), str(n), out, "curve"], SIZES),
        ("p:addArc", lambda n, out: [shapelua, script("path-lines.lua"), str(n), out, "arc"], SIZES),
        ("VStack children", lambda n, out: [shapelua, script("scaling.lua"), "vstack", str(n), out], SIZES[:3]),
        ("ZStack children", lambda n, out: [shapelua, script("scaling.lua"), "zstack", str(n), out], SIZES[:3]),
        ("ForEach children", lambda n, out: [shapelua, script("scaling.lua"), "foreach", str(n), out], SIZES[:3]),
        ("Canvas shapes", lambda n, out: [shapelua, script("scaling.lua"), "canvas", str(n), out], SIZES),
        ("Text length (characters)", lambda n, out: [shapelua, script("scaling.lua"), "text", str(n), out], SIZES),
        ("save() of small files", None, SIZES[:3]),
    ]
    print(f"scripts/bench scaling: CPU µs per element (median of {runs}; one run when it takes 10 s or more; "
          "start-up subtracted), "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {os.cpu_count()} cores, "
          f"load average {' '.join(open('/proc/loadavg').read().split()[:3])}")
    print("| element | " + " | ".join(f"{n:,}" for n in SIZES) + " | largest / 1k | peak RSS MiB at largest |")
    print("| --- | " + " | ".join("---" for _ in SIZES) + " | --- | --- |")
    for name, command, sizes in cases:
        with tempfile.TemporaryDirectory() as tmp:
            if command is None:  # save(): PATH is a folder, emptied between runs
                folder = os.path.join(tmp, "icons")

                def command(n, out, folder=folder):
                    shutil.rmtree(folder, ignore_errors=True)
                    os.makedirs(folder)
                    return [shapelua, script("scaling.lua"), "files", str(n), folder]
            out = os.path.join(tmp, "out.svg")
            zero = statistics.median(measure(command(0, out))[0] for _ in range(runs))
            per, cells, rss, skipped = {}, [], 0, None
            for n in SIZES:
                if n not in sizes:
                    cells.append("not run (memory/files)")
                    continue
                if skipped or (per and max(per.values()) * n > 120):
                    skipped = skipped or f"skipped: ~{max(per.values()) * n:.0f} s"
                    cells.append(skipped)
                    continue
                samples = [measure(command(n, out))]
                if samples[0][0] < 10:  # a run of 10 s or more is measured once
                    samples += [measure(command(n, out)) for _ in range(runs - 1)]
                cpu = statistics.median(s[0] for s in samples)
                rss = statistics.median(s[1] for s in samples) / 1024
                per[n] = max(cpu - zero, 0) / n
                cells.append(f"{per[n] * 1e6:.3f}")
            largest = max(per)
            growth = per[largest] / per[1000] if per[1000] > 0 else float("inf")
            flag = f"{growth:.2f}×" + (" **grows > 2×**" if growth > 2 else "")
            if skipped:
                flag += f" (up to {largest:,})"
            print(f"| {name} | " + " | ".join(cells) + f" | {flag} | {rss:.0f} |")


def main():
    shapelua = sys.argv[1]
    mode = sys.argv[2] if len(sys.argv) > 2 else "table"
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else (5 if mode == "table" else 3)
    if mode == "table":
        table(shapelua, runs)
    elif mode == "scaling":
        scaling(shapelua, runs)
    else:
        sys.exit("usage: scripts/bench [table|scaling] [RUNS]")


if __name__ == "__main__":
    main()
