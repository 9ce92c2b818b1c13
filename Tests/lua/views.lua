-- docs/COLORS.md and docs/SVG.md: styles, views, modifiers, output.
local function size(v) -- the document size svg() gives a view
  local s = svg(v)
  local w, h = s:match('width="([%d.]+)" height="([%d.]+)"')
  return tonumber(w), tonumber(h)
end

-- Colours and gradients.
eq(tostring(Color.red), "Color(#FF3B30, opacity: 1.0)")
eq(tostring(Color("mint"):opacity(0.5)), "Color(#00C7BE, opacity: 0.5)")
near(Color("#ff000080").alpha, 128 / 255, 1e-9)
eq(Color{red = 1, green = 0, blue = 0}.red, 1.0)
eq(Color{hue = 0, saturation = 1, brightness = 1}.red, 1.0)
eq(Color("rebeccapurple").blue > 0.5, true, "CSS names")
checkerr("unknown color 'reed'", function() Color("reed") end)
checkerr("opacity must be a finite number, got nan", function() Color.red:opacity(0/0) end)
checkerr("Color: unknown option 'gren'", function() Color{red = 1, gren = 0, blue = 0} end)
local lg = LinearGradient{colors = {"red", Color.blue}, startPoint = "leading", endPoint = {1, 0}}
eq(tostring(lg), "LinearGradient(2 stops)")
eq(tostring(RadialGradient{stops = {{color = "red", location = 0}, {color = "blue", location = 1}}, endRadius = 10}),
   "RadialGradient(2 stops, endRadius: 10.0)")
checkerr("unknown unit point", function() LinearGradient{colors = {"red"}, startPoint = "middle"} end)
checkerr("give colors or stops, not both", function() LinearGradient{colors = {"red"}, stops = {{color = "red", location = 0}}} end)
checkerr("endRadius must be >= 0, got -1", function() RadialGradient{colors = {"red"}, endRadius = -1} end)

-- Views and modifiers print their chain as written and their ideal size (docs/API.md).
eq(tostring(Rectangle():frame(100, 100)), "Rectangle():frame(width: 100.0, height: 100.0) 100×100")
eq(tostring(Rectangle():frame{width = 30, height = 20}:padding(5)), "Rectangle():frame(width: 30.0, height: 20.0):padding(5.0) 40×30")
eq(select(1, size(Circle():frame(10, 20):padding{edges = "horizontal", length = 3})), 16)
eq(select(2, size(Circle():frame(10, 20):padding({"top"}, 4))), 24)
eq(select(1, size(Rectangle():frame{minWidth = 10, maxWidth = math.huge, idealWidth = 40})), 40)
checkerr("frame: unknown option 'heigth'", function() Rectangle():frame{width = 1, heigth = 2} end)
checkerr("bad argument #2 to 'frame' (number expected, got string)", function() Rectangle():frame(1, "a") end)
checkerr("width must be >= 0, got -3", function() Rectangle():frame(-3, 1) end)
checkerr("width must be a finite number, got inf", function() Rectangle():frame(math.huge, 1) end)
checkerr("maxWidth must be a number or math.huge, got nan", function() Rectangle():frame{maxWidth = 0/0} end)
checkerr("unknown alignment", function() Rectangle():frame(1, 1, "middle") end)
checkerr("unknown edge", function() Rectangle():padding("left", 3) end)
-- The seeds' own labels are keys (docs/BINDINGS.md): roundedBorder(_ style:, ...),
-- border(_ edge:, color:, thickness:).
eq(svg(Rectangle():frame(20, 20):roundedBorder{style = "red", width = 2, radius = 5}),
   svg(Rectangle():frame(20, 20):roundedBorder("red", 2, 5)))
eq(svg(Rectangle():frame(20, 20):border{edge = "top", color = "red", thickness = 2}),
   svg(Rectangle():frame(20, 20):border("top", "red", 2)))
-- nil in the middle is the default (docs/BINDINGS.md): SwiftUI's edges default .all,
-- and scaleEffect's y default 1 with an anchor after it.
eq(tostring(Rectangle():frame(10, 10):padding(nil, 5)), "Rectangle():frame(width: 10.0, height: 10.0):padding(length: 5.0) 20×20")
eq(tostring(Rectangle():scaleEffect(2, nil, "top")), "Rectangle():scaleEffect(x: 2.0, anchor: top) 10×10")
eq(svg(Rectangle():frame(10, 10):scaleEffect(2, nil, "top")), svg(Rectangle():frame(10, 10):scaleEffect(2, 1, "top")))

