-- Errors that teach (issue 22): every unknown option key, choice and name
-- suggests the nearest valid one, worded once (NameSuggestion.unknown):
-- "unknown <what> '<name>'; did you mean '<near>'?" then what is valid.
-- The messages are compared whole (the caller's position removed).
local function message(f, ...)
  local ok, err = pcall(f, ...)
  if ok then error("expected an error, the call succeeded", 3) end
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end
local function exact(want, f, ...)
  local got = message(f, ...)
  if got ~= want then error("expected:\n  " .. want .. "\ngot:\n  " .. got, 2) end
end

-- Option keys of a label table: the decoder's one message.
exact("frame: unknown option 'heigth'; did you mean 'height'?",
      function() return Rectangle():frame{width = 1, heigth = 2} end)
exact("UnevenRoundedRectangle: unknown option 'topLeadin'; did you mean 'topLeading'?",
      function() return UnevenRoundedRectangle{topLeadin = 5} end)
exact("VStack: unknown option 'spacng'; did you mean 'spacing'?", function() return VStack{spacng = 3} end)
-- a key of another variant of an overloaded function is suggested too …
exact("frame: unknown option 'maxWidht'; did you mean 'maxWidth'?", function() return Rectangle():frame{maxWidht = 3} end)
-- … and a key that is one, mixed with the other variant's, gets none
exact("frame: unknown option 'width'", function() return Rectangle():frame{width = 1, maxWidth = 2} end)
-- nothing near: no suggestion; keys that are not strings never get one
exact("shadow: unknown option 'zzz'", function() return Rectangle():shadow{zzz = 1} end)
exact("VStack: unknown option [3]", function() return VStack{spacing = 2, Circle(), [3] = Circle()} end)
-- record tables word it the same way, with their lists: one given as a
-- parameter as the function's own keys, one inside a list at its place
exact("svg: unknown option 'widht'; did you mean 'width'? (valid: width, height, precision, background, text, bounds)",
      function() return svg(Circle(), {widht = 3}) end)
exact("save: unknown option 'scael'; did you mean 'scale'? (valid: width, height, precision, background, text, bounds, scale)",
      function() return save(Circle(), "z.png", {scael = 2}) end)
exact("stroke: unknown StrokeStyle key 'lineWidht'; did you mean 'lineWidth'? (valid:" ..
      " lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase)",
      function() return Circle():stroke("red", {lineWidht = 2}) end)
exact("bad argument #1 to 'LinearGradient' (stops.[1]: unknown stop key 'colour'; did you mean 'color'? (valid: color, location))",
      function() return LinearGradient{stops = {{colour = "red", location = 0}}} end)
exact("addRoundedRect: unknown corner 'topLeadingRadus'; did you mean" ..
      " 'topLeadingRadius'? (valid: topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius or the short names)",
      function() return Path():addRoundedRect{rect = {0, 0, 9, 9}, cornerRadii = {topLeadingRadus = 2}} end)
-- a record's field given under its label and its short key; a field named
-- as a part of the table; a key that is not a string
exact("addRoundedRect: both 'topLeadingRadius' and 'topLeading' given",
      function() return Path():addRoundedRect{rect = {0, 0, 9, 9}, cornerRadii = {topLeading = 1, topLeadingRadius = 2}} end)
exact("bad argument #2 to 'svg' (options.width must be >= 0, got -1)", function() return svg(Circle(), {width = -1}) end)
exact("svg: unknown option [1] (valid: width, height, precision, background, text, bounds)",
      function() return svg(Circle(), {width = 1, [1] = 2}) end)
exact("imageset: unknown option 'nmae'; did you mean 'name'? (valid: platform, name)",
      function() return imageset(Circle(), "x", {platform = "ios", nmae = "a"}) end)

-- Choices: names checked against a list, in the bindings or in ShapeCore.
exact("bad argument #1 to 'stroke' (unknown line cap 'rond'; did you mean 'round'? (valid: butt, round, square))",
      function() return Circle():stroke{lineWidth = 1, lineCap = "rond"} end)
exact("fontWeight: unknown font weight 'semiBold'; did you mean 'semibold'? (valid: ultraLight, thin, light," ..
      " regular, medium, semibold, bold, heavy, black)",
      function() return Text("x"):fontWeight("semiBold") end)
exact("bad argument #1 to 'font' (unknown font 'titel'; did you mean 'title'? (valid: largeTitle, title," ..
      " title2, title3, headline, body, callout, subheadline, footnote, caption, caption2))",
      function() return Text("x"):font("titel") end)
exact("bad argument #3 to 'frame' (unknown alignment 'centr'; did you mean 'center'? (valid: center, leading," ..
      " trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing))",
      function() return Rectangle():frame(1, 1, "centr") end)
exact("bad argument #1 to 'VStack' (unknown horizontal alignment 'centre'; did you mean 'center'? (valid: leading, center, trailing))",
      function() return VStack{alignment = "centre"} end)
exact("bad argument #2 to 'cornerRadius' (unknown corner 'topLeadin'; did you mean 'topLeading'? (valid:" ..
      " topLeading, topTrailing, bottomLeading, bottomTrailing, topLeft, topRight, bottomLeft, bottomRight, all, allCorners))",
      function() return Rectangle():cornerRadius(5, "topLeadin") end)
exact("bad argument #1 to 'padding' (unknown edge 'horizontl'; did you mean 'horizontal'? (valid: top," ..
      " leading, bottom, trailing, horizontal, vertical, all))",
      function() return Rectangle():padding("horizontl", 3) end)
exact("bad argument #2 to 'RoundedRectangle' (unknown corner style 'continous'; did you mean 'continuous'? (valid: circular, continuous))",
      function() return RoundedRectangle(3, "continous") end)
exact("bad argument #1 to 'LinearGradient' (unknown unit point 'leadng'; did you mean 'leading'? (valid:" ..
      " center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing, zero))",
      function() return LinearGradient{colors = {"red", "blue"}, startPoint = "leadng"} end)
-- nothing near: the list alone, as before
exact("bad argument #2 to 'RoundedRectangle' (unknown corner style 'round' (valid: circular, continuous))",
      function() return RoundedRectangle(3, "round") end)

-- Colour names: SwiftUI's (and the semantic ones) are suggested before
-- CSS's, as Color.lightRed suggests red; CSS's when none of those is near.
local colorNote = " (use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrggbb, #rrggbbaa))"
exact("bad argument #1 to 'fill' (unknown color 'gren'; did you mean 'green'?" .. colorNote,
      function() return Rectangle():fill("gren") end)
exact("bad argument #1 to 'fill' (unknown color 'lightRed'; did you mean 'red'?" .. colorNote,
      function() return Rectangle():fill("lightRed") end)
exact("bad argument #1 to 'fill' (unknown color 'skyblu'; did you mean 'skyblue'?" .. colorNote,
      function() return Rectangle():fill("skyblu") end)
exact("bad argument #1 to 'fill' (unknown color 'zzzzzz'" .. colorNote,
      function() return Rectangle():fill("zzzzzz") end)
