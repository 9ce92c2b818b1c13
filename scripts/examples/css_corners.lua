-- CSS boxes (docs/GEOMETRY.md): every corner-shape keyword and a few superellipse(K)
-- values, as bordered boxes drawn the way Chromium draws a div with
-- `box-sizing: border-box; border: 8px solid; border-radius: 36px;
-- corner-shape: ...`, then an elliptical, four-coloured border.
-- Run: shapelua -o css_corners.svg scripts/examples/css_corners.lua
local shapes = {"round", "squircle", "bevel", "scoop", "notch", "square",
                "superellipse(0.5)", "superellipse(4)", "superellipse(-2)"}

local function tile(shape)
    return VStack{spacing = 6,
        LinearGradient{colors = {Color("#8ec5fc"), Color("#e0c3fc")}, startPoint = "top", endPoint = "bottom"}
            :cssBorder{borderWidth = 8, borderColor = "#3b3b98", borderRadius = 36, cornerShape = shape}
            :frame(110, 110),
        Text(shape):font(12):foregroundColor(Color.gray),
    }
end

local tiles = {}
for i, shape in ipairs(shapes) do tiles[i] = tile(shape) end

local function row(first, last)
    local list = {spacing = 16, alignment = "top"}
    for i = first, last do list[#list + 1] = tiles[i] end
    return HStack(list)
end

-- A card: elliptical radii, per-side widths and colours (CSS's
-- `border-width: 6px 14px; border-color: #ff6b6b #feca57 #48dbfb #1dd1a1;
-- border-radius: 40px 12px / 24px 40px; corner-shape: squircle`),
-- its text clipped to the padding edge.
local card = Text("CSS corner-shape")
    :font("title2"):fontWeight("bold")
    :frame(360, 110)
    :background(Color("#fffdf5"))
    :cssBorder{borderWidth = {6, 14}, borderColor = {"#ff6b6b", "#feca57", "#48dbfb", "#1dd1a1"},
               borderRadius = {horizontal = {40, 12}, vertical = {24, 40}}, cornerShape = "squircle"}

-- CSSRectangle is a shape: percentages, and a mix of corners.
local badge = CSSRectangle{borderRadius = {"30%", "12%"}, cornerShape = {"scoop", "round"}}
    :fill(LinearGradient{colors = {Color.orange, Color.pink}, startPoint = "leading", endPoint = "trailing"})
    :frame(220, 110)

return VStack{spacing = 20, alignment = "leading",
    row(1, 5), row(6, 9),
    HStack{spacing = 16, card, badge},
}
    :padding(24)
    :background(Color.white)
