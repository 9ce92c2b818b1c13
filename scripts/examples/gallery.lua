-- Gallery: every shape and every modifier of the shape library, one tile
-- each, labelled. Run: shapelua scripts/examples/gallery.lua -o gallery.svg
local tile = 90

-- One labelled tile: the content centred in a tile-sized frame.
local function cell(label, content)
    return VStack{spacing = 4,
        content:frame(tile, tile),
        Text(label):font(11):foregroundColor(Color.gray),
    }
end

local blue = Color.blue
local gradient = LinearGradient{colors = {Color.blue, Color.purple},
                                startPoint = "topLeading", endPoint = "bottomTrailing"}

local superellipse = Shape(function(rect)
    -- seed 001 style: a custom shape written in Lua
    return Path():addEllipse(rect:inset(rect.width * 0.1))
end)

local star = Path(function(p)
    for i = 0, 9 do
        local r = (i % 2 == 0) and 40 or 17
        local a = math.rad(-90 + i * 36)
        local pt = {45 + r * math.cos(a), 45 + r * math.sin(a)}
        if i == 0 then p:move{to = pt} else p:addLine{to = pt} end
    end
    p:closeSubpath()
end)

local shapes = {
    cell("Rectangle", Rectangle():fill(blue)),
    cell("RoundedRectangle", RoundedRectangle(20):fill(blue)),
    cell("circular", RoundedRectangle(20, "circular"):fill(blue)),
    cell("Uneven", UnevenRoundedRectangle{topLeading = 30, bottomTrailing = 30}:fill(blue)),
    cell("Circle", Circle():fill(blue)),
    cell("Ellipse", Ellipse():fill(blue):frame(tile, tile / 2)),
    cell("Capsule", Capsule():fill(blue):frame(tile, tile / 2)),
    cell("Superellipse rate", Superellipse{rate = 0.8}:fill(blue)),
    cell("Superellipse n=5", Superellipse{exponent = 5}:fill(blue)),
    cell("Smooth 0.6", SmoothRoundedRectangle{cornerRadius = 30, smoothing = 0.6}:fill(blue)),
    cell("ContainerRelative", ContainerRelativeShape{corners = {"topLeading", "bottomTrailing"}}
        :fill(blue):padding(8):background(Color("#E5E5EA")):containerShape(RoundedRectangle(24))),
    cell("Shape(function)", superellipse:fill(blue)),
    cell("Path", star),
    cell("Path(svg)", Path("M10 80 Q45 0 80 80 Z"):fill(Color.orange)),
}

local shapeModifiers = {
    cell("inset", Circle():inset(15):fill(blue)),
    cell("offset", Rectangle():offset(10, 10):fill(blue):frame(60, 60)),
    cell("rotation", Rectangle():rotation(30):fill(blue):frame(50, 50)),
    cell("scale", Circle():scale(1, 0.5):fill(blue)),
    cell("transform", Rectangle():transform(Transform.rotation(15)):fill(blue):frame(50, 50)),
    cell("fill gradient", Circle():fill(gradient)),
    cell("stroke", Circle():stroke(Color.red, 6)),
    cell("stroke dash", Circle():stroke{content = Color.red, lineWidth = 4, dash = {8, 4}}),
    cell("strokeBorder", Circle():strokeBorder(Color.red, 10)),
    cell("stroke():fill", Circle():stroke{lineWidth = 12}:fill(gradient)),
    cell("trimmedPath", Path():addEllipse{0, 0, 90, 90}:trimmedPath(0, 0.7):stroke(Color.green, 5)),
}

-- Path booleans (docs/GEOMETRY.md): two discs side by side, combined.
local left, right = Circle():scale(0.7):offset(-13, 0), Circle():scale(0.7):offset(13, 0)
local booleans = {
    cell("union", left:union(right):fill(blue)),
    cell("intersection", left:intersection(right):fill(blue)),
    cell("subtracting", left:subtracting(right):fill(blue)),
    cell("symmetricDifference", left:symmetricDifference(right):fill(blue)),
    cell("lineIntersection", left:lineIntersection(right):stroke(Color.red, 4)),
    cell("lineSubtraction", left:lineSubtraction(right):stroke(Color.red, 4)),
    cell("ring − slot", Circle():subtracting(Circle():scale(0.6))
        :subtracting(Rectangle():scale(0.16, 0.5, "top")):fill(gradient)),
}

