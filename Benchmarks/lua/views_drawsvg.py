"""The views row of scripts/bench in Python with drawsvg (issue 9): the
document of Benchmarks/lua/views.lua -- COUNT groups moved by an offset,
each a rounded rectangle's fill and its stroke -- built as drawsvg
elements and saved. Run: python3 Benchmarks/lua/views_drawsvg.py [COUNT] [PATH]"""
import sys

import drawsvg as draw

count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
path = sys.argv[2] if len(sys.argv) > 2 else "/dev/null"
columns = 200
palette = ["#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de"]
rows = (count + columns - 1) // columns
d = draw.Drawing(columns * 12, rows * 12)


def rounded(r, **style):
    p = draw.Path(**style)
    p.M(r, 0).L(10 - r, 0).A(r, r, 0, 0, 1, 10, r).L(10, 10 - r).A(r, r, 0, 0, 1, 10 - r, 10)
    p.L(r, 10).A(r, r, 0, 0, 1, 0, 10 - r).L(0, r).A(r, r, 0, 0, 1, r, 0).Z()
    return p


for i in range(count):
    x, y = (i % columns) * 12 + 1, (i // columns) * 12 + 1
    r = 2 + i % 3
    g = draw.Group(transform=f"translate({x} {y})")
    g.append(rounded(r, fill=palette[i % 8]))
    g.append(rounded(r, fill="none", stroke="#000000", stroke_width=0.5, stroke_miterlimit=10))
    d.append(g)
d.save_svg(path)
