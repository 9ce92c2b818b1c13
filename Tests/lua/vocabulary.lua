-- docs/COLORS.md "Styles added": Color(white, opacity) and the semantic colours.

-- Color(white, opacity): a number first (fewer than three arguments) is white.
eq(tostring(Color(0.5)), "Color(#808080, opacity: 1.0)")
eq(tostring(Color(0, 0.25)), "Color(#000000, opacity: 0.25)")
eq(Color{white = 1}, Color.white)
eq(tostring(Color{white = 0.2, opacity = 0.5}), "Color(#333333, opacity: 0.5)")
eq(Color(0.5).red, 0.5)
eq(Color(0.5).blue, 0.5)
-- Out of range is clamped like every component.
eq(Color(2), Color.white)
-- Three numbers stay red, green, blue; a string stays a name.
eq(tostring(Color(1, 0, 0)), "Color(#FF0000, opacity: 1.0)")
eq(Color("red"), Color.red)
checkerr("number expected, got string", function() Color{white = "x"} end)
checkerr("number expected, got boolean", function() Color(0.5, true) end)
checkerr("unknown color 'whitish'", function() Color("whitish") end)

-- Semantic colours, light mode: primary black, secondary/tertiary #3C3C43 at 60 %/30 %.
eq(Color.primary, Color.black)
eq(tostring(Color.secondary), "Color(#3C3C43, opacity: 0.6)")
eq(tostring(Color.tertiary), "Color(#3C3C43, opacity: 0.3)")
eq(Color("secondary"), Color.secondary)
-- luacheck: push ignore 143
checkerr("Color has no colour 'secondry'; did you mean 'secondary'?", function() return Color.secondry end)
-- luacheck: pop
-- They fill as colours: the SVG carries the colour and its opacity.
local out = svg(Rectangle():fill(Color.secondary):frame(4, 4))
eq(out:find('fill="#3c3c43" fill-opacity="0.6"', 1, true) ~= nil, true)
eq(svg(Rectangle():fill(Color(0.5, 0.25)):frame(4, 4)):find('fill="#808080" fill-opacity="0.25"', 1, true) ~= nil, true)
