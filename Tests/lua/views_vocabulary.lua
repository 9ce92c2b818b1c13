-- docs/API.md added views and modifiers: Divider, ForEach, hidden,
-- layoutPriority, clipped, zIndex, position, trim. Pixels are checked in
-- Tests/ShapeCoreTests/ViewVocabularyTests.swift; here the Lua surface and
-- the SVG structure.
local function has(s, text) return s:find(text, 1, true) ~= nil end
local function size(v)
  local s = svg(v)
  local w, h = s:match('width="([%d.]+)" height="([%d.]+)"')
  return tonumber(w), tonumber(h)
end

-- Divider: the separator grey, 1 across the stack's cross axis.
eq(tostring(Divider()), "Divider() 10×1")
local out = svg(VStack{spacing = 0, Rectangle():frame(20, 10), Divider()})
eq(has(out, '<rect x="0" y="10" width="20" height="1" fill="#3c3c43" fill-opacity="0.29"/>'), true, "VStack divider")
out = svg(HStack(Rectangle():frame(20, 10), Divider()))
eq(has(out, 'x="28" y="0" width="1" height="10"'), true, "HStack divider")
eq(select(2, size(Divider():frame(50, nil))), 1)
checkerr("Divider: too many arguments (at most 0, got 1)", function() Divider(5) end)

