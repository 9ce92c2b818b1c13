-- Values owning Swift references have no __gc: they are released when Lua
-- frees them (CLuaBridge/release.c). Views made and dropped under both
-- collector modes and every step size, inside coroutines, inside a
-- finalizer, and given another type's metatable: what is kept stays whole
-- and prints and renders as made.
local shape = RoundedRectangle(3, "circular")
local kept, made = {}, 0
for round = 1, 30 do
    collectgarbage(round % 3 == 0 and "incremental" or "generational")
    local co = coroutine.wrap(function()
        for i = 1, 500 do
            local v = shape:fill("red"):frame(10, 10):offset(i, round)
            made = made + 1
            if i % 97 == 0 then kept[#kept + 1] = {v, i, round} end
            if i % 50 == 0 then coroutine.yield() end
        end
    end)
    for _ = 1, 10 do co() end
    -- A finalizer that makes views while the collector runs, and keeps one.
    setmetatable({}, {__gc = function()
        for i = 1, 20 do local _ = shape:stroke("blue", 1):padding(i) end
        kept[#kept + 1] = {Circle():fill("green"), 0, round}
    end})
    -- Given a plain type's metatable: still released as a view, never
    -- read as a Rect.
    local w = Rectangle():fill("black")
    debug.setmetatable(w, debug.getmetatable(Rect(0, 0, 1, 1)))
    checkerr("Rect expected", function() return Rect(0, 0, 1, 1):union(w) end)
    collectgarbage("step", round)
end
collectgarbage() collectgarbage()
eq(made, 15000, "every view made")
eq(#kept >= 5 * 30, true, "kept views and the finalizers' ones")
for _, entry in ipairs(kept) do
    local v, i, round = entry[1], entry[2], entry[3]
    if i > 0 then
        local text = tostring(v)
        eq(text:find("offset(x: " .. i .. ".0, y: " .. round .. ".0)", 1, true) ~= nil, true, "kept view prints its chain: " .. text)
    else
        eq(tostring(v):sub(1, 8), "Circle()", "the finalizer's view")
    end
end
local document = svg(ZStack(kept[1][1], kept[2][1], kept[#kept][1]))
eq(document:find("<path", 1, true) ~= nil, true, "kept views render")

-- A Shape's function lives in the registry while the view holding it
-- does. The view is released while the collector frees memory, where no
-- Lua API may be called: its registry slot is freed at the next safe point
-- (the next callback made), and the slots are used again: dropped
-- callbacks do not pile up there. (A freed slot holds the free list's next
-- index, so the registry's length is its highest slot.)
local registry = debug.getregistry()
local function slots() return #registry end
local function callbacks(count)
    for i = 1, count do
        local _ = Shape(function(r) return Path():addRect(r) end):frame(i, i)
    end
    collectgarbage() collectgarbage()
end
callbacks(100)
local before = slots()
callbacks(5000)
eq(slots() <= before + 2500, true, "registry slots after 5000 dropped callbacks: " .. slots() .. ", before: " .. before)
-- A kept callback still draws.
local keptCallback = Shape(function(r) return Path():addEllipse(r) end):frame(10, 10)
callbacks(200)
eq(svg(keptCallback):find("<path", 1, true) ~= nil, true, "the kept callback draws")

-- The release of a callback touches no Lua state while the collector frees
-- the view holding it (LuaRef queues the registry slot): its function stays
-- referenced through the collection and is let go at the next safe point
-- (here the next callback made). Releasing it with luaL_unref from the
-- view's deinit, inside the allocator, had the function gone after the
-- second collection.
local probe = setmetatable({}, {__mode = "v"})
local function dropOne()
    local f = function(r) return Path():addRect(r) end
    probe[1] = f
    local _ = Shape(f):frame(1, 1)
end
dropOne()
collectgarbage() collectgarbage()
eq(probe[1] ~= nil, true, "a dropped callback's function is kept until the next safe point")
local _ = Shape(function(r) return Path():addRect(r) end)
collectgarbage() collectgarbage()
eq(probe[1], nil, "and freed after it")
