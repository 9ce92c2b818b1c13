-- Batch generation: a family of app-icon shapes, several sizes × corner
-- styles, written to a folder. Usage:
--   shapelua scripts/examples/batch.lua [folder]      (default: out/icons)
-- With --output-dir DIR, relative folders are inside DIR.
local folder = ... or "out/icons"
local sizes = {16, 32, 64, 128, 256}
local styles = {
    circular = function(s) return RoundedRectangle(s * 0.225, "circular") end,
    continuous = function(s) return RoundedRectangle(s * 0.225, "continuous") end,
    squircle = function(s) return SmoothRoundedRectangle{cornerRadius = s * 0.225, smoothing = 0.6} end,
    superellipse = function(_) return Superellipse{exponent = 5} end,
}
local names = {}
for name in pairs(styles) do names[#names + 1] = name end
table.sort(names) -- deterministic order

local count = 0
for _, name in ipairs(names) do
    for _, s in ipairs(sizes) do
        local icon = styles[name](s)
            :fill(LinearGradient{colors = {Color.blue, Color.indigo},
                                 startPoint = "topLeading", endPoint = "bottomTrailing"})
            :frame(s, s)
        save(icon, string.format("%s/%s-%d.svg", folder, name, s))
        count = count + 1
    end
end
print(string.format("wrote %d icons to %s", count, folder))
