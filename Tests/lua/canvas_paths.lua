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

-- The stroke after a fill copies the fill's data by the context's memo
-- (the writer's entry for the laid-out path, no comparison): it must
-- never outlive the path or its entry. Random sequences of laid-out
-- shapes, bare paths (which take the writer's recent entries: four are
-- kept, so up to six of them evict the shape's entry), layers (a child
-- context with a memo of its own, the same writer) and `draw` of a view
-- between a shape's fill and its stroke, against the same drawing with
-- every shape a path of its own.
local bare = {}
for i = 1, 6 do bare[i] = Path():move{i, 0}:addLine{0, i}:addLine{i, i} end
local view = Rectangle():fill("red"):frame(3, 3)
seed = 17
for round = 1, 30 do
  local ops = {}
  for i = 1, 40 do ops[i] = {nextr(#shapes), nextr(#rects), nextr(5), nextr(7) - 1} end
  local function between(ctx, count)
    for k = 1, count do ctx:stroke(bare[k], "green", 1) end
  end
  local cached = pathData(doc(function(ctx)
    for _, op in ipairs(ops) do
      local shape, rect, how, count = shapes[op[1]], rects[op[2]], op[3], op[4]
      if how == 1 then ctx:fill(shape, "red", rect); between(ctx, count); ctx:stroke(shape, "black", 1, rect)
      elseif how == 2 then ctx:fill(shape, "red", rect); ctx:drawLayer(function(layer)
          layer:fill(shape, "blue", rect); between(layer, count); layer:stroke(shape, "blue", 1, rect)
        end); ctx:stroke(shape, "black", 1, rect)
      elseif how == 3 then ctx:fill(shape, "red", rect); ctx:draw(view, Point(5, 5)); ctx:stroke(shape, "black", 1, rect)
      elseif how == 4 then ctx:stroke(shape, "black", 1, rect); between(ctx, count); ctx:fill(shape, "red", rect)
      else ctx:fill(shape, "red", rect); ctx:fill(shape, "red", rects[op[2] % #rects + 1]); ctx:stroke(shape, "black", 1, rect) end
    end
  end))
  local plain = pathData(doc(function(ctx)
    for _, op in ipairs(ops) do
      local rect, how, count = rects[op[2]], op[3], op[4]
      local function path(r) return shapes[op[1]]:path(r) end
      if how == 1 then ctx:fill(path(rect), "red"); between(ctx, count); ctx:stroke(path(rect), "black", 1)
      elseif how == 2 then ctx:fill(path(rect), "red"); ctx:drawLayer(function(layer)
          layer:fill(path(rect), "blue"); between(layer, count); layer:stroke(path(rect), "blue", 1)
        end); ctx:stroke(path(rect), "black", 1)
      elseif how == 3 then ctx:fill(path(rect), "red"); ctx:draw(view, Point(5, 5)); ctx:stroke(path(rect), "black", 1)
      elseif how == 4 then ctx:stroke(path(rect), "black", 1); between(ctx, count); ctx:fill(path(rect), "red")
      else ctx:fill(path(rect), "red"); ctx:fill(path(rects[op[2] % #rects + 1]), "red"); ctx:stroke(path(rect), "black", 1) end
    end
  end))
  eq(#cached, #plain, "memo round " .. round .. " paths")
  for i = 1, #plain do eq(cached[i], plain[i], "memo round " .. round .. " path " .. i) end
end
