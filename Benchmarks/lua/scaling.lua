-- `scripts/bench scaling`: one kind of element, COUNT times, so the cost
-- per element can be compared across sizes (issue 9: it must stay within
-- 2x from 1k to 1M). MODE:
--   vstack  VStack{spacing = 0} of COUNT Rectangle():frame(4, 1) children
--   zstack  ZStack{alignment = "topLeading"} of COUNT
--           Rectangle():fill(c):frame(1, 1):offset(x, y) children
--   foreach VStack{spacing = 0} of one ForEach(COUNT, ...) returning
--           Rectangle():frame(4, 1) (the vstack row's children, built by ForEach)
--   canvas  a Canvas with COUNT ctx:fill(Rectangle(), colour, Rect(...))
--   text    one Text of COUNT characters (words of five), written as <text>
--   files   COUNT small icons, one save() each, into the folder PATH
-- (The path builders are Benchmarks/lua/path-lines.lua.) COUNT 0 does the
-- set-up only, so the runner can subtract start-up.
-- Run: shapelua Benchmarks/lua/scaling.lua MODE COUNT PATH
local mode, count, path = arg[1], tonumber(arg[2]), arg[3]
local palette = {"#ff3b30", "#ff9500", "#ffcc00", "#34c759", "#00c7be", "#007aff", "#5856d6", "#af52de"}
if mode == "vstack" then
    local children = {spacing = 0}
    for i = 1, count do children[i] = Rectangle():frame(4, 1) end
    save(VStack(children), path)
elseif mode == "zstack" then
    local children = {alignment = "topLeading"}
    for i = 1, count do
        children[i] = Rectangle():fill(palette[i % 8 + 1]):frame(1, 1):offset(i % 1000, i // 1000)
    end
    save(ZStack(children):frame(1000, count // 1000 + 1, "topLeading"), path)
elseif mode == "foreach" then
    save(VStack{spacing = 0, ForEach(count, function() return Rectangle():frame(4, 1) end)}, path)
elseif mode == "canvas" then
    save(Canvas(1000, count // 1000 + 1, function(ctx)
        for i = 1, count do ctx:fill(Rectangle(), palette[i % 8 + 1], Rect(i % 1000, i // 1000, 1, 1)) end
    end), path)
elseif mode == "text" then
    save(Text(string.rep("word ", count // 5)), path, {text = "text"})
elseif mode == "files" then
    local icon = Circle():fill("#007aff"):overlay(Circle():stroke("black", 1)):frame(16, 16)
    for i = 1, count do save(icon, string.format("%s/icon-%d.svg", path, i)) end
else
    error("mode: vstack, zstack, foreach, canvas, text or files")
end
