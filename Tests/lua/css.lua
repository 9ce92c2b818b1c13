-- docs/GEOMETRY.md: CSSRectangle{borderRadius=, cornerShape=} and
-- cssBorder{borderWidth=, borderColor=, borderRadius=, cornerShape=}.
-- Areas by formula on a 200×100 box; area() measures the cubics, so curved
-- corners get 1e-3 relative tolerance (the curves are fitted within 0.01 px).
local box = Rect(0, 0, 200, 100)
local full = 200 * 100
local function area(shape) return shape:path(box):area() end
local function rel(a, b, tol, what) near(a, b, math.abs(b) * tol, what) end
local function gamma(x) -- Lanczos (g = 7), enough digits for these checks
  local c = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
             -176.61503916999185, 12.507343278686905, -0.13857109526572012,
             9.9843695780195716e-6, 1.5056327351493116e-7}
  x = x - 1
  local a, t = c[1], x + 7.5
  for i = 1, 8 do a = a + c[i + 1] / (x + i) end
  return math.sqrt(2 * math.pi) * t ^ (x + 0.5) * math.exp(-t) * a
end

-- Keywords: each corner of radius 20 removes a known area.
local r = 20
eq(area(CSSRectangle{borderRadius = r, cornerShape = "bevel"}), full - 4 * r * r / 2, "bevel")
eq(area(CSSRectangle{borderRadius = r, cornerShape = "square"}), full, "square")
eq(area(CSSRectangle{borderRadius = r, cornerShape = "notch"}), full - 4 * r * r, "notch")
rel(area(CSSRectangle{borderRadius = r}), full - (4 - math.pi) * r * r, 1e-4, "round (the default)")
rel(area(CSSRectangle{borderRadius = r, cornerShape = "round"}), full - (4 - math.pi) * r * r, 1e-4, "round")
rel(area(CSSRectangle{borderRadius = r, cornerShape = "scoop"}), full - math.pi * r * r, 1e-4, "scoop")
-- A superellipse quadrant of exponent n encloses r²·Γ(1+1/n)²/Γ(1+2/n).
local function quadrant(n) return r * r * gamma(1 + 1 / n) ^ 2 / gamma(1 + 2 / n) end
rel(area(CSSRectangle{borderRadius = r, cornerShape = "squircle"}), full - 4 * (r * r - quadrant(4)), 1e-4, "squircle")
rel(area(CSSRectangle{borderRadius = r, cornerShape = "superellipse(1.5)"}),
    full - 4 * (r * r - quadrant(2 ^ 1.5)), 1e-4, "superellipse(1.5)")
-- K < 0 mirrors 2^|K|: the corner loses the quadrant itself.
rel(area(CSSRectangle{borderRadius = r, cornerShape = "superellipse(-1.5)"}), full - 4 * quadrant(2 ^ 1.5), 1e-4, "superellipse(-1.5)")
rel(area(CSSRectangle{borderRadius = r, cornerShape = "superellipse(0.5)"}), full - 4 * (r * r - quadrant(2 ^ 0.5)), 1e-4, "superellipse(0.5)")
eq(area(CSSRectangle{borderRadius = r, cornerShape = "superellipse(0)"}), full - 4 * r * r / 2, "superellipse(0) is bevel")
eq(area(CSSRectangle{borderRadius = r, cornerShape = "superellipse(infinity)"}), full, "superellipse(infinity) is square")
eq(area(CSSRectangle{borderRadius = r, cornerShape = "superellipse( -infinity )"}), full - 4 * r * r, "superellipse(-infinity) is notch")
eq(area(CSSRectangle{borderRadius = r, cornerShape = "BEVEL"}), full - 4 * r * r / 2, "keywords are case-insensitive")

