-- Inline Markdown in Text (as SwiftUI draws a string literal), Text{verbatim =},
-- monospaced() (docs/TEXT-AND-IMAGES.md).

local function ideal(v) -- the ideal size tostring prints (3 decimals)
  local w, h = tostring(v):match("(%d+%.?%d*)×(%d+%.?%d*)$")
  return tonumber(w), tonumber(h)
end

-- Markup is drawn as styles: the same widths as the joined Texts it stands for.
near(ideal(Text("a **b** *c*")), ideal(Text("a ") + Text("b"):bold() + Text(" ") + Text("c"):italic()), 0.002)
near(ideal(Text("x `y` ~~z~~")), ideal(Text("x ") + Text("y"):monospaced() + Text(" ") + Text("z"):strikethrough()), 0.002)
near(ideal(Text("[see](https://example.org)")), ideal(Text("see")), 0.002, "a link draws its text only")
near(ideal(Text("\\*a\\*")), ideal(Text{verbatim = "*a*"}), 0.002, "escapes")
near(ideal(Text("snake_case_name")), ideal(Text{verbatim = "snake_case_name"}), 0.002)
-- verbatim draws the markup as written; content is Markdown.
eq(ideal(Text{verbatim = "**b**"}) > ideal(Text("**b**")), true)
eq(tostring(Text{verbatim = "**b**"}):match("^(.-) %d"), "Text(verbatim: **b**)")
eq(tostring(Text{content = "**b**"}):match("^(.-) %d"), "Text(**b**)")
-- Links are blue (SwiftUI's accent colour), whatever the Text's colour.
local doc = svg(Text("a [b](u)"):foregroundColor("red"))
eq(doc:find('fill="#007aff"', 1, true) ~= nil, true, "the link")
eq(doc:find('fill="#ff3b30"', 1, true) ~= nil, true, "the rest")
-- A Markdown Text is a Text: it joins.
near(ideal(Text("**a**") + Text("b")), ideal(Text("a"):bold()) + ideal(Text("b")), 0.002)

-- monospaced(): DejaVu Sans Mono's advances are all equal.
near(ideal(Text("iii"):monospaced()), ideal(Text("WWW"):monospaced()), 0.002)
eq(ideal(Text("iii")) < ideal(Text("WWW")), true)
near(ideal(VStack{Text("iii"):monospaced(false)}:monospaced()), ideal(Text("iii")), 0.002, "the innermost wins")
near(ideal(VStack{Text("iii")}:monospaced()), ideal(Text("WWW"):monospaced()), 0.002, "inherited")
eq(tostring(Text("a"):monospaced()):match("^(.-) %d"), "Text(a):monospaced()")
checkerr("bad argument #1 to 'monospaced' (boolean expected, got string)", function() Text("a"):monospaced("yes") end)

-- Bad input to Text.
checkerr("Text: give the text as content (Markdown) or verbatim (drawn as written)", function() Text() end)
checkerr("Text: give the text as content (Markdown) or verbatim (drawn as written)", function() Text{} end)
checkerr("Text: give content (Markdown) or verbatim (drawn as written), not both",
  function() Text{content = "a", verbatim = "b"} end)
checkerr("bad argument #1 to 'Text' (verbatim: string expected, got number)", function() Text{verbatim = 3} end)
checkerr("bad argument #1 to 'Text' (string expected, got boolean)", function() Text(true) end)
checkerr("Text: unknown option 'verbatum'", function() Text{verbatum = "a"} end)

-- A control's string title is a Text with its Markdown drawn, as SwiftUI's titleKey.
local icon = Circle():frame(10, 10)
near(ideal(Label("**Wi-Fi**", icon)), ideal(Label(Text("Wi-Fi"):bold(), icon)), 0.002, "Label title")
near(ideal(Label{title = "a_b_c", icon = icon}), ideal(Label(Text{verbatim = "a_b_c"}, icon)), 0.002)
