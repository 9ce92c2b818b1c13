-- Toggle and Label (issue 22): their forms, how they print, and the
-- errors (an SF Symbol cannot be drawn on Linux; bad arguments).
local function message(f, ...)
  local ok, err = pcall(f, ...)
  assert(not ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end

-- Both forms are the same toggle.
eq(svg(Toggle("Wi-Fi", true)), svg(Toggle{title = "Wi-Fi", isOn = true}))
eq(svg(Toggle{isOn = false}), svg(Toggle()))
eq(tostring(Toggle("Wi-Fi", true)):match("^[^)]*%)"), "Toggle(title: Wi-Fi, isOn: true)")
-- a title may be any view
eq(svg(Toggle(Text("Wi-Fi"), true)), svg(Toggle("Wi-Fi", true)))
assert(svg(Toggle{isOn = true}) ~= svg(Toggle{isOn = false}))

eq(svg(Label("Wi-Fi", Circle())), svg(Label{title = "Wi-Fi", icon = Circle()}))
eq(svg(Label("Wi-Fi")), svg(Text("Wi-Fi")), "no icon: the title alone")

local symbols = "there are no SF Symbols on Linux, so 'wifi' cannot be drawn; use %s with an SVG or PNG of the symbol"
  .. " (Apple's SF Symbols app exports them, under Apple's licence), or draw one with shapes"
eq(message(function() return Label{title = "Wi-Fi", systemImage = "wifi"} end),
   "Label: " .. symbols:format('Label(title, Image("file.svg"))'))
eq(message(function() return Image{systemName = "wifi"} end), "Image: " .. symbols:format('Image("file.svg")'))

eq(message(function() return Toggle("Wi-Fi", "yes") end), "bad argument #2 to 'Toggle' (boolean expected, got string)")
eq(message(function() return Toggle{title = "x", isOnn = true} end), "Toggle: unknown option 'isOnn'; did you mean 'isOn'?")
eq(message(function() return Label() end), "bad argument #1 to 'Label' (string or view expected, got no value)")

-- A symbol name is quoted as every message quotes a script's text.
eq(message(function() return Image{systemName = "a\27[2Jb"} end):match("so (.-) cannot"), [['a\27[2Jb']])
