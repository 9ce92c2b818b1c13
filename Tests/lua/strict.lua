-- docs/GEOMETRY.md and docs/API.md: strict library tables and values with suggestions, explicit
-- nil for styles/views/shapes, stacks with children as arguments, the
-- GeometryReader proxy, and how values print.

-- A missing field of a library table or a value is an error naming it,
-- with the nearest existing name. (luacheck rightly flags these reads too.)
-- luacheck: push ignore 143
checkerr("Color has no colour 'lightRed'; did you mean 'red'?", function() return Color.lightRed end)
checkerr("Color has no colour 'purpl'; did you mean 'purple'?", function() return Color.purpl end)
checkerr("Transform has no function or constant 'rotate'; did you mean 'rotation'?", function() return Transform.rotate end)
checkerr("Shape has no method 'fil'; did you mean 'fill'?", function() return Circle():fil("red") end)
checkerr("View has no method 'fram'; did you mean 'frame'?", function() return Circle():fill("red"):fram(1, 1) end)
checkerr("Path has no method 'addLIne'; did you mean 'addLine'?", function() return Path():addLIne{1, 1} end)
checkerr("Rect has no field 'widht'; did you mean 'width'?", function() return Rect(0, 0, 1, 1).widht end)
checkerr("Point has no field or method 'z'", function() return Point(1, 2).z end)
checkerr("Rect has no field [1]", function() return Rect(0, 0, 1, 1)[1] end)
checkerr("Shape has no field or method 'zzzzzz'", function() return Circle().zzzzzz end)
checkerr("the shape library has no function 'Circl'; did you mean 'Circle'?", function() return require("shape").Circl end)
-- The error is raised where the script reads the name.
checkerr("strict.lua:", function() return Color.lightRed end)
-- luacheck: pop
-- What exists is found as before (fields, methods, inherited methods).
eq(Color.red, Color("red"))
eq(Rect(0, 0, 4, 2).midX, 2.0)
eq(type(Path().addLine), "function")
eq(type(Color.red.opacity), "function")
eq(tostring(Color.red:opacity(0.5)), "Color(#FF3B30, opacity: 0.5)")

-- An explicit nil for a style, a view or a shape is an error, never the default.
checkerr("bad argument #1 to 'fill' (Color, gradient or colour name expected, got nil)", function() Circle():fill(nil) end)
checkerr("bad argument #1 to 'fill' (Color, gradient or colour name expected, got nil)",
         function() Circle():fill(nil, "evenOdd") end)
checkerr("bad argument #1 to 'foregroundColor' (Color, gradient or colour name expected, got nil)",
         function() Text("a"):foregroundColor(nil) end)
checkerr("bad argument #1 to 'overlay' (view expected, got nil)", function() Circle():overlay(nil) end)
-- fill() is the foreground style; nil in the middle is still the default for numbers and names.
eq(tostring(Circle():fill()), "Circle():fill() 10×10")
eq(select(2, pcall(function() return Rectangle():frame(nil, 10) end)) ~= nil, true)
eq(tostring(Rectangle():frame(nil, 10)), "Rectangle():frame(height: 10.0) 10×10")

-- Stacks take their children as arguments too.
eq(tostring(VStack(Circle(), Rectangle())), "VStack(2 views) 10×28")
eq(tostring(HStack(Circle():frame(5, 5), Rectangle():frame(3, 3))), "HStack(2 views) 16×5")
eq(tostring(ZStack(Circle():frame(5, 5), Rectangle():frame(3, 9))), "ZStack(2 views) 5×9")
eq(tostring(Group(Circle())), "Group(1 views) 10×10")
eq(tostring(VStack()), "VStack(0 views) 0×0")
eq(svg(VStack(Circle():frame(4, 4), Rectangle():frame(4, 4))), svg(VStack{Circle():frame(4, 4), Rectangle():frame(4, 4)}))
checkerr("bad argument #2 to 'ZStack' (view expected, got number)", function() ZStack(Circle(), 3) end)
checkerr("bad argument #3 to 'VStack' (view expected, got table)", function() VStack(Circle(), Circle(), {}) end)

-- The first argument of save() and svg() is a view, not a string.
checkerr("bad argument #1 to 'save' (view expected, got string)", function() save("notaview", Circle()) end)
checkerr("bad argument #1 to 'svg' (view expected, got string)", function() svg("red") end)

