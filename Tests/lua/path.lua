-- docs/API.md: Path building and queries.
local p = Path()
eq(p:isEmpty(), true)
eq(p:move{to = {0, 0}}, p, "builders return the path")
p:addLine({10, 0}):addLine{to = Point(10, 10)}:closeSubpath()
eq(p:isEmpty(), false)
eq(p:svgPathData(), "M0 0L10 0L10 10Z")
local e = p:elements()
eq(#e, 4); eq(e[1][1], "move"); eq(e[2][2], 10.0); eq(e[4][1], "close")

local q = Path(function(b)
  b:move{to = {0, 0}}
  b:addQuadCurve{to = {10, 0}, control = {5, 5}}
  b:addCurve({20, 0}, {12, 3}, {18, 3})
end)
eq(q:svgPathData(1), "M0 0Q5 5 10 0C12 3 18 3 20 0")
eq(#Path():addLines{{0, 0}, {1, 1}, {2, 0}}:elements(), 3)
eq(Path():addLines{points = {{0, 0}, {1, 1}}}:svgPathData(), "M0 0L1 1")

checkerr("bad argument #1 to 'move' (Point expected, got number)", function() p:move(3) end)
checkerr("bad argument #1 to 'addLine' (Point expected, got no value)", function() p:addLine() end)
checkerr("to.x must be a finite number, got nan", function() p:addLine{to = {0/0, 1}} end)
checkerr("unknown key 'too' in point", function() p:move{too = {1, 2}} end)
checkerr("bad argument #1 to 'move' (Path expected, got number)", function() p.move(3, {1, 2}) end)
checkerr("precision must be between 0 and 17, got 40", function() p:svgPathData(40) end)
checkerr("boom", Path, function() error("boom") end)
checkerr("path.lua:", Path, function() error("boom") end)
checkerr("bad argument #1 to 'Path' (function or string expected, got number)", function() Path(3) end)
