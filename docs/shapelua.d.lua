---@meta
-- shapelua: generated from the registration tables; do not edit.

---@alias PointLike Point|number[]|{x: number, y: number}
---@alias SizeLike Size|number[]|{width: number, height: number}
---@alias RectLike Rect|number[]|{x: number, y: number, width: number, height: number}
---@alias StyleLike string|Color|Gradient
---@alias UnitPointLike string|number[]|{x: number, y: number}
---@alias Corners string|string[]
---@alias Edges string|string[]
---@alias ShapeLike Shape|Path
---@alias ViewLike View|Shape|Path|Color|Gradient
---@class StrokeStyle
---@field lineWidth number?
---@field lineCap ("butt"|"round"|"square")?
---@field lineJoin ("miter"|"round"|"bevel")?
---@field miterLimit number?
---@field dash number[]?
---@field dashPhase number?

---@class Point
---@field x number horizontal coordinate
---@field y number vertical coordinate (down)
local PointMethods = {}

---@class Size
---@field width number width
---@field height number height
local SizeMethods = {}

---@class Rect
---@field x number left edge
---@field y number top edge
---@field width number width
---@field height number height
---@field minX number left edge
---@field midX number horizontal centre
---@field maxX number right edge
---@field minY number top edge
---@field midY number vertical centre
---@field maxY number bottom edge
local RectMethods = {}

--- The rect shrunk by dx on the left and right and dy on the top and bottom (negative grows); never below zero size.
---@param dx number
---@param dy? number
---@overload fun(self: Rect, args: {dx: number, dy?: number}): Rect
---@return Rect
function RectMethods:inset(dx, dy) end

--- The rect moved by (dx, dy).
---@param dx number
---@param dy number
---@overload fun(self: Rect, args: {dx: number, dy: number}): Rect
---@return Rect
function RectMethods:offset(dx, dy) end

--- The smallest rect containing both.
---@param r RectLike
---@overload fun(self: Rect, args: {r: RectLike}): Rect
---@return Rect
function RectMethods:union(r) end

--- The overlap of both rects, or nil when they do not overlap.
---@param r RectLike
---@overload fun(self: Rect, args: {r: RectLike}): Rect?
---@return Rect?
function RectMethods:intersection(r) end

--- True when the point lies inside the rect (edges included on the top left).
---@param point PointLike
---@overload fun(self: Rect, args: {point: PointLike}): boolean
---@return boolean
function RectMethods:contains(point) end

---@class Transform
---@field a number matrix entry a
---@field b number matrix entry b
---@field c number matrix entry c
---@field d number matrix entry d
---@field tx number matrix entry tx
---@field ty number matrix entry ty
local TransformMethods = {}

