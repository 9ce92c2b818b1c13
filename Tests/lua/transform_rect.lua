-- docs/API.md: Rect methods and Transform.
local r = Rect(0, 0, 10, 20)
eq(tostring(r:inset(1)), "Rect(x: 1.0, y: 1.0, width: 8.0, height: 18.0)")
eq(r:inset(1, 2).height, 16.0)
eq(r:inset{dx = 2}.width, 6.0)
eq(r:offset(5, -5).minY, -5.0)
eq(tostring(r:union(Rect(20, 0, 5, 5))), "Rect(x: 0.0, y: 0.0, width: 25.0, height: 20.0)")
eq(tostring(r:intersection{5, 5, 10, 10}), "Rect(x: 5.0, y: 5.0, width: 5.0, height: 10.0)")
eq(r:intersection(Rect(50, 50, 1, 1)), nil)
eq(r:contains{5, 5}, true); eq(r:contains(Point(11, 5)), false)
checkerr("bad argument #1 to 'inset' (number expected, got string)", function() r:inset("a") end)
checkerr("dx must be a finite number, got nan", function() r:inset(0/0) end)
checkerr("bad argument #1 to 'union' (Rect expected, got number)", function() r:union(3) end)
checkerr("r.width must be >= 0, got -1", function() r:union{0, 0, -1, 1} end)
checkerr("bad argument #1 to 'contains' (Point expected, got no value)", function() r:contains() end)
checkerr("calling 'offset' on bad self (Rect expected, got table)", function() local o = {offset = r.offset}; o:offset(1, 2) end)

local t = Transform.translation(10, 0)
eq(tostring(Transform.identity), "Transform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
local p = t:apply{1, 2}
eq(p.x, 11.0); eq(p.y, 2.0)
-- concat: apply t, then u (CGAffineTransform's concatenating).
local q = t:concat(Transform.scale(2)):apply{1, 0}
eq(q.x, 22.0)
q = Transform.rotation(90):apply{1, 0}
near(q.x, 0, 1e-12); near(q.y, 1, 1e-12) -- +x turns toward +y
eq(Transform.scale(0, 1):inverted(), nil)
eq(Transform.scale(2, 4):inverted():apply{2, 4}.y, 1.0)
eq(Transform.scale{x = 3, y = 1}.a, 3.0)
checkerr("degrees must be a finite number, got inf", function() Transform.rotation(math.huge) end)
checkerr("bad argument #1 to 'concat' (t: Transform expected, got nil)", function() t:concat({}) end)
checkerr("bad argument #1 to 'concat' (Transform expected, got number)", function() t:concat(5) end)
checkerr("bad argument #2 to 'translation' (number expected, got no value)", function() Transform.translation(1) end)
checkerr("translation: unknown option 'z'", function() Transform.translation{x = 1, y = 2, z = 3} end)

-- Transforms Lua holds are finite: an overflowing product is an error
-- (it would be NaN after a further scale by 0), an inverse too large to
-- represent counts as singular, and apply never returns inf.
checkerr("concat: the resulting transform is not finite", function()
  Transform.scale(1e308, 1e308):concat(Transform.scale(10, 10))
end)
eq(Transform.scale(1e-308, 1e-308):concat(Transform.scale(1e-10, 1)):inverted(), nil)
checkerr("apply: the resulting point is not finite", function() Transform.translation(1e308, 0):apply{1e308, 0} end)
eq(Transform.scale(2, 4):inverted():apply{2, 4}.x, 1.0)

-- Rect results stay finite too.
checkerr("union: the resulting rect is not finite", function() Rect(0, 0, 1e308, 1e308):union(Rect(-1e308, -1e308, 1, 1)) end)
checkerr("offset: the resulting rect is not finite", function() Rect(1e308, 0, 1, 1):offset(1e308, 0) end)
checkerr("inset: the resulting rect is not finite", function() Rect(0, 0, 1e308, 1):inset(-1e308) end)
