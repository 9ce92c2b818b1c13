-- The plain Lua 5.4 baseline for the views row of scripts/bench: the
-- document Benchmarks/lua/views.lua makes, written by hand with
-- string.format("%.2f") into a table and one table.concat. Each child is
-- a group moved by its offset holding the rounded rectangle's fill and
-- stroke (the path data built once, as a hand-written writer would).
-- Run: lua5.4 Benchmarks/lua/baseline-views.lua [COUNT] [PATH]
local count = tonumber(arg[1]) or 20000
local path = arg[2] or "/dev/null"
local columns = 200
local palette = {"#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de"}
local fmt = string.format
local rows = (count + columns - 1) // columns
local out = {}
out[#out + 1] = fmt('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">',
                    columns * 12, rows * 12, columns * 12, rows * 12)
for i = 0, count - 1 do
    local x, y = (i % columns) * 12 + 1, (i // columns) * 12 + 1
    local r = 2 + i % 3
    local d = fmt("M%.2f %.2fL%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2fL%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2f"
               .. "L%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2fL%.2f %.2fA%.2f %.2f 0 0 1 %.2f %.2fZ",
                  r, 0, 10 - r, 0, r, r, 10, r, 10, 10 - r, r, r, 10 - r, 10,
                  r, 10, r, r, 0, 10 - r, 0, r, r, r, r, 0)
    out[#out + 1] = fmt('<g transform="translate(%.2f %.2f)"><path d="%s" fill="%s"/>', x, y, d, palette[i % 8 + 1])
    out[#out + 1] = fmt('<path d="%s" fill="none" stroke="#000000" stroke-width="%.2f" stroke-miterlimit="10"/></g>',
                        d, 0.5)
end
out[#out + 1] = "</svg>\n"
local f = assert(io.open(path, "wb"))
f:write(table.concat(out))
f:close()
