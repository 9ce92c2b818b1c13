-- Benchmarks/lua/canvas.lua's document drawn through the shape library from
-- Lua: one UnevenRoundedRectangle, one ctx:fill and one ctx:stroke per
-- rectangle, so the cost of the bindings (argument decoding, userdata) is
-- included. Run: shapelua Benchmarks/lua/canvas-shapelua.lua [COUNT] [PATH]
-- With PATH "-" the script returns the Canvas instead of saving it, for
-- `shapelua -o FILE Benchmarks/lua/canvas-shapelua.lua COUNT -`. With a
-- third argument "labels" the shapes are built with label tables,
-- `UnevenRoundedRectangle{topLeading = ..., style = "circular"}` (one more
-- Lua table per rectangle, and the general argument decoder).
local count = tonumber(arg[1]) or 100000
local path = arg[2] or "/dev/null"
local labels = arg[3] == "labels"
local columns = 100
local palette = {}
for i, hex in ipairs{"#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de"} do
    palette[i] = Color(hex)
end
local black = Color("#000000")

local seed = 12345
local function nextr()
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed >> 16
end

local rows = (count + columns - 1) // columns
local canvas = Canvas(columns * 20, rows * 20, function(ctx)
    seed = 12345
    for i = 0, count - 1 do
        local x, y = (i % columns) * 20 + 0.5, (i // columns) * 20 + 0.5
        local w, h = 13 + (nextr() % 600) / 100, 13 + (nextr() % 600) / 100
        local tl, tr = 1 + (nextr() % 500) / 100, 1 + (nextr() % 500) / 100
        local br, bl = 1 + (nextr() % 500) / 100, 1 + (nextr() % 500) / 100
        local shape
        if labels then
            shape = UnevenRoundedRectangle{topLeading = tl, bottomLeading = bl, bottomTrailing = br,
                                           topTrailing = tr, style = "circular"}
        else
            shape = UnevenRoundedRectangle(tl, bl, br, tr, "circular")
        end
        local rect = Rect(x, y, w, h)
        ctx:fill(shape, palette[i % 8 + 1], rect)
        ctx:stroke(shape, black, 1, rect)
    end
end)
if path == "-" then return canvas end
save(canvas, path)
