-- Fuzz: calls every global function and every method with random
-- arguments under pcall, renders every view it obtains, and must finish
-- normally. Fixed seed; the count comes from SHAPELUA_FUZZ_CALLS.
-- FUZZ_GLOBALS (names) and FUZZ_MEMBERS (method names of every type) are
-- set by the Swift test from the registration tables.
local calls = tonumber(os.getenv("SHAPELUA_FUZZ_CALLS") or "") or 3000
math.randomseed(20261130)
local random = math.random
local nan, inf = 0/0, math.huge

local atoms = {
  true, false, 0, -1, 1, 1e308, -1e308, nan, inf, -inf, 2^53, 0.5, 3, 10, 100, -3,
  "", "x", "red", "#ff000080", "#zz", "topLeading", "topLeft", "all", "continuous",
  "circular", "top", "leading", "horizontal", "evenOdd", "center", "bold", "title",
  "M0 0 L10 0 Z", "M0 0 Q", "fit", "fill",
}

local pool = {}          -- values obtained so far
local function fromPool() return pool[random(#pool)] end

local tableMakers = {
  function() return {} end,
  function() return {random(-5, 50), random(-5, 50)} end,
  function() return {0, 0, random(0, 80), random(0, 80)} end,
  function() return {x = random(-5, 5), y = random(-5, 5)} end,
  function() return {width = random(0, 80), height = random(0, 80)} end,
  function() return {1, "a"} end,
  function() return {nan, 1} end,
  function() return {inf, 2, 3, 4} end,
  function() return {"top", "leading"} end,
  function() return {"topLeading", "nope"} end,
  function() return {lineWidth = random(0, 5), lineCap = "round", dash = {2, 1}} end,
  function() return {{0, 0}, {10, 10}, {20, 0}} end,
  function() return {topLeading = random(0, 20), bottomTrailing = 5} end,
  function() return {cornerRadius = random(-2, 20), style = "circular"} end,
  function() return {red = 1, green = 0.5, blue = 0} end,
  function() return {colors = {"red", "blue"}, startPoint = "top", endPoint = "bottom"} end,
  function() return {heigth = 3} end,
  function() return {spacing = 4, Rectangle and Rectangle() or 1, Circle and Circle() or 2} end,
  function() return {rect = {0, 0, 10, 10}, cornerSize = 3} end,
}

local function randomFunction()
  local k = random(4)
  if k == 1 then return function() error("fuzz callback error") end end
  if k == 2 then return function() return 42 end end
  if k == 3 then return function(x) return Path and Path():addRect{0, 0, 5, 5} or x end end
  return function(x) return x end
end

local function randomArg()
  local k = random(12)
  if k == 1 then return nil end
  if k <= 4 then return atoms[random(#atoms)] end
  if k <= 6 then return tableMakers[random(#tableMakers)]() end
  if k == 7 then return randomFunction() end
  if k <= 9 and #pool > 0 then return fromPool() end
  return random(0, 40) -- plausible sizes, radii, counts
end

local function randomArgs()
  local n = random(0, 4)
  local args = {}
  for i = 1, n do args[i] = randomArg() end
  return args, n
end

local function keep(v)
  if type(v) ~= "userdata" then return end
  if #pool < 300 then pool[#pool + 1] = v else pool[random(#pool)] = v end
  if svg then pcall(svg, v) end -- render every view (others fail quietly)
  tostring(v)
end

local ok_count, err_count = 0, 0
for _ = 1, calls do
  local f, self
  if #pool == 0 or random() < 0.4 then
    f = _G[FUZZ_GLOBALS[random(#FUZZ_GLOBALS)]]
    if type(f) == "table" then -- a namespace (Transform, Color)
      local names = {}
      for name, v in pairs(f) do if type(v) == "function" then names[#names + 1] = name end end
      table.sort(names)
      if #names > 0 and random() < 0.7 then f = f[names[random(#names)]] end
    end
  else
    self = fromPool()
    for _ = 1, 20 do -- find a member name that is a method of this value
      local name = FUZZ_MEMBERS[random(#FUZZ_MEMBERS)]
      local okIndex, m = pcall(function() return self[name] end)
      if okIndex and type(m) == "function" then f = m; break end
    end
  end
  if f then
    local args, n = randomArgs()
    local ok, result
    if self then
      ok, result = pcall(f, self, table.unpack(args, 1, n))
    else
      ok, result = pcall(f, table.unpack(args, 1, n))
    end
    if ok then ok_count = ok_count + 1; keep(result) else err_count = err_count + 1 end
    if not ok and type(result) ~= "string" then error("error value is not a string: " .. type(result)) end
    if not ok and (result:find("internal error", 1, true) or result:find("nan", 1, true) and result:find("<svg", 1, true)) then
      error("suspicious error: " .. result)
    end
  end
end
FUZZ_RESULT = {ok = ok_count, errors = err_count, calls = ok_count + err_count}
