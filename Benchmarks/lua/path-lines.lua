-- The addLine row of scripts/bench and the path rows of `scripts/bench
-- scaling`: COUNT segments added to one Path one call at a time, then the
-- path stroked and saved. MODE: "line" (p:addLine{x, y}), "curve"
-- (p:addCurve{to=, control1=, control2=}) or "arc" (p:addArc{center=,
-- radius=, startAngle=, endAngle=}).
-- Run: shapelua Benchmarks/lua/path-lines.lua [COUNT] [PATH] [MODE]
local count = tonumber(arg[1]) or 1000000
local path = arg[2] or "/dev/null"
local mode = arg[3] or "line"
local p = Path()
p:move{0, 0}
if mode == "line" then
    for i = 1, count do p:addLine{i % 1000, (i * 7) % 1000 / 2} end
elseif mode == "curve" then
    for i = 1, count do
        local x = i % 1000
        p:addCurve{to = {x, 10}, control1 = {x + 0.25, 0}, control2 = {x + 0.75, 20}}
    end
elseif mode == "arc" then
    for i = 1, count do
        p:addArc{center = {i % 1000, 50}, radius = 10, startAngle = 0, endAngle = 90}
    end
else
    error("mode: line, curve or arc")
end
save(p:stroke("black", 0.5), path, {width = 1000, height = 500})
