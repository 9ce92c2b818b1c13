-- The plain Lua 5.4 baseline of scripts/bench's addLine row: the document
-- of path-lines.lua (COUNT line segments in one stroked path) written by
-- hand, string.format("%.2f") per point into a table, one table.concat.
-- Run: lua5.4 Benchmarks/lua/baseline-path.lua [COUNT] [PATH]
local count = tonumber(arg[1]) or 1000000
local path = arg[2] or "/dev/null"
local fmt = string.format
local out = {'<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500" viewBox="0 0 1000 500"><path d="M0 0'}
for i = 1, count do out[#out + 1] = fmt("L%.2f %.2f", i % 1000, (i * 7) % 1000 / 2) end
out[#out + 1] = '" fill="none" stroke="#000000" stroke-width="0.5" stroke-miterlimit="10"/></svg>\n'
local f = assert(io.open(path, "wb"))
f:write(table.concat(out))
f:close()
