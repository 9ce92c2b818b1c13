-- lineSpacing(n): n points more between lines of text (docs/TEXT-AND-IMAGES.md).

local function ideal(v) -- the ideal size tostring prints (3 decimals)
  local w, h = tostring(v):match("(%d+%.?%d*)×(%d+%.?%d*)$")
  return tonumber(w), tonumber(h)
end

local three = Text("one\ntwo\nthree")
local w, h = ideal(three)
for _, n in ipairs{0, 4, 10.5} do
  local ws, hs = ideal(three:lineSpacing(n))
  eq(ws, w)
  near(hs, h + 2 * n, 0.002, "lineSpacing(" .. n .. ")")
end
local _, h1 = ideal(Text("one"))
local _, h1s = ideal(Text("one"):lineSpacing(50))
eq(h1s, h1, "a single line has no spacing")
-- Inherited through views, the innermost wins; labelled form; prints unlabelled.
local _, hv = ideal(VStack{three}:lineSpacing(6))
near(hv, h + 12, 0.002)
local _, hi = ideal(VStack{three:lineSpacing(1)}:lineSpacing{lineSpacing = 6})
near(hi, h + 2, 0.002)
eq(tostring(three:lineSpacing(3)):match("^(.-) %d"), "Text(one\ntwo\nthree):lineSpacing(3.0)")
-- A View modifier, not a Text one: it does not join.
checkerr("the left operand, Text(a):lineSpacing(2.0), is not a Text", function() return Text("a"):lineSpacing(2) + Text("b") end)
-- Bad input.
checkerr("bad argument #1 to 'lineSpacing' (lineSpacing must be >= 0, got -1)", function() Text("a"):lineSpacing(-1) end)
checkerr("bad argument #1 to 'lineSpacing' (number expected, got string)", function() Text("a"):lineSpacing("x") end)
checkerr("bad argument #1 to 'lineSpacing' (number expected, got no value)", function() Text("a"):lineSpacing() end)
checkerr("lineSpacing", function() Text("a"):lineSpacing(0 / 0) end)
checkerr("lineSpacing", function() Text("a"):lineSpacing(math.huge) end)
