-- A Canvas context lays out one shape after another in the same path
-- storage, and the SVG writer formats a path it wrote just before once:
-- neither may show. Every document below is compared with the same drawing
-- made so that no cache can apply (each shape a path of its own, built by
-- `shape:path(rect)`, which the context draws as it is).

local function doc(draw) return svg(Canvas(40, 40, draw), {precision = 4}) end

-- The d attributes of a document, in order.
local function pathData(s)
  local out = {}
  for d in s:gmatch(' d="([^"]*)"') do out[#out + 1] = d end
  return out
end

local shapes = {
  UnevenRoundedRectangle(1, 2, 3, 4, "circular"), UnevenRoundedRectangle{topLeading = 4, bottomTrailing = 2},
  RoundedRectangle(3, "circular"), Circle(), Capsule(), Rectangle(),
}
local rects = {{0.5, 0.5, 13, 14}, Rect(20, 0, 13, 14), {0.5, 0.5, 14, 13}, {1, 2, 0, 5}}

-- Random fill/stroke sequences: the same shape value in the same rect
-- twice (fill then stroke), other rects, other shapes, repeats.
local seed = 9
local function nextr(n) seed = (seed * 1103515245 + 12345) % 2147483648; return (seed >> 16) % n + 1 end
for round = 1, 20 do
  local ops = {}
  for i = 1, 60 do ops[i] = {nextr(#shapes), nextr(#rects), nextr(4)} end
  local cached = pathData(doc(function(ctx)
    for _, op in ipairs(ops) do
      local shape, rect, how = shapes[op[1]], rects[op[2]], op[3]
      if how == 1 then ctx:fill(shape, "red", rect)
      elseif how == 2 then ctx:stroke(shape, "black", 1, rect)
      elseif how == 3 then ctx:fill(shape, "red", rect); ctx:stroke(shape, "black", 2, rect)
      else ctx:stroke(shape, "blue", 1, rect); ctx:fill(shape, "blue", rect) end
    end
  end))
  local expected = {}
  for _, op in ipairs(ops) do
    local d = shapes[op[1]]:path(rects[op[2]]):svgPathData(4)
    expected[#expected + 1] = d
    if op[3] > 2 then expected[#expected + 1] = d end
  end
  eq(#cached, #expected, "paths in round " .. round)
  for i = 1, #expected do eq(cached[i], expected[i], "round " .. round .. " path " .. i) end
end

-- A path changed between two draws writes its new data; a shape drawn
-- after a path, and the path after it, each write their own.
local p = Path():move{0, 0}:addLine{10, 10}
local s = doc(function(ctx)
  ctx:fill(p, "red")
  p:addLine{20, 0}
  ctx:stroke(p, "black")
  ctx:fill(shapes[1], "red", rects[1])
  ctx:fill(p, "red")
  ctx:stroke(shapes[1], "black", 1, rects[1])
end)
local d = pathData(s)
eq(d[1], "M0 0L10 10")
eq(d[2], "M0 0L10 10L20 0")
eq(d[3], shapes[1]:path(rects[1]):svgPathData(4))
eq(d[4], "M0 0L10 10L20 0")
eq(d[5], d[3])

-- A shape written in Lua runs at every layout (never cached), and an
-- error in the middle of a drawing leaves the next document whole.
local calls = 0
local custom = Shape(function(r) calls = calls + 1; return Path():addRect(r) end)
doc(function(ctx) ctx:fill(custom, "red", rects[1]); ctx:stroke(custom, "black", 1, rects[1]) end)
eq(calls, 2)
checkerr("bad argument #3 to 'fill' (Rect expected, got string)", function()
  doc(function(ctx) ctx:fill(shapes[1], "red", rects[1]); ctx:fill(shapes[1], "red", "x") end)
end)
eq(pathData(doc(function(ctx) ctx:fill(shapes[1], "red", rects[2]) end))[1], shapes[1]:path(rects[2]):svgPathData(4))
