-- Random arrays through table.sort and table.move; prints each result (or
-- the error), so that two interpreters can be compared line by line
-- (Tests/CLITests/LuaLibraryDifferentialTests: lua5.4 against shapelua,
-- whose table.sort and table.move are its own: CLuaBridge/sorting.c). For
-- the sort, only orders that are
-- strict weak orders on distinct keys, or that every sort must refuse, are
-- used: for others the manual leaves the result open.
-- Arguments: seed, number of arrays.
local seed, count = tonumber(arg and arg[1]) or 1, tonumber(arg and arg[2]) or 500
math.randomseed(seed)
local function strip(e) return (tostring(e):gsub("^[^:]*:%d+: ", "")) end
local function distinct(n, make)
  local seen, out = {}, {}
  while #out < n do
    local v = make()
    if not seen[v] then seen[v] = true out[#out + 1] = v end
  end
  return out
end
local makers = {
  function() return math.random(-1e6, 1e6) end,
  function() return math.random() * 1e6 - 5e5 end,
  function() return ("k%05d"):format(math.random(0, 99999)) end,
  function() return math.random(1, 2) == 1 and math.random(-9, 9) or math.random() end,
}
local orders = {
  false,
  function(a, b) return a > b end,
  function(a, b) return a < b end,
}
for i = 1, count do
  local n = math.random(0, i % 50 == 0 and 3000 or 40)
  local t = distinct(n, makers[math.random(#makers)])
  local order = orders[math.random(#orders)]
  local ok, e
  if order then ok, e = pcall(table.sort, t, order) else ok, e = pcall(table.sort, t) end
  print(i, n, ok and table.concat(t, " ") or ("error: " .. strip(e)))
end
-- Orders every sort must refuse, and argument errors.
local function try(...) local ok, e = pcall(table.sort, ...) print(ok, ok or strip(e)) end
for n = 4, 12 do
  local t = {}
  for k = 1, n do t[k] = k end
  try(t, function() return true end)
end
try() try(1) try({3, 1}, 2) try({3, 1}, {}) try({1, "x"}) try({{}, {}}) try({2, 1}, false)
try(setmetatable({}, {__len = function() return math.maxinteger end}))
try(setmetatable({}, {__len = function() return -1 end}), error)
local u = {5, 4, 3, 2, 1} table.sort(u, nil) print(table.concat(u, " "))
-- table.move: overlapping ranges both ways, another destination, negative
-- and huge positions, tables with metamethods, and the argument errors.
local function show(t, n) local out = {} for k = -2, n do out[#out + 1] = tostring(t[k]) end return table.concat(out, " ") end
for _ = 1, 300 do
  local a = {}
  for k = 1, 12 do a[k] = k * 10 end
  local f, e, t = math.random(-3, 12), math.random(-3, 14), math.random(-3, 14)
  local other = math.random(3) == 1 and {} or nil
  local ok, r = pcall(table.move, a, f, e, t, other)
  print("move", f, e, t, other and "other" or "same", ok and show(r, 16) or ("error: " .. strip(r)))
end
local log = {}
local proxy = setmetatable({}, {__index = function(_, k) log[#log + 1] = "get" .. k return k end,
  __newindex = function(_, k, v) log[#log + 1] = "set" .. k .. "=" .. tostring(v) end})
table.move(proxy, 1, 4, 3) print(table.concat(log, ","))
local function moving(...) local ok, e = pcall(table.move, ...) print(ok, ok and "" or strip(e)) end
moving({}, 1, math.maxinteger, 2) moving({}, -1, math.maxinteger, 2) moving({}, 1, 2, math.maxinteger)
moving({}, math.mininteger, -1, 1) moving(1, 1, 2, 3) moving({}, 1, 2, 3, 4) moving({}, "x", 2, 3) moving({}, 1.5, 2, 3)
moving(setmetatable({}, {__index = function() return 1 end}), 1, 2, 3)
moving(setmetatable({}, {}), 1, 2, 3) moving({}, 3, 1, 2)
local reader = setmetatable({}, {__index = function(_, k) return k end})
local writer = setmetatable({}, {__newindex = function() end})
moving(io.stdout, 1, 2, 3) moving({}, 1, 2, 3, io.stdout) moving({1, 2}, 1, 2, 1, writer) moving({1, 2}, 1, 2, 1, reader)
-- table.sort of a table-like value (metamethods for reading, writing, length).
local store = {3, 1, 2}
local like = setmetatable({}, {__index = store, __newindex = store, __len = function() return #store end})
print(pcall(table.sort, like), table.concat(store, " "))
print(pcall(table.sort, io.stdout))
