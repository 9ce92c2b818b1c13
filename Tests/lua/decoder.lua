-- The one argument decoder (issue 9): every form decodes to the same value
-- and reports the same messages; colour strings, number tables and names
-- are read from the Lua values' bytes.

-- Colour constants are ShapeCore's values for their names.
local constants = 0
for name, c in pairs(Color) do
  if type(c) == "userdata" then
    eq(c == Color(name), true, "Color." .. name)
    constants = constants + 1
  end
end
eq(constants, 55)  -- the 16 SwiftUI names, primary, secondary, tertiary and 36 system colours

-- Colour strings given to a style parameter: hex from the bytes, names
-- through Color(); the same document as the Color value gives.
local function doc(style) return svg(Rectangle():fill(style):frame(4, 4)) end
for _, text in ipairs{"#f00", "#F00a", "#12ab9C", "#12ab9c80", "#000000", "black", "Black", "rebeccapurple"} do
  eq(doc(text), doc(Color(text)), text)
end
checkerr("bad hex color", function() doc("#12345") end)
checkerr("bad hex color", function() doc("#ggg") end)
checkerr("bad hex color", function() doc("#") end)
checkerr("unknown color 'blak'", function() doc("blak") end)
checkerr("Color, gradient or colour name expected, got number", function() doc(12) end)
-- Canvas takes the same strings.
local canvasDoc = svg(Canvas(10, 10, function(ctx)
  ctx:fill(Rectangle(), string.format("#%06x", 0x12ab9c), {0, 0, 5, 5})
  ctx:stroke(Rectangle(), "black", 1, {x = 0, y = 0, width = 5, height = 5})
end))
assert(canvasDoc:find('fill="#12AB9C"', 1, true) or canvasDoc:find('fill="#12ab9c"', 1, true), canvasDoc)

-- Label tables: every key known, each parameter once, aliases are the label.
eq(tostring(UnevenRoundedRectangle{topLeading = 1, bottomTrailingRadius = 2, style = "circular"}),
   tostring(UnevenRoundedRectangle(1, 0, 2, 0, "circular")))
checkerr("UnevenRoundedRectangle: both 'topLeadingRadius' and 'topLeading' given",
         function() UnevenRoundedRectangle{topLeading = 1, topLeadingRadius = 2} end)
checkerr("UnevenRoundedRectangle: unknown option 'topleading'",
         function() UnevenRoundedRectangle{topleading = 1} end)
checkerr("UnevenRoundedRectangle: unknown option [1]", function() UnevenRoundedRectangle{1, style = "circular"} end)
checkerr("unknown corner style 'round' (valid: circular, continuous)",
         function() UnevenRoundedRectangle{topLeading = 1, style = "round"} end)
checkerr("topLeadingRadius must be >= 0, got -1", function() UnevenRoundedRectangle{topLeading = -1} end)
checkerr("Rect: too many arguments (at most 4, got 5)", function() Rect(1, 2, 3, 4, 5) end)
-- A lone table of a function whose first parameter takes tables is that
-- parameter when none of its keys is a label.
eq(Path():addLine{3, 4}:currentPoint(), Point(3, 4))
eq(Path():addLine{to = {3, 4}}:currentPoint(), Point(3, 4))
checkerr("addLine: unknown option 'too'", function() Path():addLine{to = {1, 2}, too = 1} end)

-- Number tables: by position or name, no other keys, each component once.
local r = Rect(1, 2, 3, 4)
local function drawn(rect)
  return svg(Canvas(10, 10, function(ctx) ctx:fill(Rectangle(), "red", rect) end))
end
eq(drawn({1, 2, 3, 4}), drawn(r))
eq(drawn({x = 1, y = 2, width = 3, height = 4}), drawn(r))
eq(drawn({1, 2, width = 3, height = 4}), drawn(r))
checkerr("unknown key 'w' in rect (keys: x, y, width, height)", function() drawn({1, 2, w = 3, height = 4}) end)
checkerr("unknown key [5] in rect", function() drawn({1, 2, 3, 4, 5}) end)
checkerr("rect component 'x' given twice", function() drawn({1, 2, 3, 4, x = 1}) end)
checkerr("rect component 'height' must be a number, got boolean", function() drawn({1, 2, 3, true}) end)
checkerr("rect needs 'height'", function() drawn({1, 2, 3}) end)
checkerr("rect.x must be a finite number, got inf", function() drawn({math.huge, 2, 3, 4}) end)
checkerr("rect.width must be >= 0, got -3", function() drawn({1, 2, -3, 4}) end)
checkerr("points.[2]: point needs 'y'", function() Path():addLines{points = {{0, 0}, {1}}} end)
checkerr("points.[2].y must be a finite number, got inf", function() Path():addLines{points = {{0, 0}, {1, math.huge}}} end)

-- Names are compared as bytes: no prefix, no case folding.
checkerr("unknown fill rule 'evenOd'", function()
  svg(Canvas(10, 10, function(ctx) ctx:fill(Rectangle(), "red", r, "evenOd") end))
end)
checkerr("unknown fill rule 'EVENODD'", function()
  svg(Canvas(10, 10, function(ctx) ctx:fill(Rectangle(), "red", r, "EVENODD") end))
end)
svg(Canvas(10, 10, function(ctx) ctx:fill(Rectangle(), "red", r, "evenOdd") end))
