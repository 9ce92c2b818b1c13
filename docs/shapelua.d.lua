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

