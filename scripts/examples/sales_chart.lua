-- Monthly sales from a CSV beside this script, as a Grid: the months in
-- the first column, bars in the second, the values in the third; the
-- title and a Divider are rows of their own across every column.
-- here("...") names a file next to the script as Image does, so this
-- runs from any working directory.
-- Run: shapelua -o sales.png scripts/examples/sales_chart.lua
local rows, largest = {}, 0
for line in io.lines(here("assets/sales.csv")) do
    local month, value = line:match("^(%a+),(%d+)$")
    if month then
        rows[#rows + 1] = {month = month, value = tonumber(value)}
        largest = math.max(largest, tonumber(value))
    end
end

local grid = {alignment = "leading", horizontalSpacing = 10, verticalSpacing = 8,
    Text("Sales 2026"):font("headline"),
    Divider(),
}
for _, r in ipairs(rows) do
    grid[#grid + 1] = GridRow{
        Text(r.month):font(13):foregroundColor("secondaryLabel"),
        Capsule():fill("systemBlue"):frame(math.max(200 * r.value / largest, 14), 14),
        Text(tostring(r.value)):font(13),
    }
end

return Grid(grid)
    :padding(16)
    :background(RoundedRectangle(16):fill("white"):shadow{radius = 8, y = 4})
