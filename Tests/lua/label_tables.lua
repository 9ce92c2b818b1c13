-- Property tests of the two table readers every Canvas loop uses: the
-- label table (ArgumentDecoder.decodeLabelTable through C's
-- shl_label_table: one lua_next pass, keys matched by length bucket and
-- two words, values left where lua_next put them) and the table of
-- numbers (`{x, y, w, h}` read by C's shl_number_table, which must take
-- exactly the tables the named reader takes; Tests/lua/number_tables.lua
-- tests it in every way a call reaches it).
-- Random tables — array and hash parts, keys inserted in random orders and
-- some removed again, keys built at run time with `..`, long and
-- near-miss strings, NUL bytes, a label and its alias both given,
-- non-string keys — each checked against a model written here in Lua that
-- walks the same table with `next` (the order lua_next sees).
math.randomseed(1616)
local random = math.random

-- UnevenRoundedRectangle's names: each label, its alias, and the index of
-- the positional argument they name.
local labels = {
  topLeadingRadius = 1, topLeading = 1, bottomLeadingRadius = 2, bottomLeading = 2,
  bottomTrailingRadius = 3, bottomTrailing = 3, topTrailingRadius = 4, topTrailing = 4, style = 5,
}
local labelOf = {"topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "style"}
local aliasOf = {"topLeading", "bottomLeading", "bottomTrailing", "topTrailing"}
local labelNames = {}
for name in pairs(labels) do labelNames[#labelNames + 1] = name end

-- Keys that are not labels, several of them close to one.
local strangers = {
  "topLeadin", "topLeadingRadiuS", "TopLeading", "style\0", "\0style", "styl", "styles", "x", "",
  "topLeading" .. string.rep("x", 40), string.rep("a", 41), string.rep("bottomTrailing", 4),
  "bottomLeadingRadius ", "topTrailingRadius\0",
}

-- A label built at run time: the same bytes, another way to the string.
local function built(name)
  local cut = random(0, #name)
  return name:sub(1, cut) .. name:sub(cut + 1)
end


-- What UnevenRoundedRectangle{...} must do with `t`: the error, or the
-- tostring of the same shape made positionally.
local function expectedShape(t)
  local values = {}
  for k in next, t do
    if labels[k] == nil then return false, "UnevenRoundedRectangle: unknown option " .. keyText(k) end
  end
  for i = 1, 5 do
    local a, b = rawget(t, labelOf[i]), aliasOf[i] and rawget(t, aliasOf[i])
    if a ~= nil and b ~= nil then
      return false, "UnevenRoundedRectangle: both '" .. labelOf[i] .. "' and '" .. aliasOf[i] .. "' given"
    end
    if a ~= nil then values[i] = a else values[i] = b end
  end
  return true, tostring(UnevenRoundedRectangle(values[1], values[2], values[3], values[4], values[5]))
end

local function randomLabelTable()
  local entries = {}
  for i = 1, 5 do
    if random() < 0.6 then
      local value = i == 5 and (random() < 0.5 and "circular" or "continuous") or random(0, 900) / 100
      local name = labelOf[i]
      if i < 5 and random() < 0.5 then name = aliasOf[i] end
      entries[#entries + 1] = {built(name), value}
      if i < 5 and random() < 0.08 then -- the label and its alias both
        entries[#entries + 1] = {name == labelOf[i] and aliasOf[i] or labelOf[i], value}
      end
    end
  end
  local r = random()
  if r < 0.06 then entries[#entries + 1] = {strangers[random(#strangers)], 1}
  elseif r < 0.08 then entries[#entries + 1] = {random(1, 3), 1}
  elseif r < 0.09 then entries[#entries + 1] = {2.5, 1}
  elseif r < 0.10 then entries[#entries + 1] = {true, 1}
  elseif r < 0.11 then entries[#entries + 1] = {{}, 1} end
  local t
  if random() < 0.3 then
    t = {} -- keys set one by one, some removed again (dead keys stay in the hash)
    for _, e in ipairs(shuffled(entries)) do
      t[e[1]] = e[2]
      if random() < 0.2 then t["gone" .. random(9)] = 1; t["gone" .. random(9)] = nil end
    end
    for k in pairs(t) do if type(k) == "string" and k:sub(1, 4) == "gone" then t[k] = nil end end
  else
    t = {}
    for _, e in ipairs(shuffled(entries)) do t[e[1]] = e[2] end
  end
  return t
end

for round = 1, 3000 do
  local t = randomLabelTable()
  local ok, want = expectedShape(t)
  local got = table.pack(pcall(UnevenRoundedRectangle, t))
  if ok then
    eq(got[1], true, "round " .. round .. " succeeds (" .. tostring(got[2]) .. ")")
    eq(tostring(got[2]), want, "round " .. round)
  else
    eq(got[1], false, "round " .. round .. " fails")
    eq(withoutSuggestion(got[2], labelNames), want, "round " .. round)
  end
end

-- Many labels at once (frame's flexible variant: seven parameters, each
-- value kept on the stack with its key) and children beside labels.
do
  local f = Rectangle():frame{minWidth = 1, idealWidth = 2, maxWidth = 3, minHeight = 1, idealHeight = 2,
                              maxHeight = 3, alignment = "center"}
  eq(tostring(f), "Rectangle():frame(minWidth: 1.0, idealWidth: 2.0 … alHeight: 2.0, maxHeight: 3.0, alignment: center) 2×2",
     "frame with seven labels")
  local stack = VStack{spacing = 2, alignment = "leading", Circle():frame(4, 4), Rectangle():frame(4, 4)}
  eq(svg(stack), svg(VStack(2, "leading", {Circle():frame(4, 4), Rectangle():frame(4, 4)})), "labels and children")
  checkerr("unknown option [3]", VStack, {spacing = 2, Circle(), [3] = Circle()})
end

-- Tables of numbers: a rect read by position ({x, y, w, h}, or the same
-- keys set in any order), by name, or mixed; only exactly one value per
-- component is a rect.
local rectNames = {"x", "y", "width", "height"}
local function expectedRect(t)
  local values, count = {}, 0
  for k, v in next, t do
    local slot
    if math.type(k) == "integer" and k >= 1 and k <= 4 then slot = k end
    for i, name in ipairs(rectNames) do if k == name then slot = i end end
    if slot == nil or values[slot] ~= nil or type(v) ~= "number" then return nil end
    values[slot] = v
    count = count + 1
  end
  if count ~= 4 or values[3] < 0 or values[4] < 0 then return nil end
  return Rectangle():path(Rect(values[1], values[2], values[3], values[4])):svgPathData()
end

local function randomRectTable()
  local v = {random(-50, 50) / 4, random(-50, 50) / 4, random(0, 80) / 4, random(0, 80) / 4}
  local r = random()
  if r < 0.3 then return {v[1], v[2], v[3], v[4]} end
  local entries = {}
  for i = 1, 4 do
    if random() < 0.93 then entries[#entries + 1] = {random() < 0.5 and i or built(rectNames[i]), v[i]} end
  end
  local extra = random()
  if extra < 0.05 then entries[#entries + 1] = {random(1, 6), 1}
  elseif extra < 0.08 then entries[#entries + 1] = {tostring(random(1, 4)), 1}
  elseif extra < 0.10 then entries[#entries + 1] = {1.5, 1}
  elseif extra < 0.12 then entries[#entries + 1] = {"w", 1}
  elseif extra < 0.13 then entries[1][2] = "1" .. "x" end
  local t = {}
  for _, e in ipairs(shuffled(entries)) do t[e[1]] = e[2] end
  if random() < 0.2 then t[7] = 1; t[7] = nil end
  return t
end

for round = 1, 3000 do
  local t = randomRectTable()
  local want = expectedRect(t)
  local ok, got = pcall(function() return Rectangle():path(t):svgPathData() end)
  if want then
    eq(ok, true, "rect round " .. round .. " succeeds (" .. tostring(got) .. ")")
    eq(got, want, "rect round " .. round)
  else
    eq(ok, false, "rect round " .. round .. " fails")
  end
end
