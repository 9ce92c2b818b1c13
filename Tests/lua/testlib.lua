-- Helpers shared by the Lua-level tests (after Lua's own test suite).

-- checkerr(msg, f, ...): f(...) must fail with an error containing msg
-- (plain text, not a pattern).
function checkerr(msg, f, ...)
  local ok, err = pcall(f, ...)
  if ok then error("expected an error containing '" .. msg .. "', but the call succeeded", 2) end
  err = tostring(err)
  if not string.find(err, msg, 1, true) then
    error("expected an error containing '" .. msg .. "', got: " .. err, 2)
  end
end

-- eq(a, b): equal values, with a message naming both.
function eq(a, b, what)
  if a ~= b then
    error((what or "value") .. ": expected " .. tostring(b) .. ", got " .. tostring(a), 2)
  end
end

-- near(a, b, tolerance)
function near(a, b, tol, what)
  tol = tol or 1e-9
  if math.abs(a - b) > tol then
    error((what or "value") .. ": expected " .. tostring(b) .. " (±" .. tol .. "), got " .. tostring(a), 2)
  end
end

-- quoted(s): s as the host's messages quote it (ShapeCore MessageText):
-- a Lua literal in single quotes, control bytes in decimal as %q writes
-- them (three digits before a digit), newline \n, C1 controls as bytes.
local function quoted(s)
  local function decimal(c, d)
    return (d ~= "" and ("\\%03d"):format(c:byte()) or "\\" .. c:byte()) .. d
  end
  s = s:gsub("[\\']", "\\%0"):gsub("\n", "\\n")
  s = s:gsub("([\0-\9\11-\31\127])(%d?)", decimal)
  s = s:gsub("\194([\128-\159])(%d?)", function(c, d) return "\\194" .. decimal(c, d) end)
  return "'" .. s .. "'"
end

-- keyText(k): a table key as the bindings' messages print it ('name',
-- [3], [1.5], (boolean key)).
function keyText(k)
  if type(k) == "string" then return quoted(k) end
  if math.type(k) == "integer" then return "[" .. k .. "]" end
  if type(k) == "number" then return "[" .. tostring(k) .. "]" end
  return "(" .. type(k) .. " key)"
end

-- withoutSuggestion(text, candidates): `text` without its "; did you
-- mean 'X'?" when X is one of `candidates` (a list), for the tests that
-- model which key or name an error names; the suggestions themselves are
-- checked in teaching_errors.lua.
function withoutSuggestion(text, candidates)
  for _, c in ipairs(candidates) do
    local s, e = string.find(text, "; did you mean '" .. c .. "'?", 1, true)
    if s then return text:sub(1, s - 1) .. text:sub(e + 1) end
  end
  return text
end

-- shuffled(list): list in a random order (Fisher–Yates with math.random,
-- so a file's math.randomseed makes it reproducible), shuffled in place.
function shuffled(list)
  for i = #list, 2, -1 do
    local j = math.random(i)
    list[i], list[j] = list[j], list[i]
  end
  return list
end
