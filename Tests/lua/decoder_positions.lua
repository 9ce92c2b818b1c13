-- Bad arguments of the functions whose bodies read their parameters by
-- position (Args.context(i, label): Canvas drawing, shape constructors,
-- Point/Size/Rect), in the positional and the label-table form: the
-- messages name the right parameter and are the ones the label lookup
-- gave (recorded from the build before the change).
local function inCanvas(f) return function() svg(Canvas(5, 5, function(ctx) f(ctx) end)) end end

checkerr("bad argument #2 to 'UnevenRoundedRectangle' (bottomLeadingRadius must be >= 0, got -2)",
         function() UnevenRoundedRectangle(1, -2, 3, 4, "circular") end)
checkerr("bad argument #4 to 'UnevenRoundedRectangle' (topTrailingRadius must be a finite number, got nan)",
         function() UnevenRoundedRectangle(1, 2, 3, 0/0) end)
checkerr("bad argument #3 to 'UnevenRoundedRectangle' (number expected, got string)",
         function() UnevenRoundedRectangle(1, 2, "x") end)
checkerr("bad argument #5 to 'UnevenRoundedRectangle' (unknown corner style 'round' (valid: circular, continuous))",
         function() UnevenRoundedRectangle(1, 2, 3, 4, "round") end)
checkerr("bad argument #5 to 'UnevenRoundedRectangle' (string expected, got number)",
         function() UnevenRoundedRectangle(1, 2, 3, 4, 5) end)
checkerr("bad argument #1 to 'UnevenRoundedRectangle' (bottomTrailingRadius must be >= 0, got -1)",
         function() UnevenRoundedRectangle{bottomTrailing = -1} end)
checkerr("bad argument #1 to 'UnevenRoundedRectangle' (topTrailingRadius: number expected, got string)",
         function() UnevenRoundedRectangle{topTrailingRadius = "a"} end)
checkerr("bad argument #1 to 'UnevenRoundedRectangle' (unknown corner style 'round' (valid: circular, continuous))",
         function() UnevenRoundedRectangle{style = "round"} end)
checkerr("bad argument #1 to 'UnevenRoundedRectangle' (style: string expected, got number)",
         function() UnevenRoundedRectangle{style = 3} end)
checkerr("bad argument #1 to 'RoundedRectangle' (number expected, got no value)",
         function() RoundedRectangle() end)
checkerr("bad argument #1 to 'RoundedRectangle' (cornerRadius: number expected, got nil)",
         function() RoundedRectangle{style = "circular"} end)
checkerr("bad argument #1 to 'RoundedRectangle' (cornerRadius must be >= 0, got -1)",
         function() RoundedRectangle{cornerRadius = -1} end)
checkerr("bad argument #2 to 'RoundedRectangle' (string expected, got number)",
         function() RoundedRectangle(1, 2) end)
checkerr("bad argument #1 to 'Capsule' (unknown corner style 'x' (valid: circular, continuous))",
         function() Capsule("x") end)
checkerr("bad argument #1 to 'Capsule' (unknown corner style 'x' (valid: circular, continuous))",
         function() Capsule{style = "x"} end)
checkerr("bad argument #4 to 'Rect' (number expected, got no value)",
         function() Rect(1, 2, 3) end)
checkerr("bad argument #3 to 'Rect' (width must be >= 0, got -3)",
         function() Rect(1, 2, -3, 4) end)
checkerr("bad argument #1 to 'Rect' (height: number expected, got nil)",
         function() Rect{x = 1, y = 2, w = 3} end)
checkerr("bad argument #1 to 'Rect' (height must be >= 0, got -1)",
         function() Rect{x = 1, y = 2, w = 3, h = -1} end)
checkerr("bad argument #1 to 'Rect' (x must be a finite number, got nan)",
         function() Rect{x = 0/0, y = 2, w = 3, h = 1} end)
checkerr("bad argument #1 to 'Rect' (number expected, got string)",
         function() Rect("a") end)
checkerr("bad argument #2 to 'Point' (number expected, got no value)",
         function() Point(1) end)
checkerr("bad argument #1 to 'Point' (y: number expected, got string)",
         function() Point{x = 1, y = "b"} end)
checkerr("bad argument #2 to 'Size' (height must be >= 0, got -1)",
         function() Size(1, -1) end)
