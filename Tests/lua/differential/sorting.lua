-- Random arrays through table.sort; prints each sorted array (or the error),
-- so that two interpreters can be compared line by line
-- (Tests/CLITests/LuaLibraryDifferentialTests: lua5.4 against shapelua,
-- whose table.sort is its own: CLuaBridge/sorting.c). Only orders that are
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
