-- docs/GEOMETRY.md: path booleans (union, intersection, subtracting,
-- symmetricDifference, lineIntersection, lineSubtraction) on paths and shapes.
-- Areas here use area(): one contour is measured exactly (its arcs as
-- true ellipses: 1e-9 relative, the boolean's intersection points limit
-- it), several are flattened (1e-4 relative; the two crescents of the xor);
-- more closed-form checks are in BooleanAnalyticTests and ArcMeasureTests.
local function circle(cx, cy, r) return Path():addEllipse{cx - r, cy - r, 2 * r, 2 * r} end
local function square(x, y, s) return Path():addRect{x, y, s, s} end
local function rel(a, b, tol, what) near(a, b, math.abs(b) * tol, what) end
local function moves(p) local n = 0; for _, e in ipairs(p:elements()) do if e[1] == "move" then n = n + 1 end end; return n end

local r, d = 10, 12
local lens = 2 * r * r * math.acos(d / (2 * r)) - d / 2 * math.sqrt(4 * r * r - d * d)
local disc = math.pi * r * r
local a, b = circle(0, 0, r), circle(d, 0, r)

-- Path with path: a Path.
local u = a:union(b)
eq(getmetatable(u) == getmetatable(Path()), true, "path ∪ path is a Path")
rel(u:area(), 2 * disc - lens, 1e-9, "union area")
rel(a:intersection(b):area(), lens, 1e-9, "intersection area")
rel(a:subtracting(b):area(), disc - lens, 1e-9, "a - b")
rel(b:subtracting(a):area(), disc - lens, 1e-9, "b - a")
rel(a:symmetricDifference(b):area(), 2 * (disc - lens), 1e-4, "xor")
eq(u:svgPathData():find("A", 1, true) ~= nil, true, "the union keeps its arcs")
eq(#u:elements() < 40, true, "few segments")
eq(u:contains{-9, 0}, true); eq(u:contains{21, 0}, true); eq(u:contains{6, 9.5}, false)

-- Label-table form and eoFill.
eq(a:union{other = b, eoFill = true}:svgPathData(), a:union(b, true):svgPathData())
local twice = circle(0, 0, 5):addPath(circle(0, 0, 5))
eq(twice:union(Path()):contains{0, 0}, true, "nonzero: winding 2 is inside")
eq(twice:union(Path(), true):isEmpty(), true, "even-odd: winding 2 is outside")

-- Holes, disjoint operands, shared edges.
local rr = RoundedRectangle{cornerRadius = 8, style = "circular"}:path{0, 0, 100, 60}
local ring = rr:subtracting(circle(50, 30, 15))
eq(moves(ring), 2); eq(ring:contains{50, 30}, false)
rel(ring:area(), 6000 - (4 - math.pi) * 64 - math.pi * 225, 1e-4, "ring area (two subpaths)")
eq(ring:contains({50, 30}, "evenOdd"), false); eq(ring:contains{5, 30}, true)
eq(circle(0, 0, 1):intersection(circle(10, 0, 1)):isEmpty(), true, "disjoint")
local two = square(0, 0, 10):union(square(10, 0, 10))
eq(moves(two), 1); near(two:area(), 200, 1e-9)
eq(two:svgPathData(), "M0 0L20 0L20 10L0 10Z", "no sliver where the squares meet")

-- Line operations: open pieces of the receiver's outline.
local inside = square(0, 0, 10):lineIntersection(square(5, -5, 10))
near(inside:length(), 10, 1e-9, "outline inside (half the top edge, half the right edge)")
near(square(0, 0, 10):lineSubtraction(square(5, -5, 10)):length(), 30, 1e-9, "outline outside")
eq(inside:svgPathData():find("Z", 1, true), nil, "lines are not closed")

-- Shapes: a Shape laid out in the rect it gets.
local s = Circle():union(Rectangle():offset(50, 0))
eq(tostring(s), "Circle():union(Rectangle():offset(x: 50.0, y: 0.0))")
local sp = s:path{0, 0, 100, 100}
rel(sp:area(), 50 * 50 * math.pi / 2 + 100 * 100, 1e-4, "shape union in a rect: the left half disc and the moved square")
eq(tostring(Circle():intersection(Path():addRect{0, 0, 50, 50}, true)), "Circle():intersection(Path, eoFill: true)")
rel(Circle():subtracting(Ellipse():scale(0.5)):path{0, 0, 40, 40}:area(), math.pi * 400 * 0.75, 1e-4, "shape minus shape")
rel(square(0, 0, 40):symmetricDifference(Circle()):path{0, 0, 40, 40}:area(), 1600 - 400 * math.pi, 1e-4, "path xor shape")
near(Capsule():lineSubtraction(Rectangle():offset(0, 50)):path{0, 0, 200, 100}:length(), 100 + math.pi * 50, 1e-3,
     "upper half of a capsule: top edge and two quarter circles")
eq(Circle():lineIntersection(Rectangle()):path{0, 0, 10, 10}:isEmpty(), false)
-- A boolean shape renders as a view and chains further.
eq(tostring(Circle():union(Rectangle()):union(Capsule())), "Circle():union(Rectangle()):union(Capsule(style: circular))")
eq(svg(Circle():subtracting(Circle():scale(0.5)):fill("red"):frame{width = 20, height = 20}):find("<path", 1, true) ~= nil, true)

-- Self-intersecting input: a cubic that loops (crossing at (50, 300/7)),
-- closed by a line into a figure eight. The loop is cut at its crossing,
-- so each lobe is classified on its own; checked against the sweep's
-- area() of the inputs and their own contains().
local eight = Path():move{to = {0, 0}}:addCurve({100, 0}, {150, 100}, {-50, 100}):closeSubpath()
local band = Path():addRect{-20, 30, 140, 25}  -- y from 30 to 55, across the crossing
rel(band:area(), 140 * 25, 1e-12, "band")
local lobes = eight:area()
rel(eight:union(Path()):area(), lobes, 1e-5, "resolved figure eight (area() flattens each differently)")
rel(eight:union(band):area() + eight:intersection(band):area(), lobes + 140 * 25, 1e-5, "eight ∪ band + eight ∩ band")
rel(eight:subtracting(band):area() + eight:intersection(band):area(), lobes, 1e-5, "eight − band + eight ∩ band")
for _, pt in ipairs{{50, 60}, {50, 45}, {50, 40}, {50, 20}, {50, 52}, {30, 50}, {70, 35}, {5, 40}, {50, 80}} do
  local inE, inB = eight:contains(pt), band:contains(pt)
  eq(eight:intersection(band):contains(pt), inE and inB, "∩ at " .. pt[1] .. "," .. pt[2])
  eq(eight:subtracting(band):contains(pt), inE and not inB, "− at " .. pt[1] .. "," .. pt[2])
  eq(eight:symmetricDifference(band):contains(pt, "evenOdd"), inE ~= inB, "⊕ at " .. pt[1] .. "," .. pt[2])
end

-- A stroke outline of a 1,000-segment polyline (2,000 overlapping
-- polygons, edges crossing at 5e-4 rad) as an operand.
local loop = Path()
for k = 0, 1000 do
  local t = k / 1000 * 2 * math.pi
  local pt = {100 * math.cos(t) + 8 * math.sin(7 * t), 100 * math.sin(t)}
  if k == 0 then loop:move{to = pt} else loop:addLine{to = pt} end
end
local outline = loop:strokedPath{lineWidth = 4}
local resolved = outline:union(Path())
rel(resolved:area(), outline:area(), 1e-9, "outline resolved")
eq(moves(resolved), 2, "outer and inner outline")
eq(resolved:contains{0, 0}, false, "the hole stays a hole")
eq(resolved:contains{102, 0}, true); eq(resolved:contains{110, 0}, false)

-- Degenerate results are empty paths; bad input is a clear error.
eq(Path():union(Path()):isEmpty(), true)
eq(Path():move{to = {1, 1}}:intersection(square(0, 0, 5)):isEmpty(), true)
eq(a:subtracting(a):isEmpty(), true)
local huge = square(-1e300, -1e300, 2e300):intersection(square(0, 0, 1e300))
near(huge:bounds().width, 1e300, 1e288)
checkerr("bad argument #1 to 'union' (Shape or Path expected, got number)", function() a:union(3) end)
checkerr("bad argument #1 to 'union' (Shape or Path expected, got function)", function() a:union(Circle, true) end)
checkerr("bad argument #1 to 'intersection' (Shape or Path expected, got no value)", function() a:intersection() end)
checkerr("bad argument #2 to 'subtracting' (boolean expected, got string)", function() a:subtracting(b, "yes") end)
checkerr("symmetricDifference: unknown option 'eofill'", function() a:symmetricDifference{other = b, eofill = true} end)
checkerr("lineIntersection: unknown option [1]", function() a:lineIntersection{1, 2} end)
checkerr("bad argument #1 to 'lineSubtraction' (Shape expected, got number)", function() a.lineSubtraction(3, a) end)
checkerr("bad argument #1 to 'union' (Shape expected, got number)", function() Circle().union(5, a) end)
