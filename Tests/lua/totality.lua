-- Geometry totality (issue 8, docs/GEOMETRY.md "Totality"): finite input
-- gives a finite result or an error naming the function — never a trap.
-- The issue's one-liners first, each with its exact outcome.

local function finite(v) return v == v and v > -math.huge and v < math.huge end
local function finitePath(p)
  for _, e in ipairs(p:elements()) do
    for k = 2, #e do if not finite(e[k]) then return false end end
  end
  return true
end

-- SIGILL in ArcApproximation.segmentCount: radii scaled up to the chord.
local tiny = Path("M0 0 A 1e-200 1e-200 0 0 0 10 10")
eq(tiny:svgPathData(), "M0 0A7.071 7.071 0 0 0 10 10")
-- (45° cubics: radial error 4.2e-6 of the radius, so ~2e-6 of the length)
near(tiny:length(), math.pi * math.sqrt(50), 1e-4, "half circle")

-- SIGILL (Int overflow) in ArcApproximation.sinCos: a 1e30° start angle.
local huge = Path(function(p) p:addArc{center = {5, 5}, radius = 5, startAngle = 1e30, endAngle = 0} end)
eq(finitePath(huge), true)
for _, e in ipairs(huge:elements()) do
  if e[1] == "move" or e[1] == "cubic" then
    local x, y = e[#e - 1], e[#e]
    near(math.sqrt((x - 5)^2 + (y - 5)^2), 5, 1e-9, "on the circle")
  end
end

-- SIGILL (Int overflow) at Cubic.swift:145: stroking a 1e40 cubic.
local cubic = Path("M0 0 C 1e40 0 0 1e40 1 1")
local stroked = cubic:strokedPath{lineWidth = 1}
eq(finitePath(stroked), true)
eq(#stroked:elements() < 40000, true)
-- (a 1 px stroke is narrower than a Double's step 1e39 away: drawn where it fits)
local wide = cubic:strokedPath{lineWidth = 1e36}
eq(wide:bounds().maxX > 4.4e39 and wide:bounds().maxX < 4.5e39, true)
-- ... also through strokeBorder (a view) and a Canvas stroke.
eq(svg(cubic:strokeBorder("red", 1):frame(10, 10)):find("<path", 1, true) ~= nil, true)
eq(svg(Canvas(10, 10, function(ctx) ctx:stroke(cubic, "red", {lineWidth = 1, dash = {3, 1}}) end)):find("<path", 1, true) ~= nil, true)

-- Minutes of work: the superellipse of a 1e300 square costs what a 100 one
-- does, and its length is the 100 one's scaled.
local big = Superellipse{exponent = 3}:path(Rect(0, 0, 1e300, 1e300))
local small = Superellipse{exponent = 3}:path(Rect(0, 0, 100, 100))
eq(#big:elements(), #small:elements())
near(big:length() / 1e300, small:length() / 100, 1e-9, "length ratio")

-- SIGILL in SmoothRoundedRectangle.path(in:) in a 10 × 1.1e-15 frame.
for _, r in ipairs{0, 1e-16, 5, 1e300} do
  eq(finitePath(SmoothRoundedRectangle{cornerRadius = r}:path(Rect(0, 0, 10, 1.1e-15))), true)
  eq(finitePath(SmoothRoundedRectangle{topLeading = r, bottomTrailing = r / 2, smoothing = 1}:path(Rect(0, 0, 10, 1.1e-15))), true)
end
eq(svg(SmoothRoundedRectangle{cornerRadius = 5}:aspectRatio(9.007e15):frame(10, 10)):find("<svg", 1, true) ~= nil, true)

-- Tiny and subnormal sizes succeed with finite output.
eq(finitePath(Circle():path(Rect(0, 0, 5e-324, 5e-324))), true)
eq(finitePath(RoundedRectangle(1e-320):path(Rect(0, 0, 1e-310, 1e-310))), true)
eq(finitePath(Path("M0 0 A 5e-324 5e-324 0 1 1 1e-300 0")), true)
-- Arcs with huge radii against a short chord (refused above 1e150 before).
local flat = Path("M0 0 A 1e300 1e300 0 0 0 10 10")
near(flat:length(), math.sqrt(200), 1e-6, "a nearly straight arc")

-- Results beyond ±1.8e308 are refused with the function's name.
local tooLarge = "exceeds the range of numbers (±1.8e308)"
checkerr("bounds: the result " .. tooLarge, function() return Path("M-1e308 0 L1e308 0"):bounds() end)
checkerr("length: the result " .. tooLarge, function() return Path("M-1e308 0 L1e308 0"):length() end)
checkerr("area: the result " .. tooLarge, function() return Path("M0 0 L1e200 0 L1e200 1e200 Z"):area() end)
checkerr("transformed: the result " .. tooLarge, function()
  return Path("M0 0 L1e300 0"):transformed(Transform.scale(1e300, 1))
end)
checkerr("strokedPath: the result " .. tooLarge, function()
  return Path("M0 0 L1e308 0"):strokedPath{lineWidth = 1.6e308, lineCap = "square"}
end)
checkerr("path: the result " .. tooLarge, function() return Rectangle():path(Rect(1e308, 0, 1e308, 1)) end)
checkerr("addArc: the path " .. tooLarge, function()
  return Path(function(p) p:addArc{center = {1e308, 0}, radius = 1e308, startAngle = 0, endAngle = 90} end)
end)
checkerr("addPath: the path " .. tooLarge, function()
  return Path():addPath(Path("M0 0 L1e300 0"), Transform.scale(1e10, 1))
end)
checkerr("bad path data at offset 7: numbers too large", function() return Path("M0 0 A 1e308 1e308 0 1 0 1.7e308 0") end)
-- A refused builder leaves the path as it was.
local p = Path():move{to = {1, 2}}
pcall(function() p:addEllipse(Rect(1e308, 0, 1e308, 1)) end)
eq(p:svgPathData(), "M1 2")
-- The same numbers without overflow are fine.
eq(Path("M-1e307 0 L1e307 0"):bounds().width, 2e307)
near(Path("M0 0 L1e150 0 L1e150 1e150 Z"):area() / 5e299, 1, 1e-12, "area of a 1e150 triangle")
