-- iOS Settings, first section: each row an icon, a 17 pt label, a Spacer
-- and a switch or a value, on systemGroupedBackground, written as SwiftUI
-- reads. The card is 360 wide; "Airplane Mode" stays on one line with the
-- default face and no layoutPriority (docs/DEFAULT-FACE.md).
-- Run: shapelua -o settings.png scripts/examples/settings_card.lua

-- The glyphs, white on a 29 × 29 rounded square (SF Symbols are Apple's
-- only; these are drawn here in the square's coordinates).
local airplane = Path("M22.5 14.5C22.5 13.6 21.6 13 20.5 13L16.5 13L11.8 6L10 6L12.6 13L8.3 13L6.9 11"
    .. "L5.6 11L6.5 14.5L5.6 18L6.9 18L8.3 16L12.6 16L10 23L11.8 23L16.5 16L20.5 16"
    .. "C21.6 16 22.5 15.4 22.5 14.5Z"):fill("white")
local wifi = ZStack{
    Path(function(p) p:addArc{center = {14.5, 20}, radius = 9.5, startAngle = 225, endAngle = 315} end)
        :stroke("white", {lineWidth = 2.2, lineCap = "round"}),
    Path(function(p) p:addArc{center = {14.5, 20}, radius = 5.5, startAngle = 225, endAngle = 315} end)
        :stroke("white", {lineWidth = 2.2, lineCap = "round"}),
    Path(function(p) p:addEllipse(Rect(12.8, 18.3, 3.4, 3.4)) end):fill("white"),
}
local bluetooth = Path("M10 10.5L19 18.5L14.5 22.5L14.5 6.5L19 10.5L10 18.5")
    :stroke("white", {lineWidth = 1.8, lineCap = "round", lineJoin = "round"})
local cellular = HStack{spacing = 1.2, alignment = "bottom",
    Capsule():fill("white"):frame(2.6, 5), Capsule():fill("white"):frame(2.6, 8),
    Capsule():fill("white"):frame(2.6, 11), Capsule():fill("white"):frame(2.6, 14),
}

local function icon(color, glyph)
    return RoundedRectangle(7):fill(color):frame(29, 29):overlay(glyph)
end

local chevron = Path("M1 1L6 6.5L1 12"):stroke("tertiaryLabel", {lineWidth = 2, lineCap = "round", lineJoin = "round"})
    :frame(7, 13)

-- One row: HStack{icon, Text(title):font(17), Spacer(), trailing}, the
-- stack's default spacing (8) as a designer would leave it.
local function row(symbol, title, trailing)
    return HStack{
        symbol,
        Text(title):font(17),
        Spacer(),
        trailing,
    }:padding("horizontal", 16):frame{minHeight = 44}
end

local function value(text)
    return HStack{spacing = 10, Text(text):font(17):foregroundColor("secondaryLabel"), chevron}
end

-- A separator starts at the label (16 + 29 + 8), as in an inset grouped list.
local separator = Divider():padding("leading", 53)

return VStack{alignment = "leading", spacing = 8,
    Text("Settings"):font("largeTitle"):fontWeight("bold"):padding("leading", 4),
    VStack{spacing = 0,
        row(icon("systemOrange", airplane), "Airplane Mode", Toggle{isOn = true}),
        separator,
        row(icon("systemBlue", wifi), "Wi-Fi", value("Home")),
        separator,
        row(icon("systemBlue", bluetooth), "Bluetooth", value("On")),
        separator,
        row(icon("systemGreen", cellular), "Cellular", chevron),
    }
        :frame{width = 360}
        :background(RoundedRectangle(10):fill("secondarySystemGroupedBackground")),
}
    :padding(16)
    :background("systemGroupedBackground")
