-- A namespace's constants (Color.red, Transform.identity) are made on first
-- read and kept in the table (Install.swift, missingNamespaceMember): a
-- script sees the same values, the same identities, the same errors and
-- the same pairs() as when they were made at start-up.

local names = {"black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal",
               "cyan", "blue", "indigo", "purple", "pink", "brown", "clear",
               "primary", "secondary", "tertiary",
               "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
               "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
               "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
               "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link",
               "separator", "opaqueSeparator", "systemFill", "secondarySystemFill", "tertiarySystemFill",
               "quaternarySystemFill", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
               "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground"}

-- Nothing read yet: the table holds no constant.
for _, name in ipairs(names) do eq(rawget(Color, name), nil, "rawget(Color, " .. name .. ") before a read") end
eq(rawget(Transform, "identity"), nil, "Transform.identity before a read")

-- A read makes the value and keeps it: the next read is the same userdata.
local red = Color.red
eq(math.type(red.red), "float")
eq(rawequal(red, Color.red), true, "Color.red read twice")
eq(rawequal(rawget(Color, "red"), red), true, "Color.red kept in the table")
eq(red == Color("red"), true, "Color.red == Color('red')")
eq(tostring(Transform.identity), tostring(Transform.translation(0, 0)))
eq(rawequal(Transform.identity, Transform.identity), true)

-- pairs() lists every constant, read or not, with the functions; after it,
-- every constant is in the table.
local seen, count = {}, 0
for name, value in pairs(Color) do
  eq(seen[name], nil, "pairs(Color) gave " .. name .. " twice")
  seen[name] = true
  count = count + 1
  eq(type(value), "userdata", "Color." .. name)
  eq(value == Color(name), true, "Color." .. name)
end
eq(count, #names, "pairs(Color)")
for _, name in ipairs(names) do eq(seen[name], true, "pairs(Color) lists " .. name) end
for _, name in ipairs(names) do eq(rawget(Color, name) ~= nil, true, "rawget(Color, " .. name .. ") after pairs") end
eq(rawequal(rawget(Color, "red"), red), true, "pairs keeps the value read before")
local transformKeys = {}
for name in pairs(Transform) do transformKeys[#transformKeys + 1] = name end
table.sort(transformKeys)
eq(table.concat(transformKeys, " "), "identity rotation scale translation")

-- pairs() does not depend on the global `next` a script may replace.
do
  local realNext = next
  rawset(_G, "next", function() error("the script's next") end)
  local n = 0
  for _ in pairs(Color) do n = n + 1 end
  rawset(_G, "next", realNext)
  eq(n, #names, "pairs(Color) with next replaced")
end

-- Misspelt names and non-string keys are the same errors as before.
-- luacheck: push ignore 143 (the misspelt fields are the point)
checkerr("Color has no colour 'lightRed'; did you mean 'red'?", function() return Color.lightRed end)
checkerr("Transform has no", function() return Transform.identiti end)
checkerr("Color has no colour", function() return Color[1] end)
-- luacheck: pop

-- The metamethods called by hand with anything: values or Lua errors.
local meta = getmetatable(Color)
eq(meta.__index(5, "blue") == Color.blue, true, "__index with a number for the table")
eq(meta.__index({}, "blue") == Color.blue, true, "__index with another table")
checkerr("bad argument #1", meta.__pairs, 5)
checkerr("bad argument #1", meta.__pairs, nil)
do
  local other = {}
  local iter, t, first = meta.__pairs(other)
  eq(t, other)
  eq(first, nil)
  local n = 0
  for _ in iter, t, first do n = n + 1 end
  eq(n, #names, "__pairs fills the table it is given")
  checkerr("invalid key to 'next'", iter, other, "no such key")
  checkerr("bad argument #1", iter, 5)
end