--- This transform, then `t` (CGAffineTransform's `concatenating`).
---@param t Transform
---@overload fun(self: Transform, args: {t: Transform}): Transform
---@return Transform
function TransformMethods:concat(t) end

--- The inverse, or nil when the transform is singular.
---@return Transform?
function TransformMethods:inverted() end

--- The transformed point.
---@param point PointLike
---@overload fun(self: Transform, args: {point: PointLike}): Point
---@return Point
function TransformMethods:apply(point) end

---@class Path
local PathMethods = {}

--- Starts a new subpath at `to`. Returns the path.
---@param to PointLike
---@overload fun(self: Path, args: {to: PointLike}): Path
---@return Path
function PathMethods:move(to) end

--- A straight line to `to`. Returns the path.
---@param to PointLike
---@overload fun(self: Path, args: {to: PointLike}): Path
---@return Path
function PathMethods:addLine(to) end

--- Moves to the first point, then lines through the others. Returns the path.
---@param points PointLike[]
---@overload fun(self: Path, args: {points: PointLike[]}): Path
---@return Path
function PathMethods:addLines(points) end

--- A quadratic Bézier curve to `to`. Returns the path.
---@param to PointLike
---@param control PointLike
---@overload fun(self: Path, args: {to: PointLike, control: PointLike}): Path
---@return Path
function PathMethods:addQuadCurve(to, control) end

--- A cubic Bézier curve to `to`. Returns the path.
---@param to PointLike
---@param control1 PointLike
---@param control2 PointLike
---@overload fun(self: Path, args: {to: PointLike, control1: PointLike, control2: PointLike}): Path
---@return Path
function PathMethods:addCurve(to, control1, control2) end

--- Closes the current subpath. Returns the path.
---@return Path
function PathMethods:closeSubpath() end

--- True when the path has no elements.
---@return boolean
function PathMethods:isEmpty() end

--- The path as SVG path data (absolute commands; arcs as `A`).
---@param precision? integer
---@overload fun(self: Path, args: {precision?: integer}): string
---@return string
function PathMethods:svgPathData(precision) end

--- The elements as a list of `{op, x, y, ...}`: `{"move", x, y}`, `{"line", x, y}`, `{"quad", cx, cy, x, y}`, `{"cubic", c1x, c1y, c2x, c2y, x, y}`, `{"close"}`.
---@return table
function PathMethods:elements() end

--- CoreGraphics' tangent arc: a line from the current point toward `tangent1End`, then an arc of `radius` tangent to both lines; collinear points or radius 0 give a line to `tangent1End`. Returns the path.
---@param tangent1End PointLike
---@param tangent2End PointLike
---@param radius number
---@overload fun(self: Path, args: {tangent1End: PointLike, tangent2End: PointLike, radius: number}): Path
---@return Path
function PathMethods:addArc(tangent1End, tangent2End, radius) end

--- SwiftUI's arc around `center`: angles in degrees from +x toward +y (down); `clockwise = true` sweeps toward decreasing angles, which looks counter-clockwise on screen (y points down), exactly as in SwiftUI. Returns the path.
---@param center PointLike
---@param radius number
---@param startAngle number
---@param endAngle number
---@param clockwise? boolean
---@overload fun(self: Path, args: {center: PointLike, radius: number, startAngle: number, endAngle: number, clockwise?: boolean}): Path
---@return Path
function PathMethods:addArc(center, radius, startAngle, endAngle, clockwise) end

--- A closed rectangle. Returns the path.
---@param rect RectLike
---@overload fun(self: Path, args: {rect: RectLike}): Path
---@return Path
function PathMethods:addRect(rect) end

--- A rounded rectangle; `cornerSize` is a radius or a size (x and y radii). Returns the path.
---@param rect RectLike
---@param cornerSize number|SizeLike
---@param style? "circular"|"continuous"
---@overload fun(self: Path, args: {rect: RectLike, cornerSize: number|SizeLike, style?: "circular"|"continuous", in?: RectLike}): Path
---@return Path
function PathMethods:addRoundedRect(rect, cornerSize, style) end

--- A rounded rectangle with per-corner radii `{topLeadingRadius=, bottomLeadingRadius=, bottomTrailingRadius=, topTrailingRadius=}` (short keys `topLeading` … too), scaled to fit as CSS does. Returns the path.
---@param rect RectLike
---@param cornerRadii CornerRadii
---@param style? "circular"|"continuous"
---@overload fun(self: Path, args: {rect: RectLike, cornerRadii: CornerRadii, style?: "circular"|"continuous", in?: RectLike}): Path
---@return Path
function PathMethods:addRoundedRect(rect, cornerRadii, style) end

--- An ellipse inscribed in the rect. Returns the path.
---@param rect RectLike
---@overload fun(self: Path, args: {rect: RectLike, in?: RectLike}): Path
---@return Path
function PathMethods:addEllipse(rect) end

--- Appends another path, optionally transformed. Returns the path.
---@param path Path
---@param transform? Transform
---@overload fun(self: Path, args: {path: Path, transform?: Transform}): Path
---@return Path
function PathMethods:addPath(path, transform) end

--- The tight bounds (from curve extrema); a zero rect when empty.
---@return Rect
function PathMethods:bounds() end

--- Same as `bounds()`.
---@return Rect
function PathMethods:boundingRect() end

--- The point the next segment starts from, or nil.
---@return Point?
function PathMethods:currentPoint() end

--- True when the point is inside the fill.
---@param point PointLike
---@param fillRule? "nonZero"|"evenOdd"
---@overload fun(self: Path, args: {point: PointLike, fillRule?: "nonZero"|"evenOdd"}): boolean
---@return boolean
function PathMethods:contains(point, fillRule) end

--- The absolute area of the nonzero fill.
---@return number
function PathMethods:area() end

--- The total length of all segments.
---@return number
function PathMethods:length() end

--- A new path mapped by `t`.
---@param t Transform
---@overload fun(self: Path, args: {t: Transform}): Path
---@return Path
function PathMethods:transformed(t) end

---@class Shape
local ShapeMethods = {}

--- The shape's path in `rect`.
---@param rect RectLike
---@overload fun(self: Shape, args: {rect: RectLike, in?: RectLike}): Path
---@return Path
function ShapeMethods:path(rect) end

--- The shape inset by `by` (a rounded shape's radii shrink by it, floored at 0).
---@param by number
---@overload fun(self: Shape, args: {by: number, amount?: number}): Shape
---@return Shape
function ShapeMethods:inset(by) end

--- The shape moved by (x, y).
---@param x? number
---@param y? number
---@overload fun(self: Shape, args: {x?: number, y?: number}): Shape
---@return Shape
function ShapeMethods:offset(x, y) end

--- The shape rotated by `degrees` around `anchor` of its rect.
---@param degrees number
---@param anchor? UnitPointLike
---@overload fun(self: Shape, args: {degrees: number, anchor?: UnitPointLike}): Shape
---@return Shape
function ShapeMethods:rotation(degrees, anchor) end

--- The shape scaled by x and y around `anchor`.
---@param x number
---@param y? number
---@param anchor? UnitPointLike
---@overload fun(self: Shape, args: {x: number, y?: number, anchor?: UnitPointLike}): Shape
---@return Shape
function ShapeMethods:scale(x, y, anchor) end

--- The shape mapped by a Transform.
---@param t Transform
---@overload fun(self: Shape, args: {t: Transform}): Shape
---@return Shape
function ShapeMethods:transform(t) end

-- Affine transforms: `Transform.identity`, constructors, and methods on the values.
Transform = {}
---@type Transform
Transform.identity = nil

--- Moves by (x, y).
---@param x number
---@param y number
---@overload fun(args: {x: number, y: number}): Transform
---@return Transform
function Transform.translation(x, y) end

--- Scales by x and y (y defaults to x).
---@param x number
---@param y? number
---@overload fun(args: {x: number, y?: number}): Transform
---@return Transform
function Transform.scale(x, y) end

--- Rotates by `degrees` (toward +y, clockwise on screen).
---@param degrees number
---@overload fun(args: {degrees: number}): Transform
---@return Transform
function Transform.rotation(degrees) end

--- A point (y points down).
---@param x number
---@param y number
---@overload fun(args: {x: number, y: number}): Point
---@return Point
function Point(x, y) end

--- A width and a height (both >= 0).
---@param width number
---@param height number
---@overload fun(args: {width: number, height: number, w?: number, h?: number}): Size
---@return Size
function Size(width, height) end

--- An axis-aligned rectangle: origin (top left) and size.
---@param x number
---@param y number
---@param width number
---@param height number
---@overload fun(args: {x: number, y: number, width: number, height: number, w?: number, h?: number}): Rect
---@return Rect
function Rect(x, y, width, height) end

--- A path: empty, built by a function (SwiftUI's `Path { path in ... }`), or parsed from SVG path data.
---@param content? function|string a function that builds the path, or SVG path data
---@overload fun(args: {content?: function|string}): Path
---@return Path
function Path(content) end

--- The rect itself.
---@return Shape
function Rectangle() end

--- A rect with rounded corners; `continuous` (Apple's corner curve, the default) or `circular`. Radii that do not fit are scaled down (CSS rule).
---@param cornerRadius number
---@param style? "circular"|"continuous"
---@overload fun(args: {cornerRadius: number, style?: "circular"|"continuous"}): Shape
---@return Shape
function RoundedRectangle(cornerRadius, style) end

--- Per-corner radii; missing corners are 0.
---@param topLeadingRadius? number
---@param bottomLeadingRadius? number
---@param bottomTrailingRadius? number
---@param topTrailingRadius? number
---@param style? "circular"|"continuous"
---@overload fun(args: {topLeadingRadius?: number, bottomLeadingRadius?: number, bottomTrailingRadius?: number, topTrailingRadius?: number, style?: "circular"|"continuous", topLeading?: number, bottomLeading?: number, bottomTrailing?: number, topTrailing?: number}): Shape
---@return Shape
function UnevenRoundedRectangle(topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius, style) end

--- A circle centred in the rect, diameter min(w, h).
---@return Shape
function Circle() end

--- The ellipse inscribed in the rect.
---@return Shape
function Ellipse() end

--- A rect with fully rounded ends (circular by default, as in SwiftUI).
---@param style? "circular"|"continuous"
---@overload fun(args: {style?: "circular"|"continuous"}): Shape
---@return Shape
function Capsule(style) end

--- `{rate=}`: seed 001's four cubics with handles `rate * w/2`, `rate * h/2`. `{exponent=, tolerance=}`: the Lamé curve |x/a|^n + |y/b|^n = 1 within `tolerance`.
---@param exponent? number
---@param tolerance? number
---@param rate? number
---@overload fun(args: {exponent?: number, tolerance?: number, rate?: number}): Shape
---@return Shape
function Superellipse(exponent, tolerance, rate) end

--- Figma's corner smoothing (0…1; 0.6 ≈ the iOS icon), after figma-squircle.
---@param cornerRadius? number
---@param smoothing? number
---@param topLeading? number
---@param topTrailing? number
---@param bottomLeading? number
---@param bottomTrailing? number
---@param preserveSmoothing? boolean
---@overload fun(args: {cornerRadius?: number, smoothing?: number, topLeading?: number, topTrailing?: number, bottomLeading?: number, bottomTrailing?: number, preserveSmoothing?: boolean, topLeadingRadius?: number, topTrailingRadius?: number, bottomLeadingRadius?: number, bottomTrailingRadius?: number}): Shape
---@return Shape
function SmoothRoundedRectangle(cornerRadius, smoothing, topLeading, topTrailing, bottomLeading, bottomTrailing, preserveSmoothing) end

--- Concentric with the nearest `containerShape` ancestor; only the listed corners are rounded.
---@param corners? Corners
---@overload fun(args: {corners?: Corners}): Shape
---@return Shape
function ContainerRelativeShape(corners) end

--- A shape written in Lua: the function gets a `Rect` and must return a `Path`. It runs at every layout, under a protected call.
---@param path function
---@overload fun(args: {path: function}): Shape
---@return Shape
function Shape(path) end

