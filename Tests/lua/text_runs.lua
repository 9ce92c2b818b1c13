-- Text + Text: SwiftUI's Text concatenation (docs/TEXT-AND-IMAGES.md).

local function ideal(v) -- the ideal size tostring prints (3 decimals)
  local w, h = tostring(v):match("(%d+%.?%d*)×(%d+%.?%d*)$")
  return tonumber(w), tonumber(h)
end

-- Widths add up, the line is as tall as its tallest run.
local a, b = Text("Hello "), Text("World"):bold()
local ab = a + b
local wa, ha = ideal(a)
local wb, hb = ideal(b)
local w, h = ideal(ab)
near(w, wa + wb, 0.002, "run widths add up")
eq(h, math.max(ha, hb))
eq(tostring(ab):match("^(.-) %d"), "(Text(Hello ) + Text(World):bold())")
local big = Text("A"):font(40)
local wbig, hbig = ideal(big)
local w2, h2 = ideal(a + big)
near(w2, wa + wbig, 0.002)
eq(h2, hbig)

-- A joined Text is a Text: it joins again and takes Text modifiers and
-- view modifiers after.
local abc = (ab + Text("!"):foregroundColor("red")):underline():font(30)
local framed = (abc + Text("?")):padding(4):frame{width = 400}
eq(select(2, svg(framed):gsub("<path", "")) >= 4, true, "four runs drawn, plus underlines")
-- Every Text modifier keeps a Text a Text.
for _, t in ipairs{Text("x"):font(12), Text("x"):font{size = 9, weight = "light"}, Text("x"):fontWeight("heavy"),
                   Text("x"):bold(), Text("x"):italic(), Text("x"):underline(), Text("x"):strikethrough(true, "blue"),
                   Text("x"):kerning(1), Text("x"):tracking(2), Text("x"):foregroundColor("red"),
                   Text("x"):foregroundStyle(LinearGradient{colors = {"red", "blue"}})} do
  local wx = ideal(t)
  near(ideal(Text("ab") + t), ideal(Text("ab")) + wx, 0.002, tostring(t))
end

-- Each run is drawn in its own paint; the joined Text's paint fills the rest.
local doc = svg((Text("ab") + Text("cd"):foregroundColor("red")):foregroundColor("blue"))
eq(select(2, doc:gsub("<path", "")), 2)
eq(doc:find('fill="#ff3b30"', 1, true) ~= nil, true, "the red run")
eq(doc:find('fill="#007aff"', 1, true) ~= nil, true, "the blue run")
-- As <text>: one element per run.
eq(select(2, svg(Text("ab") + Text("cd"):bold(), {text = "text"}):gsub("<text", "")), 2)

-- Errors: only Texts join.
checkerr("attempt to join Text(a) and a string with +: the right operand is not a Text (+ joins two Texts, as in SwiftUI); write Text(s) for a string s",
  function() return Text("a") + "b" end)
checkerr("attempt to join a string and Text(a) with +: the left operand is not a Text (+ joins two Texts, as in SwiftUI); write Text(s) for a string s",
  function() return "b" + Text("a") end)
checkerr("attempt to join a number and Text(a) with +: the left operand is not a Text (+ joins two Texts, as in SwiftUI)",
  function() return 1 + Text("a") end)
checkerr("attempt to join Text(a) and nil with +: the right operand is not a Text",
  function() return Text("a") + nil end)
checkerr("attempt to join Circle() and Text(a) with +: the left operand is not a Text",
  function() return Circle() + Text("a") end)
checkerr("attempt to join Text(a) and Rectangle():frame(width: 2.0) with +: the right operand, Rectangle():frame(width: 2.0), is not a Text",
  function() return Text("a") + Rectangle():frame{width = 2} end)
checkerr("attempt to join Text(a) and Text(b):padding() with +: the right operand, Text(b):padding(), is not a Text; "
  .. "only font, fontWeight, bold, italic, monospaced, underline, strikethrough, kerning, tracking, foregroundColor and "
  .. "foregroundStyle keep a Text a Text, so apply other modifiers after +",
  function() return Text("a") + Text("b"):padding() end)
checkerr("the left operand, Text(a):lineLimit(1.0), is not a Text", function() return Text("a"):lineLimit(1) + Text("b") end)
checkerr("the left operand, (Text(a) + Text(b)):frame(width: 3.0), is not a Text",
  function() return (Text("a") + Text("b")):frame{width = 3} + Text("c") end)