checkerr("bad argument #1 to 'Size' (height: number expected, got nil)",
         function() Size{w = 1} end)
checkerr("bad argument #1 to 'Canvas' (width must be >= 0, got -1)",
         function() Canvas(-1, 2, function() end) end)
checkerr("bad argument #3 to 'Canvas' (function expected, got no value)",
         function() Canvas(1, 2) end)
checkerr("bad argument #1 to 'Canvas' (renderer: function expected, got nil)",
         function() Canvas{width = 1, height = 2} end)
checkerr("bad argument #2 to 'fill' (style expected, got no value)",
         inCanvas(function(ctx) ctx:fill() end))
checkerr("bad argument #2 to 'fill' (style expected, got no value)",
         inCanvas(function(ctx) ctx:fill(Circle()) end))
checkerr("fill: a shape needs the rect to lay it out in (a path is drawn as it is)",
         inCanvas(function(ctx) ctx:fill(Circle(), "red") end))
checkerr("bad argument #3 to 'fill' (rect.width must be >= 0, got -1)",
         inCanvas(function(ctx) ctx:fill(Circle(), "red", {0, 0, -1, 1}) end))
checkerr("bad argument #3 to 'fill' (rect needs 'height' ({x, y, width, height} or {x=, y=, width=, height=}))",
         inCanvas(function(ctx) ctx:fill(Circle(), "red", {0, 0, 1}) end))
checkerr("bad argument #4 to 'fill' (unknown fill rule 'odd'; did you mean 'evenOdd'? (valid: nonZero, evenOdd))",
         inCanvas(function(ctx) ctx:fill(Circle(), "red", Rect(0, 0, 1, 1), "odd") end))
checkerr("bad argument #1 to 'fill' (Shape expected, got number)",
         inCanvas(function(ctx) ctx:fill(3, "red", Rect(0, 0, 1, 1)) end))
checkerr("bad argument #2 to 'fill' (Color, gradient or colour name expected, got nil)",
         inCanvas(function(ctx) ctx:fill(Circle(), nil, Rect(0, 0, 1, 1)) end))
checkerr("bad argument #2 to 'fill' (unknown color 'nocolor' (use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrggbb, #rrggbbaa))",
         inCanvas(function(ctx) ctx:fill(Circle(), "nocolor", Rect(0, 0, 1, 1)) end))
checkerr("fill: a shape needs the rect to lay it out in (a path is drawn as it is)",
         inCanvas(function(ctx) ctx:fill{shape = Circle(), content = "red"} end))
checkerr("bad argument #1 to 'fill' (rect: Rect expected, got number)",
         inCanvas(function(ctx) ctx:fill{shape = Circle(), content = "red", rect = 5} end))
checkerr("bad argument #1 to 'fill' (content: style expected, got nil)",
         inCanvas(function(ctx) ctx:fill{shape = Circle(), rect = {0, 0, 1, 1}} end))
checkerr("bad argument #1 to 'fill' (unknown fill rule 'x' (valid: nonZero, evenOdd))",
         inCanvas(function(ctx) ctx:fill{shape = Circle(), content = "red", rect = {0, 0, 1, 1}, fillRule = "x"} end))
checkerr("bad argument #3 to 'stroke' (lineWidth must be >= 0, got -1)",
         inCanvas(function(ctx) ctx:stroke(Circle(), "red", -1, Rect(0, 0, 1, 1)) end))
checkerr("bad argument #3 to 'stroke' (lineWidth must be >= 0, got -1)",
         inCanvas(function(ctx) ctx:stroke(Circle(), "red", {lineWidth = -1}, Rect(0, 0, 1, 1)) end))
checkerr("stroke: a shape needs the rect to lay it out in (a path is drawn as it is)",
         inCanvas(function(ctx) ctx:stroke(Circle(), "red", 1) end))
checkerr("bad argument #4 to 'stroke' (rect component 'width' must be a number, got string)",
         inCanvas(function(ctx) ctx:stroke(Circle(), "red", 1, {0, 0, "a", 1}) end))
checkerr("bad argument #1 to 'stroke' (lineWidth: number expected, got string)",
         inCanvas(function(ctx) ctx:stroke{shape = Circle(), content = "red", lineWidth = "w", rect = {0, 0, 1, 1}} end))