-- 1–4 values: top-left, top-right, bottom-right, bottom-left.
local uneven = CSSRectangle{borderRadius = {10, 20, 30, 40}, cornerShape = "bevel"}
eq(area(uneven), full - (100 + 400 + 900 + 1600) / 2, "four radii")
eq(area(CSSRectangle{borderRadius = {10, 20}, cornerShape = "bevel"}), full - (100 + 400 + 100 + 400) / 2, "two radii repeat")
eq(area(CSSRectangle{borderRadius = {10, 20, 30}, cornerShape = "bevel"}), full - (100 + 400 + 900 + 400) / 2, "three radii")
eq(area(CSSRectangle{borderRadius = 20, cornerShape = {"bevel", "square"}}), full - 2 * 200, "two shapes repeat")
eq(area(CSSRectangle{borderRadius = 20, cornerShape = {"bevel", "square", "notch", "square"}}), full - 200 - 400, "four shapes")
-- Concave corners reaching into the opposite ones shrink beyond CSS's f
-- (as Chromium draws them): on 200×160, 300px 50px notches scale by
-- f = 160/350 and then by 23/32, where the notches' triangles separate.
local k = 160 / 350 * 23 / 32
local notched = CSSRectangle{borderRadius = {300, 50}, cornerShape = "notch"}:path{0, 0, 200, 160}
near(notched:area(), 32000 - 2 * (300 * k) ^ 2 - 2 * (50 * k) ^ 2, 1e-6, "overlapping notches")
eq(notched:contains{100, 80}, true, "the centre stays filled"); eq(notched:contains{90, 60}, false, "inside the top-left notch")
-- Convex corners keep the f rule alone.
near(CSSRectangle{borderRadius = {300, 50}, cornerShape = "bevel"}:path{0, 0, 200, 160}:area(),
     32000 - ((300 * 160 / 350) ^ 2 + (50 * 160 / 350) ^ 2), 1e-6, "overlapping bevels: f only")
local p = uneven:path(box)
eq(p:contains{1, 1}, false, "top-left cut"); eq(p:contains{6, 6}, true)
eq(p:contains{199, 99}, false, "bottom-right cut"); eq(p:contains{160, 90}, true)

-- Elliptical corners and percentages (of the width horizontally, of the height vertically).
eq(area(CSSRectangle{borderRadius = {horizontal = {40}, vertical = {10}}, cornerShape = "bevel"}), full - 4 * 200, "elliptical")
eq(area(CSSRectangle{borderRadius = {horizontal = {"10%"}, vertical = {"20%"}}, cornerShape = "bevel"}), full - 4 * 200, "percentages")
eq(area(CSSRectangle{borderRadius = {horizontal = {"20px"}}, cornerShape = "bevel"}), full - 4 * 200, "vertical defaults to horizontal")
rel(area(CSSRectangle{borderRadius = "50%"}), math.pi * 100 * 50, 1e-4, "50% is the ellipse")
-- Overlapping radii scale by f = min(side / sum of its radii): 100 / (100 + 150) = 0.4.
rel(area(CSSRectangle{borderRadius = {100, 150}, cornerShape = "bevel"}),
    full - (40 ^ 2 + 60 ^ 2) , 1e-12, "f scaling")
-- A corner with one radius 0 is square.
eq(area(CSSRectangle{borderRadius = {horizontal = {30}, vertical = {0}}, cornerShape = "bevel"}), full, "zero radius")

-- Inset: the padding edge inside a border of that width.
local bevel = CSSRectangle{borderRadius = 40, cornerShape = "bevel"}
local inner = bevel:inset(10):path(box)
-- The inner bevel is the outer one's parallel 10 inside: the corner cut of
-- the 180×80 rect is a right isosceles triangle with legs 40 + 10·√2 − 10·2.
local leg = 40 + 10 * math.sqrt(2) - 20
near(inner:area(), 180 * 80 - 4 * leg * leg / 2, 1e-9, "inset bevel")
rel(CSSRectangle{borderRadius = 40}:inset(10):path(box):area(), 180 * 80 - (4 - math.pi) * 900, 1e-4, "inset round: CSS inner radii")
eq(CSSRectangle{borderRadius = 5}:inset(10):path(box):area(), 180 * 80, "radius under the width: square inside")
eq(tostring(bevel):find("CSSRectangle", 1, true) ~= nil, true)

