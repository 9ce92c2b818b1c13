-- Good and bad cases for the functions the other files touch lightly.
local here = debug.getinfo(1, "S").source:match("^@(.*)/") or "."
local assets = here .. "/../../scripts/examples/assets"
local function size(v)
  local s = svg(v)
  return tonumber(s:match('width="([%d.]+)"')), tonumber(s:match('height="([%d.]+)"'))
end

-- Path: curves, closeSubpath, boundingRect, transformed, strokedPath, trimmedPath.
local p = Path():move{to = {0, 0}}:addQuadCurve{to = {10, 0}, control = {5, 10}}:addCurve({20, 0}, {12, -5}, {18, -5}):closeSubpath()
near(p:boundingRect().maxY, 5, 1e-9, "quad extremum at t = 1/2")
near(p:boundingRect().minY, -3.75, 1e-9, "cubic extremum")
checkerr("bad argument #2 to 'addQuadCurve' (Point expected, got no value)", function() Path():addQuadCurve({1, 1}) end)
checkerr("control2.y must be a finite number, got inf", function() Path():addCurve{to = {0, 0}, control1 = {0, 0}, control2 = {0, math.huge}} end)
checkerr("closeSubpath: too many arguments", function() Path():closeSubpath(1) end)
eq(Path():addRect{0, 0, 10, 10}:transformed(Transform.translation(5, 0)):bounds().minX, 5.0)
checkerr("transformed: unknown option [1]", function() Path():transformed{1, 2} end)
checkerr("bad argument #1 to 'transformed' (Transform expected, got number)", function() Path():transformed(3) end)
local line = Path():addLines{{0, 0}, {10, 0}}
near(line:strokedPath(2):area(), 20, 1e-6, "a 10-long line stroked 2 wide")
near(line:strokedPath{lineWidth = 4}:area(), 40, 1e-6)
checkerr("lineWidth must be >= 0, got -1", function() line:strokedPath(-1) end)
near(line:trimmedPath(0.25, 0.75):length(), 5, 1e-9)
checkerr("to must be a finite number, got nan", function() line:trimmedPath(0, 0/0) end)
checkerr("bad argument #1 to 'trimmedPath' (number expected, got string)", function() line:trimmedPath("a", 1) end)

-- Shape strokeBorder with content, Group, Spacer, ZStack, clipShape, mask, containerShape.
eq(size(Circle():strokeBorder("red", 3):frame(12, 12)), 12)
checkerr("bad argument #1 to 'strokeBorder' (Color, gradient or colour name expected, got boolean)", function() Circle():strokeBorder(true, 3) end)
checkerr("Group: unknown option 'x'", function() Group{x = 1} end)
checkerr("minLength must be >= 0, got -1", function() Spacer(-1) end)
checkerr("unknown alignment 'up'", function() ZStack{alignment = "up"} end)
checkerr("bad argument #1 to 'clipShape' (Shape expected, got string)", function() Rectangle():clipShape("circle") end)
checkerr("bad argument #1 to 'mask' (view expected, got no value)", function() Rectangle():mask() end)
checkerr("bad argument #1 to 'containerShape' (Shape expected, got number)", function() Rectangle():containerShape(1) end)

-- foregroundColor / foregroundStyle: the default fill of shapes below.
local red = svg(Circle():frame(4, 4):foregroundColor("red"))
eq(red:find("#ff3b30", 1, true) ~= nil, true)
eq(svg(Circle():frame(4, 4):foregroundStyle(Color("#00ff00"))):find("#00ff00", 1, true) ~= nil, true)
checkerr("unknown color 'nope'", function() Circle():foregroundColor("nope") end)
checkerr("bad argument #1 to 'foregroundStyle' (style expected, got no value)", function() Circle():foregroundStyle() end)

