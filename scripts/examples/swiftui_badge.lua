-- Apple's SwiftUI tutorial "Drawing paths and shapes" (Landmarks, chapter
-- "Drawing and animation"): the badge — a hexagon filled with a gradient
-- and eight rotated mountain symbols — written as the tutorial's SwiftUI
-- code reads: HexagonParameters, BadgeBackground, BadgeSymbol,
-- RotatedBadgeSymbol and Badge, each a Lua function returning a view.
-- Render: shapelua -o badge.svg scripts/examples/swiftui_badge.lua

-- struct HexagonParameters
local HexagonParameters = {}
local function Segment(line, curve, control) return {line = line, curve = curve, control = control} end
HexagonParameters.adjustment = 0.085
local adjustment = HexagonParameters.adjustment
HexagonParameters.segments = {
    Segment(Point(0.60, 0.05), Point(0.40, 0.05), Point(0.50, 0.00)),
    Segment(Point(0.05, 0.20 + adjustment), Point(0.00, 0.30 + adjustment), Point(0.00, 0.25 + adjustment)),
    Segment(Point(0.00, 0.70 - adjustment), Point(0.05, 0.80 - adjustment), Point(0.00, 0.75 - adjustment)),
    Segment(Point(0.40, 0.95), Point(0.60, 0.95), Point(0.50, 1.00)),
    Segment(Point(0.95, 0.80 - adjustment), Point(1.00, 0.70 - adjustment), Point(1.00, 0.75 - adjustment)),
    Segment(Point(1.00, 0.30 + adjustment), Point(0.95, 0.20 + adjustment), Point(1.00, 0.25 + adjustment)),
}

-- struct BadgeBackground: View
local gradientStart = Color{red = 239.0 / 255, green = 120.0 / 255, blue = 221.0 / 255}
local gradientEnd = Color{red = 239.0 / 255, green = 172.0 / 255, blue = 120.0 / 255}

local function BadgeBackground()
    return GeometryReader(function(geometry)
        return Path(function(path)
            local width = math.min(geometry.size.width, geometry.size.height)
            local height = width
            local xScale = 0.832
            local xOffset = (width * (1.0 - xScale)) / 2.0
            width = width * xScale
            path:move{to = Point(width * 0.95 + xOffset, height * (0.20 + adjustment))}

            for _, segment in ipairs(HexagonParameters.segments) do
                path:addLine{to = Point(width * segment.line.x + xOffset, height * segment.line.y)}

                path:addQuadCurve{
                    to = Point(width * segment.curve.x + xOffset, height * segment.curve.y),
                    control = Point(width * segment.control.x + xOffset, height * segment.control.y),
                }
            end
        end)
        :fill(LinearGradient{
            colors = {gradientStart, gradientEnd},
            startPoint = {0.5, 0},
            endPoint = {0.5, 0.6},
        })
    end)
    :aspectRatio(1, "fit")
end

-- struct BadgeSymbol: View
local symbolColor = Color{red = 79.0 / 255, green = 79.0 / 255, blue = 191.0 / 255}

local function BadgeSymbol()
    return GeometryReader(function(geometry)
        return Path(function(path)
            local width = math.min(geometry.size.width, geometry.size.height)
            local height = width * 0.75
            local spacing = width * 0.030
            local middle = width * 0.5
            local topWidth = width * 0.226
            local topHeight = height * 0.488

            path:addLines{
                Point(middle, spacing),
                Point(middle - topWidth, topHeight - spacing),
                Point(middle, topHeight / 2 + spacing),
                Point(middle + topWidth, topHeight - spacing),
                Point(middle, spacing),
            }

            path:move{to = Point(middle, topHeight / 2 + spacing * 3)}
            path:addLines{
                Point(middle - topWidth, topHeight + spacing),
                Point(spacing, height - spacing),
                Point(width - spacing, height - spacing),
                Point(middle + topWidth, topHeight + spacing),
                Point(middle, topHeight / 2 + spacing * 3),
            }
        end)
        :fill(symbolColor)
    end)
end

-- struct RotatedBadgeSymbol: View (angle in degrees)
local function RotatedBadgeSymbol(angle)
    return BadgeSymbol()
        :padding(-60)
        :rotationEffect(angle, "bottom")
end

-- struct Badge: View
local function Badge()
    -- SwiftUI's ForEach(0..<8) counts from 0; the count form counts 1…8.
    -- SwiftUI applies a modifier of ForEach to each view it makes, so the
    -- tutorial's `.opacity(0.5)` is written on each symbol here (on the
    -- group it would fade the eight together, without the darker overlaps).
    local badgeSymbols = ForEach(8, function(index)
        return RotatedBadgeSymbol((index - 1) / 8 * 360.0):opacity(0.5)
    end)

    return ZStack(
        BadgeBackground(),

        GeometryReader(function(geometry)
            return badgeSymbols
                :scaleEffect(1.0 / 4.0, "top")
                :position(geometry.size.width / 2.0, (3.0 / 4.0) * geometry.size.height)
        end)
    )
    :scaledToFit()
end

return Badge():frame(300, 300)
