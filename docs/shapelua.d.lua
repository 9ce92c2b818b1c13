---@meta
-- shapelua: generated from the registration tables; do not edit.

---@alias PointLike Point|number[]|{x: number, y: number}
---@alias SizeLike Size|number[]|{width: number, height: number}
---@alias RectLike Rect|number[]|{x: number, y: number, width: number, height: number}
---@alias StyleLike string|Color|Gradient
---@alias ColorLike string|Color
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
---@class CornerRadii
---@field topLeadingRadius number?
---@field bottomLeadingRadius number?
---@field bottomTrailingRadius number?
---@field topTrailingRadius number?
---@field topLeading number?
---@field bottomLeading number?
---@field bottomTrailing number?
---@field topTrailing number?
---@class SVGOptions
---@field width number?
---@field height number?
---@field precision integer?
---@field background StyleLike?
---@field text ("outlines"|"text")?
---@field bounds ("ink"|"frame")?
---@class SaveOptions: SVGOptions
---@field scale number?
---@class IconsetOptions
---@field platform "ios"|"macos"|"android"|"web"|"icon-composer"
---@field name string?
---@field legacy boolean?
---@field background ViewLike?
---@field monochrome ViewLike?
---@field dark ViewLike?
---@field tinted ViewLike?
---@field grid boolean?
---@class ImagesetOptions
---@field platform "ios"|"macos"|"android"
---@field name string
---@class GradientStop
---@field color ColorLike
---@field location number

---@class Point
---@field x number horizontal coordinate
---@field y number vertical coordinate (down)
local PointMethods = {}

---@class Size
---@field width number width
---@field height number height
---@field frame Rect a Rect at the origin (GeometryReader)
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

---@class Path: Shape
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
---@overload fun(self: Path, args: {rect: RectLike, cornerSize: number|SizeLike, style?: "circular"|"continuous"}): Path
---@return Path
function PathMethods:addRoundedRect(rect, cornerSize, style) end

--- A rounded rectangle with per-corner radii `{topLeadingRadius=, bottomLeadingRadius=, bottomTrailingRadius=, topTrailingRadius=}` (short keys `topLeading` … too), scaled to fit as CSS does. Returns the path.
---@param rect RectLike
---@param cornerRadii CornerRadii
---@param style? "circular"|"continuous"
---@overload fun(self: Path, args: {rect: RectLike, cornerRadii: CornerRadii, style?: "circular"|"continuous"}): Path
---@return Path
function PathMethods:addRoundedRect(rect, cornerRadii, style) end

--- An ellipse inscribed in the rect. Returns the path.
---@param rect RectLike
---@overload fun(self: Path, args: {rect: RectLike}): Path
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

--- The outline of the stroke as a fillable path; `style` is a line width or a StrokeStyle table.
---@param style? number|StrokeStyle
---@overload fun(self: Path, args: {style?: number|StrokeStyle}): Path
---@return Path
function PathMethods:strokedPath(style) end

--- The part between two fractions (0…1) of the length.
---@param from number
---@param to number
---@overload fun(self: Path, args: {from: number, to: number}): Path
---@return Path
function PathMethods:trimmedPath(from, to) end

--- A new path mapped by `t`.
---@param t Transform
---@overload fun(self: Path, args: {t: Transform}): Path
---@return Path
function PathMethods:transformed(t) end

---@class Shape: View
local ShapeMethods = {}

--- The shape's path in `rect`.
---@param rect RectLike
---@overload fun(self: Shape, args: {rect: RectLike}): Path
---@return Path
function ShapeMethods:path(rect) end

--- The shape inset by `by`: a rounded shape's radii shrink by it (floored at 0); other shapes' outlines are offset inward.
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

--- The shape filled with `content` (a colour, gradient or colour name).
---@param content? StyleLike
---@param fillRule? "nonZero"|"evenOdd"
---@overload fun(self: Shape, args: {content?: StyleLike, fillRule?: "nonZero"|"evenOdd"}): View
---@return View
function ShapeMethods:fill(content, fillRule) end

--- The outline stroked with `content`, centred on the path; `lineWidth` is a number or a StrokeStyle.
---@param content StyleLike
---@param lineWidth? number|StrokeStyle
---@param style? StrokeStyle
---@overload fun(self: Shape, args: {content: StyleLike, lineWidth?: number|StrokeStyle, style?: StrokeStyle, lineCap?: any, lineJoin?: any, miterLimit?: any, dash?: any, dashPhase?: any}): View
---@return View
function ShapeMethods:stroke(content, lineWidth, style) end

--- Without content: the stroke outline as a shape (as SwiftUI), to fill, clip to or mask with.
---@param lineWidth? number
---@param lineCap? "butt"|"round"|"square"
---@param lineJoin? "miter"|"round"|"bevel"
---@param miterLimit? number
---@param dash? number[]
---@param dashPhase? number
---@overload fun(self: Shape, args: {lineWidth?: number, lineCap?: "butt"|"round"|"square", lineJoin?: "miter"|"round"|"bevel", miterLimit?: number, dash?: number[], dashPhase?: number}): Shape
---@return Shape
function ShapeMethods:stroke(lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase) end

--- A stroke of `content` lying entirely inside the outline; `lineWidth` is a number or a StrokeStyle.
---@param content StyleLike
---@param lineWidth? number|StrokeStyle
---@param style? StrokeStyle
---@overload fun(self: Shape, args: {content: StyleLike, lineWidth?: number|StrokeStyle, style?: StrokeStyle, lineCap?: any, lineJoin?: any, miterLimit?: any, dash?: any, dashPhase?: any}): View
---@return View
function ShapeMethods:strokeBorder(content, lineWidth, style) end

--- Without content: the stroke outline as a shape (as SwiftUI), to fill, clip to or mask with.
---@param lineWidth? number
---@param lineCap? "butt"|"round"|"square"
---@param lineJoin? "miter"|"round"|"bevel"
---@param miterLimit? number
---@param dash? number[]
---@param dashPhase? number
---@overload fun(self: Shape, args: {lineWidth?: number, lineCap?: "butt"|"round"|"square", lineJoin?: "miter"|"round"|"bevel", miterLimit?: number, dash?: number[], dashPhase?: number}): Shape
---@return Shape
function ShapeMethods:strokeBorder(lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase) end