-- CSS boxes (docs/GEOMETRY.md): corner-shape keywords, and a four-coloured cssBorder.
local css = {}
for _, shape in ipairs{"squircle", "bevel", "scoop", "notch", "superellipse(-0.5)"} do
    css[#css + 1] = cell(shape, CSSRectangle{borderRadius = 28, cornerShape = shape}:fill(gradient))
end
css[#css + 1] = cell("cssBorder", Color.white:cssBorder{borderWidth = {6, 12}, borderRadius = 26,
    cornerShape = "squircle", borderColor = {"#ff6b6b", "#feca57", "#48dbfb", "#1dd1a1"}})
css[#css + 1] = cell("cssBorder elliptical", gradient:cssBorder{borderWidth = 5, borderColor = Color.black,
    borderRadius = {horizontal = {"50%"}, vertical = {"30%"}}, cornerShape = {"round", "bevel"}})

local label = Text("Aa"):font(28):fontWeight("bold")
local viewModifiers = {
    cell("frame", Color.teal:frame(60, 30)),
    cell("padding", Color.teal:padding(20):background(Color.yellow)),
    cell("background", label:padding(10):background(Color.yellow)),
    cell("overlay", Circle():fill(blue):overlay{alignment = "top", content = Text("top"):font(12)}),
    cell("foregroundColor", label:foregroundColor(Color.pink)),
    cell("foregroundStyle", Circle():foregroundStyle(gradient)),
    cell("font title", Text("Title"):font("title")),
    cell("multiline", Text("one\ntwo"):multilineTextAlignment("center"):lineLimit(2)),
    cell("mask", gradient:mask(Text("MASK"):font(24):fontWeight("black"))),
    cell("clipShape", gradient:clipShape(Capsule()):frame(80, 40)),
    cell("cornerRadius", gradient:cornerRadius(16)),
    cell("cornerRadius corners", gradient:cornerRadius(30, {"topLeading", "bottomTrailing"})),
    cell("border", Color.white:border(Color.red, 3)),
    cell("border edges", Color.white:border({"top", "leading"}, Color.red, 6)),
    cell("roundedBorder", Color.mint:roundedBorder(Color.red, 4, 20)),
    cell("shadow", Circle():fill(Color.white):frame(60, 60):shadow{radius = 8, x = 3, y = 3}),
    cell("opacity", Circle():fill(blue):opacity(0.3)),
    cell("offset", Circle():fill(blue):frame(40, 40):offset(15, 15)),
    cell("rotationEffect", Rectangle():fill(blue):frame(50, 50):rotationEffect(45)),
    cell("scaleEffect", Rectangle():fill(blue):frame(50, 50):scaleEffect(1.5, 0.5)),
    cell("aspectRatio", Color.teal:aspectRatio(2, "fit")),
    cell("HStack", HStack{spacing = 4, Circle():fill(blue), Circle():fill(Color.red)}),
    cell("VStack", VStack{spacing = 4, Capsule():fill(blue), Capsule():fill(Color.red)}),
    cell("ZStack", ZStack{alignment = "bottomTrailing", Color.yellow, Circle():fill(Color.red):frame(30, 30)}),
    cell("Spacer", HStack{Circle():fill(blue):frame(20, 20), Spacer(), Circle():fill(blue):frame(20, 20)}),
    cell("GeometryReader", GeometryReader(function(size)
        return Circle():fill(blue):frame(size.width / 2, size.height / 2)
    end)),
    cell("Canvas", Canvas(tile, tile, function(ctx)
        for i = 0, 5 do
            ctx:fill(Circle(), Color{hue = i / 6, saturation = 0.8, brightness = 0.9}, {i * 12, i * 12, 24, 24})
        end
        ctx:drawLayer(function(layer)
            layer:opacity(0.5)
            layer:stroke(Rectangle(), Color.black, 2, {4, 4, 82, 82})
        end)
    end)),
}

