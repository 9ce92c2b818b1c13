-- Grid, GridRow, LazyVGrid, LazyHGrid and GridItem (issue 22): their
-- forms, how they print, their sizes, and the errors for bad input.
local function message(f, ...)
  local ok, err = pcall(f, ...)
  assert(not ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end
local function box(w, h) return Rectangle():frame(w, h) end
local function ideal(v) return tostring(v):match("(%S+)$") end

-- GridItem: SwiftUI's three sizes, its defaults and its initializer.
eq(tostring(GridItem()), "GridItem(.flexible(minimum: 10.0, maximum: inf))")
eq(tostring(GridItem.flexible()), tostring(GridItem()))
eq(tostring(GridItem.fixed(100)), "GridItem(.fixed(100.0))")
eq(tostring(GridItem(100, 4)), "GridItem(.fixed(100.0), spacing: 4.0)")
eq(tostring(GridItem.adaptive(80)), "GridItem(.adaptive(minimum: 80.0, maximum: inf))")
eq(tostring(GridItem.adaptive{minimum = 50, maximum = 100, spacing = 2, alignment = "top"}),
   "GridItem(.adaptive(minimum: 50.0, maximum: 100.0), spacing: 2.0, alignment: top)")
eq(GridItem{size = "adaptive", minimum = 80}, GridItem.adaptive(80))
eq(GridItem("flexible", 8), GridItem.flexible{spacing = 8})
assert(GridItem.fixed(1) ~= GridItem.fixed(2))

-- LazyVGrid: 3 adaptive columns of minimum 80 in 300 (⌊308 ÷ 88⌋ = 3),
-- rows 40 + 8 + 40; the document is the width offered.
local seven = {}
for i = 1, 7 do seven[i] = Rectangle():frame{height = 40} end
seven.columns = {GridItem.adaptive(80)}
local doc = svg(LazyVGrid(seven), {width = 300})
assert(doc:find('width="300" height="136"', 1, true), doc:sub(1, 120))
assert(doc:find("M0 0L94.667 0L94.667 40L0 40Z", 1, true), "columns of (300 − 16) ÷ 3")
assert(doc:find("translate(0 96)", 1, true), "the seventh cell starts the third row")
-- children as arguments and a ForEach are the same cells
eq(svg(LazyVGrid{columns = {GridItem(), GridItem()}, box(10, 10), box(10, 10), box(10, 10)}),
   svg(LazyVGrid{columns = {GridItem(), GridItem()}, ForEach(3, function() return box(10, 10) end)}))
eq(ideal(LazyVGrid{columns = {GridItem.fixed(30), GridItem.fixed(30)}, spacing = 4, box(10, 10), box(10, 20), box(10, 10)}), "68×34")
eq(ideal(LazyHGrid{rows = {GridItem.fixed(30), GridItem.fixed(30)}, spacing = 4, box(10, 10), box(20, 10), box(10, 10)}), "34×68")
eq(tostring(LazyVGrid{columns = {GridItem()}, box(1, 1)}):match("^%S+ %S+ %S+ %S+"), "LazyVGrid(1 columns, 1 views)")

-- Grid: columns as wide as their widest cell, rows as tall as their tallest.
local g = Grid{horizontalSpacing = 10, verticalSpacing = 4,
  GridRow{box(40, 10), box(10, 30)},
  Divider(),
  GridRow{alignment = "top", box(20, 20), box(60, 10)}}
eq(ideal(g), "110×59")
eq(ideal(Grid{GridRow{box(10, 10), box(10, 10)}, GridRow{box(60, 10):gridCellColumns(2)}}), "60×28")
eq(ideal(Grid()), "0×0")
eq(svg(Grid{GridRow{box(40, 10):gridColumnAlignment("trailing")}, GridRow{box(10, 10)}}),
   svg(Grid{GridRow{box(40, 10)}, GridRow{box(10, 10):frame(40, 10, "trailing")}}))
eq(svg(Grid{GridRow{box(40, 10):gridColumnAlignment{guide = "leading"}}, GridRow{box(10, 10)}}),
   svg(Grid{GridRow{box(40, 10)}, GridRow{box(10, 10):frame(40, 10, "leading")}}))
eq(ideal(GridRow(box(10, 10), box(20, 30))), ideal(HStack(box(10, 10), box(20, 30))))
eq(tostring(Grid{GridRow{box(1, 1)}}):match("^%S+ %S+"), "Grid(1 rows)")

-- Bad input: clear errors, with the nearest name where there is one.
local alignments = "(valid: center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing)"
-- luacheck: push ignore 143 (the misspelt field is the point)
eq(message(function() return GridItem.adaptiv(80) end), "GridItem has no function or constant 'adaptiv'; did you mean 'adaptive'?")
-- luacheck: pop
eq(message(function() return GridItem("adaptiv", 8) end),
   "bad argument #1 to 'GridItem' (unknown GridItem size 'adaptiv'; did you mean 'adaptive'? (valid: fixed, flexible, adaptive))")
eq(message(function() return GridItem{size = "adaptive"} end),
   'GridItem: an adaptive item needs a minimum, e.g. GridItem{size = "adaptive", minimum = 80}')
eq(message(function() return GridItem{size = "fixed"} end), "GridItem: a fixed item is a number, e.g. GridItem(100) or GridItem.fixed(100)")
eq(message(function() return GridItem{size = 100, minimum = 5} end), "GridItem: a fixed size takes no minimum or maximum")
eq(message(function() return GridItem.fixed(-1) end), "bad argument #1 to 'fixed' (size must be >= 0, got -1)")
eq(message(function() return GridItem.fixed(0 / 0) end), "bad argument #1 to 'fixed' (size must be a finite number, got nan)")
eq(message(function() return GridItem.fixed(math.huge) end), "bad argument #1 to 'fixed' (size must be a finite number, got inf)")
eq(message(function() return GridItem.fixed("wide") end), "bad argument #1 to 'fixed' (number expected, got string)")
eq(message(function() return GridItem.adaptive() end), "bad argument #1 to 'adaptive' (number expected, got no value)")
eq(message(function() return GridItem.flexible{minimum = 50, maximum = 10} end),
   "GridItem.flexible: minimum (50) is greater than maximum (10)")
eq(message(function() return GridItem.flexible{minimun = 5} end), "flexible: unknown option 'minimun'; did you mean 'minimum'?")
eq(message(function() return GridItem.fixed{size = 10, alignment = "middle"} end),
   "bad argument #1 to 'fixed' (unknown alignment 'middle' " .. alignments .. ")")
eq(message(function() return LazyVGrid{columns = {}} end),
   "bad argument #1 to 'LazyVGrid' (columns must list at least one GridItem, e.g. {GridItem.flexible()})")
eq(message(function() return LazyVGrid{box(1, 1)} end),
   "bad argument #1 to 'LazyVGrid' (columns: list of GridItem expected, got nil)")
eq(message(function() return LazyVGrid{columns = {GridItem(), 80}} end),
   "bad argument #1 to 'LazyVGrid' (columns.[2]: GridItem expected, got number)")
eq(message(function() return LazyVGrid{columns = GridItem()} end),
   "bad argument #1 to 'LazyVGrid' (columns: table expected, got GridItem)")
eq(message(function() return LazyVGrid{colums = {GridItem()}} end), "LazyVGrid: unknown option 'colums'; did you mean 'columns'?")
eq(message(function() return LazyHGrid{rows = {GridItem()}, spacing = -1} end),
   "bad argument #1 to 'LazyHGrid' (spacing must be >= 0, got -1)")
eq(message(function() return Grid{alignment = "lead"} end),
   "bad argument #1 to 'Grid' (unknown alignment 'lead'; did you mean 'leading'? " .. alignments .. ")")
eq(message(function() return Grid{horizontalSpacing = "wide"} end), "bad argument #1 to 'Grid' (horizontalSpacing: number expected, got string)")
eq(message(function() return GridRow{alignment = "leading"} end),
   "bad argument #1 to 'GridRow' (unknown vertical alignment 'leading' (valid: top, center, bottom))")
eq(message(function() return Grid{GridRow{}, 5} end), "bad argument #1 to 'Grid' (content.[2]: view expected, got number)")
eq(message(function() return box(1, 1):gridColumnAlignment("right") end),
   "bad argument #1 to 'gridColumnAlignment' (unknown horizontal alignment 'right' (valid: leading, center, trailing))")
eq(message(function() return box(1, 1):gridColumnAlignment() end),
   "bad argument #1 to 'gridColumnAlignment' (string expected, got no value)")
eq(message(function() return box(1, 1):gridCellColumns(0) end), "bad argument #1 to 'gridCellColumns' (count must be between 1 and 1000, got 0)")
eq(message(function() return box(1, 1):gridCellColumns(1e300) end), "bad argument #1 to 'gridCellColumns' (number has no integer representation)")
eq(message(function() return box(1, 1):gridCellColumns(2.5) end), "bad argument #1 to 'gridCellColumns' (number has no integer representation)")
eq(message(function() return box(1, 1):gridCellColumns(math.maxinteger) end),
   "bad argument #1 to 'gridCellColumns' (count must be between 1 and 1000, got " .. math.maxinteger .. ")")

-- Huge counts lay out without trouble: a tiny adaptive minimum in a wide
-- grid makes a capped number of (empty) columns; many cells are many rows.
local wide = svg(LazyVGrid{columns = {GridItem.adaptive{minimum = 0, spacing = 0}}, box(1, 1)}, {width = 1e6})
assert(wide:find('width="1000000"', 1, true))
local many = LazyVGrid{columns = {GridItem.fixed(1), GridItem.fixed(1)}, spacing = 0,
  ForEach(10000, function() return box(1, 1) end)}
eq(ideal(many), "10×5000")

-- gridCellAnchor: the cell's point on its cell's same point, over the
-- grid's and the row's alignment (a name or {x, y}).
local tall = GridRow{box(40, 40), box(40, 40)}
eq(svg(Grid{horizontalSpacing = 0, tall, GridRow{box(10, 10):gridCellAnchor("bottomTrailing"), box(40, 40)}}),
   svg(Grid{horizontalSpacing = 0, tall, GridRow{box(10, 10):frame(40, 40, "bottomTrailing"), box(40, 40)}}))
eq(svg(Grid{horizontalSpacing = 0, tall, GridRow{box(20, 20):gridCellAnchor{anchor = {0.25, 1}}, box(40, 40)}}),
   svg(Grid{horizontalSpacing = 0, tall, GridRow{box(20, 20):padding("leading", 5):padding("top", 20):frame(40, 40, "topLeading"), box(40, 40)}}))
-- gridCellUnsizedAxes: offered 300, the Color leaves column 0 to the box.
eq(ideal(Grid{GridRow{Color("red"):gridCellUnsizedAxes("horizontal")}, GridRow{box(40, 10)}}), "40×28")
local unsized = svg(Grid{GridRow{Color("red"):gridCellUnsizedAxes{axes = {"horizontal", "vertical"}}, box(20, 10)},
                         GridRow{box(40, 10), box(20, 10)}}, {width = 300, height = 200})
-- The 68 × 28 grid centred in 300 × 200; the Color is column 0 × row 0.
assert(unsized:find('<rect x="116" y="86" width="40" height="10" fill="#ff3b30"/>', 1, true), unsized:sub(1, 200))
eq(svg(Grid{GridRow{Color("red"):gridCellUnsizedAxes{}}}, {width = 30, height = 20}),
   svg(Grid{GridRow{Color("red")}}, {width = 30, height = 20}))
eq(message(function() return box(1, 1):gridCellAnchor("middle") end),
   "bad argument #1 to 'gridCellAnchor' (unknown unit point 'middle' (valid: center, leading, trailing, top, bottom, "
   .. "topLeading, topTrailing, bottomLeading, bottomTrailing, zero))")
eq(message(function() return box(1, 1):gridCellAnchor() end),
   "bad argument #1 to 'gridCellAnchor' (unit point expected, got no value)")
eq(message(function() return box(1, 1):gridCellAnchor{0.5} end),
   "bad argument #1 to 'gridCellAnchor' (unit point needs 'y' ({x, y} or {x=, y=}))")
eq(message(function() return box(1, 1):gridCellAnchor(5) end),
   "bad argument #1 to 'gridCellAnchor' (unit point name or {x, y} expected, got number)")
eq(message(function() return box(1, 1):gridCellUnsizedAxes("diagonal") end),
   "bad argument #1 to 'gridCellUnsizedAxes' (unknown axis 'diagonal' (valid: horizontal, vertical))")
eq(message(function() return box(1, 1):gridCellUnsizedAxes{"horizontal", "vertikal"} end),
   "bad argument #1 to 'gridCellUnsizedAxes' (unknown axis 'vertikal'; did you mean 'vertical'? (valid: horizontal, vertical))")
eq(message(function() return box(1, 1):gridCellUnsizedAxes{axis = "horizontal"} end),
   "gridCellUnsizedAxes: unknown option 'axis'; did you mean 'axes'? (valid: axes)")
eq(message(function() return box(1, 1):gridCellUnsizedAxes(1) end),
   "bad argument #1 to 'gridCellUnsizedAxes' (axis name or list expected, got number)")
eq(message(function() return box(1, 1):gridCellUnsizedAxes() end),
   "bad argument #1 to 'gridCellUnsizedAxes' (axis name or list expected, got no value)")
