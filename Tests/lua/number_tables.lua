-- Property tests of the reader of tables of numbers (CLuaBridge/
-- tableloops.c `shl_number_table`, its refusals worded again by
-- ValueDecoding's `numberTableByName`): `{x, y, w, h}`, `{x = , y = }`
-- and every mix docs/BINDINGS.md allows, read in each way a call can reach it —
-- a Canvas rect by position (the inline reader of `ctx:fill`), the same
-- in a label table (`ctx:fill{rect = t}`), a rect by label
-- (`Rectangle():path(t)`) and a point (`p:move(t)`) — against a model
-- written here from docs/BINDINGS.md and the messages: it walks the table with
-- `next`, the order lua_next sees, so the first bad key it meets is the
-- one the reader must name.
--
-- Random tables: array and hash parts (constructors, keys set one by one
-- in random order, keys set and removed again), holes, keys built at run
-- time with `..`, long and near-miss names, integer keys out of range,
-- float and non-string keys, a component given by position and by name,
-- metatables (which a raw read ignores), and values of every kind: finite,
-- ±0, huge, ±inf, NaN, numeric strings, other strings, booleans, tables,
-- functions, userdata.
math.randomseed(1717)
local random = math.random

local kinds = {
  rect = {names = {"x", "y", "width", "height"}, sizes = true},
  point = {names = {"x", "y"}, sizes = false},
}


-- lua_tonumberx's reading of a value: numbers, and strings Lua converts.
local function asNumber(v)
  if type(v) == "number" then return v end
  if type(v) == "string" then return tonumber(v) end
  return nil
end

local function numberText(v)
  if v == math.floor(v) and math.abs(v) < 1e15 then return string.format("%d", v) end
  return tostring(v)
end

-- What reading `t` as a `kind` must give, for the parameter `label`: true
-- and the components, or false and the message's detail (for a value that is not finite only
-- its start: how NaN prints is the platform's).
local function expected(t, kind, label)
  local spec = kinds[kind]
  local names, n = spec.names, #spec.names
  local values = {}
  for k, v in next, t do
    local slot
    if math.type(k) == "integer" and k >= 1 and k <= n then slot = k end
    for i, name in ipairs(names) do if k == name then slot = i end end
    if slot == nil then
      return false, "unknown key " .. keyText(k) .. " in " .. kind .. " (keys: " .. table.concat(names, ", ") .. ")"
    end
    if values[slot] ~= nil then return false, kind .. " component '" .. names[slot] .. "' given twice" end
    local x = asNumber(v)
    if x == nil then
      local typeName = type(v) == "userdata" and "Color" or type(v)
      return false, kind .. " component '" .. names[slot] .. "' must be a number, got " .. typeName
    end
    if x ~= x or x == math.huge or x == -math.huge then
      return false, label .. "." .. names[slot] .. " must be a finite number, got "
    end
    values[slot] = x
  end
  for i = 1, n do
    if values[i] == nil then
      local positional = table.concat(names, ", ")
      local named = table.concat(names, "=, ") .. "="
      return false, kind .. " needs '" .. names[i] .. "' ({" .. positional .. "} or {" .. named .. "})"
    end
  end
  if spec.sizes then
    for i = 3, 4 do
      if values[i] < 0 then return false, label .. "." .. names[i] .. " must be >= 0, got " .. numberText(values[i]) end
    end
  end
  return true, values
end

local specials = {0.0, -0.0, 1e308, -1e308, 5e-324, math.huge, -math.huge, 0 / 0, 2 ^ 53, -7}
local strangeValues = {"3", " 4 ", "0x10", "1e2", "x", "", true, false, {}, print, Color("red")}

local function randomValue()
  local r = random()
  if r < 0.82 then return random(-40, 80) / 4 end
  if r < 0.91 then return specials[random(#specials)] end
  return strangeValues[random(#strangeValues)]
end

-- A name built at run time: the same bytes, another way to the string.
local function built(name)
  local cut = random(0, #name)
  return name:sub(1, cut) .. name:sub(cut + 1)
end

local strangeKeys = {"X", "x\0", "w", "widths", "heigh", "width" .. string.rep("h", 40), string.rep("y", 33),
                     "", "1", 0, -1, 2.5, true}


local function randomTable(kind)
  local names = kinds[kind].names
  local n = #names
  local v = {}
  for i = 1, n do v[i] = randomValue() end
  local r = random()
  local t
  if r < 0.35 then -- a constructor: the array part
    if n == 4 then t = {v[1], v[2], v[3], v[4]} else t = {v[1], v[2]} end
    if random() < 0.1 then t[random(n)] = nil end -- a hole
  else
    local entries = {}
    for i = 1, n do
      if random() < 0.95 then entries[#entries + 1] = {random() < 0.5 and i or built(names[i]), v[i]} end
      if random() < 0.03 then entries[#entries + 1] = {random() < 0.5 and names[i] or i, randomValue()} end
    end
    t = {}
    for _, e in ipairs(shuffled(entries)) do
      t[e[1]] = e[2]
      if random() < 0.1 then t["gone" .. random(3)] = 1; t["gone" .. random(3)] = nil end
    end
    for k in pairs(t) do if type(k) == "string" and k:sub(1, 4) == "gone" then t[k] = nil end end
  end
  local extra = random()
  if extra < 0.04 then t[n + random(0, 3)] = 1
  elseif extra < 0.08 then t[strangeKeys[random(#strangeKeys)]] = 1
  elseif extra < 0.09 then t[{}] = 1
  elseif extra < 0.10 then t[2 ^ 53] = 1 end
  if random() < 0.1 then
    setmetatable(t, {__index = function() return 1 end, __len = function() return 4 end,
                     __pairs = function() return next, {}, nil end})
  end
  return t
end

local shape = Circle()

local function canvasSVG(draw)
  return svg(Canvas(40, 40, draw))
end

local function errorText(ok, err)
  if ok then return nil end
  return tostring(err)
end

for round = 1, 4000 do
  local t = randomTable("rect")
  local ok, want = expected(t, "rect", "rect")
  local what = "rect round " .. round

  -- By label: Rectangle():path(rect).
  local pathOK, path = pcall(function() return Rectangle():path(t):svgPathData() end)
  -- By position in a Canvas: the inline reader.
  local fillOK, fill = pcall(canvasSVG, function(ctx) ctx:fill(shape, "red", t) end)
  -- In a label table.
  local labelOK, label = pcall(canvasSVG, function(ctx) ctx:fill{shape = shape, content = "red", rect = t} end)
  if ok then
    local r = Rect(want[1], want[2], want[3], want[4])
    eq(pathOK, true, what .. " by label succeeds (" .. tostring(path) .. ")")
    eq(path, Rectangle():path(r):svgPathData(), what .. " by label")
    eq(fillOK, true, what .. " in fill succeeds (" .. tostring(fill) .. ")")
    eq(fill, canvasSVG(function(ctx) ctx:fill(shape, "red", r) end), what .. " in fill")
    eq(labelOK, true, what .. " in a label table succeeds (" .. tostring(label) .. ")")
    eq(label, fill, what .. " in a label table")
  else
    eq(pathOK, false, what .. " by label fails")
    eq(fillOK, false, what .. " in fill fails")
    eq(labelOK, false, what .. " in a label table fails")
    -- A message is a C string: it ends at a key's NUL byte.
    want = want:match("^[^%z]*")
    local function has(err, prefix, form)
      if not string.find(withoutSuggestion(err, kinds.rect.names), prefix .. want, 1, true) then
        error(what .. " " .. form .. ": expected '" .. prefix .. want .. "', got: " .. err)
      end
    end
    has(errorText(pathOK, path), "bad argument #1 to 'path' (", "by label")
    has(errorText(fillOK, fill), "bad argument #3 to 'fill' (", "in fill")
    has(errorText(labelOK, label), "", "in a label table")
  end
end

local p = Path()
for round = 1, 2000 do
  local t = randomTable("point")
  local ok, want = expected(t, "point", "to")
  local moved, got = pcall(function() p:move(t); return p:currentPoint() end)
  local what = "point round " .. round
  if ok then
    eq(moved, true, what .. " succeeds (" .. tostring(got) .. ")")
    eq(tostring(got), tostring(Point(want[1], want[2])), what)
  else
    eq(moved, false, what .. " fails")
    want = want:match("^[^%z]*")
    if not string.find(withoutSuggestion(tostring(got), kinds.point.names), "bad argument #1 to 'move' (" .. want, 1, true) then
      error(what .. ": expected '" .. want .. "', got: " .. tostring(got))
    end
  end
end

-- The cases the random rounds meet rarely, spelled out.
checkerr("unknown key [5] in rect", Rectangle().path, Rectangle(), {1, 2, 3, 4, 5})
checkerr("rect needs 'y'", Rectangle().path, Rectangle(), {1, nil, 3, 4})
checkerr("rect component 'x' given twice", Rectangle().path, Rectangle(), {1, 2, 3, 4, x = 1})
checkerr("rect.width must be a finite number, got inf", Rectangle().path, Rectangle(), {1, 2, math.huge, 4})
checkerr("unknown key [9007199254740992] in rect", Rectangle().path, Rectangle(), {1, 2, 3, 4, [2 ^ 53] = 1})
checkerr("unknown key (table key) in point", Path().move, Path(), {1, 2, [{}] = 3})
eq(Rectangle():path({"1", " 2 ", "0x10", "1e1"}):svgPathData(), Rectangle():path(Rect(1, 2, 16, 10)):svgPathData(),
   "numeric strings are numbers")
eq(Rectangle():path(setmetatable({1, 2, 3, 4}, {__index = error})):svgPathData(),
   Rectangle():path(Rect(1, 2, 3, 4)):svgPathData(), "a metatable is not consulted")
checkerr("rect needs 'height'", Rectangle().path, Rectangle(), setmetatable({1, 2, 3}, {__index = function() return 4 end}))
