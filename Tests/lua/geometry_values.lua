-- docs/API.md: Point, Size, Rect.
local p = Point(1, 2)
eq(p.x, 1.0); eq(p.y, 2.0)
eq(math.type(p.x), "float", "numbers come back as floats")
eq(tostring(p), "Point(x: 1.0, y: 2.0)")
eq(Point{x = 3, y = 4}.y, 4.0)
eq(Point{y = 4, x = 3}.x, 3.0)
checkerr("bad argument #2 to 'Point' (number expected, got string)", function() Point(1, "a") end)
checkerr("bad argument #1 to 'Point' (number expected, got no value)", function() Point() end)
checkerr("x must be a finite number, got nan", Point, 0/0, 1)
checkerr("y must be a finite number, got inf", Point, 1, math.huge)
checkerr("Point: unknown option 'z'", Point, {x = 1, y = 2, z = 3})
checkerr("Point: too many arguments", Point, 1, 2, 3)

local s = Size(3, 4)
eq(s.width, 3.0); eq(s.height, 4.0)
eq(tostring(s), "Size(width: 3.0, height: 4.0)")
eq(Size{width = 5, height = 6}.height, 6.0)
eq(Size{w = 5, h = 6}.width, 5.0)
checkerr("width must be >= 0, got -3", Size, -3, 1)
checkerr("height must be a finite number, got -inf", Size, 1, -math.huge)

local r = Rect(10, 20, 30, 40)
eq(r.x, 10.0); eq(r.y, 20.0); eq(r.width, 30.0); eq(r.height, 40.0)
eq(r.minX, 10.0); eq(r.midX, 25.0); eq(r.maxX, 40.0)
eq(r.minY, 20.0); eq(r.midY, 40.0); eq(r.maxY, 60.0)
eq(tostring(r), "Rect(x: 10.0, y: 20.0, width: 30.0, height: 40.0)")
eq(Rect{x = 1, y = 2, width = 3, height = 4}.maxY, 6.0)
checkerr("Rect has no field or method 'nothing'", function() return r.nothing end)
checkerr("height must be >= 0, got -1", Rect, 0, 0, 1, -1)
checkerr("bad argument #3 to 'Rect' (number expected, got table)", function() Rect(0, 0, {}, 1) end)

-- require "shape" returns the same values as the globals.
if require then
  local shape = require "shape"
  eq(shape.Point, Point); eq(shape.Rect, Rect); eq(shape.Path, Path)
end

-- Value types compare by value.
eq(Point(1, 2) == Point{x = 1, y = 2}, true)
eq(Point(1, 2) == Point(2, 1), false)
eq(Rect(0, 0, 1, 1) == Rect(0, 0, 1, 1), true)
eq(Size(1, 2) == Size(1, 2), true)
eq(Point(1, 2) == Size(1, 2), false)
