-- Seed 004 "SwiftUIのViewに角丸な枠線を引く": clip to a rounded rect and draw a
-- border that lies entirely inside it. Each figure of the article, in order.

-- HelloWorld.swift (the second version adds an orange background)
local function HelloWorld(background)
    local view = Text("Hello,\nWorld!")
        :font("title")
        :fontWeight("bold")
        :lineLimit(2)
        :multilineTextAlignment("center")
        :padding(60)
    if background then view = view:background(background) end
    return view
end

local radius = 40

-- 1. overlay only: radius 40, width 10, black
local overlayOnly = HelloWorld()
    :overlay(RoundedRectangle(radius)
        :stroke{lineWidth = 10}
        :fill(Color.black))

-- 2. width 20, mint at 50%, orange background: not clipped, stroke half outside
local width = 20
local color = Color.mint:opacity(0.5)
local notClipped = HelloWorld(Color.orange)
    :overlay(RoundedRectangle(radius)
        :stroke{lineWidth = width}
        :fill(color))

-- 3. masked with the same rounded rect: clipped, but the line is half as wide
local masked = HelloWorld(Color.orange)
    :overlay(RoundedRectangle(radius)
        :stroke{lineWidth = width}
        :fill(color))
    :mask(RoundedRectangle(radius))

-- 4. the stroke doubled: the visible line is `width` wide
local doubled = HelloWorld(Color.orange)
    :overlay(RoundedRectangle(radius)
        :stroke{lineWidth = 2 * width}
        :fill(color))
    :mask(RoundedRectangle(radius))

-- 5. the RoundedBorderModifier, built in as roundedBorder(style, width, radius)
local modifier = HelloWorld(Color.orange)
    :roundedBorder(color, width, radius)

return VStack{spacing = 24,
    HStack{spacing = 24, overlayOnly, notClipped, masked},
    HStack{spacing = 24, doubled, modifier},
}
    :padding(24)
    :background(Color.white)
