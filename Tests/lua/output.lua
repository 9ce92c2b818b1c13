-- docs/SVG.md: save() through the host's hooks, and the Canvas methods not
-- covered elsewhere.
save(Circle():fill("red"):frame(10, 10), "icons/a/circle.svg")
local f = io.open(TEST_OUTPUT_DIR .. "/icons/a/circle.svg", "rb")
assert(f, "save created the folders and the file")
local text = f:read("a"); f:close()
eq(text:sub(1, 4), "<svg")
eq(text:find('width="10"', 1, true) ~= nil, true)
save(Circle():frame(10, 10), "sized.svg", {width = 40, height = 20, precision = 0})
f = io.open(TEST_OUTPUT_DIR .. "/sized.svg", "rb"); text = f:read("a"); f:close()
eq(text:find('width="40" height="20"', 1, true) ~= nil, true)
checkerr("save: '../x.svg' is outside the output directory", function() save(Circle(), "../x.svg") end)
checkerr("bad argument #2 to 'save' (string expected, got no value)", function() save(Circle()) end)
checkerr("save: unknown option 'precison'", function() save(Circle(), "x.svg", {precison = 1}) end)
checkerr("bad argument #1 to 'save' (view expected, got number)", function() save(1, "x.svg") end)
-- a failed render writes nothing
checkerr("in reader", function() save(GeometryReader(function() error("in reader") end), "never.svg") end)
eq(io.open(TEST_OUTPUT_DIR .. "/never.svg"), nil)

-- Canvas: clip, rotate, scaleBy, translateBy (good and bad).
local c = Canvas(20, 20, function(ctx)
  ctx:clip(Circle(), {0, 0, 20, 20})
  ctx:clip(Path():addRect{0, 0, 20, 20}, nil, "evenOdd")
  ctx:rotate(45); ctx:scaleBy(0.5); ctx:scaleBy(1, 2); ctx:translateBy(1, 1)
  ctx:fill(Rectangle(), "red", {0, 0, 20, 20})
end)
eq(svg(c):find("clip-path", 1, true) ~= nil, true)
checkerr("degrees must be a finite number, got nan", function() svg(Canvas(5, 5, function(ctx) ctx:rotate(0/0) end)) end)
checkerr("bad argument #2 to 'scaleBy' (number expected, got string)", function() svg(Canvas(5, 5, function(ctx) ctx:scaleBy(1, "a") end)) end)
checkerr("bad argument #1 to 'clip' (Shape expected, got number)", function() svg(Canvas(5, 5, function(ctx) ctx:clip(3) end)) end)
checkerr("bad argument #1 to 'translateBy' (number expected, got no value)", function() svg(Canvas(5, 5, function(ctx) ctx:translateBy() end)) end)
checkerr("bad argument #3 to 'Canvas' (function expected, got no value)", function() Canvas(5, 5) end)
checkerr("width must be >= 0, got -5", function() Canvas(-5, 5, function() end) end)
checkerr("'icon.jpg' asks for jpg, which shapelua does not write", function() save(Circle(), "icon.jpg") end)
eq(io.open(TEST_OUTPUT_DIR .. "/icon.jpg"), nil)

-- An infinite view size is one clear error, naming svg once.
local infinite = Circle():padding(1e308):padding(1e308)
checkerr("svg: the view's size is not finite", function() svg(infinite) end)
local _, err = pcall(svg, infinite)
eq(err:find("svg: svg:", 1, true), nil, "doubled function name")

-- Text mode writes only XML 1.0 characters: control characters and the
-- noncharacters U+FFFE/U+FFFF become U+FFFD; markup characters are escaped.
local doc = svg(Text("a\1b\u{FFFE}c\u{FFFF}d<&>"), {text = "text"})
eq(doc:find("a&#xFFFD;b&#xFFFD;c&#xFFFD;d&lt;&amp;&gt;", 1, true) ~= nil, true, "escaped text")
eq(doc:find("\u{FFFE}", 1, true), nil, "raw U+FFFE")

-- Coordinates pushed past Double's range by a finite transform or scale are
-- an error, never a document with clamped numbers (docs/GEOMETRY.md: never a silently
-- wrong file).
-- (A Path itself refuses to be transformed past the range: docs/GEOMETRY.md.)
checkerr("transformed: the result exceeds the range of numbers (±1.8e308)", function()
    return Path("M1e308 0L0 0L0 10Z"):transformed(Transform.scale(10, 1))
end)
checkerr("svg: the drawing has coordinates too large to write", function()
    return svg(Rectangle():frame(1e308, 10):scaleEffect(10))
end)
assert(svg(Path("M1e300 0L0 0L0 10Z")):find("1" .. string.rep("0", 300), 1, true))
