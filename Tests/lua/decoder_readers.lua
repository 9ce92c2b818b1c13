-- The readers of the functions Canvas loops call (shape constructors,
-- Rect, ctx:fill/stroke/translateBy: numbers, lengths, corner styles,
-- fill rules, colours, rects, shapes, line widths) test the usual good
-- value inline and leave every other one to the general reader
-- (ValueDecoding.swift). Each case below runs one call with a value on
-- either side of those tests — numeric strings, -0, ±inf, nan, wrong
-- types, nil, near-miss names, hex colours of every length and bad ones,
-- Color/gradient/Rect/Path values, both argument forms — and must give
-- exactly the result (tostring, the SVG document) or the error message
-- recorded from the build before the inline readers (main at fde6fcd),
-- with the "did you mean" suggestions of issue 22 added since.
-- The same for label tables (their keys are now compared as bytes with the
-- spec's names) and tables of numbers (`{x, y, w, h}` read by a first pass
-- that takes only the keys 1...n): duplicates, aliases, unknown, long and
-- NUL-carrying keys, array items, holes, key order, strings, metatables;
-- and nil positional arguments (a positional call's slots point at its
-- arguments, nil or not: a nil one reads as absent).
local cases = {}
local function case(name, f) cases[#cases + 1] = {name, f} end
local function canvas(f) return svg(Canvas(30, 30, function(ctx) f(ctx) end)) end
local urr = UnevenRoundedRectangle
for _, v in ipairs{{"num", 2}, {"numstr", "2"}, {"hexstr", "0x2"}, {"negzero", -0.0}, {"neg", -1}, {"inf", 1/0},
                   {"ninf", -1/0}, {"nan", 0/0}, {"str", "a"}, {"bool", true}, {"tbl", {}}, {"nil", nil}, {"big", 1e308}} do
  local name, x = v[1], v[2]
  case("urr pos tl " .. name, function() return tostring(urr(x, 1, 1, 1, "circular")) end)
  case("urr pos tr " .. name, function() return tostring(urr(1, 1, 1, x)) end)
  case("urr lab " .. name, function() return tostring(urr{topLeading = x, bottomTrailing = 1, style = "circular"}) end)
  case("rect pos x " .. name, function() return tostring(Rect(x, 1, 2, 3)) end)
  case("rect pos w " .. name, function() return tostring(Rect(1, 1, x, 3)) end)
  case("rect lab h " .. name, function() return tostring(Rect{x = 1, y = 1, w = 2, h = x}) end)
  case("stroke width " .. name, function() return canvas(function(ctx) ctx:stroke(Circle(), "red", x, Rect(0, 0, 9, 9)) end) end)
  case("stroke width lab " .. name, function()
    return canvas(function(ctx) ctx:stroke{shape = Circle(), content = "red", lineWidth = x, rect = {0, 0, 9, 9}} end)
  end)
  case("translate " .. name, function() return canvas(function(ctx) ctx:translateBy(x, 1); ctx:fill(Rectangle(), "red", {0, 0, 1, 1}) end) end)
  case("style " .. name, function() return tostring(urr(1, 1, 1, 1, x)) end)
  case("fillRule " .. name, function() return canvas(function(ctx) ctx:fill(Circle(), "red", {0, 0, 9, 9}, x) end) end)
  case("fill content " .. name, function() return canvas(function(ctx) ctx:fill(Circle(), x, {0, 0, 9, 9}) end) end)
  case("fill shape " .. name, function() return canvas(function(ctx) ctx:fill(x, "red", {0, 0, 9, 9}) end) end)
  case("fill rect " .. name, function() return canvas(function(ctx) ctx:fill(Circle(), "red", x) end) end)
end
for _, s in ipairs{"continuous", "circular", "", "circ", "circularx", "Circular"} do
  case("style str " .. s, function() return tostring(urr(1, 1, 1, 1, s)) end)
  case("style lab " .. s, function() return tostring(urr{style = s}) end)
  case("capsule " .. s, function() return tostring(Capsule(s)) end)
end
for _, r in ipairs{"nonZero", "evenOdd", "evenodd", ""} do
  case("fillRule str " .. r, function() return canvas(function(ctx) ctx:fill(Circle(), "red", {0, 0, 9, 9}, r) end) end)
end
for _, c in ipairs{"#f00", "#f008", "#ff0000", "#ff000080", "#FF00aa", "#12", "#12345", "#gg0000", "#", "red", "Red", "nocolor", " #ff0000", "#ff0000 "} do
  case("fill content str " .. c, function() return canvas(function(ctx) ctx:fill(Circle(), c, {0, 0, 9, 9}) end) end)
  case("stroke content str " .. c, function() return canvas(function(ctx) ctx:stroke(Circle(), c, 1, {0, 0, 9, 9}) end) end)
end
case("fill content Color", function() return canvas(function(ctx) ctx:fill(Circle(), Color("#123456"), {0, 0, 9, 9}) end) end)
case("fill content gradient", function() return canvas(function(ctx) ctx:fill(Circle(), LinearGradient{colors = {"red", "blue"}}, {0, 0, 9, 9}) end) end)
case("fill content Rect", function() return canvas(function(ctx) ctx:fill(Circle(), Rect(0, 0, 1, 1), {0, 0, 9, 9}) end) end)
case("fill shape Path", function() return canvas(function(ctx) ctx:fill(Path():addRect(Rect(1, 1, 2, 2)), "red") end) end)
case("fill shape Path rect", function() return canvas(function(ctx) ctx:fill(Path():addRect(Rect(1, 1, 2, 2)), "red", {0, 0, 1, 1}) end) end)
case("fill shape Color", function() return canvas(function(ctx) ctx:fill(Color("red"), "red", {0, 0, 1, 1}) end) end)
case("fill shape Rect", function() return canvas(function(ctx) ctx:fill(Rect(0, 0, 1, 1), "red", {0, 0, 1, 1}) end) end)
case("fill shape none", function() return canvas(function(ctx) ctx:fill() end) end)
case("fill rect Point", function() return canvas(function(ctx) ctx:fill(Circle(), "red", Point(1, 1)) end) end)
case("fill rect empty Rect value", function() return canvas(function(ctx) ctx:fill(Circle(), "red", Rect(5, 5, 1, 1):inset(2)) end) end)
case("stroke rect empty Rect value", function() return canvas(function(ctx) ctx:stroke(Circle(), "red", 1, Rect(5, 5, 1, 1):inset(2)) end) end)
case("stroke style table", function() return canvas(function(ctx) ctx:stroke(Circle(), "red", {lineWidth = 3, dash = {1, 2}}, {0, 0, 9, 9}) end) end)
case("stroke no width", function() return canvas(function(ctx) ctx:stroke(Circle(), "red", nil, {0, 0, 9, 9}) end) end)
case("stroke extra", function() return canvas(function(ctx) ctx:stroke(Circle(), "red", 1, {0, 0, 9, 9}, 5) end) end)
case("fill on bad self", function() return canvas(function(ctx) ctx.fill(5, Circle(), "red", {0, 0, 1, 1}) end) end)
case("fill on other self", function() return canvas(function(ctx) ctx.fill(Circle(), Circle(), "red", {0, 0, 1, 1}) end) end)
case("same shape two rects", function()
  return canvas(function(ctx)
    local s = urr(1, 2, 3, 4, "circular")
    ctx:fill(s, "red", {0, 0, 9, 9}); ctx:stroke(s, "blue", 1, {1, 1, 8, 8}); ctx:fill(s, "red", {0, 0, 9, 9})
  end)
end)
-- label tables (names compared as bytes) and tables of numbers ({x, y, w, h})
local labelled = {
  {"dup alias", function() return urr{topLeading = 1, topLeadingRadius = 2} end},
  {"wrong case", function() return urr{topleading = 1} end},
  {"array item", function() return urr{5} end},
  {"array item and label", function() return urr{5, style = "circular"} end},
  {"empty", function() return urr{} end},
  {"boolean key", function() return urr{style = "circular", [true] = 1} end},
  {"table key", function() return urr{[{}] = 1} end},
  {"long key", function() return urr{[string.rep("topLeading", 5)] = 1} end},
  {"key with NUL", function() return urr{["style\0"] = "circular"} end},
  {"prefix key", function() return urr{topLeadingRadiu = 1} end},
  {"all labels", function() return urr{topLeadingRadius = 1, bottomLeadingRadius = 2, bottomTrailingRadius = 3,
                                        topTrailingRadius = 4, style = "circular"} end},
  {"Rect labels", function() return Rect{x = 1, y = 2, w = 3, h = 4} end},
  {"Rect dup", function() return Rect{x = 1, y = 2, width = 3, w = 3, h = 1} end},
  {"Rect mixed", function() return Rect{1, y = 2, w = 3, h = 4} end},
  {"Point labels", function() return Point{x = 1, y = 2} end},
  {"Point positional table", function() return Point({1, 2}) end},
  {"RoundedRectangle labels", function() return RoundedRectangle{cornerRadius = 2, style = "circular"} end},
  {"RoundedRectangle alias-less unknown", function() return RoundedRectangle{radius = 2} end},
  {"Capsule unknown", function() return Capsule{styles = "circular"} end},
}
for _, c in ipairs(labelled) do case("label " .. c[1], function() return tostring(c[2]()) end) end
local function fillRect(r) return canvas(function(ctx) ctx:fill(Rectangle(), "red", r) end) end
local tables = {
  {"array", {1, 2, 3, 4}}, {"short", {1, 2, 3}}, {"long", {1, 2, 3, 4, 5}}, {"names", {x = 1, y = 2, width = 3, height = 4}},
  {"short name", {x = 1, y = 2, w = 3, height = 4}}, {"mixed", {1, 2, 3, height = 4}}, {"mixed dup", {1, 2, 3, 4, height = 4}},
  {"hash part", {[1] = 1, [2] = 2, [3] = 3, [4] = 4}}, {"reversed", {[4] = 4, [3] = 3, [2] = 2, [1] = 1}},
  {"strings", {"1", "2", "3", "4"}}, {"hex string", {"0x10", 2, 3, 4}}, {"bad string", {"a", 2, 3, 4}},
  {"nan", {1, 2, 3, 0/0}}, {"inf", {1, 1/0, 3, 4}}, {"negative", {1, 2, 3, -1}}, {"neg zero", {1, 2, -0.0, 4}},
  {"hole", {1, 2, nil, 4}}, {"float key", {[1.5] = 1, 2, 3, 4}}, {"string key", {["1"] = 1, [2] = 2, [3] = 3, [4] = 4}},
  {"zero key", {[0] = 9, 1, 2, 3, 4}}, {"extra n", {1, 2, 3, 4, n = 4}}, {"table value", {1, 2, {}, 4}},
  {"boolean value", {1, true, 3, 4}}, {"big", {1e300, 2, 3, 4}}, {"empty", {}},
  {"metatable", setmetatable({1, 2}, {__index = function(_, k) return k end})},
}
for _, t in ipairs(tables) do
  case("rect table " .. t[1], function() return fillRect(t[2]) end)
end
for _, t in ipairs{{"pair", {1, 2}}, {"names", {x = 1, y = 2}}, {"one", {1}}, {"string", {"1", 2}}, {"nan", {1, 0/0}},
                   {"mixed", {1, y = 2}}, {"mixed dup", {1, 2, x = 1}}, {"reversed", {[2] = 2, [1] = 1}}} do
  case("point pair " .. t[1], function() return Path():move(t[2]):svgPathData() end)
end
case("stroke labels with StrokeStyle fields", function()
  return canvas(function(ctx) ctx:stroke{shape = Circle(), content = "red", lineWidth = 2, lineCap = "round", rect = {0, 0, 9, 9}} end)
end)
case("stroke labels StrokeStyle field only", function()
  return canvas(function(ctx) ctx:stroke{shape = Circle(), content = "red", dash = {1, 2}, rect = {0, 0, 9, 9}} end)
end)
case("stroke labels unknown", function() return canvas(function(ctx) ctx:stroke{shape = Circle(), content = "red", colour = 1} end) end)
case("VStack children and labels", function() return svg(VStack{Rectangle():frame(2, 2), Circle():frame(3, 3), spacing = 1}) end)
case("VStack item beyond", function() return svg(VStack{spacing = 1, [3] = Rectangle()}) end)
case("VStack children arguments", function() return svg(VStack(Rectangle():frame(2, 2), Circle():frame(3, 3))) end)
case("addLine positional table", function() return Path():move(Point(0, 0)):addLine{10, 20}:svgPathData() end)
case("addLine labels", function() return Path():move(Point(0, 0)):addLine{x = 1, y = 2}:svgPathData() end)
case("addLine label to", function() return Path():move(Point(0, 0)):addLine{to = {3, 4}}:svgPathData() end)
-- nil in the middle of positional arguments: the default, and left out of
-- a view's printed call; nil where a view, shape or style is required: an error
local nils = {
  {"frame nil width", function() return Rectangle():frame(nil, 10) end},
  {"frame nil height", function() return Rectangle():frame(10, nil, "top") end},
  {"offset nil x", function() return Rectangle():offset(nil, 3) end},
  {"padding nil", function() return Rectangle():padding(nil) end},
  {"stroke nil width", function() return Circle():stroke("red", nil) end},
  {"stroke nil content", function() return Circle():stroke(nil, 2) end},
  {"overlay nil", function() return Rectangle():overlay(nil) end},
  {"fill nil", function() return Rectangle():fill(nil) end},
  {"background nil", function() return Rectangle():background(nil, "top") end},
  {"urr nils", function() return urr(nil, 2, nil, 4, nil) end},
  {"Rect nil", function() return Rect(nil, 1, 2, 3) end},
  {"VStack nil spacing", function() return VStack(nil) end},
  {"move nil", function() return Path():move(nil) end},
}
for _, c in ipairs(nils) do
  case("nil " .. c[1], function() return tostring(c[2]()) end)
  case("nil svg " .. c[1], function() return svg(c[2]()) end)
end

-- Recorded with main at fde6fcd ("SVG:" stands for the document's opening tag).
local expected = {
  {"urr pos tl num", true,
   "UnevenRoundedRectangle(topLeadingRadius: 2.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1.0, style: circular)"},
  {"urr pos tr num", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 2.0, style: continuous)"},
  {"urr lab num", true,
   "UnevenRoundedRectangle(topLeadingRadius: 2.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 0.0, style: circular)"},
  {"rect pos x num", true,
   "Rect(x: 2.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect pos w num", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect lab h num", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: 2.0)"},
  {"stroke width num", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"2\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"stroke width lab num", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"2\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"translate num", true,
   "SVG:<path transform=\"translate(2 1)\" d=\"M0 0L1 0L1 1L0 1Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"style num", false,
   "bad argument #5 to 'urr' (string expected, got number)"},
  {"fillRule num", false,
   "bad argument #4 to 'fill' (string expected, got number)"},
  {"fill content num", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got number)"},
  {"fill shape num", false,
   "bad argument #1 to 'fill' (Shape expected, got number)"},
  {"fill rect num", false,
   "bad argument #3 to 'fill' (Rect expected, got number)"},
  {"urr pos tl numstr", true,
   "UnevenRoundedRectangle(topLeadingRadius: 2.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1.0, style: circular)"},
  {"urr pos tr numstr", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 2.0, style: continuous)"},
  {"urr lab numstr", true,
   "UnevenRoundedRectangle(topLeadingRadius: 2.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 0.0, style: circular)"},
  {"rect pos x numstr", true,
   "Rect(x: 2.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect pos w numstr", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect lab h numstr", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: 2.0)"},
  {"stroke width numstr", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"2\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"stroke width lab numstr", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"2\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"translate numstr", true,
   "SVG:<path transform=\"translate(2 1)\" d=\"M0 0L1 0L1 1L0 1Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"style numstr", false,
   "bad argument #5 to 'urr' (unknown corner style '2' (valid: circular, continuous))"},
  {"fillRule numstr", false,
   "bad argument #4 to 'fill' (unknown fill rule '2' (valid: nonZero, evenOdd))"},
  {"fill content numstr", false,
   "bad argument #2 to 'fill' (unknown color '2' (use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrg"
   .. "gbb, #rrggbbaa))"},
  {"fill shape numstr", false,
   "bad argument #1 to 'fill' (Shape expected, got string)"},
  {"fill rect numstr", false,
   "bad argument #3 to 'fill' (Rect expected, got string)"},
  {"urr pos tl hexstr", true,
   "UnevenRoundedRectangle(topLeadingRadius: 2.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1.0, style: circular)"},
  {"urr pos tr hexstr", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 2.0, style: continuous)"},
  {"urr lab hexstr", true,
   "UnevenRoundedRectangle(topLeadingRadius: 2.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 0.0, style: circular)"},
  {"rect pos x hexstr", true,
   "Rect(x: 2.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect pos w hexstr", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect lab h hexstr", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: 2.0)"},
  {"stroke width hexstr", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"2\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"stroke width lab hexstr", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"2\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"translate hexstr", true,
   "SVG:<path transform=\"translate(2 1)\" d=\"M0 0L1 0L1 1L0 1Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"style hexstr", false,
   "bad argument #5 to 'urr' (unknown corner style '0x2' (valid: circular, continuous))"},
  {"fillRule hexstr", false,
   "bad argument #4 to 'fill' (unknown fill rule '0x2' (valid: nonZero, evenOdd))"},
  {"fill content hexstr", false,
   "bad argument #2 to 'fill' (unknown color '0x2' (use a SwiftUI or CSS colour name, or #rgb, #rgba, #r"
   .. "rggbb, #rrggbbaa))"},
  {"fill shape hexstr", false,
   "bad argument #1 to 'fill' (Shape expected, got string)"},
  {"fill rect hexstr", false,
   "bad argument #3 to 'fill' (Rect expected, got string)"},
  {"urr pos tl negzero", true,
   "UnevenRoundedRectangle(topLeadingRadius: -0.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, "
   .. "topTrailingRadius: 1.0, style: circular)"},
  {"urr pos tr negzero", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: -0.0, style: continuous)"},
  {"urr lab negzero", true,
   "UnevenRoundedRectangle(topLeadingRadius: -0.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 1.0, "
   .. "topTrailingRadius: 0.0, style: circular)"},
  {"rect pos x negzero", true,
   "Rect(x: -0.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect pos w negzero", true,
   "Rect(x: 1.0, y: 1.0, width: -0.0, height: 3.0)"},
  {"rect lab h negzero", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: -0.0)"},
  {"stroke width negzero", true,
   "SVG:</svg>\
"},
  {"stroke width lab negzero", true,
   "SVG:</svg>\
"},
  {"translate negzero", true,
   "SVG:<path transform=\"translate(0 1)\" d=\"M0 0L1 0L1 1L0 1Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"style negzero", false,
   "bad argument #5 to 'urr' (string expected, got number)"},
  {"fillRule negzero", false,
   "bad argument #4 to 'fill' (string expected, got number)"},
  {"fill content negzero", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got number)"},
  {"fill shape negzero", false,
   "bad argument #1 to 'fill' (Shape expected, got number)"},
  {"fill rect negzero", false,
   "bad argument #3 to 'fill' (Rect expected, got number)"},
  {"urr pos tl neg", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be >= 0, got -1)"},
  {"urr pos tr neg", false,
   "bad argument #4 to 'urr' (topTrailingRadius must be >= 0, got -1)"},
  {"urr lab neg", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be >= 0, got -1)"},
  {"rect pos x neg", true,
   "Rect(x: -1.0, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect pos w neg", false,
   "bad argument #3 to 'Rect' (width must be >= 0, got -1)"},
  {"rect lab h neg", false,
   "bad argument #1 to 'Rect' (height must be >= 0, got -1)"},
  {"stroke width neg", false,
   "bad argument #3 to 'stroke' (lineWidth must be >= 0, got -1)"},
  {"stroke width lab neg", false,
   "bad argument #1 to 'stroke' (lineWidth must be >= 0, got -1)"},
  {"translate neg", true,
   "SVG:<path transform=\"translate(-1 1)\" d=\"M0 0L1 0L1 1L0 1Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"style neg", false,
   "bad argument #5 to 'urr' (string expected, got number)"},
  {"fillRule neg", false,
   "bad argument #4 to 'fill' (string expected, got number)"},
  {"fill content neg", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got number)"},
  {"fill shape neg", false,
   "bad argument #1 to 'fill' (Shape expected, got number)"},
  {"fill rect neg", false,
   "bad argument #3 to 'fill' (Rect expected, got number)"},
  {"urr pos tl inf", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be a finite number, got inf)"},
  {"urr pos tr inf", false,
   "bad argument #4 to 'urr' (topTrailingRadius must be a finite number, got inf)"},
  {"urr lab inf", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be a finite number, got inf)"},
  {"rect pos x inf", false,
   "bad argument #1 to 'Rect' (x must be a finite number, got inf)"},
  {"rect pos w inf", false,
   "bad argument #3 to 'Rect' (width must be a finite number, got inf)"},
  {"rect lab h inf", false,
   "bad argument #1 to 'Rect' (height must be a finite number, got inf)"},
  {"stroke width inf", false,
   "bad argument #3 to 'stroke' (lineWidth must be a finite number, got inf)"},
  {"stroke width lab inf", false,
   "bad argument #1 to 'stroke' (lineWidth must be a finite number, got inf)"},
  {"translate inf", false,
   "bad argument #1 to 'translateBy' (x must be a finite number, got inf)"},
  {"style inf", false,
   "bad argument #5 to 'urr' (string expected, got number)"},
  {"fillRule inf", false,
   "bad argument #4 to 'fill' (string expected, got number)"},
  {"fill content inf", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got number)"},
  {"fill shape inf", false,
   "bad argument #1 to 'fill' (Shape expected, got number)"},
  {"fill rect inf", false,
   "bad argument #3 to 'fill' (Rect expected, got number)"},
  {"urr pos tl ninf", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be a finite number, got -inf)"},
  {"urr pos tr ninf", false,
   "bad argument #4 to 'urr' (topTrailingRadius must be a finite number, got -inf)"},
  {"urr lab ninf", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be a finite number, got -inf)"},
  {"rect pos x ninf", false,
   "bad argument #1 to 'Rect' (x must be a finite number, got -inf)"},
  {"rect pos w ninf", false,
   "bad argument #3 to 'Rect' (width must be a finite number, got -inf)"},
  {"rect lab h ninf", false,
   "bad argument #1 to 'Rect' (height must be a finite number, got -inf)"},
  {"stroke width ninf", false,
   "bad argument #3 to 'stroke' (lineWidth must be a finite number, got -inf)"},
  {"stroke width lab ninf", false,
   "bad argument #1 to 'stroke' (lineWidth must be a finite number, got -inf)"},
  {"translate ninf", false,
   "bad argument #1 to 'translateBy' (x must be a finite number, got -inf)"},
  {"style ninf", false,
   "bad argument #5 to 'urr' (string expected, got number)"},
  {"fillRule ninf", false,
   "bad argument #4 to 'fill' (string expected, got number)"},
  {"fill content ninf", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got number)"},
  {"fill shape ninf", false,
   "bad argument #1 to 'fill' (Shape expected, got number)"},
  {"fill rect ninf", false,
   "bad argument #3 to 'fill' (Rect expected, got number)"},
  {"urr pos tl nan", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be a finite number, got nan)"},
  {"urr pos tr nan", false,
   "bad argument #4 to 'urr' (topTrailingRadius must be a finite number, got nan)"},
  {"urr lab nan", false,
   "bad argument #1 to 'urr' (topLeadingRadius must be a finite number, got nan)"},
  {"rect pos x nan", false,
   "bad argument #1 to 'Rect' (x must be a finite number, got nan)"},
  {"rect pos w nan", false,
   "bad argument #3 to 'Rect' (width must be a finite number, got nan)"},
  {"rect lab h nan", false,
   "bad argument #1 to 'Rect' (height must be a finite number, got nan)"},
  {"stroke width nan", false,
   "bad argument #3 to 'stroke' (lineWidth must be a finite number, got nan)"},
  {"stroke width lab nan", false,
   "bad argument #1 to 'stroke' (lineWidth must be a finite number, got nan)"},
  {"translate nan", false,
   "bad argument #1 to 'translateBy' (x must be a finite number, got nan)"},
  {"style nan", false,
   "bad argument #5 to 'urr' (string expected, got number)"},
  {"fillRule nan", false,
   "bad argument #4 to 'fill' (string expected, got number)"},
  {"fill content nan", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got number)"},
  {"fill shape nan", false,
   "bad argument #1 to 'fill' (Shape expected, got number)"},
  {"fill rect nan", false,
   "bad argument #3 to 'fill' (Rect expected, got number)"},
  {"urr pos tl str", false,
   "bad argument #1 to 'urr' (number expected, got string)"},
  {"urr pos tr str", false,
   "bad argument #4 to 'urr' (number expected, got string)"},
  {"urr lab str", false,
   "bad argument #1 to 'urr' (topLeadingRadius: number expected, got string)"},
  {"rect pos x str", false,
   "bad argument #1 to 'Rect' (number expected, got string)"},
  {"rect pos w str", false,
   "bad argument #3 to 'Rect' (number expected, got string)"},
  {"rect lab h str", false,
   "bad argument #1 to 'Rect' (height: number expected, got string)"},
  {"stroke width str", false,
   "bad argument #3 to 'stroke' (number expected, got string)"},
  {"stroke width lab str", false,
   "bad argument #1 to 'stroke' (lineWidth: number expected, got string)"},
  {"translate str", false,
   "bad argument #1 to 'translateBy' (number expected, got string)"},
  {"style str", false,
   "bad argument #5 to 'urr' (unknown corner style 'a' (valid: circular, continuous))"},
  {"fillRule str", false,
   "bad argument #4 to 'fill' (unknown fill rule 'a' (valid: nonZero, evenOdd))"},
  {"fill content str", false,
   "bad argument #2 to 'fill' (unknown color 'a' (use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrg"
   .. "gbb, #rrggbbaa))"},
  {"fill shape str", false,
   "bad argument #1 to 'fill' (Shape expected, got string)"},
  {"fill rect str", false,
   "bad argument #3 to 'fill' (Rect expected, got string)"},
  {"urr pos tl bool", false,
   "bad argument #1 to 'urr' (number expected, got boolean)"},
  {"urr pos tr bool", false,
   "bad argument #4 to 'urr' (number expected, got boolean)"},
  {"urr lab bool", false,
   "bad argument #1 to 'urr' (topLeadingRadius: number expected, got boolean)"},
  {"rect pos x bool", false,
   "bad argument #1 to 'Rect' (number expected, got boolean)"},
  {"rect pos w bool", false,
   "bad argument #3 to 'Rect' (number expected, got boolean)"},
  {"rect lab h bool", false,
   "bad argument #1 to 'Rect' (height: number expected, got boolean)"},
  {"stroke width bool", false,
   "bad argument #3 to 'stroke' (number expected, got boolean)"},
  {"stroke width lab bool", false,
   "bad argument #1 to 'stroke' (lineWidth: number expected, got boolean)"},
  {"translate bool", false,
   "bad argument #1 to 'translateBy' (number expected, got boolean)"},
  {"style bool", false,
   "bad argument #5 to 'urr' (string expected, got boolean)"},
  {"fillRule bool", false,
   "bad argument #4 to 'fill' (string expected, got boolean)"},
  {"fill content bool", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got boolean)"},
  {"fill shape bool", false,
   "bad argument #1 to 'fill' (Shape expected, got boolean)"},
  {"fill rect bool", false,
   "bad argument #3 to 'fill' (Rect expected, got boolean)"},
  {"urr pos tl tbl", false,
   "bad argument #1 to 'urr' (number expected, got table)"},
  {"urr pos tr tbl", false,
   "bad argument #4 to 'urr' (number expected, got table)"},
  {"urr lab tbl", false,
   "bad argument #1 to 'urr' (topLeadingRadius: number expected, got table)"},
  {"rect pos x tbl", false,
   "bad argument #1 to 'Rect' (number expected, got table)"},
  {"rect pos w tbl", false,
   "bad argument #3 to 'Rect' (number expected, got table)"},
  {"rect lab h tbl", false,
   "bad argument #1 to 'Rect' (height: number expected, got table)"},
  {"stroke width tbl", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"stroke width lab tbl", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"translate tbl", false,
   "bad argument #1 to 'translateBy' (number expected, got table)"},
  {"style tbl", false,
   "bad argument #5 to 'urr' (string expected, got table)"},
  {"fillRule tbl", false,
   "bad argument #4 to 'fill' (string expected, got table)"},
  {"fill content tbl", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got table)"},
  {"fill shape tbl", false,
   "bad argument #1 to 'fill' (Shape expected, got table)"},
  {"fill rect tbl", false,
   "bad argument #3 to 'fill' (rect needs 'x' ({x, y, width, height} or {x=, y=, width=, height=}))"},
  {"urr pos tl nil", true,
   "UnevenRoundedRectangle(topLeadingRadius: 0.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1.0, style: circular)"},
  {"urr pos tr nil", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 0.0, style: continuous)"},
  {"urr lab nil", true,
   "UnevenRoundedRectangle(topLeadingRadius: 0.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 0.0, style: circular)"},
  {"rect pos x nil", false,
   "bad argument #1 to 'Rect' (number expected, got nil)"},
  {"rect pos w nil", false,
   "bad argument #3 to 'Rect' (number expected, got nil)"},
  {"rect lab h nil", false,
   "bad argument #1 to 'Rect' (height: number expected, got nil)"},
  {"stroke width nil", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"stroke width lab nil", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"translate nil", false,
   "bad argument #1 to 'translateBy' (number expected, got nil)"},
  {"style nil", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1.0, style: continuous)"},
  {"fillRule nil", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"fill content nil", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got nil)"},
  {"fill shape nil", false,
   "bad argument #1 to 'fill' (Shape or Path expected, got nil)"},
  {"fill rect nil", false,
   "fill: a shape needs the rect to lay it out in (a path is drawn as it is)"},
  {"urr pos tl big", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1e+308, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0"
   .. ", topTrailingRadius: 1.0, style: circular)"},
  {"urr pos tr big", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1e+308, style: continuous)"},
  {"urr lab big", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1e+308, bottomLeadingRadius: 0.0, bottomTrailingRadius: 1.0"
   .. ", topTrailingRadius: 0.0, style: circular)"},
  {"rect pos x big", true,
   "Rect(x: 1e+308, y: 1.0, width: 2.0, height: 3.0)"},
  {"rect pos w big", true,
   "Rect(x: 1.0, y: 1.0, width: 1e+308, height: 3.0)"},
  {"rect lab h big", true,
   "Rect(x: 1.0, y: 1.0, width: 2.0, height: 1e+308)"},
  {"stroke width big", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "00000000000000\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"stroke width lab big", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "00000000000000\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"translate big", true,
   "SVG:<path transform=\"translate(100000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000 1)\" d=\"M0 0L1 0L1 1L0 1Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"style big", false,
   "bad argument #5 to 'urr' (string expected, got number)"},
  {"fillRule big", false,
   "bad argument #4 to 'fill' (string expected, got number)"},
  {"fill content big", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got number)"},
  {"fill shape big", false,
   "bad argument #1 to 'fill' (Shape expected, got number)"},
  {"fill rect big", false,
   "bad argument #3 to 'fill' (Rect expected, got number)"},
  {"style str continuous", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1.0, style: continuous)"},
  {"style lab continuous", true,
   "UnevenRoundedRectangle(topLeadingRadius: 0.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 0.0, t"
   .. "opTrailingRadius: 0.0, style: continuous)"},
  {"capsule continuous", true,
   "Capsule(style: continuous)"},
  {"style str circular", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 1.0, bottomTrailingRadius: 1.0, t"
   .. "opTrailingRadius: 1.0, style: circular)"},
  {"style lab circular", true,
   "UnevenRoundedRectangle(topLeadingRadius: 0.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 0.0, t"
   .. "opTrailingRadius: 0.0, style: circular)"},
  {"capsule circular", true,
   "Capsule(style: circular)"},
  {"style str ", false,
   "bad argument #5 to 'urr' (unknown corner style '' (valid: circular, continuous))"},
  {"style lab ", false,
   "bad argument #1 to 'urr' (unknown corner style '' (valid: circular, continuous))"},
  {"capsule ", false,
   "bad argument #1 to 'Capsule' (unknown corner style '' (valid: circular, continuous))"},
  {"style str circ", false,
   "bad argument #5 to 'urr' (unknown corner style 'circ'; did you mean 'circular'? (valid: circular, continuous))"},
  {"style lab circ", false,
   "bad argument #1 to 'urr' (unknown corner style 'circ'; did you mean 'circular'? (valid: circular, continuous))"},
  {"capsule circ", false,
   "bad argument #1 to 'Capsule' (unknown corner style 'circ'; did you mean 'circular'? (valid: circular, continuous))"},
  {"style str circularx", false,
   "bad argument #5 to 'urr' (unknown corner style 'circularx'; did you mean 'circular'? (valid: circular, continuous))"},
  {"style lab circularx", false,
   "bad argument #1 to 'urr' (unknown corner style 'circularx'; did you mean 'circular'? (valid: circular, continuous))"},
  {"capsule circularx", false,
   "bad argument #1 to 'Capsule' (unknown corner style 'circularx'; did you mean 'circular'? (valid: circular, continuous))"},
  {"style str Circular", false,
   "bad argument #5 to 'urr' (unknown corner style 'Circular'; did you mean 'circular'? (valid: circular, continuous))"},
  {"style lab Circular", false,
   "bad argument #1 to 'urr' (unknown corner style 'Circular'; did you mean 'circular'? (valid: circular, continuous))"},
  {"capsule Circular", false,
   "bad argument #1 to 'Capsule' (unknown corner style 'Circular'; did you mean 'circular'? (valid: circular, continuous))"},
  {"fillRule str nonZero", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"fillRule str evenOdd", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff3b30\" fill-rule=\"evenodd\"/></"
   .. "svg>\
"},
  {"fillRule str evenodd", false,
   "bad argument #4 to 'fill' (unknown fill rule 'evenodd'; did you mean 'evenOdd'? (valid: nonZero, evenOdd))"},
  {"fillRule str ", false,
   "bad argument #4 to 'fill' (unknown fill rule '' (valid: nonZero, evenOdd))"},
  {"fill content str #f00", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff0000\"/></svg>\
"},
  {"stroke content str #f00", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff0000\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"fill content str #f008", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff0000\" fill-opacity=\"0.533\"/><"
   .. "/svg>\
"},
  {"stroke content str #f008", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff0000\" stroke-op"
   .. "acity=\"0.533\" stroke-width=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"fill content str #ff0000", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff0000\"/></svg>\
"},
  {"stroke content str #ff0000", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff0000\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"fill content str #ff000080", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff0000\" fill-opacity=\"0.502\"/><"
   .. "/svg>\
"},
  {"stroke content str #ff000080", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff0000\" stroke-op"
   .. "acity=\"0.502\" stroke-width=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"fill content str #FF00aa", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff00aa\"/></svg>\
"},
  {"stroke content str #FF00aa", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff00aa\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"fill content str #12", false,
   "bad argument #2 to 'fill' (bad hex color '#12' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"stroke content str #12", false,
   "bad argument #2 to 'stroke' (bad hex color '#12' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"fill content str #12345", false,
   "bad argument #2 to 'fill' (bad hex color '#12345' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"stroke content str #12345", false,
   "bad argument #2 to 'stroke' (bad hex color '#12345' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"fill content str #gg0000", false,
   "bad argument #2 to 'fill' (bad hex color '#gg0000' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"stroke content str #gg0000", false,
   "bad argument #2 to 'stroke' (bad hex color '#gg0000' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"fill content str #", false,
   "bad argument #2 to 'fill' (bad hex color '#' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"stroke content str #", false,
   "bad argument #2 to 'stroke' (bad hex color '#' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"fill content str red", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"stroke content str red", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"fill content str Red", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"stroke content str Red", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"fill content str nocolor", false,
   "bad argument #2 to 'fill' (unknown color 'nocolor' (use a SwiftUI or CSS colour name, or #rgb, #rgba"
   .. ", #rrggbb, #rrggbbaa))"},
  {"stroke content str nocolor", false,
   "bad argument #2 to 'stroke' (unknown color 'nocolor' (use a SwiftUI or CSS colour name, or #rgb, #rg"
   .. "ba, #rrggbb, #rrggbbaa))"},
  {"fill content str  #ff0000", false,
   "bad argument #2 to 'fill' (unknown color ' #ff0000' (use a SwiftUI or CSS colour name, or #rgb, #rgb"
   .. "a, #rrggbb, #rrggbbaa))"},
  {"stroke content str  #ff0000", false,
   "bad argument #2 to 'stroke' (unknown color ' #ff0000' (use a SwiftUI or CSS colour name, or #rgb, #r"
   .. "gba, #rrggbb, #rrggbbaa))"},
  {"fill content str #ff0000 ", false,
   "bad argument #2 to 'fill' (bad hex color '#ff0000 ' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"stroke content str #ff0000 ", false,
   "bad argument #2 to 'stroke' (bad hex color '#ff0000 ' (expected #rgb, #rgba, #rrggbb or #rrggbbaa))"},
  {"fill content Color", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"#123456\"/></svg>\
"},
  {"fill content gradient", true,
   "SVG:<defs><linearGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\" x1=\"4.5\" y1=\"0\" x2=\"4.5\" y2=\"9\"><st"
   .. "op offset=\"0\" stop-color=\"#ff3b30\"/><stop offset=\"1\" stop-color=\"#007aff\"/></linearGradient></defs><"
   .. "path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"url(#g1)\"/></svg>\
"},
  {"fill content Rect", false,
   "bad argument #2 to 'fill' (Color, gradient or colour name expected, got Rect)"},
  {"fill shape Path", true,
   "SVG:<path d=\"M1 1L3 1L3 3L1 3Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"fill shape Path rect", true,
   "SVG:<path d=\"M1 1L3 1L3 3L1 3Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"fill shape Color", false,
   "bad argument #1 to 'fill' (Shape expected, got Color)"},
  {"fill shape Rect", false,
   "bad argument #1 to 'fill' (Shape expected, got Rect)"},
  {"fill shape none", false,
   "bad argument #2 to 'fill' (style expected, got no value)"},
  {"fill rect Point", false,
   "bad argument #3 to 'fill' (Rect expected, got Point)"},
  {"fill rect empty Rect value", true,
   "SVG:<path d=\"M5.5 5.5Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"stroke rect empty Rect value", true,
   "SVG:<path d=\"M5.5 5.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"1\" stroke-miterlimit=\"10\"/></svg>"
   .. "\
"},
  {"stroke style table", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"3\" stroke-miterlimit=\"10\" stroke-dasharray=\"1 2\"/></svg>\
"},
  {"stroke no width", true,
   "SVG:<path d=\"M9 4.5A4.5 4.5 0 0 1 0 4.5A4.5 4.5 0 0 1 9 4.5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-wi"
   .. "dth=\"1\" stroke-miterlimit=\"10\"/></svg>\
"},
  {"stroke extra", false,
   "stroke: too many arguments (at most 4, got 5)"},
  {"fill on bad self", false,
   "bad argument #1 to 'fill' (GraphicsContext expected, got number)"},
  {"fill on other self", false,
   "bad argument #1 to 'fill' (GraphicsContext expected, got Shape)"},
  {"same shape two rects", true,
   "SVG:<path d=\"M1 0L5 0A4 4 0 0 1 9 4L9 6A3 3 0 0 1 6 9L2 9A2 2 0 0 1 0 7L0 1A1 1 0 0 1 1 0Z\" fill=\"#f"
   .. "f3b30\"/><path d=\"M2 1L5 1A4 4 0 0 1 9 5L9 6A3 3 0 0 1 6 9L3 9A2 2 0 0 1 1 7L1 2A1 1 0 0 1 2 1Z\" fill"
   .. "=\"none\" stroke=\"#007aff\" stroke-width=\"1\" stroke-miterlimit=\"10\"/><path d=\"M1 0L5 0A4 4 0 0 1 9 4L9 "
   .. "6A3 3 0 0 1 6 9L2 9A2 2 0 0 1 0 7L0 1A1 1 0 0 1 1 0Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"label dup alias", false,
   "UnevenRoundedRectangle: both 'topLeadingRadius' and 'topLeading' given"},
  {"label wrong case", false,
   "UnevenRoundedRectangle: unknown option 'topleading'; did you mean 'topLeading'?"},
  {"label array item", false,
   "UnevenRoundedRectangle: unknown option [1]"},
  {"label array item and label", false,
   "UnevenRoundedRectangle: unknown option [1]"},
  {"label empty", true,
   "UnevenRoundedRectangle(topLeadingRadius: 0.0, bottomLeadingRadius: 0.0, bottomTrailingRadius: 0.0, t"
   .. "opTrailingRadius: 0.0, style: continuous)"},
  {"label boolean key", false,
   "UnevenRoundedRectangle: unknown option (boolean key)"},
  {"label table key", false,
   "UnevenRoundedRectangle: unknown option (table key)"},
  {"label long key", false,
   "UnevenRoundedRectangle: unknown option 'topLeadingtopLeadingtopLeadingtopLeadingtopLeading'; did you mean 'topLeading'?"},
  {"label key with NUL", false,
   "UnevenRoundedRectangle: unknown option 'style\\0'; did you mean 'style'?"},
  {"label prefix key", false,
   "UnevenRoundedRectangle: unknown option 'topLeadingRadiu'; did you mean 'topLeadingRadius'?"},
  {"label all labels", true,
   "UnevenRoundedRectangle(topLeadingRadius: 1.0, bottomLeadingRadius: 2.0, bottomTrailingRadius: 3.0, t"
   .. "opTrailingRadius: 4.0, style: circular)"},
  {"label Rect labels", true,
   "Rect(x: 1.0, y: 2.0, width: 3.0, height: 4.0)"},
  {"label Rect dup", false,
   "Rect: both 'width' and 'w' given"},
  {"label Rect mixed", false,
   "Rect: unknown option [1]"},
  {"label Point labels", true,
   "Point(x: 1.0, y: 2.0)"},
  {"label Point positional table", false,
   "Point: unknown option [1]"},
  {"label RoundedRectangle labels", true,
   "RoundedRectangle(cornerRadius: 2.0, style: circular)"},
  {"label RoundedRectangle alias-less unknown", false,
   "RoundedRectangle: unknown option 'radius'; did you mean 'cornerRadius'?"},
  {"label Capsule unknown", false,
   "Capsule: unknown option 'styles'; did you mean 'style'?"},
  {"rect table array", true,
   "SVG:<path d=\"M1 2L4 2L4 6L1 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table short", false,
   "bad argument #3 to 'fill' (rect needs 'height' ({x, y, width, height} or {x=, y=, width=, height=}))"},
  {"rect table long", false,
   "bad argument #3 to 'fill' (unknown key [5] in rect (keys: x, y, width, height))"},
  {"rect table names", true,
   "SVG:<path d=\"M1 2L4 2L4 6L1 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table short name", false,
   "bad argument #3 to 'fill' (unknown key 'w' in rect (keys: x, y, width, height))"},
  {"rect table mixed", true,
   "SVG:<path d=\"M1 2L4 2L4 6L1 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table mixed dup", false,
   "bad argument #3 to 'fill' (rect component 'height' given twice)"},
  {"rect table hash part", true,
   "SVG:<path d=\"M1 2L4 2L4 6L1 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table reversed", true,
   "SVG:<path d=\"M1 2L4 2L4 6L1 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table strings", true,
   "SVG:<path d=\"M1 2L4 2L4 6L1 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table hex string", true,
   "SVG:<path d=\"M16 2L19 2L19 6L16 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table bad string", false,
   "bad argument #3 to 'fill' (rect component 'x' must be a number, got string)"},
  {"rect table nan", false,
   "bad argument #3 to 'fill' (rect.height must be a finite number, got nan)"},
  {"rect table inf", false,
   "bad argument #3 to 'fill' (rect.y must be a finite number, got inf)"},
  {"rect table negative", false,
   "bad argument #3 to 'fill' (rect.height must be >= 0, got -1)"},
  {"rect table neg zero", true,
   "SVG:<path d=\"M1 2L1 2L1 6L1 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table hole", false,
   "bad argument #3 to 'fill' (rect needs 'width' ({x, y, width, height} or {x=, y=, width=, height=}))"},
  {"rect table float key", false,
   "bad argument #3 to 'fill' (unknown key [1.5] in rect (keys: x, y, width, height))"},
  {"rect table string key", false,
   "bad argument #3 to 'fill' (unknown key '1' in rect (keys: x, y, width, height))"},
  {"rect table zero key", false,
   "bad argument #3 to 'fill' (unknown key [0] in rect (keys: x, y, width, height))"},
  {"rect table extra n", false,
   "bad argument #3 to 'fill' (unknown key 'n' in rect (keys: x, y, width, height))"},
  {"rect table table value", false,
   "bad argument #3 to 'fill' (rect component 'width' must be a number, got table)"},
  {"rect table boolean value", false,
   "bad argument #3 to 'fill' (rect component 'y' must be a number, got boolean)"},
  {"rect table big", true,
   "SVG:<path d=\"M10000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "000000000000000 2L1000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000 2L100000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "00000000000000000000000 6L10000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
   .. "000000000000000000000000000 6Z\" fill=\"#ff3b30\"/></svg>\
"},
  {"rect table empty", false,
   "bad argument #3 to 'fill' (rect needs 'x' ({x, y, width, height} or {x=, y=, width=, height=}))"},
  {"rect table metatable", false,
   "bad argument #3 to 'fill' (rect needs 'width' ({x, y, width, height} or {x=, y=, width=, height=}))"},
  {"point pair pair", true,
   "M1 2"},
  {"point pair names", true,
   "M1 2"},
  {"point pair one", false,
   "bad argument #1 to 'move' (point needs 'y' ({x, y} or {x=, y=}))"},
  {"point pair string", true,
   "M1 2"},
  {"point pair nan", false,
   "bad argument #1 to 'move' (to.y must be a finite number, got nan)"},
  {"point pair mixed", true,
   "M1 2"},
  {"point pair mixed dup", false,
   "bad argument #1 to 'move' (point component 'x' given twice)"},
  {"point pair reversed", true,
   "M1 2"},
  {"stroke labels with StrokeStyle fields", false,
   "stroke: unknown option 'lineCap'; did you mean 'lineWidth'?"},
  {"stroke labels StrokeStyle field only", false,
   "stroke: unknown option 'dash'"},
  {"stroke labels unknown", false,
   "stroke: unknown option 'colour'"},
  {"VStack children and labels", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3\" height=\"6\" viewBox=\"0 0 3 6\"><path transform=\"tran"
   .. "slate(0.5 0)\" d=\"M0 0L2 0L2 2L0 2Z\" fill=\"#000000\"/><path transform=\"translate(0 3)\" d=\"M3 1.5A1.5 1"
   .. ".5 0 0 1 0 1.5A1.5 1.5 0 0 1 3 1.5Z\" fill=\"#000000\"/></svg>\
"},
  {"VStack item beyond", false,
   "VStack: unknown option [3]"},
  {"VStack children arguments", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3\" height=\"13\" viewBox=\"0 0 3 13\"><path transform=\"tr"
   .. "anslate(0.5 0)\" d=\"M0 0L2 0L2 2L0 2Z\" fill=\"#000000\"/><path transform=\"translate(0 10)\" d=\"M3 1.5A1."
   .. "5 1.5 0 0 1 0 1.5A1.5 1.5 0 0 1 3 1.5Z\" fill=\"#000000\"/></svg>\
"},
  {"addLine positional table", true,
   "M0 0L10 20"},
  {"addLine labels", true,
   "M0 0L1 2"},
  {"addLine label to", true,
   "M0 0L3 4"},
  {"nil frame nil width", true,
   "Rectangle():frame(height: 10.0) 10×10"},
  {"nil svg frame nil width", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\"><path d=\"M0 0L10 "
   .. "0L10 10L0 10Z\" fill=\"#000000\"/></svg>\
"},
  {"nil frame nil height", true,
   "Rectangle():frame(width: 10.0, alignment: top) 10×10"},
  {"nil svg frame nil height", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\"><path d=\"M0 0L10 "
   .. "0L10 10L0 10Z\" fill=\"#000000\"/></svg>\
"},
  {"nil offset nil x", true,
   "Rectangle():offset(y: 3.0)"},
  {"nil svg offset nil x", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\"><path d=\"M0 3L10 "
   .. "3L10 13L0 13Z\" fill=\"#000000\"/></svg>\
"},
  {"nil padding nil", true,
   "Rectangle():padding() 42×42"},
  {"nil svg padding nil", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"42\" height=\"42\" viewBox=\"0 0 42 42\"><path transform=\""
   .. "translate(16 16)\" d=\"M0 0L10 0L10 10L0 10Z\" fill=\"#000000\"/></svg>\
"},
  {"nil stroke nil width", true,
   "Circle():stroke(red) 10×10"},
  {"nil svg stroke nil width", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\"><path d=\"M10 5A5 "
   .. "5 0 0 1 0 5A5 5 0 0 1 10 5Z\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"1\" stroke-miterlimit=\"10\"/><"
   .. "/svg>\
"},
  {"nil stroke nil content", false,
   "bad argument #1 to 'stroke' (Color, gradient or colour name expected, got nil)"},
  {"nil svg stroke nil content", false,
   "bad argument #1 to 'stroke' (Color, gradient or colour name expected, got nil)"},
  {"nil overlay nil", false,
   "bad argument #1 to 'overlay' (view expected, got nil)"},
  {"nil svg overlay nil", false,
   "bad argument #1 to 'overlay' (view expected, got nil)"},
  {"nil fill nil", false,
   "bad argument #1 to 'fill' (Color, gradient or colour name expected, got nil)"},
  {"nil svg fill nil", false,
   "bad argument #1 to 'fill' (Color, gradient or colour name expected, got nil)"},
  {"nil background nil", false,
   "bad argument #1 to 'background' (view expected, got nil)"},
  {"nil svg background nil", false,
   "bad argument #1 to 'background' (view expected, got nil)"},
  {"nil urr nils", true,
   "UnevenRoundedRectangle(topLeadingRadius: 0.0, bottomLeadingRadius: 2.0, bottomTrailingRadius: 0.0, t"
   .. "opTrailingRadius: 4.0, style: continuous)"},
  {"nil svg urr nils", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\" viewBox=\"0 0 10 10\"><path d=\"M0 0L3.8"
   .. "85 0C5.646 0 6.526 0 7.32 0.262L7.474 0.3C7.991 0.488 8.454 0.786 8.834 1.166C9.214 1.546 9.512 2.00"
   .. "9 9.7 2.526L9.738 2.68C10 3.474 10 4.354 10 6.115L10 10L3.057 10C2.177 10 1.737 10 1.34 9.869L1.263 "
   .. "9.85C1.004 9.756 0.773 9.607 0.583 9.417C0.393 9.227 0.244 8.996 0.15 8.737L0.131 8.66C0 8.263 0 7.8"
   .. "23 0 6.943L0 0Z\" fill=\"#000000\"/></svg>\
"},
  {"nil Rect nil", false,
   "bad argument #1 to 'Rect' (number expected, got nil)"},
  {"nil svg Rect nil", false,
   "bad argument #1 to 'Rect' (number expected, got nil)"},
  {"nil VStack nil spacing", true,
   "VStack(0 views) 0×0"},
  {"nil svg VStack nil spacing", true,
   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\"></svg>\
"},
  {"nil move nil", false,
   "bad argument #1 to 'move' (Point expected, got nil)"},
  {"nil svg move nil", false,
   "bad argument #1 to 'move' (Point expected, got nil)"},
}

local head = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="30" viewBox="0 0 30 30">'
eq(#cases, #expected, "number of cases")
for i, c in ipairs(cases) do
  local want = expected[i]
  eq(c[1], want[1], "case " .. i)
  local ok, res = pcall(c[2])
  res = tostring(res):gsub("^[^:]*:%d+: ", "") -- the caller's position
  local s, e = res:find(head, 1, true)
  if s == 1 then res = "SVG:" .. res:sub(e + 1) end
  eq(ok, want[2], c[1] .. " succeeds")
  eq(res, want[3], c[1])
end
