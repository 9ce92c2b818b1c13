-- scripts/bench-views-scaling (issue 20): COUNT views in the form users
-- write them, each a per-corner rounded rectangle (zeros included) with a
-- colour of its own, `shape:fill(c):overlay(shape:stroke(c2, w))
-- :frame(10, 10):offset(x, y)`, in one ZStack, saved as SVG.
-- Benchmarks/lua/baseline-views-scaling.lua writes the same document by hand.
-- Run: shapelua Benchmarks/lua/views-scaling.lua [COUNT] [PATH]
local count = tonumber(arg[1]) or 10000
local path = arg[2] or "/dev/null"
local columns = 1000
local fmt = string.format
local rows = (count + columns - 1) // columns
local children = {alignment = "topLeading"}
for i = 0, count - 1 do
    local x, y = (i % columns) * 12 + 1, (i // columns) * 12 + 1
    local shape = UnevenRoundedRectangle(i % 4, (i // 4) % 3, (i // 12) % 5 * 0.5, (i // 60) % 4 * 0.75, "circular")
    local fill = fmt("#%06x", i * 2654435761 % 0x1000000)
    local stroke = fmt("#%06x", (i * 40503 + 0x123456) % 0x1000000)
    children[#children + 1] = shape:fill(fill):overlay(shape:stroke(stroke, 0.25 + i % 3 * 0.25))
        :frame(10, 10):offset(x, y)
end
save(ZStack(children):frame(columns * 12, rows * 12, "topLeading"), path)
