-- The views row of scripts/bench: a ZStack{alignment = "topLeading"} of
-- COUNT children, each `shape:fill(c):overlay(shape:stroke("black", 0.5))
-- :frame(10, 10):offset(x, y)` (issue 9), in a frame the size of the grid,
-- written with save(). Run: shapelua Benchmarks/lua/views.lua [COUNT] [PATH]
-- Benchmarks/lua/baseline-views.lua writes the same document by hand.
local count = tonumber(arg[1]) or 20000
local path = arg[2] or "/dev/null"
local columns = 200
local palette = {"#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de"}
local rows = (count + columns - 1) // columns
local children = {alignment = "topLeading"}
for i = 0, count - 1 do
    local x, y = (i % columns) * 12 + 1, (i // columns) * 12 + 1
    local shape = RoundedRectangle(2 + i % 3, "circular")
    children[#children + 1] = shape:fill(palette[i % 8 + 1]):overlay(shape:stroke("black", 0.5))
        :frame(10, 10):offset(x, y)
end
save(ZStack(children):frame(columns * 12, rows * 12, "topLeading"), path)
