-- The plain Lua 5.4 baseline of scripts/bench's Canvas rows (issue 9): the
-- document of COUNT per-corner-rounded rectangles (fill plus stroke each)
-- that canvas-shapelua.lua and canvas-labels.lua draw, written by hand:
-- numbers with string.format("%.2f"), every piece into one table, one
-- table.concat, one write. The path data is built once for fill and stroke.
-- Run: lua5.4 Benchmarks/lua/baseline-canvas.lua [COUNT] [PATH]
local count = tonumber(arg[1]) or 100000
local path = arg[2] or "/dev/null"
local columns = 100
local palette = {"#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de"}

local seed = 12345
local function nextr()
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed >> 16
end

local fmt = string.format
local rows = (count + columns - 1) // columns
local out = {}
out[#out + 1] = fmt('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">',
                    columns * 20, rows * 20, columns * 20, rows * 20)
for i = 0, count - 1 do
    local x, y = (i % columns) * 20 + 0.5, (i // columns) * 20 + 0.5
    local w, h = 13 + (nextr() % 600) / 100, 13 + (nextr() % 600) / 100
    local tl, tr = 1 + (nextr() % 500) / 100, 1 + (nextr() % 500) / 100
    local br, bl = 1 + (nextr() % 500) / 100, 1 + (nextr() % 500) / 100
    local x1, y1 = x + w, y + h
    local d = fmt("M%.2f %.2fL%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2fL%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2f"
               .. "L%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2fL%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2fZ",
                  x + tl, y, x1 - tr, y, tr, tr, x1, y + tr, x1, y1 - br, br, br, x1 - br, y1,
                  x + bl, y1, bl, bl, x, y1 - bl, x, y + tl, tl, tl, x + tl, y)
    out[#out + 1] = fmt('<path d="%s" fill="%s"/>', d, palette[i % 8 + 1])
    out[#out + 1] = fmt('<path d="%s" fill="none" stroke="#000000" stroke-width="1" stroke-miterlimit="10"/>', d)
end
out[#out + 1] = "</svg>\n"
local f = assert(io.open(path, "wb"))
f:write(table.concat(out))
f:close()
