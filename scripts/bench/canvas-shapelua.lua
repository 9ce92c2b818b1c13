-- The same document as scripts/bench/canvas.lua, drawn through shapelua's
-- Lua Canvas API (ctx:fill / ctx:stroke of UnevenRoundedRectangle), so
-- scripts/bench-canvas can time the whole path: Lua calls, bindings,
-- ShapeCore geometry and the SVG writer. Run as
--   shapelua -o out.svg scripts/bench/canvas-shapelua.lua COUNT
local count = tonumber(arg and arg[1]) or 100000
local columns = 100
local palette = {Color.red, Color.orange, Color.yellow, Color.green, Color.mint, Color.blue, Color.indigo, Color.purple}
local black = Color.black

local seed = 12345
local function nextr()
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed >> 16
end

local rows = (count + columns - 1) // columns
return Canvas(columns * 20, rows * 20, function(ctx)
    for i = 0, count - 1 do
        local x, y = (i % columns) * 20 + 0.5, (i // columns) * 20 + 0.5
        local w, h = 13 + (nextr() % 600) / 100, 13 + (nextr() % 600) / 100
        local tl, tr = 1 + (nextr() % 500) / 100, 1 + (nextr() % 500) / 100
        local br, bl = 1 + (nextr() % 500) / 100, 1 + (nextr() % 500) / 100
        local shape = UnevenRoundedRectangle{topLeadingRadius = tl, bottomLeadingRadius = bl,
                                             bottomTrailingRadius = br, topTrailingRadius = tr, style = "circular"}
        local rect = {x, y, w, h}
        ctx:fill(shape, palette[i % 8 + 1], rect)
        ctx:stroke(shape, black, 1, rect)
    end
end)