-- overlay/background take content and alignment keys (seed 002 spelling).
local o = Rectangle():frame(50, 50):overlay{alignment = "top", content = Rectangle():frame(10, 10)}
eq(select(1, size(o)), 50)
eq(size(Circle():frame(5, 5):background("red")), 5)
checkerr("overlay: unknown option 'contnt'", function() Rectangle():overlay{contnt = Circle()} end)
-- A style is never a table, so a lone table to a style-first function is
-- its label table (docs/BINDINGS.md) and a misspelt key is named.
checkerr("shadow: unknown option 'colr'", function() Rectangle():shadow{colr = "red"} end)
checkerr("fill: unknown option 'red'", function() Rectangle():fill{red = 1} end)
checkerr("foregroundColor: unknown option 'colr'", function() Rectangle():foregroundColor{colr = "red"} end)
eq(tostring(Rectangle():shadow{color = "red", radius = 2}), "Rectangle():shadow(color: red, radius: 2.0) 10×10")
checkerr("bad argument #1 to 'background' (view expected, got number)", function() Rectangle():background(3) end)

-- Shape drawing.
eq(tostring(Circle():fill("red")), "Circle():fill(red) 10×10")
eq(tostring(Circle():stroke("red", 2)):sub(1, 36), "Circle():stroke(red, lineWidth: 2.0)")
-- A StrokeStyle table prints its fields (sorted), not "{...}".
eq(tostring(Circle():stroke("red", {lineWidth = 2, dash = {3, 1}})),
   "Circle():stroke(red, lineWidth: {dash: [3.0, 1.0], lineWidth: 2.0}) 10×10")
local stroked = Capsule():stroke{lineWidth = 4, lineCap = "round"}
eq(tostring(stroked), "Capsule(style: circular):stroke(lineWidth: 4.0, lineCap: round)")
near(Rectangle():stroke(2):path{0, 0, 10, 10}:area(), 12 * 12 - 8 * 8, 1e-6, "stroked shape is a shape")
near(Rectangle():strokeBorder(2):path{0, 0, 10, 10}:area(), 100 - 36, 1e-6, "strokeBorder lies inside")
eq(svg(Circle():stroke{content = "red", lineWidth = 3, dash = {2, 1}}:frame(10, 10)):find("stroke-dasharray", 1, true) ~= nil, true)
checkerr("unknown line cap 'flat'", function() Circle():stroke{lineWidth = 1, lineCap = "flat"} end)
checkerr("unknown StrokeStyle key 'width'", function() Circle():stroke("red", {width = 2}) end)
checkerr("lineWidth must be >= 0, got -2", function() Circle():stroke(-2) end)
checkerr("unknown fill rule", function() Circle():fill("red", "odd") end)

-- cornerRadius, border, roundedBorder, shadow, effects.
eq(size(Rectangle():frame(20, 20):cornerRadius(5)), 20)
eq(size(Rectangle():frame(20, 20):cornerRadius(5, {"topLeading", "bottomRight"})), 20)
eq(size(Rectangle():frame(20, 20):cornerRadius(5, "topLeading")), 20)
checkerr("unknown corner 'top'", function() Rectangle():cornerRadius(5, "top") end)
eq(size(Rectangle():frame(20, 20):border("red", 2)), 20)
eq(size(Rectangle():frame(20, 20):border({"top", "leading"}, "red", 2)), 20)
eq(size(Rectangle():frame(20, 20):border{edges = "bottom", color = "blue", thickness = 3}), 20)
eq(size(Rectangle():frame(20, 20):roundedBorder("red", 2, 6, "circular")), 20)
-- a shadow changes no layout (the document also holds its ink: export_ink.lua)
eq(tostring(Rectangle():frame(20, 20):shadow{radius = 3, x = 1, y = 1}):match("(%S+)$"), "20×20")
eq(size(Rectangle():frame(20, 20):shadow{radius = 3, x = 1, y = 1}:clipped()), 20)
eq(size(Rectangle():frame(20, 20):opacity(0.5):offset(3, 4):rotationEffect(45):scaleEffect(2):scaleEffect(1, 2, "top")), 20)
eq(size(Rectangle():frame(20, 20):mask(Circle()):clipShape(Capsule()):containerShape(RoundedRectangle(4))), 20)
eq(size(Rectangle():frame(20, 20):ignoresSafeArea():edgesIgnoringSafeArea("all")), 20)
checkerr("radius must be >= 0, got -3", function() Rectangle():shadow{radius = -3} end)
checkerr("thickness must be >= 0", function() Rectangle():border("top", "red", -1) end)

