-- docs/API.md: arcs, rects, ellipses, rounded rects, addPath, queries.
local p = Path():addRect{0, 0, 10, 20}
near(p:area(), 200, 1e-9, "rect area")
near(p:length(), 60, 1e-9, "rect perimeter")
eq(tostring(p), "Path(5 elements, bounds: 0 0 10 20)")
eq(p:contains{5, 5}, true); eq(p:contains{15, 5}, false)
eq(tostring(p:bounds()), "Rect(x: 0.0, y: 0.0, width: 10.0, height: 20.0)")
eq(p:boundingRect().maxY, 20.0)
checkerr("unknown fill rule 'odd'; did you mean 'evenOdd'? (valid: nonZero, evenOdd)", function() p:contains({1, 1}, "odd") end)

local c = Path():addEllipse{rect = {0, 0, 20, 20}}
near(c:area(), math.pi * 100, math.pi * 100 * 1e-12, "circle area (the true circle, not its cubics)")
near(c:length(), 2 * math.pi * 10, 2 * math.pi * 10 * 1e-12, "circle length")
eq(c:svgPathData():find("A", 1, true) ~= nil, true, "circles are written as arcs")

-- Tangent arc: both spellings are the same call (docs/BINDINGS.md example).
local a1 = Path():move{to = {0, 20}}:addArc{tangent1End = {0, 0}, tangent2End = {50, 0}, radius = 10}
local a2 = Path():move({0, 20}):addArc({0, 0}, {50, 0}, 10)
eq(a1:svgPathData(), a2:svgPathData())
near(a1:currentPoint().x, 10, 1e-9); near(a1:currentPoint().y, 0, 1e-9)
-- Centre arc: 0° → 90° with clockwise = false sweeps toward +y.
local q = Path():addArc{center = {0, 0}, radius = 10, startAngle = 0, endAngle = 90, clockwise = false}
near(q:currentPoint().x, 0, 1e-9); near(q:currentPoint().y, 10, 1e-9)
eq(Path():addArc({0, 0}, 10, 0, 90):currentPoint().y > 9.99, true, "positional centre arc")
checkerr("radius must be >= 0, got -3", function() Path():addArc({0, 0}, {1, 0}, -3) end)
checkerr("startAngle must be a finite number, got nan", function() Path():addArc({0, 0}, 1, 0/0, 1) end)
checkerr("addArc: unknown option 'radiuss'", function() Path():addArc{center = {0, 0}, radiuss = 1} end)

local rr = Path():addRoundedRect({0, 0, 20, 20}, 5, "circular")
near(rr:area(), 400 - (4 - math.pi) * 25, 0.05, "rounded rect area")
local rr2 = Path():addRoundedRect{rect = {0, 0, 20, 20}, cornerSize = {5, 5}, style = "circular"}
eq(rr:svgPathData(), rr2:svgPathData())
local uneven = Path():addRoundedRect{rect = {0, 0, 20, 20}, cornerRadii = {topLeading = 5}, style = "circular"}
near(uneven:area(), 400 - (4 - math.pi) * 25 / 4, 0.05, "one rounded corner")
checkerr("unknown corner style 'round' (valid: circular, continuous)", function() Path():addRoundedRect({0, 0, 1, 1}, 1, "round") end)
checkerr("unknown corner 'topLeft'", function() Path():addRoundedRect{rect = {0, 0, 1, 1}, cornerRadii = {topLeft = 1}} end)
checkerr("cornerRadii.topLeading must be >= 0, got -1", function() Path():addRoundedRect{rect = {0, 0, 1, 1}, cornerRadii = {topLeading = -1}} end)

local moved = Path():addPath(p, Transform.translation(100, 0))
eq(moved:bounds().minX, 100.0)
eq(p:transformed(Transform.scale(2)):bounds().maxX, 20.0)
checkerr("bad argument #1 to 'addPath' (Path expected, got string)", function() Path():addPath("M0 0") end)
eq(Path():currentPoint(), nil)

-- area() of many overlapping copies: measured while the flattening fits
-- the sweep, refused (not answered wrongly) past that. 3,000 copies of one
-- loop measured 0 before the refusal existed.
local loop = "M0 0 C 30 0 30 30 0 30 Z "
local single = Path(loop):area()
near(Path(loop:rep(30)):area(), single, single * 1e-4, "30 copies cover one loop")
near(Path(loop:rep(300)):area(), single, single * 0.01, "300 copies within 1%")
checkerr("area: the area cannot be measured: the path flattens into", function() return Path(loop:rep(3000)):area() end)
