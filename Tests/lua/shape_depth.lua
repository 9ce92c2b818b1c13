-- Shapes made from shapes nest at most 200 deep (ShapeValue.maxDepth), as
-- views do: a shape draws, prints and is freed recursively, and a chain of
-- 100,000 offsets overflowed the stack (a signal) when freed, drawn or
-- asked for its path. Every call that wraps a shape counts; the deepest
-- operand decides.
local r = Rect(0, 0, 10, 10)

-- Each modifier that makes a shape from a shape, called on a shape 200 deep.
local makers = {
  offset = function(s) return s:offset(1, 0) end,
  rotation = function(s) return s:rotation(1) end,
  scale = function(s) return s:scale(1.01) end,
  transform = function(s) return s:transform(Transform.translation(1, 0)) end,
  stroke = function(s) return s:stroke(0.5) end,
  strokeBorder = function(s) return s:strokeBorder(0.5) end,
  trim = function(s) return s:trim(0, 0.9) end,
  union = function(s) return s:union(Rectangle()) end,
}
-- Outlining or combining an outline 200 times over is slow by nature (each
-- level works on the whole outline below it): those are built and freed,
-- not drawn, here.
local drawn = {offset = true, rotation = true, scale = true, transform = true, trim = true}
for name, make in pairs(makers) do
  local s = Circle()
  for _ = 1, 199 do s = make(s) end -- depth 200: allowed
  checkerr(name .. ": shapes nested deeper than 200 levels", make, s)
  -- The deepest allowed shape still draws, gives its path, prints and is freed.
  if drawn[name] then
    assert(#tostring(s:path(r)) > 0, name .. ": path")
    assert(#svg(s:fill("red"):frame(10, 10)) > 0, name .. ": svg")
  end
  assert(#tostring(s) > 0, name .. ": tostring")
end
collectgarbage()

-- An inset that stays the same kind of shape nests no deeper: a circle's
-- inset is a circle, and the inset of a moved circle wraps it once, its
-- later insets adding to that wrapper's amount.
local circle = Circle()
for _ = 1, 1000 do circle = circle:inset(0.001) end
eq(tostring(circle:offset(1, 0)):sub(1, 15), "Circle():inset(")
-- 100,000 of them would crash when drawn or freed if they nested.
do
  local moved = Circle():offset(0, 0)
  for _ = 1, 100000 do moved = moved:inset(0.00001) end
  eq(tostring(moved:offset(1, 0)):sub(1, 15), "Circle():offset")
  assert(#tostring(moved:path(r)) > 0)
  assert(#svg(moved:fill("red"):frame(10, 10)) > 0)
end
collectgarbage()

-- The other operand of a boolean counts as much as self; an inset that
-- wraps counts as a level.
local deep = Circle()
for _ = 1, 199 do deep = deep:offset(1, 0) end
checkerr("inset: shapes nested deeper than 200 levels", function() return deep:inset(1) end)
checkerr("union: shapes nested deeper than 200 levels", function() return Rectangle():union(deep) end)
checkerr("subtracting: shapes nested deeper than 200 levels", function() return Rectangle():subtracting(deep) end)
eq(tostring(Rectangle():union(deep:path(r))):sub(1, 17), "Rectangle():union")

-- A path counts as a leaf: a path's shape starts again at 1.
local fromPath = deep:path(r)
for _ = 1, 199 do fromPath = fromPath:offset(1, 0) end
checkerr("offset: shapes nested deeper than 200 levels", function() return fromPath:offset(1, 0) end)

-- The loop that crashed: each call past the limit is an error, the state stays usable.
local s = Circle()
local refused = 0
for _ = 1, 100000 do
  local ok, next = pcall(function() return s:offset(1, 1) end)
  if ok then s = next else refused = refused + 1 end
end
eq(refused, 100000 - 199, "refused calls")
s = nil
collectgarbage()
eq(tostring(Circle():offset(1, 2)):sub(1, 15), "Circle():offset")
