-- A contact sheet: avatars in a LazyVGrid whose adaptive columns fit the
-- width (SwiftUI's GridItem.adaptive: as many 64-wide columns as fit), on
-- a card whose shadow the exported document keeps (docs/EXPORT.md).
-- Run: shapelua -o sheet.png scripts/examples/contact_sheet.lua [count]
-- (count: how many avatars, the names taken in turn; 24 by default, 400
-- makes a sheet of 100 rows)
local names = {
    "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth",
    "Margaret Hamilton", "Ken Thompson", "Frances Allen", "John McCarthy", "Radia Perlman", "Niklaus Wirth",
    "Hedy Lamarr", "Dennis Ritchie", "Adele Goldberg", "Tony Hoare", "Shafi Goldwasser", "Leslie Lamport",
    "Sophie Wilson", "Bjarne Stroustrup", "Karen Spärck Jones", "Guido van Rossum", "Lynn Conway",
    "Roberto Ierusalimschy",
}

local function initials(name)
    local first, last = name:match("^(%S+).-(%S+)$")
    return first:sub(1, 1) .. last:sub(1, 1)
end

local function avatar(i, name, count)
    local hue = (i - 1) / count
    local light = Color{hue = hue, saturation = 0.45, brightness = 0.95}
    local dark = Color{hue = hue, saturation = 0.7, brightness = 0.75}
    local disc = Circle():fill(LinearGradient{colors = {light, dark}, startPoint = "top", endPoint = "bottom"})
    return VStack{spacing = 4,
        disc:frame(56, 56):overlay(Text(initials(name)):font(20):fontWeight("semibold"):foregroundColor("white")),
        Text(name:match("^%S+")):font(12):foregroundColor("secondaryLabel"),
    }
end

local count = #names
if arg and arg[1] then
    count = math.tointeger(tonumber(arg[1]))
    assert(count and count >= 1, "contact_sheet.lua: the count must be a whole number >= 1, got " .. tostring(arg[1]))
end

local grid = {columns = {GridItem.adaptive(64)}, spacing = 16}
for i = 1, count do grid[i] = avatar(i, names[(i - 1) % #names + 1], count) end

return VStack{alignment = "leading", spacing = 12,
    Text("Team"):font("title2"):fontWeight("bold"),
    LazyVGrid(grid),
}
    :padding(20)
    :frame{width = 360}
    :background(RoundedRectangle(20):fill("white"):shadow{radius = 12, y = 6})