-- Bad input.
checkerr("borderRadius must be >= 0, got -3", CSSRectangle, {borderRadius = -3})
checkerr("borderRadius must be a finite number, got nan", CSSRectangle, {borderRadius = 0 / 0})
checkerr("borderRadius must be a finite number", CSSRectangle, {borderRadius = math.huge})
checkerr("'abc' is not a length", CSSRectangle, {borderRadius = "abc"})
checkerr("'5%%' is not a length", CSSRectangle, {borderRadius = "5%%"})
checkerr("borderRadius must be >= 0, got -5", CSSRectangle, {borderRadius = "-5%"})
checkerr("borderRadius takes 1 to 4 values, got 5", CSSRectangle, {borderRadius = {1, 2, 3, 4, 5}})
checkerr("borderRadius takes 1 to 4 values, got 0", CSSRectangle, {borderRadius = {}})
checkerr("unknown option 'vertica'", CSSRectangle, {borderRadius = {horizontal = {1}, vertica = {2}}})
checkerr("not both", CSSRectangle, {borderRadius = {3, horizontal = {1}}})
checkerr("number or string expected, got boolean", CSSRectangle, {borderRadius = true})
checkerr("unknown corner shape 'roundish'", CSSRectangle, {cornerShape = "roundish"})
checkerr("unknown corner shape 'superellipse(x)'", CSSRectangle, {cornerShape = "superellipse(x)"})
checkerr("unknown corner shape 'superellipse()'", CSSRectangle, {cornerShape = "superellipse()"})
checkerr("cornerShape takes 1 to 4 values, got 5", CSSRectangle, {cornerShape = {"round", "round", "round", "round", "round"}})
checkerr("string expected, got number", CSSRectangle, {cornerShape = 3})
checkerr("unknown option 'radius'", CSSRectangle, {radius = 3, borderRadius = 2})

-- cssBorder: the border over the frame, the content clipped to the padding edge.
local v = Color("#00ff00"):cssBorder{borderWidth = 10, borderColor = "red", borderRadius = 30, cornerShape = "squircle"}
  :frame{width = 200, height = 100}
local s = svg(v)
eq(s:find("clipPath", 1, true) ~= nil, true, "content clipped")
eq(s:find('fill="#ff3b30"', 1, true) ~= nil, true, "red is SwiftUI's red")
eq(s:find('fill-rule="evenodd"', 1, true) ~= nil, true, "the border area is one even-odd path")
local four = svg(Rectangle():cssBorder{borderWidth = {1, 2, 3, 4}, borderColor = {"#ff0000", "#00ff00", "#0000ff", "#ffcc00"}}
  :frame{width = 50, height = 50})
for _, c in ipairs{"#ff0000", "#00ff00", "#0000ff", "#ffcc00"} do
  eq(four:find('fill="' .. c .. '"', 1, true) ~= nil, true, "side colour " .. c)
end
-- Two colours: two layers (equal colours share one).
local _, layers = svg(Rectangle():cssBorder{borderWidth = 2, borderColor = {"#ff0000", "#00ff00"}}:frame{width = 50, height = 50})
  :gsub('fill%-rule="evenodd"', "")
eq(layers, 2, "one layer per colour")
eq(tostring(Text("x"):cssBorder(3)):find("cssBorder", 1, true) ~= nil, true, "positional width")
checkerr("borderWidth must be >= 0, got -1", function() return Rectangle():cssBorder{borderWidth = -1} end)
checkerr("borderWidth takes 1 to 4 values, got 5", function() return Rectangle():cssBorder{borderWidth = {1, 2, 3, 4, 5}} end)
checkerr("borderWidth takes 1 to 4 values, got 0", function() return Rectangle():cssBorder{borderWidth = {}} end)
checkerr("number expected, got no value", function() return Rectangle():cssBorder() end)
checkerr("unknown color 'nocolor'", function() return Rectangle():cssBorder{borderWidth = 2, borderColor = "nocolor"} end)
checkerr("borderColor takes 1 to 4 values, got 0", function() return Rectangle():cssBorder{borderWidth = 2, borderColor = {}} end)
checkerr("unknown option 'borderColr'", function() return Rectangle():cssBorder{borderWidth = 2, borderColr = "red"} end)
checkerr("unknown corner shape 'round2'", function() return Rectangle():cssBorder{borderWidth = 2, borderRadius = 3, cornerShape = "round2"} end)
checkerr("'x%' is not a length", function() return Rectangle():cssBorder{borderWidth = 2, borderRadius = "x%"} end)

-- Huge radii still scale by f (no overflow to a square box): CSS's pill.
rel(area(CSSRectangle{borderRadius = 1e308}), full - (4 - math.pi) * 50 * 50, 1e-4, "radius 1e308")
eq(area(CSSRectangle{borderRadius = "1e308%"}) < full - 1000, true, "radius 1e308%: rounded, not square")
eq(svg(Color.red:cssBorder{borderWidth = 1e308, borderRadius = 1e300, cornerShape = "bevel"}:frame{width = 100, height = 50})
  :find("nan", 1, true), nil, "huge widths: no nan")
