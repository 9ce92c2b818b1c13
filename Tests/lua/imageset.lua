-- imageset(view, dir, {platform =, name =}): any view at every density; the
-- files themselves are checked in Tests/CLITests/ImageSetTests.swift.

local dot = Circle():fill("teal"):frame(24, 24)

local function exists(path)
  local f = io.open(TEST_OUTPUT_DIR .. "/" .. path, "rb")
  if f then f:close() end
  return f ~= nil
end

local written = imageset(dot, "Assets.xcassets", {platform = "ios", name = "Dot"})
eq(#written, 4)
eq(written[1], "Assets.xcassets/Dot.imageset/Dot.png")
eq(written[3], "Assets.xcassets/Dot.imageset/Dot@3x.png")
eq(written[4], "Assets.xcassets/Dot.imageset/Contents.json")
for _, path in ipairs(written) do assert(exists(path), path) end
eq(#imageset(dot, "mac", {platform = "macos", name = "Dot"}), 3)
written = imageset(dot, "res/", {platform = "android", name = "dot"})
eq(#written, 5)
eq(written[1], "res/drawable-mdpi/dot.png"); eq(written[5], "res/drawable-xxxhdpi/dot.png")

-- Bad input: clear errors, nothing written.
checkerr("imageset: option 'name' is required", function() imageset(dot, "x", {platform = "ios"}) end)
checkerr("imageset: option 'platform' is required (\"ios\", \"macos\", \"android\")", function() imageset(dot, "x", {name = "Dot"}) end)
checkerr("unknown platform 'androd'; did you mean 'android'? (valid: ios, macos, android)",
  function() imageset(dot, "x", {platform = "androd", name = "dot"}) end)
checkerr("imageset: unknown option 'nmae'; did you mean 'name'?", function() imageset(dot, "x", {platform = "ios", nmae = "Dot"}) end)
checkerr("imageset: an Android drawable's name is a resource name (lower-case letters, digits and '_', starting with a letter), got 'Dot'",
  function() imageset(dot, "x", {platform = "android", name = "Dot"}) end)
checkerr("name must be a file name (not empty, no '/' or NUL), got 'a/b'", function() imageset(dot, "x", {platform = "ios", name = "a/b"}) end)
checkerr("imageset: the view has no size (0 × 10); give it a frame",
  function() imageset(Rectangle():frame(0, 10), "x", {platform = "ios", name = "Bar"}) end)
checkerr("bad argument #1 to 'imageset' (view expected, got number)", function() imageset(3, "x", {platform = "ios", name = "Dot"}) end)
checkerr("bad argument #3 to 'imageset' (table expected, got no value)", function() imageset(dot, "x") end)
checkerr("bad argument #2 to 'imageset' (dir is empty", function() imageset(dot, "", {platform = "ios", name = "Dot"}) end)
checkerr("imageset: '../x/Dot.imageset/Dot.png' is outside the output directory",
  function() imageset(dot, "../x", {platform = "ios", name = "Dot"}) end)
checkerr("from the shape", function()
  imageset(Shape(function() error("from the shape") end):frame(8, 8), "bad", {platform = "android", name = "bad"})
end)
eq(exists("x"), false); eq(exists("bad/drawable-mdpi/bad.png"), false)

-- The image's size comes from the sizing pass: a GeometryReader's function
-- runs once, for the one drawing every density is rendered from.
local calls = 0
local reader = GeometryReader(function() calls = calls + 1; return Circle():fill("red") end):frame(24, 16)
eq(#imageset(reader, "reader", {platform = "ios", name = "Reader"}), 4)
eq(calls, 1)
