-- Fuzz: calls every global function, namespace function and method of the
-- `shape` library with arguments from a hostile pool, renders every view it
-- obtains, and must finish normally: every failure a Lua error string.
--
-- Two sources of choices, one decoder:
-- * random (FuzzTests.swift, through the shapelua binary): seed from
--   SHAPELUA_FUZZ_SEED, SHAPELUA_FUZZ_CALLS calls (default 3000);
-- * bytes (the libFuzzer target Fuzz/LuaCalls): FUZZ_BYTES, a string whose
--   bytes are the choices; the run ends when they do.
-- Names come from the registration tables (set by the host): FUZZ_GLOBALS
-- (functions and namespaces), FUZZ_MEMBERS (method and field names),
-- FUZZ_CHOICES (every enumeration name a parameter accepts), FUZZ_LABELS
-- (every label-table key), each a list of strings; the random host passes
-- them as comma-separated environment variables of the same names.
-- SHAPELUA_FUZZ_TRACE (a file path) logs each call before it is made, so a
-- crash's last call can be read there.
local function names(global, env)
  if _G[global] then return _G[global] end
  local list, text = {}, os.getenv(env) or ""
  for name in text:gmatch("[^,]+") do list[#list + 1] = name end
  return list
end
local globalNames = names("FUZZ_GLOBALS", "FUZZ_GLOBALS")
local memberNames = names("FUZZ_MEMBERS", "FUZZ_MEMBERS")
local choiceNames = names("FUZZ_CHOICES", "FUZZ_CHOICES")
local labelNames = names("FUZZ_LABELS", "FUZZ_LABELS")
assert(#globalNames > 0 and #memberNames > 0, "fuzz: no names given (FUZZ_GLOBALS, FUZZ_MEMBERS)")
if #choiceNames == 0 then choiceNames = {"center"} end
if #labelNames == 0 then labelNames = {"width"} end

-- Choices ------------------------------------------------------------------
local choose, chance, calls, exhausted
if FUZZ_BYTES then
  local bytes, position = FUZZ_BYTES, 0
  exhausted = function() return position >= #bytes end
  local function byte()
    position = position + 1
    return bytes:byte(position) or 0
  end
  choose = function(n) -- 1..n
    if n <= 256 then return byte() % n + 1 end
    return (byte() * 256 + byte()) % n + 1
  end
  chance = function(p) return byte() < p * 256 end
  calls = 400
else
  local seed = tonumber(os.getenv("SHAPELUA_FUZZ_SEED") or "") or 20261130
  math.randomseed(seed)
  local random = math.random
  exhausted = function() return false end
  choose = function(n) return random(n) end
  chance = function(p) return random() < p end
  calls = tonumber(os.getenv("SHAPELUA_FUZZ_CALLS") or "") or 3000
end
local function pick(list) return list[choose(#list)] end

-- The value pool -----------------------------------------------------------
local nan, inf = 0/0, math.huge
local numbers = {
  0, -0.0, 1, -1, 0.5, 2, 3, 10, 17, 100, 1000, -3, -7.25, 0.1,
  5e-324, -5e-324, 2.2e-308, 2.2250738585072014e-308, 1e-200, 1e-15,    -- subnormal, tiny
  1e15, 9.007e15, 1e30, 1e40, 1e200, 1e308, -1e308,                      -- huge
  1.7976931348623157e308, -1.7976931348623157e308,                       -- the overflow edge
  2^53, 2^53 + 2, 2^63, -2^63, 2^64, math.maxinteger, math.mininteger,   -- integer edges
  math.maxinteger - 1, math.mininteger + 1, 2^31, -2^31,
  nan, inf, -inf,
}
-- Huge strings: a tenth as long under libFuzzer, where every input runs
-- them again (executions per second decide what the fuzzer finds).
local huge = FUZZ_BYTES and 0.1 or 1
local hugeText = ("W"):rep(20000 * huge)
local strings = {
  "", "x", " ", "\0", "a\0b", "\255\254\253", "é", "あい", "🙂", "%d%s%n", "\n\n\n", "nan", "inf",
  "red", "#ff000080", "#fff", "#zz", "#12345", "#123456789", "transparent", "RED",
  "M0 0 L10 0 Z", "M0 0 Q", "M 1e308 1e308 L -1e308 -1e308", "m1 1 h 5e-324 v 1e308 z",
  -- The issue 8 traps (ArcApproximation, Cubic), fixed: kept as hostile input.
  "M0 0 A 1e-200 1e-200 0 0 0 10 10", "M0 0 C 1e40 0 0 1e40 1 1", ("M0 0 L1 1 "):rep(2000 * huge),
  "sans-serif", "DejaVu Sans", "nonexistent family",
  "topLeading", "bottomTrailing", "topLeft", "all", "horizontal", "vertical", "leading", "trailing",
  "top", "bottom", "center", "continuous", "circular", "evenOdd", "nonZero", "fit", "fill",
  "title", "largeTitle", "body", "caption", "bold", "black", "/dev/null", "out.svg",
  hugeText, ("あ"):rep(3000 * huge), ("\n"):rep(500), ("ab "):rep(3000 * huge),
}

local pool = {}          -- userdata obtained so far (views, shapes, paths, ...)
local function fromPool() return pool[choose(#pool)] end

local deep = {}
do local t = deep for _ = 1, 60 do t[1] = {}; t = t[1] end end
local cyclic = {}; cyclic[1] = cyclic; cyclic.x = cyclic
local raising = setmetatable({}, {__index = function() error("fuzz: __index raised") end,
                                  __len = function() error("fuzz: __len raised") end})

local randomArg -- forward

local function labelTable()
  local t = {}
  for _ = 1, choose(4) do t[pick(labelNames)] = randomArg(2) end
  if chance(0.3) then t[1] = randomArg(2) end
  return t
end

local tableMakers = {
  function() return {} end,
  function() return {pick(numbers), pick(numbers)} end,
  function() return {pick(numbers), pick(numbers), pick(numbers), pick(numbers)} end,
  function() return {choose(60) - 5, choose(60) - 5, choose(80), choose(80)} end,
  function() return {x = pick(numbers), y = pick(numbers)} end,
  function() return {width = pick(numbers), height = pick(numbers)} end,
  function() return {1, "a", true} end,
  function() return {pick(choiceNames), pick(choiceNames)} end,
  function() return {{0, 0}, {10, 10}, {pick(numbers), pick(numbers)}} end,
  function() return {lineWidth = pick(numbers), lineCap = "round", dash = {pick(numbers), 1}} end,
  function() return {colors = {"red", "blue"}, startPoint = pick(choiceNames), endPoint = "bottom"} end,
  function() return {spacing = pick(numbers), #pool > 0 and fromPool() or 1, #pool > 0 and fromPool() or 2} end,
  function() local t = {} for i = 1, 300 do t[i] = i % 2 == 0 and pick(numbers) or pick(strings) end return t end,
  labelTable, labelTable, labelTable,
  function() return deep end,
  function() return cyclic end,
  function() return raising end,
}

local functionMakers = {
  function() return function() error("fuzz callback error") end end,
  function() return function() error({}) end end,           -- an error value that is not a string
  function() return function() return 42 end end,
  function() return function(...) return ... end end,
  function() return function() return hugeText end end,
  function() return function() coroutine.yield(1) end end,  -- yield across the host
  function() return function(p) if p and p.addRect then return p:addRect{0, 0, 5, 5} end return p end end,
  function() return function() return #pool > 0 and fromPool() or nil end end,
  function() return function(...) return svg and svg(...) end end, -- re-enter the renderer
}

-- Half the calls get plausible arguments (small sizes, names, values from
-- the pool), so that calls succeed and reach the layout and the renderer
-- with the values they return; the other half get the hostile pool.
local tame = false
local function tameArg()
  local k = choose(12)
  if k <= 4 then return (choose(81) - 1) / (chance(0.5) and 1 or 2) end
  if k <= 6 then return pick(choiceNames) end
  if k <= 9 and #pool > 0 then return fromPool() end
  if k == 10 then return {choose(40), choose(40)} end
  if k == 11 then local t = {} t[pick(labelNames)] = choose(30) return t end
  return pick{"red", "blue", "#00ff0080", "x", "Hello", true, false}
end

randomArg = function(depth)
  if tame then return tameArg() end
  local k = choose(16)
  if k == 1 then return nil end
  if k <= 5 then return pick(numbers) end
  if k <= 7 then return pick(strings) end
  if k <= 9 then return pick(choiceNames) end
  if k == 10 then return chance(0.5) end
  if k <= 12 and (depth or 0) < 2 then return tableMakers[choose(#tableMakers)]() end
  if k == 13 then return functionMakers[choose(#functionMakers)]() end
  if k <= 15 and #pool > 0 then return fromPool() end
  return choose(41) - 1 -- plausible sizes, radii, counts
end

-- Tracing ------------------------------------------------------------------
local trace
do
  local path = os.getenv("SHAPELUA_FUZZ_TRACE")
  if path and path ~= "" and io then
    trace = assert(io.open(path, "w"))
    trace:setvbuf("no")
  end
end
local function describe(v)
  local t = type(v)
  if t == "number" then return math.type(v) == "integer" and tostring(v) or string.format("%.17g", v) end
  if t == "string" then
    if #v > 40 then return string.format("<string of %d bytes: %q...>", #v, v:sub(1, 20)) end
    return string.format("%q", v)
  end
  if t == "table" then
    local parts = {}
    for key, value in next, v do
      if #parts >= 6 then parts[#parts + 1] = "..."; break end
      local vt = type(value)
      parts[#parts + 1] = tostring(key) .. "=" .. (vt == "table" and "{...}" or vt == "string" and describe(value) or tostring(value))
    end
    return "{" .. table.concat(parts, ", ") .. "}"
  end
  return rawequal(v, nil) and "nil" or t
end

-- Calls --------------------------------------------------------------------
local function namespaceFunction(namespace)
  local list = {}
  for name, v in pairs(namespace) do if type(v) == "function" then list[#list + 1] = name end end
  table.sort(list)
  if #list == 0 then return nil end
  return list[choose(#list)]
end

-- Renders every value obtained (views; other values fail quietly) and keeps
-- it for later calls. A value whose render took over half a second (a
-- 20,000-glyph Text, say) is not kept: every view built on it would render
-- it again, and those renders would take the run's time from the calls.
local slowRenders = 0
local function keep(v)
  if type(v) ~= "userdata" then return end
  local started = os.clock()
  if svg then pcall(svg, v) end
  pcall(tostring, v)
  if os.clock() - started > 0.5 then slowRenders = slowRenders + 1; return end
  if #pool < 300 then pool[#pool + 1] = v else pool[choose(#pool)] = v end
end

-- Seed the pool with one value of each kind, so methods are reached early.
for _, make in ipairs{
  function() return Rectangle() end, function() return Circle() end,
  function() return Text("fuzz") end, function() return Path("M0 0 L10 10 Z") end,
  function() return Point(1, 2) end, function() return Rect(0, 0, 10, 10) end,
  function() return Color("red") end, function() return VStack{Text("a"), Circle()} end,
} do
  local ok, v = pcall(make)
  if ok then keep(v) end
end

local function finding(message)
  error("FUZZ FINDING: " .. message, 0)
end

local ok_count, err_count = 0, 0
local function judge(ok, result, label)
  if ok then ok_count = ok_count + 1; return end
  err_count = err_count + 1
  if type(result) ~= "string" and type(result) ~= "table" then
    finding("error value is not a string: " .. type(result) .. " from " .. label)
  end
  if type(result) == "string" and result:find("internal error", 1, true) then
    finding("internal error from " .. label .. ": " .. result)
  end
end

local function randomArgs(n)
  local args = {}
  for a = 1, n do args[a] = randomArg(0) end
  return args
end

local function traceCall(i, label, args, n)
  if not trace then return end
  local described = {}
  for a = 1, n do described[a] = describe(args[a]) end
  trace:write(string.format("call %d: %s(%s)\n", i, label, table.concat(described, ", ")))
end

-- Depth mode ---------------------------------------------------------------
-- A random receiver from the pool keeps chains short, and the bugs of deep
-- structures (a recursive free or draw of 100,000 nested offsets, work that
-- grows with every level) need long ones. A chain calls a random method on
-- the last result, again and again, with arguments that are often the
-- chain's own value (p:addPath(p), s:union(s)) or pooled values; each step
-- counts as a call. It is probed (printed, rendered) at its first 16 steps,
-- at every power of two and after any slow step, and stops early when a
-- probe or a step takes over 0.25 s (the next level of a structure that
-- grows by a factor per level could take minutes: the limits' bound tests,
-- Tests/CLITests/LimitBoundsCLITests.swift, cover that class); at its end
-- it is printed, rendered, asked for its path and saved, then dropped and
-- collected. SHAPELUA_FUZZ_DEPTH sets the chance that a call starts a chain
-- (0 turns the mode off).
local depthChance = tonumber(os and os.getenv and os.getenv("SHAPELUA_FUZZ_DEPTH") or "") or 0.002
local chains, deepest, slowChains = 0, 0, 0
local saved = 0

local function methodOf(v)
  for _ = 1, 20 do
    local name = pick(memberNames)
    local okIndex, m = pcall(function() return v[name] end)
    if okIndex and type(m) == "function" then return m, name end
  end
end

-- Prints and renders v; returns the seconds it took.
local function probe(v)
  local started = os.clock()
  pcall(tostring, v)
  if svg then pcall(svg, v) end
  return os.clock() - started
end

local function finishChain(v)
  local started = os.clock()
  probe(v)
  local okPath, p = pcall(function() return v:path(Rect(0, 0, 40, 30)) end)
  if okPath and type(p) == "userdata" then pcall(function() return p:svgPathData() end) end
  if save and not FUZZ_BYTES and os.clock() - started < 0.25 then -- the libFuzzer target has no output folder
    saved = saved + 1
    pcall(save, v, string.format("deep-%d.svg", saved % 8))
  end
end

-- Chain lengths from 50 to 5,000, as many of each order of magnitude.
local function chainLength()
  if FUZZ_BYTES then return 10 + choose(190) end
  return math.floor(50 * 100 ^ (choose(1000) / 1000))
end

local function chain(start, i, limit)
  local current, refused, began = start, 0, os.clock()
  local length = math.min(chainLength(), limit - i)
  local inCoroutine = chance(0.2) -- every step inside a coroutine: yields and errors cross it
  local steps = 0
  local function step(f, args, n)
    if inCoroutine then
      local co = coroutine.create(function() return f(current, table.unpack(args, 1, n)) end)
      local okResume, ok, result = pcall(coroutine.resume, co)
      if not okResume then return false, ok end
      if coroutine.status(co) ~= "dead" then pcall(coroutine.close, co) end
      return ok, result
    end
    return pcall(f, current, table.unpack(args, 1, n))
  end
  for s = 1, length do
    if exhausted() then break end
    local f, name = methodOf(current)
    if not f then break end
    tame = chance(0.7)
    local n = choose(3) - 1
    local args = randomArgs(n)
    for a = 1, n do if chance(0.3) then args[a] = current end end
    i = i + 1
    traceCall(i, "deep " .. s .. ": " .. tostring(current):sub(1, 30) .. ":" .. name, args, n)
    local stepStarted = os.clock()
    local ok, result = step(f, args, n)
    local stepTime = os.clock() - stepStarted
    judge(ok, result, "deep " .. name)
    steps = s
    if ok and type(result) == "userdata" then current, refused = result, 0 else refused = refused + 1 end
    if refused >= 30 then break end -- nested past the limit: every wrapping call is refused
    if stepTime > 0.25 then slowChains = slowChains + 1; break end
    if s <= 16 or s & (s - 1) == 0 or stepTime > 0.01 then
      if probe(current) > 0.25 then slowChains = slowChains + 1; break end
    end
    if os.clock() - began > 2 then break end
  end
  chains = chains + 1
  if steps > deepest then deepest = steps end
  finishChain(current)
  if chance(0.2) then keep(current) end
  current = nil
  collectgarbage()
  return i
end

local i = 0
while i < calls do
  if exhausted() then break end
  if #pool > 0 and chance(depthChance) then
    i = chain(fromPool(), i, calls)
  else
    i = i + 1
    local f, self, label
    if #pool == 0 or chance(0.4) then
      label = pick(globalNames)
      f = _G[label]
      if type(f) == "table" and chance(0.7) then -- a namespace (Transform, Color)
        local name = namespaceFunction(f)
        if name then label = label .. "." .. name; f = f[name] end
      end
    else
      self = fromPool()
      local m, name = methodOf(self)
      if m then f = m; label = tostring(self):sub(1, 30) .. ":" .. name end
    end
    if f then
      tame = chance(0.5)
      local n = tame and choose(3) - 1 or choose(5) - 1
      local args = randomArgs(n)
      traceCall(i, label, args, n)
      local ok, result
      if self then
        ok, result = pcall(f, self, table.unpack(args, 1, n))
      else
        ok, result = pcall(f, table.unpack(args, 1, n))
      end
      judge(ok, result, label)
      if ok then keep(result) end
    end
  end
end
FUZZ_RESULT = {ok = ok_count, errors = err_count, calls = ok_count + err_count, chains = chains, deepest = deepest}
if not FUZZ_BYTES then
  io.stdout:write(string.format("fuzz: %d calls, %d returned, %d raised (%d values not kept: render over 0.5 s); " ..
    "%d chains, the longest %d steps, %d stopped as slow\n",
    FUZZ_RESULT.calls, ok_count, err_count, slowRenders, chains, deepest, slowChains))
end