-- GeometryReader's argument: geo.size.width as SwiftUI code writes it.
local seen
local reader = GeometryReader(function(geo)
  seen = {geo.size.width, geo.size.height, geo.frame.maxX, geo.width, geo.height, tostring(geo)}
  return Rectangle():frame(geo.size.width / 2, geo.frame.height)
end)
svg(reader:frame(20, 10))
eq(seen[1], 20.0); eq(seen[2], 10.0); eq(seen[3], 20.0); eq(seen[4], 20.0); eq(seen[5], 10.0)
eq(seen[6], "GeometryProxy(size: 20.0×10.0)")
checkerr("GeometryProxy has no field 'sise'; did you mean 'size'?",
         function() svg(GeometryReader(function(geo) return Rectangle():frame(geo.sise.width, 1) end)) end)

-- Printing: the chain as written, unlabelled first parameters as SwiftUI
-- writes them, ideal sizes with at most 3 decimals, long chains shortened
-- in the middle.
eq(tostring(RoundedRectangle(5):fill("red"):frame(100, 100)),
   "RoundedRectangle(cornerRadius: 5.0, style: continuous):fill(red):frame(width: 100.0, height: 100.0) 100×100")
eq(tostring(Circle():stroke("black", 2):padding(3):opacity(0.5)), "Circle():stroke(black, lineWidth: 2.0):padding(3.0):opacity(0.5) 16×16")
eq(tostring(RoundedRectangle(10):inset(2):strokeBorder(2)),
   "RoundedRectangle(cornerRadius: 10.0, style: continuous):inset(by: 2.0):strokeBorder(lineWidth: 2.0)")
eq(tostring(Rectangle():frame(15.49755859375, 19.7890625)), "Rectangle():frame(width: 15.49755859375, height: 19.7890625) 15.498×19.789")
local long = Circle()
for i = 1, 30 do long = long:padding(i) end
local text = tostring(long)
eq(text:sub(1, 20), "Circle():padding(1.0")
eq(text:find(" … ", 1, true) ~= nil, true)
eq(text:find(":padding(30.0) ", 1, true) ~= nil, true)
eq(#text < 130, true)

-- A value's text is built when printed (issue 9), from the arguments as
-- they were at the call: a table changed afterwards prints as it was.
local st = {lineWidth = 2, dash = {1, 2}}
local stroked = Circle():stroke("black", st)
st.lineWidth = 5; st.dash[1] = 9
eq(tostring(stroked), "Circle():stroke(black, lineWidth: {dash: [1.0, 2.0], lineWidth: 2.0}) 10×10")
-- Two chains sharing a base print apart, and the base is unchanged.
local framed = Rectangle():frame(4, 4)
local p1, p2 = framed:padding(1), framed:padding(2)
eq(tostring(p1), "Rectangle():frame(width: 4.0, height: 4.0):padding(1.0) 6×6")
eq(tostring(p2), "Rectangle():frame(width: 4.0, height: 4.0):padding(2.0) 8×8")
eq(tostring(framed), "Rectangle():frame(width: 4.0, height: 4.0) 4×4")
-- A chain printed after every call, and one of 100,000 calls printed
-- once and freed: the same shortened text, no deep recursion.
local w = Rectangle()
for _ = 1, 150 do w = w:padding(1); local _ = tostring(w) end
eq(tostring(w), "Rectangle():padding(1.0):padding(1.0):padding(1. … dding(1.0):padding(1.0):padding(1.0):padding(1.0) 310×310")
do
    local insets = Circle()
    for _ = 1, 100000 do insets = insets:inset(0) end
    eq(tostring(insets), "Circle():inset(by: 0.0):inset(by: 0.0):inset(by: … 0.0):inset(by: 0.0):inset(by: 0.0):inset(by: 0.0)")
end
collectgarbage()

-- A NUL byte quoted in a "bad argument" message is written as \0, and the
-- message goes on to its end (Lua's luaL_argerror would stop at the NUL).
do
  local ok, err = pcall(function() return Rectangle():fill("re\0d") end)
  eq(ok, false)
  eq(err:find("\0", 1, true), nil, "no raw NUL in the message")
  eq(err:sub(-1), ")", "the message keeps its closing parenthesis")
  checkerr("(unknown color 're\\0d'; did you mean 'red'? (use a SwiftUI", function() return Rectangle():fill("re\0d") end)
  -- Messages raised without luaL_argerror escape it too (MessageText).
  checkerr("unknown option 'he\\0x'", function() return Circle():frame{["he\0x"] = 1} end)
end
