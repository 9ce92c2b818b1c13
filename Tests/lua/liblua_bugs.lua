-- liblua 5.4.4's published bugs that a script can reach (lua.org/bugs.html,
-- 5.4.4), guarded by CLuaBridge/luabugs.c; docs/RELIABILITY.md lists them all.
-- luacheck: ignore 211/_cc 211/_x (to-be-closed variables exist for their __close)

-- "C-stack overflow with deep nesting of coroutine.close" (SIGSEGV in
-- lua5.4 from about 20,000 links; 1,000 on a 512 KiB stack). Lua 5.4.6's own
-- regression test (testes/cstack.lua): the chain fails with "C stack
-- overflow" instead.
do
  local count = 0
  local coro = false
  for _ = 1, 20000 do
    local previous = coro
    coro = coroutine.create(function()
      local _cc <close> = setmetatable({}, {__close = function()
        count = count + 1
        if previous then assert(coroutine.close(previous)) end
      end})
      coroutine.yield()
    end)
    assert(coroutine.resume(coro))
  end
  local ok, msg = coroutine.close(coro)
  eq(ok, false)
  eq(msg:find("C stack overflow", 1, true) ~= nil, true, msg)
  eq(count, 200, "closes run up to the limit (200 nested) and then stop")
end

-- The issue's form: results ignored, so each level's error is swallowed
-- by its __close; what matters is that no signal comes.
do
  local co = false
  for _ = 1, 20000 do
    local prev = co
    co = coroutine.create(function()
      local _x <close> = setmetatable({}, {__close = function() if prev then coroutine.close(prev) end end})
      coroutine.yield()
    end)
    coroutine.resume(co)
  end
  eq(coroutine.close(co), true)
end

-- The same chain through the functions coroutine.wrap returns.
do
  local co = false
  for _ = 1, 20000 do
    local prev = co
    co = coroutine.create(function()
      local _x <close> = setmetatable({}, {__close = function()
        if prev then coroutine.wrap(function() assert(coroutine.close(prev)) end)() end
      end})
      coroutine.yield()
    end)
    coroutine.resume(co)
  end
  local ok, msg = coroutine.close(co)
  eq(ok, false)
  eq(msg:find("C stack overflow", 1, true) ~= nil, true, msg)
end

-- The guards keep coroutines working as before: values in and out, yields,
-- errors with their positions, status, wrap raising the coroutine's error.
do
  local co = coroutine.create(function(a, b)
    local c = coroutine.yield(a + b)
    local d, e = coroutine.yield(c * 2)
    return d .. e
  end)
  local r = {coroutine.resume(co, 1, 2)}
  eq(r[1], true); eq(r[2], 3)
  r = {coroutine.resume(co, 5)}
  eq(r[2], 10)
  r = {coroutine.resume(co, "x", "y")}
  eq(r[2], "xy"); eq(coroutine.status(co), "dead")
  r = {coroutine.resume(co)}
  eq(r[1], false); eq(r[2], "cannot resume dead coroutine")
  local gen = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i) end end)
  eq(gen() + gen() + gen(), 6)
  checkerr("liblua_bugs.lua:80: boom", coroutine.wrap(function() error("boom") end))
  local bad = coroutine.create(function() error({code = 7}) end)
  local ok, err = coroutine.resume(bad)
  eq(ok, false); eq(err.code, 7, "an error value other than a string passes unchanged")
  eq(coroutine.close(bad), false)
  -- Messages as lua5.4's own (checked against it).
  checkerr("bad argument #1 to 'coroutine.close' (thread expected, got number)", coroutine.close, 42)
  checkerr("bad argument #1 to 'coroutine.resume' (thread expected, got no value)", coroutine.resume)
  checkerr("bad argument #1 to 'coroutine.wrap' (function expected, got number)", coroutine.wrap, 1)
  local dead = coroutine.wrap(function() end)
  dead()
  checkerr("liblua_bugs.lua:91: cannot resume dead coroutine", function() dead() end)
  checkerr("cannot close a running coroutine", function()
    local running = coroutine.create(function() return coroutine.close(coroutine.running()) end)
    local _, message = coroutine.resume(running)
    error(message)
  end)
  local wrapper = coroutine.wrap(function() error("deep", 0) end)
  eq(select(2, pcall(wrapper)), "deep", "a message without position gets none from wrap when called by pcall")
  -- Nesting up to the limit works; one more is refused.
  local function nest(n) if n == 0 then return "bottom" end return coroutine.wrap(nest)(n - 1) end
  eq(nest(150), "bottom")
  checkerr("C stack overflow", nest, 400)
  -- A yield across the guard from inside a coroutine still reaches its resume.
  local outer = coroutine.wrap(function()
    local inner = coroutine.wrap(function() coroutine.yield("inner") return "done" end)
    coroutine.yield(inner())
    coroutine.yield(inner())
  end)
  eq(outer(), "inner"); eq(outer(), "done")
end

-- "'utf8.codes' does not raise an error on spurious continuation bytes"
-- (5.4.6's testes/utf8.lua cases): an error, as 5.4.6 gives.
for _, s in ipairs{"in\x80valid", "\xbfinvalid", "αλφ\xBFα", "汉字\x80", "hel\x80lo"} do
  checkerr("invalid UTF-8 code", function() for _, c in utf8.codes(s) do assert(c) end end)
end
do
  local seen = {}
  for p, c in utf8.codes("aé汉\u{10348}") do seen[#seen + 1] = p .. ":" .. c end
  eq(table.concat(seen, " "), "1:97 2:233 4:27721 7:66376", "valid text is iterated as before")
  local lax = {}
  for _, c in utf8.codes("\u{7FFFFFFF}x", true) do lax[#lax + 1] = c end
  eq(lax[1], 0x7FFFFFFF, "lax mode keeps its 6-byte sequences")
  eq(lax[2], 120)
  checkerr("invalid UTF-8 code", function() for _ in utf8.codes("\u{7FFFFFFF}") do end end)
  checkerr("bad argument #1 to 'utf8.codes' (string expected, got no value)", utf8.codes)
  checkerr("bad argument #1 to 'utf8.codes' (string expected, got table)", utf8.codes, {})
  checkerr("invalid UTF-8 code", function() for _ in utf8.codes("\x80") do end end)
end