checkerr("bad argument #2 to 'stroke' (style expected, got no value)",
         inCanvas(function(ctx) ctx:stroke() end))
checkerr("clip: a shape needs the rect to lay it out in (a path is drawn as it is)",
         inCanvas(function(ctx) ctx:clip(Circle()) end))
checkerr("bad argument #3 to 'clip' (unknown fill rule 'odd'; did you mean 'evenOdd'? (valid: nonZero, evenOdd))",
         inCanvas(function(ctx) ctx:clip(Circle(), {0, 0, 1, 1}, "odd") end))
checkerr("bad argument #1 to 'clip' (rect: Rect expected, got number)",
         inCanvas(function(ctx) ctx:clip{shape = Circle(), rect = 4} end))
checkerr("bad argument #2 to 'translateBy' (number expected, got no value)",
         inCanvas(function(ctx) ctx:translateBy(1) end))
checkerr("bad argument #1 to 'translateBy' (y: number expected, got string)",
         inCanvas(function(ctx) ctx:translateBy{x = 1, y = "a"} end))
checkerr("bad argument #1 to 'rotate' (number expected, got no value)",
         inCanvas(function(ctx) ctx:rotate() end))
checkerr("bad argument #1 to 'rotate' (degrees must be a finite number, got nan)",
         inCanvas(function(ctx) ctx:rotate(0/0) end))
checkerr("bad argument #1 to 'scaleBy' (number expected, got no value)",
         inCanvas(function(ctx) ctx:scaleBy() end))
checkerr("bad argument #2 to 'scaleBy' (number expected, got string)",
         inCanvas(function(ctx) ctx:scaleBy(1, "y") end))
checkerr("bad argument #1 to 'scaleBy' (x: number expected, got nil)",
         inCanvas(function(ctx) ctx:scaleBy{y = 2} end))
checkerr("bad argument #1 to 'opacity' (number expected, got string)",
         inCanvas(function(ctx) ctx:opacity("a") end))
checkerr("bad argument #1 to 'opacity' (opacity: number expected, got nil)",
         inCanvas(function(ctx) ctx:opacity{} end))

-- Good input: both forms draw the same document, and the values land in
-- the right parameters (radii per corner, the rect, the line width).
local function doc(f) return svg(Canvas(20, 20, f)) end
local positional = doc(function(ctx)
  ctx:fill(UnevenRoundedRectangle(1, 2, 3, 4, "circular"), "red", Rect(1, 1, 10, 10), "evenOdd")
  ctx:stroke(Capsule("circular"), "blue", 2, {0, 0, 5, 5})
  ctx:translateBy(1, 2); ctx:rotate(90); ctx:scaleBy(2); ctx:opacity(0.5)
  ctx:clip(RoundedRectangle(2, "circular"), {0, 0, 4, 4})
  ctx:fill(Rectangle(), "green", {0, 0, 3, 3})
end)
local labelled = doc(function(ctx)
  ctx:fill{shape = UnevenRoundedRectangle{topLeading = 1, bottomLeading = 2, bottomTrailing = 3, topTrailing = 4,
                                          style = "circular"},
           content = "red", rect = {x = 1, y = 1, width = 10, height = 10}, fillRule = "evenOdd"}
  ctx:stroke{shape = Capsule{style = "circular"}, content = "blue", lineWidth = 2, rect = Rect{x = 0, y = 0, w = 5, h = 5}}
  ctx:translateBy{x = 1, y = 2}; ctx:rotate{degrees = 90}; ctx:scaleBy{x = 2}; ctx:opacity{opacity = 0.5}
  ctx:clip{shape = RoundedRectangle{cornerRadius = 2, style = "circular"}, rect = {0, 0, 4, 4}}
  ctx:fill{shape = Rectangle(), content = "green", rect = {0, 0, 3, 3}}
end)
eq(labelled, positional, "label tables and positions")
-- The top-leading corner (radius 1) starts the outline 1 right of x = 1;
-- the top-trailing one (4) ends the top edge 4 left of x = 11.
assert(positional:find('d="M2 1L7 1A4 4 0 0 1 11 5', 1, true), positional)
assert(positional:find('fill-rule="evenodd"', 1, true), positional)
assert(positional:find('stroke-width="2"', 1, true), positional)