-- Gradients and effects (docs/API.md): the picture every effect works on.
local rainbow = {Color.red, Color.yellow, Color.green, Color.blue, Color.red}
local swatch = ZStack{Rectangle():fill(AngularGradient{colors = rainbow}), Circle():fill(Color.white):frame(30, 30)}
local effects = {
    cell("color.gradient", RoundedRectangle(16):fill(Color.blue.gradient)),
    cell("AngularGradient", Circle():fill(AngularGradient{colors = rainbow})),
    cell("angular span", Circle():fill(AngularGradient{colors = {Color.orange, Color.purple},
                                                       startAngle = -90, endAngle = 90})),
    cell("EllipticalGradient", Rectangle():fill(EllipticalGradient{colors = {Color.white, Color.indigo}})
        :frame(tile, tile / 2)),
    cell("blur", swatch:blur(4)),
    cell("grayscale", swatch:grayscale(1)),
    cell("brightness", swatch:brightness(0.3)),
    cell("contrast", swatch:contrast(1.8)),
    cell("saturation", swatch:saturation(0.3)),
    cell("hueRotation", swatch:hueRotation(120)),
    cell("blendMode", ZStack{Color.yellow, Circle():fill(Color.cyan):frame(60, 60):blendMode("multiply")}),
    cell("compositingGroup", ZStack{Color.red, ZStack{Color.yellow:frame(30, tile),
        Circle():fill(Color.cyan):frame(60, 60):blendMode("difference")}:compositingGroup()}),
}

-- Grids and controls (issue 22): SwiftUI's Grid, lazy grids and controls.
local function dot(color) return Circle():fill(color):frame(14, 14) end
local grids = {
    cell("Grid", Grid{horizontalSpacing = 6, verticalSpacing = 6,
        GridRow{Text("R"):font(12), dot(blue), dot(blue)},
        Divider(),
        GridRow{Text("G"):font(12), dot(Color.green), dot(Color.green)},
        GridRow{Text("W"):font(12), Capsule():fill(Color.orange):frame(nil, 14):gridCellColumns(2)}}),
    cell("LazyVGrid adaptive", LazyVGrid{columns = {GridItem.adaptive(20)}, spacing = 6,
        ForEach(12, function(i) return RoundedRectangle(4):fill(Color{hue = i / 12, saturation = 0.7, brightness = 0.9})
            :frame{height = 20} end)}),
    cell("LazyVGrid fixed+flexible", LazyVGrid{columns = {GridItem.fixed(20), GridItem.flexible()}, spacing = 6,
        ForEach(6, function(i)
            if i % 2 == 1 then return Circle():fill(blue):frame(16, 16) end
            return Capsule():fill(Color.gray):frame{height = 8}
        end)}),
    cell("LazyHGrid", LazyHGrid{rows = {GridItem.fixed(24), GridItem.fixed(24), GridItem.fixed(24)}, spacing = 6,
        ForEach(8, function(i) return RoundedRectangle(4):fill(Color.indigo):frame(16 + (i % 3) * 6, 20) end)}),
    cell("Toggle", VStack{spacing = 8, Toggle{isOn = true}, Toggle{isOn = false}}),
    cell("Label", Label("Wi-Fi", Circle():fill(Color.blue):frame(17, 17)):font(13)),
}

local function row(items)
    local list = {spacing = 12, alignment = "top"}
    for i, v in ipairs(items) do list[i] = v end
    return HStack(list)
end

-- Rows of seven tiles.
local function grid(items)
    local rows = {spacing = 16, alignment = "leading"}
    for start = 1, #items, 7 do
        local slice = {}
        for i = start, math.min(start + 6, #items) do slice[#slice + 1] = items[i] end
        rows[#rows + 1] = row(slice)
    end
    return VStack(rows)
end

local function section(title, items)
    return VStack{spacing = 10, alignment = "leading",
        Text(title):font("headline"),
        grid(items),
    }
end

return VStack{spacing = 24, alignment = "leading",
    section("Shapes", shapes),
    section("Shape modifiers", shapeModifiers),
    section("Path booleans", booleans),
    section("CSS boxes", css),
    section("View modifiers and views", viewModifiers),
    section("Gradients and effects", effects),
    section("Grids and controls", grids),
}
    :padding(24)
    :background(Color.white)