-- Stacks, text, spacer, group, GeometryReader, image.
local stack = VStack{spacing = 0, Rectangle():frame(10, 10), Rectangle():frame(20, 5)}
eq(tostring(stack), "VStack(2 views) 20×15")
eq(size(HStack{spacing = 2, Circle():frame(4, 4), Circle():frame(4, 4)}), 10)
eq(size(ZStack{alignment = "topLeading", Rectangle():frame(3, 3), Rectangle():frame(6, 2)}), 6)
eq(size(Group{Rectangle():frame(3, 3)}), 3)
eq(size(HStack{Spacer(5), Rectangle():frame(2, 2)}), 15)
checkerr("unknown horizontal alignment", function() VStack{alignment = "top"} end)
checkerr("VStack: unknown option 'spacng'", function() VStack{spacng = 3} end)
checkerr("bad argument #1 to 'VStack' (content.[2]: view expected, got number)", function() VStack{Circle(), 3} end)
local t = Text("Hi"):font(20):fontWeight("bold"):lineLimit(1):multilineTextAlignment("center")
eq(svg(t):find("<path", 1, true) ~= nil, true, "text drawn as outlines")
eq(svg(Text("Hi"), {text = "text"}):find("<text", 1, true) ~= nil, true)
eq(svg(Text("Hi"):font{size = 12, weight = "bold"}):find("<svg", 1, true), 1)
checkerr("unknown font 'huge'", function() Text("x"):font("huge") end)
checkerr("unknown font weight 'fat'", function() Text("x"):fontWeight("fat") end)
checkerr("limit must be >= 1, got 0", function() Text("x"):lineLimit(0) end)
local g = GeometryReader(function(s) return Rectangle():frame(s.width / 2, s.frame.height) end)
eq(select(1, size(g:frame(40, 20))), 40)
checkerr("views.lua:", function() svg(GeometryReader(function() error("in reader") end)) end)
checkerr("GeometryReader function must return a view, got number", function() svg(GeometryReader(function() return 1 end)) end)
checkerr("cannot read '", function() Image("no/such.png") end)
checkerr("/Tests/lua/no/such.png'", function() Image("no/such.png") end)
checkerr("resizable: only an Image is resizable", function() Rectangle():frame(1, 1):resizable() end)

-- Canvas: drawing, a context kept after the function returns is invalid.
local kept
local canvas = Canvas(30, 30, function(ctx)
  kept = ctx
  ctx:fill(Circle(), "red", {0, 0, 30, 30})
  ctx:stroke(Path():addLines{{0, 0}, {30, 30}}, "blue", 2)
  ctx:drawLayer(function(c2) c2:opacity(0.5); c2:translateBy(5, 5); c2:fill(Rectangle(), "green", {0, 0, 5, 5}) end)
  ctx:draw(Text("x"), {15, 15})
end)
eq(size(canvas), 30)
checkerr("fill: the Canvas context is no longer valid", function() kept:fill(Path(), "red") end)
-- A kept context is reported as such even when the call's other arguments
-- would be wrong too (a shape without its rect).
checkerr("fill: the Canvas context is no longer valid", function() kept:fill(Circle(), "red") end)
checkerr("stroke: the Canvas context is no longer valid", function() kept:stroke(Circle(), "red") end)
checkerr("clip: the Canvas context is no longer valid", function() kept:clip(Circle()) end)
checkerr("a shape needs the rect", function() svg(Canvas(5, 5, function(ctx) ctx:fill(Circle(), "red") end)) end)
checkerr("views.lua:", function() svg(Canvas(5, 5, function() error("in canvas") end)) end)

-- svg options and errors.
local s = svg(Circle():frame(10, 10), {width = 30, height = 20, precision = 1, background = "white"})
eq(s:match('width="(%d+)"'), "30")
checkerr("svg: unknown option 'widht'", function() svg(Circle(), {widht = 3}) end)
checkerr("precision must be between 0 and 17, got 20", function() svg(Circle(), {precision = 20}) end)
checkerr("bad argument #1 to 'svg' (view expected, got nil)", function() svg(nil) end)

-- Trees deeper than layout can handle are refused when built, not crashed on.
checkerr("padding: views nested deeper than 200 levels", function()
  local v = Rectangle()
  for _ = 1, 250 do v = v:padding(1) end
end)
checkerr("VStack: views nested deeper than 200 levels", function()
  local v = Rectangle()
  for _ = 1, 250 do v = VStack{v} end
end)
-- A view argument counts as much as self: overlay of a 200-level view.
local deep = Rectangle()
for _ = 1, 199 do deep = deep:padding(1) end
checkerr("overlay: views nested deeper than 200 levels", function() Circle():overlay(deep) end)
checkerr("overlay: views nested deeper than 200 levels", function() Circle():padding(1):overlay(deep) end)
local shallower = Rectangle()
for _ = 1, 198 do shallower = shallower:padding(1) end
eq(tostring(Circle():overlay(shallower)):sub(1, 16), "Circle():overlay")
local ok = Rectangle()
for _ = 1, 150 do ok = ok:padding(1) end
eq(select(1, size(ok)), 310)

-- A GeometryReader that returns itself recurses at layout: an error, not a crash.
local selfReader
selfReader = GeometryReader(function() return selfReader end)
checkerr("views nested too deeply during layout", function() svg(selfReader) end)
local h
h = GeometryReader(function() return VStack{h, Circle()}:padding(2) end)
checkerr("views nested too deeply during layout", function() svg(h) end)
local selfShape
selfShape = Shape(function(r) return selfShape:path(r) end)
checkerr("stack overflow", function() svg(selfShape) end)
eq(Color.red == Color("red"), true)
eq(Color.red == Color.blue, false)
eq(Transform.scale(2) == Transform.scale(2, 2), true)
eq(Path():addRect{0, 0, 1, 1} == Path():addRect{0, 0, 1, 1}, true)
eq(Path():addRect{0, 0, 1, 1} == Path():addRect{0, 0, 1, 2}, false)
