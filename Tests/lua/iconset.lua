-- docs/EXPORT.md: iconset(view, dir, {platform =, name =, legacy =}); the sets
-- themselves are checked file by file in Tests/CLITests/IconSetTests.swift.

local icon = RoundedRectangle(40):fill("teal"):frame(180, 180)

local function exists(path)
  local f = io.open(TEST_OUTPUT_DIR .. "/" .. path, "rb")
  if f then f:close() end
  return f ~= nil
end

local written = iconset(icon, "android", {platform = "android", name = "launcher"})
eq(#written, 15) -- adaptive icon (2 XML, 2 drawable layers), 5 legacy, 5 round, Play Store
eq(written[1], "android/mipmap-anydpi-v26/launcher.xml")
eq(written[3], "android/drawable-v24/launcher_foreground.xml")
eq(written[5], "android/mipmap-mdpi/launcher.png")
eq(written[15], "android/playstore-icon.png")
for _, path in ipairs(written) do assert(exists(path), path) end

written = iconset(icon, "web/", {platform = "web"})
eq(#written, 8)
eq(written[1], "web/favicon.ico")
eq(written[8], "web/manifest.webmanifest")
local f = assert(io.open(TEST_OUTPUT_DIR .. "/web/favicon.ico", "rb"))
local reserved, kind, count = string.unpack("<I2I2I2", f:read(6))
f:close()
eq(reserved, 0); eq(kind, 1); eq(count, 3)

eq(#iconset(icon, "ios", {platform = "ios"}), 4) -- light, dark, tinted, Contents.json
eq(#iconset(icon, "ios-legacy", {platform = "ios", legacy = true}), 21)
eq(#iconset(icon, "ios-dark", {platform = "ios", dark = Circle():fill("white"), tinted = "red"}), 4)
eq(#iconset(Circle(), "mac", {platform = "macos"}), 11) -- AppIcon.icns and 10 PNGs; a view without a square size: laid out at 1024
eq(#iconset(icon, "web-dark", {platform = "web", dark = Circle():fill("black")}), 8) -- favicon.svg holds both
eq(#iconset(icon, "mac-grid", {platform = "macos", grid = true}), 11) -- on Apple's icon grid
eq(#iconset(icon, "mac-plain", {platform = "macos", grid = false}), 11)
-- Icon Composer: icon.json and the foreground; a colour background is the fill, a view a layer of its own.
eq(#iconset(icon, "glass", {platform = "icon-composer"}), 2)
eq(#iconset(icon, "glass-all", {platform = "icon-composer", background = LinearGradient{colors = {"blue", "teal"}}, dark = icon, tinted = icon}), 5)
written = iconset(icon, "glass-colour", {platform = "icon-composer", background = "indigo", name = "Glass"})
eq(written[1], "glass-colour/Glass.icon/Assets/foreground.svg"); eq(written[2], "glass-colour/Glass.icon/icon.json")

-- Bad input: clear errors, nothing written.
checkerr("iconset: an Android icon's name is a resource name (lower-case letters, digits and '_', starting with a letter), got 'Launcher'",
  function() iconset(icon, "x", {platform = "android", name = "Launcher"}) end)
checkerr("iconset: 'background' is for platforms \"android\", \"web\" and \"icon-composer\" only",
  function() iconset(icon, "x", {platform = "ios", background = "red"}) end)
checkerr("iconset: 'monochrome' is for platform \"android\" only", function() iconset(icon, "x", {platform = "web", monochrome = icon}) end)
checkerr("iconset: 'dark' is for platforms \"ios\", \"icon-composer\" and \"web\" only", function() iconset(icon, "x", {platform = "android", dark = icon}) end)
checkerr("iconset: 'tinted' is for platforms \"ios\" and \"icon-composer\" only", function() iconset(icon, "x", {platform = "macos", tinted = icon}) end)
checkerr("bad argument #3 to 'iconset' (view expected, got boolean)",
  function() iconset(icon, "x", {platform = "android", background = true}) end)
checkerr("bad argument #3 to 'iconset' (table expected, got no value)", function() iconset(icon, "x") end)
checkerr("iconset: option 'platform' is required", function() iconset(icon, "x", {}) end)
checkerr("unknown platform 'tvos'; did you mean 'ios'? (valid: ios, macos, android, web, icon-composer)",
  function() iconset(icon, "x", {platform = "tvos"}) end)
checkerr("iconset: unknown option 'platfrom'", function() iconset(icon, "x", {platfrom = "ios"}) end)
checkerr("iconset: 'legacy' is for platform \"ios\" only", function() iconset(icon, "x", {platform = "macos", legacy = true}) end)
checkerr("iconset: 'monochrome' is for platform \"android\" only", function() iconset(icon, "x", {platform = "icon-composer", monochrome = icon}) end)
checkerr("iconset: 'grid' is for platform \"macos\" only", function() iconset(icon, "x", {platform = "ios", grid = true}) end)
checkerr("bad argument #3 to 'iconset' (boolean expected, got string)", function() iconset(icon, "x", {platform = "macos", grid = "yes"}) end)
checkerr("iconset: unknown option 'gird'; did you mean 'grid'?", function() iconset(icon, "x", {platform = "macos", gird = true}) end)
checkerr("unknown platform 'icon-composr'; did you mean 'icon-composer'?", function() iconset(icon, "x", {platform = "icon-composr"}) end)
checkerr("bad argument #3 to 'iconset' (view expected, got number)", function() iconset(icon, "x", {platform = "icon-composer", dark = 3}) end)
checkerr("iconset: the web icons' names are fixed", function() iconset(icon, "x", {platform = "web", name = "fav"}) end)
checkerr("name must be a file name (not empty, no '/' or NUL), got 'a/b'", function() iconset(icon, "x", {platform = "ios", name = "a/b"}) end)
checkerr("name must be a file name", function() iconset(icon, "x", {platform = "ios", name = ""}) end)
checkerr("bad argument #1 to 'iconset' (view expected, got number)", function() iconset(3, "x", {platform = "ios"}) end)
checkerr("bad argument #2 to 'iconset' (string expected, got nil)", function() iconset(icon, nil, {platform = "ios"}) end)
checkerr("iconset: '../x/AppIcon.icns' is outside the output directory",
  function() iconset(icon, "../x", {platform = "macos"}) end)
checkerr("from the shape", function()
  iconset(Shape(function() error("from the shape") end):frame(8, 8), "bad", {platform = "web"})
end)
eq(exists("x"), false); eq(exists("bad/favicon.ico"), false)

-- The icon's square comes from the sizing pass: a GeometryReader's function
-- runs once per drawing rendered (macOS: one; iOS: light, dark, tinted),
-- never once more only to learn the view's size.
local calls = 0
local reader = GeometryReader(function() calls = calls + 1; return Circle():fill("red") end):frame(64, 64)
iconset(reader, "reader-mac", {platform = "macos"})
eq(calls, 1)
calls = 0
iconset(reader, "reader-ios", {platform = "ios"})
eq(calls, 3)
