-- The plain Lua 5.4 baseline of scripts/bench-views-scaling: the document
-- Benchmarks/lua/views-scaling.lua makes, written by hand with
-- string.format("%.2f") into one table and one table.concat. Each view is
-- a group moved by its offset holding the rounded rectangle's fill and
-- stroke (the path data built once per view, as a hand-written writer
-- would; a corner of radius 0 is a plain corner, and all four at 0 a plain
-- rectangle). Run: lua5.4 Benchmarks/lua/baseline-views-scaling.lua [COUNT] [PATH]
local count = tonumber(arg[1]) or 10000
local path = arg[2] or "/dev/null"
local columns = 1000
local fmt = string.format
local rows = (count + columns - 1) // columns
local out = {}
out[#out + 1] = fmt('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">',
                    columns * 12, rows * 12, columns * 12, rows * 12)

-- The path piece of a corner at (kx, ky), reached along (ux, uy) and left
-- along (vx, vy), from the current point (cx, cy); and the new current point.
local function corner(cx, cy, kx, ky, ux, uy, vx, vy, r)
    if r <= 0 then
        if cx == kx and cy == ky then return "", kx, ky end
        return fmt("L%.2f %.2f", kx, ky), kx, ky
    end
    local sx, sy, ex, ey = kx + ux * r, ky + uy * r, kx + vx * r, ky + vy * r
    local arc = fmt("A%.2f %.2f 0 0 1 %.2f %.2f", r, r, ex, ey)
    if cx == sx and cy == sy then return arc, ex, ey end
    return fmt("L%.2f %.2f", sx, sy) .. arc, ex, ey
end

local function roundedRect(w, h, tl, bl, br, tr)
    if tl == 0 and bl == 0 and br == 0 and tr == 0 then
        return fmt("M0 0L%.2f 0L%.2f %.2fL0 %.2fZ", w, w, h, h)
    end
    local a, x, y = corner(tl, 0, w, 0, -1, 0, 0, 1, tr)
    local b, c, d
    b, x, y = corner(x, y, w, h, 0, -1, -1, 0, br)
    c, x, y = corner(x, y, 0, h, 1, 0, 0, -1, bl)
    d = corner(x, y, 0, 0, 0, 1, 1, 0, tl)
    return fmt("M%.2f 0", tl) .. a .. b .. c .. d .. "Z"
end

for i = 0, count - 1 do
    local x, y = (i % columns) * 12 + 1, (i // columns) * 12 + 1
    local d = roundedRect(10, 10, i % 4, (i // 4) % 3, (i // 12) % 5 * 0.5, (i // 60) % 4 * 0.75)
    local fill = fmt("#%06x", i * 2654435761 % 0x1000000)
    local stroke = fmt("#%06x", (i * 40503 + 0x123456) % 0x1000000)
    out[#out + 1] = fmt('<g transform="translate(%.2f %.2f)"><path d="%s" fill="%s"/>', x, y, d, fill)
    out[#out + 1] = fmt('<path d="%s" fill="none" stroke="%s" stroke-width="%.2f" stroke-miterlimit="10"/></g>',
                        d, stroke, 0.25 + i % 3 * 0.25)
end
out[#out + 1] = "</svg>\n"
local f = assert(io.open(path, "wb"))
f:write(table.concat(out))
f:close()
