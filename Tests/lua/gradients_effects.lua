-- docs/API.md "Styles added" and the effects: color.gradient, AngularGradient,
-- EllipticalGradient. (Pixels are checked in GradientRenderTests.)

local function has(text, piece) return text:find(piece, 1, true) ~= nil end
local function count(text, piece)
  local n, i = 0, 1
  while true do
    local j = text:find(piece, i, true)
    if not j then return n end
    n, i = n + 1, j + #piece
  end
end

-- color.gradient: a field (SwiftUI's property), a top-to-bottom gradient of the colour.
local g = Color.red.gradient
eq(tostring(g), "LinearGradient(2 stops)")
eq(Color.red.gradient, Color("red").gradient)
local out = svg(Rectangle():fill(Color.red.gradient):frame(4, 4))
-- #FF3B30 15 % toward white at the top, 10 % toward black at the bottom.
eq(has(out, 'x1="2" y1="0" x2="2" y2="4"'), true)
eq(has(out, '<stop offset="0" stop-color="#ff584f"/><stop offset="1" stop-color="#e6352b"/>'), true)
-- Alpha is kept; the gradient is a style wherever one is accepted.
eq(has(svg(Circle():fill(Color.blue:opacity(0.5).gradient):frame(4, 4)), 'stop-opacity="0.5"'), true)
eq(has(svg(Text("a"):foregroundColor(Color.green.gradient)), "url(#g1)"), true)
-- luacheck: push ignore 143
checkerr("Color has no field 'gradiant'; did you mean 'gradient'?", function() return Color.red.gradiant end)
-- luacheck: pop

-- AngularGradient: label table or positional (colors, stops, center, startAngle, endAngle).
local a = AngularGradient{colors = {"red", "yellow", "blue", "red"}}
eq(tostring(a), "AngularGradient(4 stops, startAngle: 0.0, endAngle: 0.0)")
eq(tostring(AngularGradient({"red", "blue"}, nil, "topLeading", 10, 20)),
   "AngularGradient(2 stops, startAngle: 10.0, endAngle: 20.0)")
eq(tostring(AngularGradient{stops = {{color = "red", location = 0}, {color = "blue", location = 1}}, startAngle = -90, endAngle = 270}),
   "AngularGradient(2 stops, startAngle: -90.0, endAngle: 270.0)")
-- angle = SwiftUI's AngularGradient(colors:center:angle:): a full turn from angle.
eq(tostring(AngularGradient{colors = {"red", "blue"}, angle = 90}),
   "AngularGradient(2 stops, startAngle: 90.0, endAngle: 450.0)")
eq(svg(Circle():fill(AngularGradient{colors = {"red", "blue"}, angle = 30}):frame(20, 20)),
   svg(Circle():fill(AngularGradient{colors = {"red", "blue"}, startAngle = 30, endAngle = 390}):frame(20, 20)))
checkerr("give angle or startAngle/endAngle, not both", AngularGradient, {colors = {"red"}, angle = 10, startAngle = 0})
checkerr("angle must be a finite number, got nan", AngularGradient, {colors = {"red"}, angle = 0 / 0})
-- Drawn as a pattern of wedges, defined once however often it is used.
out = svg(HStack{Circle():fill(a):frame(30, 30), Circle():fill(a):frame(30, 30), Circle():stroke(a, 4):frame(30, 30)})
eq(count(out, "<pattern "), 1)
eq(count(out, 'fill="url(#p1)"'), 2)
eq(count(out, 'stroke="url(#p1)"'), 1)
eq(has(out, 'shape-rendering="crispEdges"'), true)
-- A different frame size is a different pattern (it is laid out in the frame).
eq(count(svg(VStack{Rectangle():fill(a):frame(30, 30), Rectangle():fill(a):frame(40, 30)}), "<pattern "), 2)
-- A Canvas fill and a background take it too.
eq(has(svg(Canvas(20, 20, function(ctx) ctx:fill(Circle(), a, {0, 0, 20, 20}) end)), "url(#p1)"), true)
eq(has(svg(Text("x"):padding():background(a)), "<pattern "), true)
-- The same script gives the same bytes.
eq(svg(Circle():fill(a):frame(50, 50)), svg(Circle():fill(a):frame(50, 50)))
-- Huge angles and sizes still give finite output.
eq(has(svg(Rectangle():fill(AngularGradient{colors = {"red", "blue"}, startAngle = 1e300, endAngle = -1e300}):frame(8, 8)), "nan"), false)
eq(has(svg(Rectangle():fill(AngularGradient{colors = {"red", "blue"}}):frame(1e6, 1e6)), "<pattern "), true)
-- Bad input.
checkerr("a gradient needs at least one colour or stop", AngularGradient, {colors = {}})
checkerr("a gradient needs at least one colour or stop", AngularGradient, {stops = {}})
checkerr("a gradient needs at least one colour or stop", AngularGradient, {})
checkerr("give colors or stops, not both", AngularGradient, {colors = {"red"}, stops = {{color = "red", location = 0}}})
checkerr("startAngle must be a finite number, got nan", AngularGradient, {colors = {"red"}, startAngle = 0 / 0})
checkerr("endAngle must be a finite number, got inf", AngularGradient, {colors = {"red"}, endAngle = math.huge})
checkerr("startAngle: number expected, got string", AngularGradient, {colors = {"red"}, startAngle = "north"})
checkerr("unknown unit point 'middle'", AngularGradient, {colors = {"red"}, center = "middle"})
checkerr("unknown option 'startAngel'", AngularGradient, {colors = {"red"}, startAngel = 3})
checkerr("colors.[2]: Color or colour name expected, got nil", AngularGradient, {colors = {"red", nil, "blue"}})
checkerr("unknown color 'redish'", AngularGradient, {colors = {"redish"}})
checkerr("location must be in 0...1", AngularGradient, {stops = {{color = "red", location = 2}}})

-- EllipticalGradient: radii are fractions of the frame; the gradient is stretched onto it.
local e = EllipticalGradient{colors = {"white", "blue"}}
eq(tostring(e), "EllipticalGradient(2 stops, endRadiusFraction: 0.5)")
out = svg(Rectangle():fill(e):frame(40, 20))
eq(has(out, 'gradientTransform="matrix(20 0 0 10 20 10)" cx="0" cy="0" r="1"'), true)
-- startRadiusFraction maps the stops as RadialGradient's startRadius does: 0.25 of 0.5 is offset 0.5.
out = svg(Rectangle():fill(EllipticalGradient{colors = {"white", "blue"}, startRadiusFraction = 0.25}):frame(40, 20))
eq(has(out, '<stop offset="0.5" stop-color="#ffffff"/>'), true)
eq(tostring(EllipticalGradient({"red", "blue"}, nil, "top", 0, 1)), "EllipticalGradient(2 stops, endRadiusFraction: 1.0)")
eq(count(svg(HStack{Circle():fill(e):frame(10, 10), Circle():fill(e):frame(10, 10)}), "<radialGradient "), 1)
checkerr("endRadiusFraction must be >= 0, got -1", EllipticalGradient, {colors = {"red"}, endRadiusFraction = -1})
checkerr("startRadiusFraction must be a finite number, got nan", EllipticalGradient, {colors = {"red"}, startRadiusFraction = 0 / 0})
checkerr("a gradient needs at least one colour or stop", EllipticalGradient, {colors = {}})
checkerr("unknown option 'endRadius'", EllipticalGradient, {colors = {"red"}, endRadius = 3})

-- Effects (docs/API.md): filters deduplicated in <defs>, layout unchanged.
local c = Circle():frame(20, 20)
out = svg(c:blur(6))
eq(has(out, '<feGaussianBlur stdDeviation="3"/>'), true)
eq(has(out, 'filter="url(#f1)"'), true)
eq(tostring(c:blur(6)), "Circle():frame(width: 20.0, height: 20.0):blur(radius: 6.0) 20×20")
eq(tostring(Circle():blur{radius = 2}), "Circle():blur(radius: 2.0) 10×10")
-- Radius 0 is no filter; two equal blurs in one place share one definition.
eq(has(svg(c:blur(0)), "<filter"), false)
eq(count(svg(ZStack{c:blur(2), c:blur(2)}), "<filter "), 1)
checkerr("radius must be >= 0, got -1", function() return c:blur(-1) end)
checkerr("radius must be a finite number, got nan", function() return c:blur(0 / 0) end)
checkerr("number expected, got no value", function() return c:blur() end)
checkerr("unknown option 'opaque'", function() return c:blur{radius = 2, opaque = true} end)

-- The colour effects write their matrix (docs/SVG.md lists them).
local function matrix(v) return svg(v):match('<feColorMatrix type="matrix" values="([^"]*)"') end
eq(matrix(c:grayscale(1)), "0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0 0 0 0 1 0")
eq(matrix(c:brightness(0.25)), "1 0 0 0 0.25 0 1 0 0 0.25 0 0 1 0 0.25 0 0 0 1 0")
eq(matrix(c:contrast(2)), "2 0 0 0 -0.5 0 2 0 0 -0.5 0 0 2 0 -0.5 0 0 0 1 0")
eq(matrix(c:saturation(0)), matrix(c:grayscale(1)))
eq(matrix(c:hueRotation(180)), "-0.574 1.43 0.144 0 0 0.426 0.43 0.144 0 0 0.426 1.43 -0.856 0 0 0 0 0 1 0")
-- grayscale is clamped to 0...1; no change writes no filter.
eq(matrix(c:grayscale(5)), matrix(c:grayscale(1)))
eq(has(svg(c:grayscale(0)), "<filter"), false)
eq(has(svg(c:hueRotation(0)), "<filter"), false)
eq(has(svg(c:brightness(0)), "<filter"), false)
-- Coefficients keep 3 decimals at a lower document precision.
eq(has(svg(c:grayscale(1), {precision = 0}), 'values="0.213 0.715'), true)
for _, name in ipairs{"grayscale", "brightness", "contrast", "saturation", "hueRotation"} do
  checkerr("must be a finite number, got nan", function() return c[name](c, 0 / 0) end)
  checkerr("must be a finite number, got inf", function() return c[name](c, math.huge) end)
  checkerr("number expected, got string", function() return c[name](c, "more") end)
  checkerr("number expected, got no value", function() return c[name](c) end)
end

-- blendMode: SwiftUI's names, written as CSS mix-blend-mode.
eq(has(svg(c:blendMode("multiply")), '<g style="mix-blend-mode:multiply">'), true)
eq(has(svg(c:blendMode("colorDodge")), "mix-blend-mode:color-dodge"), true)
eq(has(svg(c:blendMode("softLight")), "mix-blend-mode:soft-light"), true)
eq(has(svg(c:blendMode("normal")), "mix-blend-mode"), false)
eq(tostring(Circle():blendMode("screen")), "Circle():blendMode(screen) 10×10")
checkerr("blend mode 'sourceAtop' has no SVG equivalent", function() return c:blendMode("sourceAtop") end)
checkerr("blend mode 'plusLighter' has no SVG equivalent", function() return c:blendMode("plusLighter") end)
checkerr("unknown blend mode 'multiplyy'; did you mean 'multiply'? (valid: normal, multiply,", function() return c:blendMode("multiplyy") end)
checkerr("string expected, got no value", function() return c:blendMode() end)
checkerr("string expected, got number", function() return c:blendMode(3) end)

-- compositingGroup: an isolated group.
eq(has(svg(ZStack{c, c:blendMode("multiply")}:compositingGroup()), '<g style="isolation:isolate">'), true)
checkerr("too many arguments", function() return c:compositingGroup(1) end)

-- Effects are view modifiers on every drawable value.
eq(tostring(Color.red:blur(2)), "Color(#FF3B30, opacity: 1.0):blur(radius: 2.0) 10×10")
eq(has(svg(Text("x"):grayscale(1)), "<feColorMatrix"), true)
eq(has(svg(AngularGradient{colors = {"red", "blue"}}:frame(10, 10):hueRotation(30)), "<feColorMatrix"), true)
