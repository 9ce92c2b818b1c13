-- Random pattern cases through string.find, match, gmatch and gsub, each
-- result or error printed, so that two interpreters can be compared line by
-- line (Tests/CLITests/LuaLibraryDifferentialTests: lua5.4 against shapelua,
-- whose pattern functions are its own: CLuaBridge/patterns.c).
-- Arguments: seed, number of cases.
local seed, count = tonumber(arg and arg[1]) or 1, tonumber(arg and arg[2]) or 2000
math.randomseed(seed)
local pieces = {"a", "b", "c", ".", "%a", "%d", "%s", "%w", "%p", "%u", "%l", "%x", "%c", "%g", "%A", "%S", "%z", "%Z", "[%z]",
  "[ab]", "[^ab]", "[a-c]", "[%d%s]", "[]]", "[^]]", "[%]]", "[a-]", "[-a]", "*", "+", "-", "?", "^", "$",
  "(", ")", "()", "%1", "%2", "%0", "%b()", "%b[]", "%bab", "%f[%w]", "%f[%W]", "%f[a]", "%", "[", "]", "%%",
  "%.", "x", " ", "1", "\0", "%b", "%f", "%fa", "[%", "(a)", "(.-)", "(%a+)", ".-", "a*", "b+", "%s*", "^a", "a$"}
local letters = {"a", "b", "c", " ", "1", "2", "(", ")", "[", "]", "x", "A", "%", "\0", "\n", "é", "-"}
local function pick(t) return t[math.random(#t)] end
local function make(t, n) local s = {} for _ = 1, math.random(0, n) do s[#s + 1] = pick(t) end return table.concat(s) end
-- Bytes of 128 and above as \ddd, so the output is ASCII (a match may cut
-- a UTF-8 sequence); written without patterns, which are under test.
local function ascii(s)
  local out = {}
  for i = 1, #s do
    local b = s:byte(i)
    out[i] = b >= 128 and ("\\" .. b) or string.char(b)
  end
  return table.concat(out)
end
local function show(...)
  local n = select("#", ...)
  local out = {}
  for i = 1, n do
    local v = select(i, ...)
    out[#out + 1] = type(v) == "string" and ascii(("%q"):format(v)) or tostring(v)
  end
  return table.concat(out, ",")
end
local function strip(e) return ascii((tostring(e):gsub("^[^:]*:%d+: ", ""))) end
local function run(f, ...)
  local r = table.pack(pcall(f, ...))
  if r[1] then return show(table.unpack(r, 2, r.n)) else return "error: " .. strip(r[2]) end
end
local repls = {"%0", "%1", "<%1|%2>", "%%", "x", "%", "%9", "%a", 7, {a = "A", b = false, ["1"] = 1},
  function(a, b) return b and (a .. b) or nil end, function() return {} end, function(x) return x == "a" and 1 end}
for i = 1, count do
  local s, p = make(letters, 12), make(pieces, 5)
  local init = math.random(-15, 15)
  print(i, "find", run(string.find, s, p, init), run(string.find, s, p, init, true), run(string.find, s, p))
  print(i, "match", run(string.match, s, p, init), run(string.match, s, p))
  print(i, "gmatch", run(function()
    local acc = {}
    local n = 0
    for a, b, c in s:gmatch(p, init) do n = n + 1 acc[#acc + 1] = show(a, b, c) if n > 50 then break end end
    return table.concat(acc, ";")
  end))
  local r = repls[math.random(#repls)]
  print(i, "gsub", run(string.gsub, s, p, r), run(string.gsub, s, p, r, math.random(-1, 3)))
end
-- Argument errors.
print(run(string.find), run(string.find, "a"), run(string.find, "a", "a", "x"), run(string.find, {}, "a"))
print(run(string.match, "a"), run(string.gmatch, nil, "a"), run(string.gsub, "a", "a"), run(string.gsub, "a", "a", true))
print(run(string.gsub, "a", "a", "b", "x"), run(string.gsub, "a", "a", nil, "x"), run(string.find, "abc", "b", 2^53))
print(run(string.find, "abc", "b", -2^63), run(string.gsub, "abc", "", "-"), run(string.gsub, "abc", "%w*", "-"))
print(run(string.find, ("a"):rep(300), ("(a)"):rep(33)), run(string.match, ("x"):rep(500), ("x?"):rep(250)))
print(run(string.rep("(", 200) .. "a" .. string.rep(")", 200) ~= nil and string.find, "a", string.rep("(", 100) .. "a" .. string.rep(")", 100)))
print(run(string.gsub, "hello world", "(o)", "%1%1", 1), run(string.gsub, "abc", ".", {a = 1, b = true}))
print(run(("x"):rep(10).gsub, ("x"):rep(10), "x", "%2"))
