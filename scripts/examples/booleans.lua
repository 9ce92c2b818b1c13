-- Path booleans (docs/GEOMETRY.md): three icons cut from shapes, the curves kept
-- as curves (the SVG has arcs, not polygons).
-- Run: shapelua scripts/examples/booleans.lua -o booleans.svg
local size = 120
local blue, orange, green = Color.blue, Color.orange, Color.green

-- A ring with a notch: a disc minus a smaller disc minus a slot cut in
-- from the top (shapes, so the icon is laid out in the frame it gets).
local ring = Circle()
    :subtracting(Circle():scale(0.6))
    :subtracting(Rectangle():scale(0.16, 0.5, "top"))

-- A speech bubble: a rounded rectangle united with a tail (paths in the
-- 120 × 120 icon box).
local box = RoundedRectangle{cornerRadius = 22, style = "circular"}:path{4, 8, 112, 80}
local tail = Path():addLines{{26, 70}, {18, 112}, {62, 82}}:closeSubpath()
local bubble = box:union(tail)
    :subtracting(Circle():path{30, 40, 12, 12})
    :subtracting(Circle():path{54, 40, 12, 12})
    :subtracting(Circle():path{78, 40, 12, 12})

-- A badge with a subtracted glyph: a scalloped disc (a circle united with
-- twelve small circles on its rim) minus a check mark's stroke outline.
local badge = Path():addEllipse{16, 16, 88, 88}
for i = 0, 11 do
    local a = math.rad(i * 30)
    local x, y = 60 + 44 * math.cos(a), 60 + 44 * math.sin(a)
    badge = badge:union(Path():addEllipse{x - 12, y - 12, 24, 24})
end
local check = Path():addLines{{38, 62}, {54, 78}, {84, 44}}
    :strokedPath{lineWidth = 12, lineCap = "round", lineJoin = "round"}
badge = badge:subtracting(check)

return HStack{spacing = 24,
    ring:fill(blue):frame(size, size),
    bubble:fill(orange):frame(size, size),
    badge:fill(green):frame(size, size),
}
    :padding(24)
    :background(Color.white)