-- Image, resizable, aspectRatio, scaledToFit/Fill, fixedSize.
local img = Image(assets .. "/camera.png")
local w, h = size(img)
eq(w > 0 and h > 0, true, "intrinsic size from the file")
eq(select(1, size(img:resizable():frame(30, 20))), 30)
eq(select(1, size(img:resizable():scaledToFit():frame(60, 60))), 60)
eq(select(2, size(img:resizable():scaledToFill():frame(60, 60))), 60)
eq(select(1, size(Color.red:aspectRatio(2, "fit"):frame(40, 40))), 40)
checkerr("unknown content mode 'stretch'", function() Color.red:aspectRatio(1, "stretch") end)
checkerr("ratio must be >= 0, got -1", function() Color.red:aspectRatio(-1) end)
eq(size(Text("x"):fixedSize()) > 0, true)
checkerr("bad argument #1 to 'fixedSize' (boolean expected, got number)", function() Text("x"):fixedSize(1) end)

-- Effects: bad cases.
checkerr("degrees must be a finite number, got inf", function() Rectangle():rotationEffect(math.huge) end)
checkerr("s must be a finite number, got nan", function() Rectangle():scaleEffect(0/0) end)
checkerr("unknown text alignment 'justified'", function() Text("x"):multilineTextAlignment("justified") end)
checkerr("scaledToFit: too many arguments", function() Rectangle():scaledToFit(1) end)
eq(size(Rectangle():frame(3, 3):ignoresSafeArea("all", {"top"})), 3)
eq(size(Rectangle():frame(3, 3):edgesIgnoringSafeArea({"top"})), 3)
checkerr("ignoresSafeArea: too many arguments", function() Rectangle():ignoresSafeArea(1, 2, 3) end)

-- Flexible frame and font by fields (label tables only).
eq(select(2, size(Rectangle():frame{minHeight = 5, idealHeight = 7, maxHeight = 9})), 7)
checkerr("minWidth must be >= 0, got -1", function() Rectangle():frame{minWidth = -1} end)
eq(svg(Text("x"):font{size = 30, family = "DejaVu Sans", weight = "bold"}):find("<path", 1, true) ~= nil, true)
checkerr("size must be >= 0, got -2", function() Text("x"):font{size = -2, weight = "bold"} end)
checkerr("unknown font weight 'fat'", function() Text("x"):font{size = 3, weight = "fat"} end)

-- Color{hue=}.
near(Color{hue = 1 / 3, saturation = 1, brightness = 1}.green, 1, 1e-9)
checkerr("brightness must be a finite number, got nan", function() Color{hue = 0, saturation = 1, brightness = 0/0} end)

-- drawLayer: state inside does not leak out; bad argument.
local layered = svg(Canvas(10, 10, function(ctx)
  ctx:opacity(0.5); ctx:opacity(0.5)   -- sets, does not multiply
  ctx:drawLayer(function(c2) c2:fill(Rectangle(), "red", {0, 0, 5, 5}); c2:opacity(0.2) end)
  ctx:fill(Rectangle(), "red", {5, 5, 5, 5})
end))
-- The layer is one group at the context's opacity, its shapes at 1; the outer shape keeps 0.5.
eq(layered:match('<g opacity="0.5"><path d="[^"]*" fill="#ff3b30"/></g><path d="[^"]*" fill="#ff3b30" opacity="0.5"/>') ~= nil, true)
checkerr("bad argument #1 to 'drawLayer' (function expected, got number)", function() svg(Canvas(5, 5, function(ctx) ctx:drawLayer(3) end)) end)

-- Bad cases for the remaining ones.
checkerr("Ellipse: too many arguments", function() Ellipse(3) end)
checkerr("bad argument #1 to 'transform' (Transform expected, got string)", function() Rectangle():transform("rotate") end)
checkerr("width must be >= 0, got -2", function() Rectangle():roundedBorder("red", -2, 4) end)
checkerr("unknown corner style 'square'", function() Rectangle():roundedBorder("red", 2, 4, "square") end)
checkerr("scaledToFill: too many arguments", function() Rectangle():scaledToFill(2) end)
checkerr("bad argument #2 to 'draw' (Point expected, got no value)", function() svg(Canvas(5, 5, function(ctx) ctx:draw(Circle()) end)) end)
checkerr("bad argument #1 to 'draw' (view expected, got number)", function() svg(Canvas(5, 5, function(ctx) ctx:draw(1, {0, 0}) end)) end)
