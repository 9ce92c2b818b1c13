-- Seed 001 "SuperEllipseShape": an image clipped to a superellipse made of
-- four cubic Béziers through the edge midpoints (handle = rate × half side).
-- The moon SF Symbol is replaced by assets/moon.svg (no SF Symbols on Linux: docs/TEXT-AND-IMAGES.md).
-- Image paths are relative to this script's folder (docs/API.md, `Image`).

-- struct SuperEllipseShape: Shape, written in Lua
local function SuperEllipseShape(rate)
    return Shape(function(rect)
        local handleX = rect.width * rate / 2
        local handleY = rect.height * rate / 2

        local left = Point(rect.minX, rect.midY)
        local top = Point(rect.midX, rect.minY)
        local right = Point(rect.maxX, rect.midY)
        local bottom = Point(rect.midX, rect.maxY)

        local path = Path()

        path:move{to = left}
        path:addCurve{to = top,
                      control1 = {left.x, left.y - handleY},
                      control2 = {top.x - handleX, top.y}}
        path:addCurve{to = right,
                      control1 = {top.x + handleX, top.y},
                      control2 = {right.x, right.y - handleY}}
        path:addCurve{to = bottom,
                      control1 = {right.x, right.y + handleY},
                      control2 = {bottom.x + handleX, bottom.y}}
        path:addCurve{to = left,
                      control1 = {bottom.x - handleX, bottom.y},
                      control2 = {left.x, left.y + handleY}}

        return path
    end)
end

-- struct SuperEllipse: View
local superEllipse = Image("assets/moon.svg")
    :resizable()
    :frame(100, 100)
    :background(Color.yellow)
    :clipShape(SuperEllipseShape(0.75))

-- The same with the built-in shape (identical control points).
local builtIn = Image("assets/moon.svg")
    :resizable()
    :frame(100, 100)
    :background(Color.yellow)
    :clipShape(Superellipse{rate = 0.75})

return HStack{spacing = 20, superEllipse, builtIn}
    :padding()
    :background(Color.white)
