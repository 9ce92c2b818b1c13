-- How a chain of modifiers prints (docs/API.md), checked against a reference
-- written here from the rule itself, not from the product's code: random
-- chains of modifiers with random numbers, strings, booleans, tables, views
-- and shapes as arguments, given by position (with nil holes) or in a label
-- table, printed at random points and at the end, some sharing a base.
-- The links keep their arguments compactly and build the text when printed
-- (issue 9); every character must be what the eager rule makes.

-- The reference rule: "name(label: value, ...)" for the arguments given,
-- in the parameters' order; an unlabelled first parameter for the names
-- SwiftUI writes that way; each link joined to the text of the chain before
-- it with ":", and that text shortened in the middle past 110 characters
-- (48 first characters, " … ", 49 last) before the next link is added.
local function numberText(x)
    -- A Lua float's own text ("%.14g", ".0" on integral values): the
    -- bindings read every number argument as a float.
    return tostring(x + 0.0)
end

local function valueText(v, depth)
    depth = depth or 0
    local t = type(v)
    if t == "number" then return numberText(v) end
    if t == "string" then return v end
    if t == "boolean" then return tostring(v) end
    if t == "table" then
        if depth >= 3 then return "{...}" end
        if #v > 0 then
            local items = {}
            for i = 1, #v do items[i] = valueText(v[i], depth + 1) end
            return "[" .. table.concat(items, ", ") .. "]"
        end
        local names = {}
        for k in pairs(v) do names[#names + 1] = k end
        table.sort(names)
        local fields = {}
        for i, k in ipairs(names) do fields[i] = k .. ": " .. valueText(v[k], depth + 1) end
        return "{" .. table.concat(fields, ", ") .. "}"
    end
    error("no reference text for a " .. t)
end

local function shortened(text)
    local n = utf8.len(text)
    if n <= 110 then return text end
    return text:sub(1, utf8.offset(text, 49) - 1) .. " … " .. text:sub(utf8.offset(text, n - 48))
end

local function joined(base, link)
    if base == "" then return link end
    return shortened(base .. ":" .. link)
end

-- The printed text up to its ideal size (" 10×10", absent when a size has
-- no finite value).
local function same(got, expected)
    if got == expected then return true end
    return got:sub(1, #expected + 1) == expected .. " " and got:sub(#expected + 2):find("^[^ ]+×[^ ]+$") ~= nil
end

-- Argument makers. Numbers: integral, fractional, tiny, huge, negative
-- zero, 2^53 + 1; strings of 1 to 20 bytes (the compact form keeps one);
-- booleans; tables (kept as their text at the call).
local alignments = {"center", "top", "bottomTrailing", "leading", "topLeading", "trailing"}
local colours = {"red", "black", "#ff3b30", "#00c7be80", "blue", "orange", "purple", "#123"}
local numbers = {0, 1, 2.5, 10, 1 / 3, 1e-7, 5e-324, 123456789, 1e21, 2 ^ 53 + 1, 0.1, 7, 100, 0.5}
local function pick(list) return list[math.random(#list)] end
local function length() return pick(numbers) end
local function signed() local n = pick(numbers); if math.random(2) == 1 then return -n end; return n end
local function unit() return pick({0, 0.25, 0.5, 1, 1 / 3}) end
local function bool() return math.random(2) == 1 end

-- Views and shapes given as arguments print as their type's name.
local viewMakers = {
    function() return Circle():fill(pick(colours)), "View" end,
    function() return Rectangle():frame(3, 4), "View" end,
    function() return Circle(), "Shape" end,
    function() return RoundedRectangle(length()), "Shape" end,
}
local function viewArgument()
    local v, name = pick(viewMakers)()
    return {value = v, text = name}
end

-- name, parameters in order {label, maker}, unlabelled first parameter;
-- `least`: arguments always given; `holes`: a positional nil before the
-- last argument given leaves its parameter out (others refuse a nil).
local modifiers = {
    {"frame", holes = true, {{"width", length}, {"height", length}, {"alignment", function() return pick(alignments) end}}},
    {"padding", {{"length", length}}, true},
    {"offset", holes = true, {{"x", signed}, {"y", signed}}},
    {"opacity", {{"opacity", unit}}, true},
    -- All four needed.
    {"shadow", least = 4, {{"color", function() return pick(colours) end}, {"radius", length}, {"x", signed}, {"y", signed}}},
    {"fixedSize", holes = true, {{"horizontal", bool}, {"vertical", bool}}},
    {"overlay", holes = true, {{"content", viewArgument}, {"alignment", function() return pick(alignments) end}}},
    {"background", holes = true, {{"content", function()
        if bool() then return pick(colours) end
        return viewArgument()
    end}, {"alignment", function() return pick(alignments) end}}},
    {"border", holes = true, {{"content", function() return pick(colours) end}, {"width", length}}},
    {"rotationEffect", {{"degrees", signed}}, true},
    -- Both given: one argument is the uniform variant, `scaleEffect(s)`.
    {"scaleEffect", {{"x", length}, {"y", length}}, least = 2},
    {"clipShape", {{"shape", function() return {value = Circle(), text = "Shape"} end}}, true},
    {"blur", {{"radius", length}}},
    {"zIndex", {{"value", signed}}, true},
    {"layoutPriority", {{"value", signed}}, true},
    {"cornerRadius", {{"radius", length}}, true},
    {"underline", {{"isActive", bool}, {"color", function() return pick(colours) end}}, true},
}

-- One random call of a modifier on `base`: the new value and its link's
-- expected text. Given by position (trailing arguments left off, some
-- earlier ones nil) or as a label table.
local function call(base)
    local m = pick(modifiers)
    local name, params, unlabelledFirst, least = m[1], m[2], m[3], m.least or 1
    local given = {}
    local count = math.random(least, #params)
    for i = 1, count do
        if i == 1 or not m.holes or math.random(4) > 1 then
            local v = params[i][2]()
            if type(v) == "table" then given[i] = v else given[i] = {value = v} end
        end
    end
    local parts = {}
    for i = 1, #params do
        local g = given[i]
        if g then
            local text = g.text or valueText(g.value)
            local label = params[i][1]
            if label == "content" or (i == 1 and unlabelledFirst) then parts[#parts + 1] = text
            else parts[#parts + 1] = label .. ": " .. text end
        end
    end
    local link = name .. "(" .. table.concat(parts, ", ") .. ")"
    local value
    if math.random(3) == 1 then
        local labels = {}
        for i = 1, #params do if given[i] then labels[params[i][1]] = given[i].value end end
        value = base[name](base, labels)
    else
        local args = {}
        for i = 1, count do args[i] = given[i] and given[i].value end
        value = base[name](base, table.unpack(args, 1, count))
    end
    return value, link
end

-- Roots: a shape printing itself from its values, one with a fixed text,
-- a text view, a shape filled or stroked (the link rooted on a shape).
local roots = {
    function() local r = length(); return RoundedRectangle(r), "RoundedRectangle(cornerRadius: " .. numberText(r) .. ", style: continuous)" end,
    function() return Rectangle(), "Rectangle()" end,
    function() return Capsule(), tostring(Capsule()) end,
    function()
        -- A text view prints its own text (shortened, with its ideal size).
        local t = Text(pick({"hi", "a longer text than eight", "x"}))
        return t, (tostring(t):gsub(" [^ ]+×[^ ]+$", ""))
    end,
    function()
        local c = pick(colours)
        return RoundedRectangle(2, "circular"):fill(c), "RoundedRectangle(cornerRadius: 2.0, style: circular):fill(" .. c .. ")"
    end,
    function()
        local c, w = pick(colours), length()
        return Circle():stroke(c, w), "Circle():stroke(" .. c .. ", lineWidth: " .. numberText(w) .. ")"
    end,
    function()
        local st = {lineWidth = length(), dash = {1, length()}}
        local text = "Circle():stroke(black, lineWidth: " .. valueText(st) .. ")"
        local v = Circle():stroke("black", st)
        st.lineWidth = 99; st.dash[1] = 42 -- changed after the call: prints as it was
        return v, text
    end,
}

local seed = 20261202
math.randomseed(seed)
local checked = 0
for trial = 1, 300 do
    local v, text = pick(roots)()
    local kept = {}
    for _ = 1, math.random(1, 45) do
        local link
        v, link = call(v)
        text = joined(text, link)
        if math.random(5) == 1 then
            -- Printed now (the link keeps its text) and maybe branched from later.
            local got = tostring(v)
            if not same(got, text) then error(("seed %d trial %d:\n got %s\nwant %s"):format(seed, trial, got, text)) end
            checked = checked + 1
            if math.random(2) == 1 then kept[#kept + 1] = {v, text} end
        end
    end
    local got = tostring(v)
    if not same(got, text) then error(("seed %d trial %d:\n got %s\nwant %s"):format(seed, trial, got, text)) end
    checked = checked + 1
    -- A base printed before, continued on a branch of its own.
    for _, k in ipairs(kept) do
        local w, link = call(k[1])
        local want = joined(k[2], link)
        local branch = tostring(w)
        if not same(branch, want) then error(("seed %d trial %d branch:\n got %s\nwant %s"):format(seed, trial, branch, want)) end
        if not same(tostring(k[1]), k[2]) then error(("seed %d trial %d base changed"):format(seed, trial)) end
        checked = checked + 2
    end
end
eq(checked > 600, true, "texts compared")

-- Long chains: views nest at most 200 deep, so a long chain is a chain of
-- shape links (strict.lua prints and frees one of 100,000 `inset` links);
-- here a view chain at that depth, printed after every call (each printed
-- link lets go of the links before it), then freed.
do
    local printed = Circle():fill("red")
    local want = "Circle():fill(red)"
    for i = 1, 198 do
        printed = printed:frame(i, 1, "topLeading")
        want = joined(want, "frame(width: " .. numberText(i) .. ", height: 1.0, alignment: topLeading)")
        eq(tostring(printed), want .. " " .. i .. "×1")
    end
    checkerr("views nested deeper than 200 levels", function() return printed:frame(1, 1):frame(1, 1) end)
    printed = nil
    collectgarbage()
end
