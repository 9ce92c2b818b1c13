-- Batch generation: an icon family of 7 sizes × 5 corner styles × 10
-- colours = 350 PNGs, each rendered from vectors at its own size.
--   shapelua scripts/examples/batch.lua [folder]             (default: out/icons)
--   shapelua --jobs 2 scripts/examples/batch.lua [folder]    the same files, two processes
--   shapelua --shard K/N scripts/examples/batch.lua [folder] one machine's share (docs/BATCH.md)
-- It works unchanged with and without shards: save() calls are numbered
-- in call order and each shard performs its own (docs/BATCH.md), skipping the
-- layout and rendering of the rest. The script also skips building the
-- views of other shards' saves, keeping each call (its number) with a
-- stand-in view that is never laid out (docs/BATCH.md). With
-- --output-dir DIR, relative folders are inside DIR.
local folder = ... or "out/icons"

local sizes = {16, 32, 48, 64, 128, 256, 512}
local styles = {
    {"circular", function(s) return RoundedRectangle(s * 0.225, "circular") end},
    {"continuous", function(s) return RoundedRectangle(s * 0.225, "continuous") end},
    {"squircle", function(s) return SmoothRoundedRectangle{cornerRadius = s * 0.225, smoothing = 0.6} end},
    {"superellipse", function() return Superellipse{exponent = 5} end},
    {"circle", function() return Circle() end},
}
local colours = {
    {"blue", "blue", "indigo"}, {"teal", "mint", "teal"}, {"green", "green", "#1E7F3C"},
    {"orange", "yellow", "orange"}, {"red", "orange", "red"}, {"pink", "pink", "purple"},
    {"purple", "purple", "indigo"}, {"graphite", "gray", "#3A3A3C"}, {"night", "#1B1F5E", "#4B2C91"},
    {"sand", "#F2D4A7", "brown"},
}

local function icon(shape, size, from, to)
    local mark = Circle():fill(Color("white"):opacity(0.85)):frame(size * 0.36, size * 0.36)
    return ZStack{
        shape:fill(LinearGradient{colors = {from, to}, startPoint = "topLeading", endPoint = "bottomTrailing"}),
        mark,
    }:frame(size, size)
end

local count = 0
for _, style in ipairs(styles) do
    for _, colour in ipairs(colours) do
        for _, size in ipairs(sizes) do
            count = count + 1 -- the number of this save() call
            local mine = (count - 1) % shard.count == shard.index
            save(mine and icon(style[2](size), size, colour[2], colour[3]) or Color.clear,
                 string.format("%s/%s/%s-%d.png", folder, style[1], colour[1], size))
        end
    end
end
if shard.count > 1 then
    print(string.format("shard %d/%d: %d of %d icons in %s", shard.index, shard.count,
                        (count - shard.index + shard.count - 1) // shard.count, count, folder))
else
    print(string.format("wrote %d icons to %s", count, folder))
end
