-- Prints the tables of docs/DEFAULT-FACE.md: how wide the faces Debian
-- ships set text, against the one published width figure of Apple's
-- system font we found (capsize's xWidthAvg, see the doc).
-- Run: .build/debug/shapelua scripts/face-widths.lua   (after scripts/setup
-- and `apt-get install fonts-roboto-unhinted fonts-lato fonts-cantarell
-- fonts-open-sans fonts-liberation2` for the comparison faces)

-- A text's advance width: shapelua's SVG is as wide as the text, rounded
-- up to a whole pixel, so measuring at 100× the size gives the width to
-- 0.01 px (widths are exactly linear in size: no hinting).
local function width(s, family, size)
  local doc = svg(Text(s):font{size = 100 * size, family = family})
  return tonumber(doc:match('width="([%d%.]+)"')) / 100
end

-- English letter frequencies with the space: capsize's weights before its
-- 2024 change, the ones its system-font figure (842 of 2048) was made with.
local weights = {
  a = 0.0668, b = 0.0122, c = 0.0228, d = 0.0348, e = 0.1039, f = 0.0182, g = 0.0165,
  h = 0.0499, i = 0.057, j = 0.0013, k = 0.0063, l = 0.0329, m = 0.0197, n = 0.0552,
  o = 0.0614, p = 0.0158, q = 0.0008, r = 0.049, s = 0.0518, t = 0.0741, u = 0.0226,
  v = 0.008, w = 0.0193, x = 0.0012, y = 0.0162, z = 0.0006, [" "] = 0.1818,
}
local systemFont = 842 / 2048

-- The weighted average advance in em (a letter alone: no kerning).
local function average(family)
  local sum = 0
  for c, w in pairs(weights) do
    local advance = c == " " and width("x x", family, 100) - 2 * width("x", family, 100)
                    or width(c, family, 100)
    sum = sum + advance / 100 * w
  end
  return sum
end

local faces = {"Inter Display", "Inter", "DejaVu Sans", "Lato", "Cantarell",
               "Liberation Sans", "Roboto", "Open Sans"}
local averages = {}
print("| face | average advance (em) | against SF's 0.4111 em |")
print("|---|---:|---:|")
for _, face in ipairs(faces) do
  averages[face] = average(face)
  print(string.format("| %s | %.4f | %+.1f %% |", face, averages[face],
                      (averages[face] / systemFont - 1) * 100))
end

-- The estimate of a string's width in SF: each comparison face's width of
-- it, scaled by SF's average over that face's, averaged over the faces
-- that are neither the new default nor the old one.
local others = {"Inter", "Lato", "Cantarell", "Liberation Sans", "Roboto", "Open Sans"}
local strings = {"Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot",
                 "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General",
                 "Control Center", "Display & Brightness", "Privacy & Security",
                 "Software Update", "Settings", "Cancel", "Done", "Edit", "Search",
                 "Hello, World!"}
print()
print("| text at 17 px | DejaVu Sans (before) | Inter Display (now) | SF, estimated | now against the estimate |")
print("|---|---:|---:|---:|---:|")
for _, s in ipairs(strings) do
  local estimate = 0
  for _, face in ipairs(others) do
    estimate = estimate + width(s, face, 17) * systemFont / averages[face]
  end
  estimate = estimate / #others
  local now = width(s, "Inter Display", 17)
  print(string.format("| %s | %.2f | %.2f | %.1f | %+.1f %% |", s, width(s, "DejaVu Sans", 17), now,
                      estimate, (now / estimate - 1) * 100))
end