--- The region covered by either fill. Returns a Path when both are paths, else a Shape that lays both out in the rect it gets.
---@param other ShapeLike a Shape or Path
---@param eoFill? boolean even-odd fill for both operands (nonzero when false)
---@overload fun(self: Shape, args: {other: ShapeLike, eoFill?: boolean}): Path|Shape
---@return Path|Shape
function ShapeMethods:union(other, eoFill) end

--- The region covered by both fills. Returns a Path when both are paths, else a Shape that lays both out in the rect it gets.
---@param other ShapeLike a Shape or Path
---@param eoFill? boolean even-odd fill for both operands (nonzero when false)
---@overload fun(self: Shape, args: {other: ShapeLike, eoFill?: boolean}): Path|Shape
---@return Path|Shape
function ShapeMethods:intersection(other, eoFill) end

--- This fill without `other`'s. Returns a Path when both are paths, else a Shape that lays both out in the rect it gets.
---@param other ShapeLike a Shape or Path
---@param eoFill? boolean even-odd fill for both operands (nonzero when false)
---@overload fun(self: Shape, args: {other: ShapeLike, eoFill?: boolean}): Path|Shape
---@return Path|Shape
function ShapeMethods:subtracting(other, eoFill) end

--- The region covered by exactly one of the fills. Returns a Path when both are paths, else a Shape that lays both out in the rect it gets.
---@param other ShapeLike a Shape or Path
---@param eoFill? boolean even-odd fill for both operands (nonzero when false)
---@overload fun(self: Shape, args: {other: ShapeLike, eoFill?: boolean}): Path|Shape
---@return Path|Shape
function ShapeMethods:symmetricDifference(other, eoFill) end

--- The parts of this outline inside `other`'s fill, as open lines and curves (a stretch along `other`'s outline counts as inside). Returns a Path when both are paths, else a Shape that lays both out in the rect it gets.
---@param other ShapeLike a Shape or Path
---@param eoFill? boolean even-odd fill for both operands (nonzero when false)
---@overload fun(self: Shape, args: {other: ShapeLike, eoFill?: boolean}): Path|Shape
---@return Path|Shape
function ShapeMethods:lineIntersection(other, eoFill) end

--- The parts of this outline outside `other`'s fill, as open lines and curves. Returns a Path when both are paths, else a Shape that lays both out in the rect it gets.
---@param other ShapeLike a Shape or Path
---@param eoFill? boolean even-odd fill for both operands (nonzero when false)
---@overload fun(self: Shape, args: {other: ShapeLike, eoFill?: boolean}): Path|Shape
---@return Path|Shape
function ShapeMethods:lineSubtraction(other, eoFill) end

--- The outline from fraction `from` to `to` of its length (clamped to 0…1; from ≥ to is empty): SwiftUI's trim, for progress rings with `stroke`.
---@param from? number
---@param to? number
---@overload fun(self: Shape, args: {from?: number, to?: number}): Shape
---@return Shape
function ShapeMethods:trim(from, to) end

---@class View
---@operator add(View): View
local ViewMethods = {}

--- An image that takes the size offered and stretches to it.
---@return View
function ViewMethods:resizable() end

