-- Apple's Activity rings: Move, Exercise and Stand, each a track and a
-- trimmed circle stroked with round caps, turned to start at 12 o'clock,
-- beside the day's numbers; written as SwiftUI reads.
-- Run: shapelua -o rings.png scripts/examples/activity_rings.lua

local goals = {
    {name = "Move", value = 460, goal = 600, unit = "CAL",
     color = Color(0.98, 0.07, 0.31), light = Color(0.98, 0.35, 0.55)},
    {name = "Exercise", value = 22, goal = 30, unit = "MIN",
     color = Color(0.6, 0.98, 0.0), light = Color(0.8, 1.0, 0.3)},
    {name = "Stand", value = 10, goal = 12, unit = "HRS",
     color = Color(0.0, 0.9, 0.95), light = Color(0.45, 0.98, 1.0)},
}

local lineWidth, gap = 20, 3

-- One ring: ZStack{track, progress}, the progress drawn with an angular
-- gradient from the ring's colour to a lighter one.
local function Ring(goal, diameter)
    local progress = math.min(goal.value / goal.goal, 1)
    local style = {lineWidth = lineWidth, lineCap = "round"}
    return ZStack{
        Circle():stroke(goal.color:opacity(0.25), lineWidth),
        Circle():trim(0, progress)
            :stroke(AngularGradient{colors = {goal.color, goal.light}, endAngle = 360 * progress}, style)
            :rotationEffect(-90),
    }:frame(diameter, diameter)
end

local function Rings()
    local rings = {}
    for i, goal in ipairs(goals) do
        rings[i] = Ring(goal, 180 - (i - 1) * 2 * (lineWidth + gap))
    end
    return ZStack(rings):padding(lineWidth / 2)
end

local function Numbers()
    local rows = {alignment = "leading", spacing = 10}
    for i, goal in ipairs(goals) do
        rows[i] = VStack{alignment = "leading", spacing = 0,
            Text(goal.name):font(17):fontWeight("semibold"):foregroundColor("white"),
            (Text(string.format("%d/%d", goal.value, goal.goal)) + Text(goal.unit):font(15))
                :font(22):fontWeight("semibold"):foregroundColor(goal.color),
        }
    end
    return VStack(rows):frame{maxWidth = math.huge, alignment = "leading"}
end

return HStack{spacing = 24, Rings(), Numbers()}
    :padding(20)
    :frame{width = 400}
    :background(RoundedRectangle(24):fill("black"))