-- ForEach: a Group of the views; count form passes item = i (1-based).
local seen = {}
local row = ForEach(3, function(item, i) seen[#seen + 1] = item .. "/" .. i; return Rectangle():frame(i * 10, 5) end)
eq(table.concat(seen, " "), "1/1 2/2 3/3")
eq(tostring(row), "ForEach(3 views) 30×5")
eq(select(1, size(HStack{spacing = 0, row})), 60, "the views join the stack")
local names = {}
ForEach({"red", "blue"}, function(c, i) names[i] = c; return Circle():fill(c) end)
eq(names[1] .. names[2], "redblue")
out = svg(HStack{spacing = 0, ForEach({"red", "blue"}, function(c, i) return Rectangle():fill(c):frame(5 * i, 5) end)})
eq(has(out, 'fill="#ff3b30"') and has(out, 'fill="#007aff"'), true)
eq(tostring(ForEach(0, function() return Circle() end)), "ForEach(0 views) 0×0")
eq(tostring(ForEach({}, function() return Circle() end)), "ForEach(0 views) 0×0")
eq(tostring(ForEach{data = 2, content = function() return Circle() end}), "ForEach(2 views) 10×10")
-- Errors from the function propagate with their location; a non-view names the item.
local boomLine = debug.getinfo(1, "l").currentline + 1
local ok, err = pcall(ForEach, 3, function(i) if i == 2 then error("boom") end return Circle() end)
eq(ok, false)
eq(err:match(":(%d+): boom$"), tostring(boomLine), "the error keeps the function's location")
checkerr("ForEach: the function must return a view, got nil for item 2",
         function() ForEach(3, function(i) if i ~= 2 then return Circle() end end) end)
checkerr("got number for item 1", function() ForEach({"a"}, function() return 5 end) end)
checkerr("count must be >= 0, got -1", function() ForEach(-1, function() return Circle() end) end)
checkerr("number has no integer representation", function() ForEach(1.5, function() return Circle() end) end)
checkerr("bad argument #2 to 'ForEach' (function expected, got no value)", function() ForEach(3) end)
checkerr("bad argument #1 to 'ForEach' (number or table expected, got string)", function() ForEach("x", function() return Circle() end) end)
checkerr("ForEach: unknown option 'contents'", function() ForEach{data = 1, contents = print} end)
-- Deep views returned by the function count toward the nesting limit.
local deep = Rectangle()
for _ = 1, 198 do deep = deep:padding(1) end
checkerr("views nested deeper than 200 levels", function() ForEach(1, function() return deep end):padding(1) end)

-- hidden(): the space stays, nothing is drawn.
eq(tostring(Rectangle():frame(4, 4):hidden()), "Rectangle():frame(width: 4.0, height: 4.0):hidden() 4×4")
out = svg(HStack{spacing = 0, Rectangle():fill("red"):frame(10, 10):hidden(), Rectangle():frame(5, 5)})
eq(has(out, "#ff3b30"), false, "hidden draws nothing")
eq(has(out, 'width="15"'), true, "hidden keeps its space")
checkerr("hidden: too many arguments (at most 0, got 1)", function() Rectangle():hidden(true) end)
local readerRan = false
svg(GeometryReader(function() readerRan = true; return Circle() end):hidden())
eq(readerRan, false, "nothing below a hidden view runs")
svg(GeometryReader(function() readerRan = true; return Circle() end))
eq(readerRan, true)

-- clipped(): a clip path of the view's frame.
out = svg(Circle():frame(40, 40):clipped():frame(20, 20))
eq(has(out, "<clipPath") and has(out, 'clip-path="url(#c1)"'), true)
eq(tostring(Circle():clipped()), "Circle():clipped() 10×10")

-- zIndex(z): drawing order (blue written second but drawn first).
out = svg(ZStack(Rectangle():fill("red"):zIndex(1), Rectangle():fill("blue")):frame(10, 10))
eq(out:find("#007aff", 1, true) < out:find("#ff3b30", 1, true), true, "zIndex 1 drawn last")
out = svg(ZStack(Rectangle():fill("red"), Rectangle():fill("blue")):frame(10, 10))
eq(out:find("#ff3b30", 1, true) < out:find("#007aff", 1, true), true, "written order without zIndex")
eq(tostring(Rectangle():zIndex(2)), "Rectangle():zIndex(2.0) 10×10")
checkerr("bad argument #1 to 'zIndex' (number expected, got string)", function() Rectangle():zIndex("top") end)
checkerr("must be a finite number, got nan", function() Rectangle():zIndex(0/0) end)

-- layoutPriority(p): offered space first.
out = svg(HStack{spacing = 0, Rectangle():fill("red"),
                 Rectangle():fill("blue"):layoutPriority(1):frame{minWidth = 5, maxWidth = 30}}:frame(40, 10))
eq(has(out, 'd="M0 0L10 0L10 10L0 10Z" fill="#ff3b30"'), true, "the low priority gets what is left")
eq(has(out, 'd="M0 0L30 0L30 10L0 10Z" fill="#007aff"'), true, "the high priority first")
eq(tostring(Rectangle():layoutPriority(1)), "Rectangle():layoutPriority(1.0) 10×10")
checkerr("bad argument #1 to 'layoutPriority' (number expected, got no value)", function() Rectangle():layoutPriority() end)
checkerr("must be a finite number, got inf", function() Rectangle():layoutPriority(math.huge) end)

-- position(x, y): takes the space offered, centres the view at the point.
out = svg(Rectangle():frame(10, 6):position(30, 20):frame(50, 40))
eq(has(out, 'transform="translate(25 17)"'), true, "centred at (30, 20)")
eq(svg(Rectangle():frame(10, 6):position{x = 30, y = 20}:frame(50, 40)), out)
eq(svg(Rectangle():frame(10, 6):position{30, 20}:frame(50, 40)), out)
eq(svg(Rectangle():frame(10, 6):position(Point(30, 20)):frame(50, 40)), out)
eq(tostring(Circle():position(20, 30)), "Circle():position(x: 20.0, y: 30.0) 10×10")
eq(tostring(Circle():position{20, 30}), "Circle():position(x: 20.0, y: 30.0) 10×10")
eq(select(1, size(Circle():position(5, 5))), 10, "offered nil: 10")
checkerr("bad argument #2 to 'position' (number expected, got string)", function() Circle():position(1, "a") end)
checkerr("position: unknown option 'z'", function() Circle():position{x = 1, z = 2} end)
checkerr("x must be a finite number, got inf", function() Circle():position(math.huge, 0) end)

-- trim(from, to) on shapes: SwiftUI's trim, a shape (strokes as a ring).
eq(tostring(Circle():trim(0, 0.5)), "Circle():trim(from: 0.0, to: 0.5)")
near(Rectangle():trim(0, 0.5):path(Rect(0, 0, 40, 40)):length(), 80, 1e-9)
near(Rectangle():trim(0.25):path(Rect(0, 0, 40, 40)):length(), 120, 1e-9)
eq(Rectangle():trim(0.6, 0.4):path(Rect(0, 0, 40, 40)):isEmpty(), true)
near(Rectangle():trim(-1, 2):path(Rect(0, 0, 40, 40)):length(), 160, 1e-9, "clamped")
out = svg(Circle():trim(0, 0.5):stroke("red", 2):frame(20, 20))
eq(has(out, 'fill="none" stroke="#ff3b30"'), true)
eq(has(out, "Z"), false, "an open path")
-- A path is a shape too.
near(Path():move{0, 0}:addLine{10, 0}:trim(0, 0.5):path(Rect(0, 0, 1, 1)):length(), 5, 1e-9)
checkerr("bad argument #1 to 'trim' (number expected, got string)", function() Circle():trim("a") end)
checkerr("to must be a finite number, got nan", function() Circle():trim(0, 0/0) end)
checkerr("trim: unknown option 'end'", function() Circle():trim{from = 0, ["end"] = 1} end)

-- Text styles (docs/API.md): bold, italic, underline, strikethrough, kerning, tracking.
local function width(v) return (select(1, size(v))) end
eq(svg(Text("Hello"):bold()), svg(Text("Hello"):fontWeight("bold")), "bold() is fontWeight(\"bold\")")
eq(width(Text("Hello"):bold()) > width(Text("Hello")), true, "bold glyphs are wider")
eq(svg(Text("Hello"):bold(false)), svg(Text("Hello")), "bold(false) changes nothing")
eq(tostring(Text("Hi"):bold()), "Text(Hi):bold() 15.688×20.553") -- Inter Display Bold
-- italic: another outline (a real italic face or slanted glyphs), the same box here.
eq(svg(Text("Hello"):italic()) ~= svg(Text("Hello")), true, "italic draws other glyphs")
eq(svg(Text("Hello"):italic(false):italic()), svg(Text("Hello")), "the innermost call wins")
eq(has(svg(Text("Hi"):italic(), {text = "text"}), 'font-style="italic"'), true)
-- underline / strikethrough: one bar per line, as long as the line, in the text's paint or the given colour.
out = svg(Text("Hi"):underline(true, "red"))
local bar = out:match('<path d="M([%d.]+ [%d.]+L[%d.]+ [%d.]+)L[^"]*" fill="#ff3b30"/>')
eq(bar ~= nil, true, "a red bar")
out = svg(Text("Hi\nHi"):underline():foregroundColor("blue"))
local _, bars = out:gsub('<path d="M[^"]*Z" fill="#007aff"/>', "")
eq(bars, 2, "one bar per line, in the text's paint")
eq(svg(Text("Hi"):underline(false):underline()), svg(Text("Hi")), "underline(false) below removes it")
out = svg(Text("Hi"):strikethrough(true, Color.green), {text = "text"})
eq(has(out, "<text") and has(out, 'fill="#34c759"'), true, "a bar in <text> output too")
local uy = tonumber(svg(Text("Hi"):underline(true, "red")):match('<path d="M[%d.]+ ([%d.]+)L[^"]*" fill="#ff3b30"'))
local sy = tonumber(svg(Text("Hi"):strikethrough(true, "red")):match('<path d="M[%d.]+ ([%d.]+)L[^"]*" fill="#ff3b30"'))
eq(uy > sy, true, "the underline is below the strikeout")
eq(uy > 15.885 and sy < 15.885, true, "below and above the baseline")
checkerr("bad argument #1 to 'underline' (boolean expected, got string)", function() Text("x"):underline("red") end)
checkerr("bad argument #2 to 'strikethrough' (Color, gradient or colour name expected, got nil)",
         function() Text("x"):strikethrough(true, nil) end)
checkerr("unknown color 'reed'", function() Text("x"):underline(true, "reed") end)
checkerr("italic: unknown option 'active'", function() Text("x"):italic{active = true} end)
-- kerning / tracking: px after each character (5 in "Hello").
near(width(Text("Hello"):kerning(2)) - width(Text("Hello")), 10, 1, "kerning widens by 5 × 2")
near(width(Text("Hello"):tracking(-1)) - width(Text("Hello")), -5, 1, "tracking tightens")
eq(svg(Text("Hello"):kerning(2):tracking(0)) ~= svg(Text("Hello"):kerning(2)), true, "tracking wins over kerning")
eq(has(svg(Text("Hi"):tracking(1.5), {text = "text"}), 'letter-spacing="1.5"'), true)
checkerr("kerning must be a finite number, got inf", function() Text("x"):kerning(math.huge) end)
checkerr("bad argument #1 to 'tracking' (number expected, got no value)", function() Text("x"):tracking() end)