--- A fixed size on the given axes (nil keeps the child's choice).
---@param width? number
---@param height? number
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"
---@overload fun(self: View, args: {width?: number, height?: number, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"}): View
---@return View
function ViewMethods:frame(width, height, alignment) end

--- The flexible frame: min, ideal and max per axis (`math.huge` for max = infinity).
---@param minWidth? number
---@param idealWidth? number
---@param maxWidth? number
---@param minHeight? number
---@param idealHeight? number
---@param maxHeight? number
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"
---@overload fun(self: View, args: {minWidth?: number, idealWidth?: number, maxWidth?: number, minHeight?: number, idealHeight?: number, maxHeight?: number, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"}): View
---@return View
function ViewMethods:frame(minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment) end

--- Space around the view on every edge (negative allowed).
---@param length? number
---@overload fun(self: View, args: {length?: number}): View
---@return View
function ViewMethods:padding(length) end

--- Space on the listed edges: `top bottom leading trailing horizontal vertical all`.
---@param edges? Edges
---@param length? number
---@overload fun(self: View, args: {edges?: Edges, length?: number}): View
---@return View
function ViewMethods:padding(edges, length) end

--- `content` (a view or a style) drawn behind this view, in its frame.
---@param content ViewLike
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"
---@overload fun(self: View, args: {content: ViewLike, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"}): View
---@return View
function ViewMethods:background(content, alignment) end

--- `content` (a view or a style) drawn over this view, in its frame.
---@param content ViewLike
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"
---@overload fun(self: View, args: {content: ViewLike, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"}): View
---@return View
function ViewMethods:overlay(content, alignment) end

--- Default fill for shapes and text below.
---@param content StyleLike
---@overload fun(self: View, args: {content: StyleLike}): View
---@return View
function ViewMethods:foregroundColor(content) end

--- Default fill for shapes and text below.
---@param content StyleLike
---@overload fun(self: View, args: {content: StyleLike}): View
---@return View
function ViewMethods:foregroundStyle(content) end

--- A size in points or a text style: `largeTitle title title2 title3 headline body callout subheadline footnote caption caption2`.
---@param size number|"largeTitle"|"title"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption"|"caption2"
---@overload fun(self: View, args: {size: number|"largeTitle"|"title"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption"|"caption2"}): View
---@return View
function ViewMethods:font(size) end

--- A font by size, family and weight. No family: the default face, Inter Display (docs/DEFAULT-FACE.md); a family that is not installed draws with it and is named once on standard error.
---@param size number
---@param family? string
---@param weight? "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"
---@overload fun(self: View, args: {size: number, family?: string, weight?: "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"}): View
---@return View
function ViewMethods:font(size, family, weight) end

--- The weight of text below.
---@param weight "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"
---@overload fun(self: View, args: {weight: "ultraLight"|"thin"|"light"|"regular"|"medium"|"semibold"|"bold"|"heavy"|"black"}): View
---@return View
function ViewMethods:fontWeight(weight) end

--- At most `limit` lines of text.
---@param limit integer
---@overload fun(self: View, args: {limit: integer}): View
---@return View
function ViewMethods:lineLimit(limit) end

--- How lines of text align.
---@param alignment "leading"|"center"|"trailing"
---@overload fun(self: View, args: {alignment: "leading"|"center"|"trailing"}): View
---@return View
function ViewMethods:multilineTextAlignment(alignment) end

--- Alpha mask: the view shows where `mask` is opaque.
---@param mask ViewLike
---@overload fun(self: View, args: {mask: ViewLike}): View
---@return View
function ViewMethods:mask(mask) end

--- Clips to the shape laid out in the view's frame.
---@param shape ShapeLike
---@param fillRule? "nonZero"|"evenOdd"
---@overload fun(self: View, args: {shape: ShapeLike, fillRule?: "nonZero"|"evenOdd"}): View
---@return View
function ViewMethods:clipShape(shape, fillRule) end

--- Clips to `RoundedRectangle(radius, style)`.
---@param radius number
---@param style? "continuous"|"circular"
---@overload fun(self: View, args: {radius: number, style?: "continuous"|"circular"}): View
---@return View
function ViewMethods:cornerRadius(radius, style) end

--- Seed 000: rounds only the listed corners, with circular arcs; chained calls nest.
---@param radius number
---@param corners Corners
---@overload fun(self: View, args: {radius: number, corners: Corners}): View
---@return View
function ViewMethods:cornerRadius(radius, corners) end

--- SwiftUI's border: inside the frame, all four sides.
---@param content StyleLike
---@param width? number
---@overload fun(self: View, args: {content: StyleLike, width?: number}): View
---@return View
function ViewMethods:border(content, width) end

--- Seed 002: a bar of `thickness` along each listed edge, inside the frame, drawn in call order.
---@param edges Edges
---@param color StyleLike
---@param thickness number
---@overload fun(self: View, args: {edges: Edges, color: StyleLike, thickness: number, edge?: Edges}): View
---@return View
function ViewMethods:border(edges, color, thickness) end

--- Seed 004: clipped to `RoundedRectangle(radius, cornerStyle)` with a border of `width` inside that outline.
---@param style StyleLike
---@param width number
---@param radius number
---@param cornerStyle? "continuous"|"circular"
---@overload fun(self: View, args: {style: StyleLike, width: number, radius: number, cornerStyle?: "continuous"|"circular", content?: StyleLike}): View
---@return View
function ViewMethods:roundedBorder(style, width, radius, cornerStyle) end

--- Makes this view the container that `ContainerRelativeShape` below it is concentric with.
---@param shape ShapeLike
---@overload fun(self: View, args: {shape: ShapeLike}): View
---@return View
function ViewMethods:containerShape(shape) end

--- Drop shadow (Gaussian blur of standard deviation radius / 2).
---@param color? ColorLike
---@param radius number
---@param x? number
---@param y? number
---@overload fun(self: View, args: {color?: ColorLike, radius: number, x?: number, y?: number}): View
---@return View
function ViewMethods:shadow(color, radius, x, y) end

--- Multiplies the alpha of the drawing.
---@param opacity number
---@overload fun(self: View, args: {opacity: number}): View
---@return View
function ViewMethods:opacity(opacity) end

--- Moves the drawing (layout unchanged).
---@param x? number
---@param y? number
---@overload fun(self: View, args: {x?: number, y?: number}): View
---@return View
function ViewMethods:offset(x, y) end

--- Rotates the drawing around `anchor`.
---@param degrees number
---@param anchor? UnitPointLike
---@overload fun(self: View, args: {degrees: number, anchor?: UnitPointLike}): View
---@return View
function ViewMethods:rotationEffect(degrees, anchor) end

--- Scales the drawing by `s` around `anchor` (layout unchanged).
---@param s number
---@param anchor? UnitPointLike
---@overload fun(self: View, args: {s: number, anchor?: UnitPointLike}): View
---@return View
function ViewMethods:scaleEffect(s, anchor) end

--- Scales the drawing by x and y around `anchor`.
---@param x? number
---@param y? number
---@param anchor? UnitPointLike
---@overload fun(self: View, args: {x?: number, y?: number, anchor?: UnitPointLike}): View
---@return View
function ViewMethods:scaleEffect(x, y, anchor) end

--- Fits or fills the offered size at `ratio` (width / height; nil: the content's own).
---@param ratio? number
---@param contentMode? "fit"|"fill"
---@overload fun(self: View, args: {ratio?: number, contentMode?: "fit"|"fill"}): View
---@return View
function ViewMethods:aspectRatio(ratio, contentMode) end

--- `aspectRatio(nil, "fit")`.
---@return View
function ViewMethods:scaledToFit() end

--- `aspectRatio(nil, "fill")`.
---@return View
function ViewMethods:scaledToFill() end

--- The view takes its ideal size on the given axes.
---@param horizontal? boolean
---@param vertical? boolean
---@overload fun(self: View, args: {horizontal?: boolean, vertical?: boolean}): View
---@return View
function ViewMethods:fixedSize(horizontal, vertical) end

--- Accepted and ignored (no safe area in SVG).
---@param regions? string|string[]
---@param edges? string|string[]
---@overload fun(self: View, args: {regions?: string|string[], edges?: string|string[]}): View
---@return View
function ViewMethods:ignoresSafeArea(regions, edges) end

--- Accepted and ignored.
---@param edges? string|string[]
---@overload fun(self: View, args: {edges?: string|string[]}): View
---@return View
function ViewMethods:edgesIgnoringSafeArea(edges) end

--- Gaussian blur of standard deviation radius / 2 (as `shadow`); layout unchanged.
---@param radius number
---@overload fun(self: View, args: {radius: number}): View
---@return View
function ViewMethods:blur(radius) end

--- Removes colour: 0 none, 1 fully grey (clamped to 0…1).
---@param amount number
---@overload fun(self: View, args: {amount: number}): View
---@return View
function ViewMethods:grayscale(amount) end

--- Adds `amount` to red, green and blue (SwiftUI's: 0 no change, 1 white, negative darkens).
---@param amount number
---@overload fun(self: View, args: {amount: number}): View
---@return View
function ViewMethods:brightness(amount) end

--- Scales each channel about middle grey: 1 no change, 0 flat grey, negative inverts.
---@param amount number
---@overload fun(self: View, args: {amount: number}): View
---@return View
function ViewMethods:contrast(amount) end

--- Scales colourfulness: 1 no change, 0 grey, above 1 more saturated.
---@param amount number
---@overload fun(self: View, args: {amount: number}): View
---@return View
function ViewMethods:saturation(amount) end

--- Rotates hues by `degrees` (the Filter Effects `hueRotate` matrix).
---@param degrees number
---@overload fun(self: View, args: {degrees: number}): View
---@return View
function ViewMethods:hueRotation(degrees) end

--- Blends the drawing with what lies behind it, up to the nearest `compositingGroup()` (CSS mix-blend-mode; SwiftUI's Porter–Duff modes and plusDarker/plusLighter are errors: SVG renderers cannot draw them).
---@param mode "normal"|"multiply"|"screen"|"overlay"|"darken"|"lighten"|"colorDodge"|"colorBurn"|"softLight"|"hardLight"|"difference"|"exclusion"|"hue"|"saturation"|"color"|"luminosity"
---@overload fun(self: View, args: {mode: "normal"|"multiply"|"screen"|"overlay"|"darken"|"lighten"|"colorDodge"|"colorBurn"|"softLight"|"hardLight"|"difference"|"exclusion"|"hue"|"saturation"|"color"|"luminosity"}): View
---@return View
function ViewMethods:blendMode(mode) end

--- Composites the view's content on its own first, so blend modes inside blend only with each other.
---@return View
function ViewMethods:compositingGroup() end

--- A solid CSS border over the view's frame, as Chromium draws a `box-sizing: border-box` div of that size: per-side widths and colours (joined on the lines from each box corner through the padding corner), the padding edge with CSS's inner radii following the corner shape; the content is clipped to the padding edge (`overflow: hidden`).
---@param borderWidth number|number[] 1–4 widths: top, right, bottom, left
---@param borderColor? StyleLike|StyleLike[] 1–4 styles: top, right, bottom, left (shapelua colour names: `"red"` is SwiftUI's; write `"#ff0000"` for CSS's)
---@param borderRadius? number|string|table a length, a list of 1–4 (top-left, top-right, bottom-right, bottom-left), or `{horizontal = {...}, vertical = {...}}`; lengths are numbers (px) or strings `"50%"` (of the width for horizontal radii, of the height for vertical ones)
---@param cornerShape? string|string[] 1–4 of `round squircle bevel scoop notch square` or `"superellipse(K)"` (K a number, `infinity` or `-infinity`)
---@overload fun(self: View, args: {borderWidth: number|number[], borderColor?: StyleLike|StyleLike[], borderRadius?: number|string|table, cornerShape?: string|string[]}): View
---@return View
function ViewMethods:cssBorder(borderWidth, borderColor, borderRadius, cornerShape) end

--- Laid out as the view, but not drawn.
---@return View
function ViewMethods:hidden() end

--- Stacks offer space to higher priorities first (default 0), after setting aside the minimum sizes of the others.
---@param value number
---@overload fun(self: View, args: {value: number}): View
---@return View
function ViewMethods:layoutPriority(value) end

--- Clips the drawing to the view's frame.
---@return View
function ViewMethods:clipped() end

--- Drawing order among the children of a ZStack, HStack, VStack or Group: lower z first, equal z in written order (default 0).
---@param value number
---@overload fun(self: View, args: {value: number}): View
---@return View
function ViewMethods:zIndex(value) end

--- Takes all the space offered and puts the view's centre at (x, y) of it.
---@param x? number
---@param y? number
---@overload fun(self: View, args: {x?: number, y?: number}): View
---@return View
function ViewMethods:position(x, y) end

--- The same with a point: `position{50, 20}`, `position(Point(50, 20))`.
---@param position PointLike
---@overload fun(self: View, args: {position: PointLike}): View
---@return View
function ViewMethods:position(position) end

--- `fontWeight("bold")` for the text below; `bold(false)` changes nothing.
---@param isActive? boolean
---@overload fun(self: View, args: {isActive?: boolean}): View
---@return View
function ViewMethods:bold(isActive) end

--- Italic text below: the family's italic face when fontconfig has one, else the upright face slanted by about 12°; `italic(false)` turns it off.
---@param isActive? boolean
---@overload fun(self: View, args: {isActive?: boolean}): View
---@return View
function ViewMethods:italic(isActive) end

--- The text below in the monospaced family (fontconfig's "monospace": DejaVu Sans Mono here) at its size and weight; `monospaced(false)` turns it off.
---@param isActive? boolean
---@overload fun(self: View, args: {isActive?: boolean}): View
---@return View
function ViewMethods:monospaced(isActive) end

--- A line under the text at the font's underline position and thickness; `underline(false)` removes one set above.
---@param isActive? boolean
---@param color? StyleLike
---@overload fun(self: View, args: {isActive?: boolean, color?: StyleLike}): View
---@return View
function ViewMethods:underline(isActive, color) end

--- A line through the text at the font's strikeout position and thickness.
---@param isActive? boolean
---@param color? StyleLike
---@overload fun(self: View, args: {isActive?: boolean, color?: StyleLike}): View
---@return View
function ViewMethods:strikethrough(isActive, color) end

--- `kerning` px more space after each character (negative: tighter); ligatures stay.
---@param kerning number
---@overload fun(self: View, args: {kerning: number}): View
---@return View
function ViewMethods:kerning(kerning) end

--- `lineSpacing` points more between the lines of the text below (after the font's own line gap; none above the first line or below the last).
---@param lineSpacing number
---@overload fun(self: View, args: {lineSpacing: number}): View
---@return View
function ViewMethods:lineSpacing(lineSpacing) end

--- `tracking` px more space after each character, with ligatures off; wins over `kerning`.
---@param tracking number
---@overload fun(self: View, args: {tracking: number}): View
---@return View
function ViewMethods:tracking(tracking) end

--- In a GridRow, the cell spans `count` columns (1…1000).
---@param count integer
---@overload fun(self: View, args: {count: integer}): View
---@return View
function ViewMethods:gridCellColumns(count) end

--- In a Grid, the horizontal alignment of every cell of this cell's column (the first one set in the column counts).
---@param guide "leading"|"center"|"trailing"
---@overload fun(self: View, args: {guide: "leading"|"center"|"trailing"}): View
---@return View
function ViewMethods:gridColumnAlignment(guide) end

--- In a Grid, where the cell sits in its cell: its `anchor` point on the same point of the cell (a name or `{x, y}` in 0…1), over the Grid's, the row's and the column's alignment.
---@param anchor UnitPointLike
---@overload fun(self: View, args: {anchor: UnitPointLike}): View
---@return View
function ViewMethods:gridCellAnchor(anchor) end

--- In a Grid, the cell takes no part in sizing its column (`"horizontal"`) or row (`"vertical"`), or both (a list): it is offered what the other cells make. For a Color or a Divider that would otherwise take all the width offered.
---@param axes "horizontal"|"vertical"|("horizontal"|"vertical")[]
---@overload fun(self: View, args: {axes: "horizontal"|"vertical"|("horizontal"|"vertical")[]}): View
---@return View
function ViewMethods:gridCellUnsizedAxes(axes) end

---@class Color: View
---@field red number red, 0…1
---@field green number green, 0…1
---@field blue number blue, 0…1
---@field alpha number alpha (opacity), 0…1; `opacity` is the method
---@field gradient Gradient SwiftUI's `AnyGradient`: a subtle top-to-bottom gradient of the colour (15 % toward white at the top, 10 % toward black at the bottom)
local ColorMethods = {}

--- The colour with its alpha multiplied by `opacity`.
---@param opacity number
---@overload fun(self: Color, args: {opacity: number}): Color
---@return Color
function ColorMethods:opacity(opacity) end

---@class Gradient: View
local GradientMethods = {}

---@class GraphicsContext
local GraphicsContextMethods = {}

--- Fills a path, or a shape laid out in `rect`.
---@param shape ShapeLike|Path
---@param content StyleLike
---@param rect? RectLike
---@param fillRule? "nonZero"|"evenOdd"
---@overload fun(self: GraphicsContext, args: {shape: ShapeLike|Path, content: StyleLike, rect?: RectLike, fillRule?: "nonZero"|"evenOdd"}): nil
---@return nil
function GraphicsContextMethods:fill(shape, content, rect, fillRule) end

--- Strokes a path, or a shape laid out in `rect`; `lineWidth` is a number or a StrokeStyle.
---@param shape ShapeLike|Path
---@param content StyleLike
---@param lineWidth? number|StrokeStyle
---@param rect? RectLike
---@overload fun(self: GraphicsContext, args: {shape: ShapeLike|Path, content: StyleLike, lineWidth?: number|StrokeStyle, rect?: RectLike}): nil
---@return nil
function GraphicsContextMethods:stroke(shape, content, lineWidth, rect) end

--- Draws a view at its ideal size, `anchor` of it at the point.
---@param view ViewLike
---@param at PointLike
---@param anchor? UnitPointLike
---@overload fun(self: GraphicsContext, args: {view: ViewLike, at: PointLike, anchor?: UnitPointLike}): nil
---@return nil
function GraphicsContextMethods:draw(view, at, anchor) end

--- Clips later drawing of this context.
---@param shape ShapeLike|Path
---@param rect? RectLike
---@param fillRule? "nonZero"|"evenOdd"
---@overload fun(self: GraphicsContext, args: {shape: ShapeLike|Path, rect?: RectLike, fillRule?: "nonZero"|"evenOdd"}): nil
---@return nil
function GraphicsContextMethods:clip(shape, rect, fillRule) end

--- Moves later drawing.
---@param x number
---@param y number
---@overload fun(self: GraphicsContext, args: {x: number, y: number}): nil
---@return nil
function GraphicsContextMethods:translateBy(x, y) end

--- Rotates later drawing (toward +y).
---@param degrees number
---@overload fun(self: GraphicsContext, args: {degrees: number}): nil
---@return nil
function GraphicsContextMethods:rotate(degrees) end

--- Scales later drawing.
---@param x number
---@param y? number
---@overload fun(self: GraphicsContext, args: {x: number, y?: number}): nil
---@return nil
function GraphicsContextMethods:scaleBy(x, y) end

--- Sets (not multiplies) the opacity of later drawing, clamped to 0...1; inside a layer it is relative to the layer.
---@param opacity number
---@overload fun(self: GraphicsContext, args: {opacity: number}): nil
---@return nil
function GraphicsContextMethods:opacity(opacity) end

--- Runs the function with a copy of the context (transform and clip; opacity 1 relative to the layer); the layer is composited as one group at this context's opacity, and its state changes do not leak out.
---@param content function
---@overload fun(self: GraphicsContext, args: {content: function}): nil
---@return nil
function GraphicsContextMethods:drawLayer(content) end

---@class GeometryProxy
---@field size Size the offered size (`geo.size.width`)
---@field frame Rect a Rect at the origin of that size
---@field width number the offered width
---@field height number the offered height
local GeometryProxyMethods = {}

---@class GridItem
local GridItemMethods = {}

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

-- Colours: `Color(name)`, `Color{red=, ...}`, `Color{hue=, ...}`, `Color(white, opacity)`, `Color.red` … for every SwiftUI name, `Color.primary`/`secondary`/`tertiary`, and Apple's system colours (`Color.systemBlue`, `Color.label`, `Color.systemGroupedBackground`, …) in the scheme `preferredColorScheme` picked (light by default).
---@class ColorNamespace
---@overload fun(): Color
Color = {}
---@type Color
Color.black = nil
---@type Color
Color.white = nil
---@type Color
Color.gray = nil
---@type Color
Color.red = nil
---@type Color
Color.orange = nil
---@type Color
Color.yellow = nil
---@type Color
Color.green = nil
---@type Color
Color.mint = nil
---@type Color
Color.teal = nil
---@type Color
Color.cyan = nil
---@type Color
Color.blue = nil
---@type Color
Color.indigo = nil
---@type Color
Color.purple = nil
---@type Color
Color.pink = nil
---@type Color
Color.brown = nil
---@type Color
Color.clear = nil
---@type Color
Color.primary = nil
---@type Color
Color.secondary = nil
---@type Color
Color.tertiary = nil
---@type Color
Color.systemRed = nil
---@type Color
Color.systemOrange = nil
---@type Color
Color.systemYellow = nil
---@type Color
Color.systemGreen = nil
---@type Color
Color.systemMint = nil
---@type Color
Color.systemTeal = nil
---@type Color
Color.systemCyan = nil
---@type Color
Color.systemBlue = nil
---@type Color
Color.systemIndigo = nil
---@type Color
Color.systemPurple = nil
---@type Color
Color.systemPink = nil
---@type Color
Color.systemBrown = nil
---@type Color
Color.systemGray = nil
---@type Color
Color.systemGray2 = nil
---@type Color
Color.systemGray3 = nil
---@type Color
Color.systemGray4 = nil
---@type Color
Color.systemGray5 = nil
---@type Color
Color.systemGray6 = nil
---@type Color
Color.label = nil
---@type Color
Color.secondaryLabel = nil
---@type Color
Color.tertiaryLabel = nil
---@type Color
Color.quaternaryLabel = nil
---@type Color
Color.placeholderText = nil
---@type Color
Color.link = nil
---@type Color
Color.separator = nil
---@type Color
Color.opaqueSeparator = nil
---@type Color
Color.systemFill = nil
---@type Color
Color.secondarySystemFill = nil
---@type Color
Color.tertiarySystemFill = nil
---@type Color
Color.quaternarySystemFill = nil
---@type Color
Color.systemBackground = nil
---@type Color
Color.secondarySystemBackground = nil
---@type Color
Color.tertiarySystemBackground = nil
---@type Color
Color.systemGroupedBackground = nil
---@type Color
Color.secondarySystemGroupedBackground = nil
---@type Color
Color.tertiarySystemGroupedBackground = nil

-- A lazy grid's column (LazyVGrid) or row (LazyHGrid): `GridItem.fixed(size)`, `GridItem.flexible(minimum, maximum)` (10 and math.huge by default), `GridItem.adaptive(minimum, maximum)`, each also taking `spacing` (the space after it, default 8) and `alignment`; `GridItem(size, spacing, alignment)` as SwiftUI's initializer.
---@class GridItemNamespace
---@overload fun(size?: number|"fixed"|"flexible"|"adaptive", spacing?: number, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing", minimum?: number, maximum?: number): GridItem
GridItem = {}

--- A track exactly `size` long, whatever the space.
---@param size number
---@param spacing? number the space after this item
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing" where each cell sits in its cell (nil: the grid's alignment)
---@overload fun(args: {size: number, spacing?: number, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"}): GridItem
---@return GridItem
function GridItem.fixed(size, spacing, alignment) end

--- One track taking an equal share of what the fixed items leave, kept within minimum…maximum.
---@param minimum? number
---@param maximum? number
---@param spacing? number the space after this item
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing" where each cell sits in its cell (nil: the grid's alignment)
---@overload fun(args: {minimum?: number, maximum?: number, spacing?: number, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"}): GridItem
---@return GridItem
function GridItem.flexible(minimum, maximum, spacing, alignment) end

--- As many tracks of at least `minimum` as fit in a flexible item's share, sharing it equally, each at most `maximum`.
---@param minimum number
---@param maximum? number
---@param spacing? number the space after this item
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing" where each cell sits in its cell (nil: the grid's alignment)
---@overload fun(args: {minimum: number, maximum?: number, spacing?: number, alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"}): GridItem
---@return GridItem
function GridItem.adaptive(minimum, maximum, spacing, alignment) end

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

--- A CSS box's border edge as Chromium draws it: `border-radius` (overlapping radii scaled by CSS's f rule) and `corner-shape` (superellipse 2^K; K < 0 concave). Inset, it follows the corner shape as a border's inner edge does.
---@param borderRadius? number|string|table a length, a list of 1–4 (top-left, top-right, bottom-right, bottom-left), or `{horizontal = {...}, vertical = {...}}`; lengths are numbers (px) or strings `"50%"` (of the width for horizontal radii, of the height for vertical ones)
---@param cornerShape? string|string[] 1–4 of `round squircle bevel scoop notch square` or `"superellipse(K)"` (K a number, `infinity` or `-infinity`)
---@overload fun(args: {borderRadius?: number|string|table, cornerShape?: string|string[]}): Shape
---@return Shape
function CSSRectangle(borderRadius, cornerShape) end

--- Text, shaped with HarfBuzz and drawn with FreeType (fontconfig fallback per glyph); "\n" breaks lines. Inline Markdown in `content` is drawn as SwiftUI draws it: `**bold**`, `*italic*`, `~~strike~~`, `` `code` `` (monospaced), `[link](url)` (in the accent colour, blue); `\*` is a literal `*`. `+` joins Texts: `Text("a") + Text("b"):bold()` (see View).
---@param content? string drawn with its inline Markdown, as SwiftUI draws a string literal
---@param verbatim? string drawn as written (SwiftUI's `Text(verbatim:)`); give this or `content`
---@overload fun(args: {content?: string, verbatim?: string}): View
---@return View
function Text(content, verbatim) end

--- A PNG, JPEG or SVG regular file embedded in the output as a data URI (up to 6 MiB), at its intrinsic size; a relative path is relative to the folder of the script that calls Image (the working directory for -e, standard input and the REPL; with --sandbox, only files inside that folder). `embed = false` writes a reference to the file, relative to the output file (for `svg()` and standard output: to the working directory).
---@param path string
---@param embed? boolean
---@param systemName? string an SF Symbol's name: an error on Linux (no SF Symbols); give `path` instead
---@overload fun(args: {path: string, embed?: boolean, systemName?: string}): View
---@return View
function Image(path, embed, systemName) end

--- Children one below the other, given as the table's array items or as arguments (`VStack(a, b)`).
---@param spacing? number
---@param alignment? "leading"|"center"|"trailing"
---@overload fun(args: {spacing?: number, alignment?: "leading"|"center"|"trailing", [integer]: ViewLike}): View
---@return View
function VStack(spacing, alignment) end

--- Children side by side.
---@param spacing? number
---@param alignment? "top"|"center"|"bottom"
---@overload fun(args: {spacing?: number, alignment?: "top"|"center"|"bottom", [integer]: ViewLike}): View
---@return View
function HStack(spacing, alignment) end

--- Children on top of each other.
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing"
---@overload fun(args: {alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing", [integer]: ViewLike}): View
---@return View
function ZStack(alignment) end

--- Children without layout of their own.
---@overload fun(args: {[integer]: ViewLike}): View
---@return View
function Group() end

--- Flexible space along a stack's axis.
---@param minLength? number
---@overload fun(args: {minLength?: number}): View
---@return View
function Spacer(minLength) end

--- A view built from the size it is offered: the function gets a GeometryProxy (`geo.size.width`, `geo.frame`; `geo.width` and `geo.height` too) and returns a view.
---@param content function
---@overload fun(args: {content: function}): View
---@return View
function GeometryReader(content) end

--- A 1-unit line across the enclosing stack's cross axis (full width × 1 in a VStack or alone, 1 × full height in an HStack), in SwiftUI's separator grey (#3C3C43 at 29 %).
---@return View
function Divider() end

--- A Group of the views `content` returns for each item of a list, or for 1…n when `data` is a count n (then item = i); an error in the function propagates with its location, and a result that is not a view is an error naming the index.
---@param data integer|any[] a list (items 1…#list, read raw) or a count n ≥ 0 (items 1…n)
---@param content function gets (item, i) and returns a view
---@overload fun(args: {data: integer|any[], content: function}): View
---@return View
function ForEach(data, content) end

--- A linear gradient across the frame it fills; unit points by name or `{x, y}` in 0…1.
---@param colors? ColorLike[]
---@param stops? GradientStop[]
---@param startPoint? UnitPointLike
---@param endPoint? UnitPointLike
---@overload fun(args: {colors?: ColorLike[], stops?: GradientStop[], startPoint?: UnitPointLike, endPoint?: UnitPointLike}): Gradient
---@return Gradient
function LinearGradient(colors, stops, startPoint, endPoint) end

--- A radial gradient from `startRadius` to `endRadius` around `center`.
---@param colors? ColorLike[]
---@param stops? GradientStop[]
---@param center? UnitPointLike
---@param startRadius? number
---@param endRadius number
---@overload fun(args: {colors?: ColorLike[], stops?: GradientStop[], center?: UnitPointLike, startRadius?: number, endRadius: number}): Gradient
---@return Gradient
function RadialGradient(colors, stops, center, startRadius, endRadius) end

--- A conic gradient around `center`: angles in degrees, 0 pointing trailing and growing clockwise; equal angles (the default) make one full turn. A shorter span leaves a gap filled half with the last colour, half with the first; a longer one draws its last turn (SwiftUI). Drawn as fine wedges (docs/SVG.md).
---@param colors? ColorLike[]
---@param stops? GradientStop[]
---@param center? UnitPointLike
---@param startAngle? number
---@param endAngle? number
---@param angle? number SwiftUI's `AngularGradient(colors:center:angle:)`: one full turn starting at `angle` (instead of startAngle/endAngle)
---@overload fun(args: {colors?: ColorLike[], stops?: GradientStop[], center?: UnitPointLike, startAngle?: number, endAngle?: number, angle?: number}): Gradient
---@return Gradient
function AngularGradient(colors, stops, center, startAngle, endAngle, angle) end

--- A radial gradient stretched to the frame it fills (elliptical rings); radii are fractions of the frame, so 0.5 around the centre reaches the middle of each edge.
---@param colors? ColorLike[]
---@param stops? GradientStop[]
---@param center? UnitPointLike
---@param startRadiusFraction? number
---@param endRadiusFraction? number
---@overload fun(args: {colors?: ColorLike[], stops?: GradientStop[], center?: UnitPointLike, startRadiusFraction?: number, endRadiusFraction?: number}): Gradient
---@return Gradient
function EllipticalGradient(colors, stops, center, startRadiusFraction, endRadiusFraction) end

--- Immediate drawing after SwiftUI's GraphicsContext; the function runs each time the canvas is rendered.
---@param width number
---@param height number
---@param renderer function
---@overload fun(args: {width: number, height: number, renderer: function}): View
---@return View
function Canvas(width, height, renderer) end

--- The SVG text of a view: offered `width`×`height` and centred (default: its ideal size, grown to hold the ink of its shadows and blurs unless `bounds = "frame"`); `precision` decimals (default 3); `text = "text"` writes `<text>` elements instead of outlines.
---@param view ViewLike
---@param options? SVGOptions
---@overload fun(args: {view: ViewLike, options?: SVGOptions}): string
---@return string
function svg(view, options) end

--- Writes the view to `path` atomically (a temporary file, then a rename), creating missing folders; with `--output-dir`, inside that folder only. The extension picks the format: `.png` (`scale` pixels per unit, default 1) and `.pdf` (vectors; `scale` scales the page) are rendered in process by librsvg, `.xml` is an Android VectorDrawable (an error for what it cannot express: blur, shadow, blend modes, masks, images), anything else is SVG. With `--shard K/N` only this shard's saves are performed (docs/BATCH.md).
---@param view ViewLike
---@param path string
---@param options? SaveOptions
---@overload fun(args: {view: ViewLike, path: string, options?: SaveOptions}): nil
---@return nil
function save(view, path, options) end

--- Writes an app icon set for `platform` (`"ios"`: `AppIcon.appiconset` with `Contents.json` listing the 1024 icon (opaque, no alpha channel) and its `dark` (default: the view, transparency kept) and `tinted` (default: the view's luminance in grey over black) appearances, `legacy = true` adds the classic iPhone/iPad sizes; `"macos"`: `AppIcon.icns` and the `AppIcon.iconset` folder, `grid = true` places the view on Apple's macOS icon grid (its square on the 824 px rounded body, continuous corners of 185.4, over the template's drop shadow, in the 1024 canvas); `"icon-composer"` (iOS 26 / macOS 26): the `AppIcon.icon` bundle — `icon.json` and the view as `Assets/foreground.svg`, with `dark` and `tinted` foregrounds for those appearances (default: the system derives them) and `background` (a colour is the fill, a view a layer at the back; default: the system's); `"android"`: an adaptive icon whose foreground is the view — `mipmap-anydpi-v26/ic_launcher.xml` and `ic_launcher_round.xml`, each layer a VectorDrawable in `drawable-v24/` where it can be one (else PNGs per density), `background` (a view or colour, default white) and `monochrome` (default: the foreground) as the other layers — plus legacy and round `mipmap-*` PNGs and `playstore-icon.png`; `"web"`: `favicon.ico` (16, 32, 48), `favicon.svg` (with `dark`, also the `dark` view, shown where the reader prefers a dark colour scheme), `icon-192.png`, `icon-512.png`, maskable `icon-maskable-192.png` and `-512.png` (the view in the central 80 % over `background`, default white), an opaque `apple-touch-icon.png` and `manifest.webmanifest`) into `dir`, every size rendered from the vectors. `name` replaces `AppIcon` / `ic_launcher`. Returns the paths written.
---@param view ViewLike
---@param dir string
---@param options IconsetOptions
---@overload fun(args: {view: ViewLike, dir: string, options: IconsetOptions}): string[]
---@return string[]
function iconset(view, dir, options) end

--- Writes `view` at every density `platform` wants, its own size being 1× (points or dp): `"ios"` an Xcode image set `NAME.imageset` with `NAME.png`, `NAME@2x.png`, `NAME@3x.png` and `Contents.json` (`"macos"`: 1x and 2x); `"android"` `drawable-mdpi/NAME.png` … `drawable-xxxhdpi/NAME.png` (1×, 1.5×, 2×, 3×, 4×). `name` is required (for Android a resource name). Every size is rendered from the vectors. Returns the paths written.
---@param view ViewLike
---@param dir string
---@param options ImagesetOptions
---@overload fun(args: {view: ViewLike, dir: string, options: ImagesetOptions}): string[]
---@return string[]
function imageset(view, dir, options) end

--- Prints the reference entry of `subject` (the text `shapelua --api` writes for it): a function's parameters, a type's fields and methods, a table's functions and constants; `help()` prints how to use it.
---@param subject? any a function or method, a library table (`Color`), a value, or a name (`"frame"`, `"Shape.fill"`)
---@overload fun(args: {subject?: any}): nil
---@return nil
function help(subject) end

--- Picks the scheme of Apple's adaptive colours (SwiftUI's names, `systemBlue` … `systemGray6`, `label`, backgrounds, fills, separators) for the colours made after it, in names, style strings and `Color.x` fields; returns the scheme it replaces. Build a dark view after `preferredColorScheme("dark")`.
---@param colorScheme? "light"|"dark" `"light"` or `"dark"`; nothing restores light
---@overload fun(args: {colorScheme?: "light"|"dark"}): string
---@return string
function preferredColorScheme(colorScheme) end

--- The absolute path that `path` names next to the script file whose code calls `here` (a module's own folder inside a module), as `Image` resolves its paths: `io.open(here("sales.csv"))` reads the file beside the script whatever the working directory, and `Image(here("logo.png"))` is `Image("logo.png")`. No path gives the folder itself; `.` and `..` are resolved in the text (links are not followed). Code without a file (`-e`, standard input, the REPL) resolves against the working directory. With `--sandbox` the path is returned as given (`Image` resolves it in the script's folder anyway, and the sandbox has no `io`).
---@param path? string a path relative to the calling script's folder
---@overload fun(args: {path?: string}): string
---@return string
function here(path) end

--- iOS's switch: a 51 × 31 capsule, systemGreen when on (secondarySystemFill when off), a 27-unit white knob with a soft shadow at the trailing end when on. With a title, the title leads and the switch trails (a Spacer between), so the toggle fills the width offered, as in a Form.
---@param title? string|ViewLike a string (a Text, its Markdown drawn) or a view; none: the switch alone
---@param isOn? boolean
---@overload fun(args: {title?: string|ViewLike, isOn?: boolean}): View
---@return View
function Toggle(title, isOn) end

--- The icon, then the title, centred on one line, 8 apart (SwiftUI's default label style on iOS).
---@param title string|ViewLike a string (a Text, its Markdown drawn) or a view
---@param icon? ViewLike a view: an `Image("file.svg")`, a shape, …
---@param systemImage? string an SF Symbol's name: an error on Linux (no SF Symbols); give `icon` instead
---@overload fun(args: {title: string|ViewLike, icon?: ViewLike, systemImage?: string}): View
---@return View
function Label(title, icon, systemImage) end

--- SwiftUI's Grid: each GridRow's cells take successive columns; columns are as wide as their widest cell and rows as tall as their tallest (offered a size, they share it as a stack's children do). A child that is not a GridRow is a row spanning every column (a Divider between rows). `gridCellColumns(n)` makes a cell span n columns.
---@param alignment? "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing" where each cell sits in its cell
---@param horizontalSpacing? number
---@param verticalSpacing? number
---@overload fun(args: {alignment?: "center"|"leading"|"trailing"|"top"|"bottom"|"topLeading"|"topTrailing"|"bottomLeading"|"bottomTrailing", horizontalSpacing?: number, verticalSpacing?: number, [integer]: ViewLike}): View
---@return View
function Grid(alignment, horizontalSpacing, verticalSpacing) end

--- One row of a Grid, each child one cell. Outside a Grid it is laid out as an HStack.
---@param alignment? "top"|"center"|"bottom" the cells' vertical alignment (nil: the Grid's)
---@overload fun(args: {alignment?: "top"|"center"|"bottom", [integer]: ViewLike}): View
---@return View
function GridRow(alignment) end

--- SwiftUI's LazyVGrid: the columns come from the GridItems alone, as SwiftUI computes them (fixed sizes first, then each other item an equal share of the rest, in order; an adaptive item fits as many columns of its minimum as it can); the cells fill rows leading to trailing, each row as tall as its tallest cell. Everything is drawn (no scrolling).
---@param alignment? "leading"|"center"|"trailing"
---@param spacing? number between rows
---@param columns GridItem[] one GridItem per column (an adaptive one makes as many columns as fit)
---@overload fun(args: {alignment?: "leading"|"center"|"trailing", spacing?: number, columns: GridItem[], [integer]: ViewLike}): View
---@return View
function LazyVGrid(alignment, spacing, columns) end

--- SwiftUI's LazyHGrid: LazyVGrid turned on its side: the rows come from the GridItems, the cells fill columns top to bottom, each column as wide as its widest cell.
---@param alignment? "top"|"center"|"bottom"
---@param spacing? number between columns
---@param rows GridItem[] one GridItem per row
---@overload fun(args: {alignment?: "top"|"center"|"bottom", spacing?: number, rows: GridItem[], [integer]: ViewLike}): View
---@return View
function LazyHGrid(alignment, spacing, rows) end

