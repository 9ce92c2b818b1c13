-- The first row of scripts/bench (issue 9): the Canvas document of
-- baseline-canvas.lua drawn the way a user writes it without thinking of
-- speed: each shape from a label table
-- (`UnevenRoundedRectangle{topLeading = ..., style = "circular"}`), each
-- rect a plain `{x, y, w, h}` table, each colour a string made with
-- string.format("#%06x", ...). Run: shapelua Benchmarks/lua/canvas-labels.lua [COUNT] [PATH]
local count = tonumber(arg[1]) or 100000
local path = arg[2] or "/dev/null"
local columns = 100
local palette = {0xff3b30, 0xff9500, 0xffcc00, 0x34c759, 0x00c7be, 0x007aff, 0x5856d6, 0xaf52de}

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
        local shape = UnevenRoundedRectangle{topLeading = tl, bottomLeading = bl, bottomTrailing = br,
                                             topTrailing = tr, style = "circular"}
        local rect = {x, y, w, h}
        ctx:fill(shape, string.format("#%06x", palette[i % 8 + 1]), rect)
        ctx:stroke(shape, "#000000", 1, rect)
    end
end)
save(canvas, path)
