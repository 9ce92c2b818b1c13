-- Seed 000 "SwiftUIで部分角丸を実現する": rounding only some corners.
-- Figure 1: a 200×200 black square masked by a Path of four addArc corners
-- (the GeometryReader gives the frame); figure 2: the cornerRadius(_, corners)
-- extension, with a corner set and with chained calls.
local radius = 10

-- struct RoundedView
local roundedView = Rectangle()
    :fill(Color.black)
    :frame(200, 200)
    -- mask the view
    :mask(
        -- GeometryReader gives access to the masked view's frame
        GeometryReader(function(geo)
            return Path(function(path)
                local frame = geo.frame

                path:move{to = {frame.minX, frame.midY}}
                -- draw an arc at every corner
                path:addArc{tangent1End = {frame.minX, frame.minY},
                            tangent2End = {frame.midX, frame.minY},
                            radius = radius}
                path:addArc{tangent1End = {frame.maxX, frame.minY},
                            tangent2End = {frame.maxX, frame.midY},
                            radius = radius}
                path:addArc{tangent1End = {frame.maxX, frame.maxY},
                            tangent2End = {frame.midX, frame.maxY},
                            radius = radius}
                path:addArc{tangent1End = {frame.minX, frame.maxY},
                            tangent2End = {frame.minX, frame.midY},
                            radius = radius}
            end)
        end)
    )

-- struct Content: the extension is built in as cornerRadius(radius, corners)
local function rectangle()
    return Rectangle()
        :fill(Color.black)
        :frame(100, 100)
end

local content = VStack{
    Text("指定箇所にまとめて角丸を適用"),
    rectangle()
        :cornerRadius(10, {"topLeading", "bottomTrailing"}),

    Text("部分毎に異なる角丸を適用"),
    rectangle()
        :cornerRadius(30, "topLeading")
        :cornerRadius(10, "bottomLeading"),
}

return HStack{spacing = 40, alignment = "top", roundedView, content}
    :padding()
    :background(Color.white)
