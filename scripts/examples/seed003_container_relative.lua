-- Seed 003 "特定の角のみ ContainerRelativeShape を適用したい": corners that are
-- concentric with their container, on chosen corners only. The widget's
-- corner radius is 22 and the image sits 8 in from it, so its rounded
-- corner has radius 22 − 8 = 14. The app image is assets/camera.png.
-- Image paths are relative to this script's folder (docs/API.md, `Image`).

-- A small widget: 169×169 with corner radius 22 (containerShape).
local function widget(content)
    return content
        :frame(169, 169)
        :background(Color.white)
        :containerShape(RoundedRectangle(22))
        :clipShape(RoundedRectangle(22))
end

-- struct SampleView, with the clip shape as a parameter
local function sampleView(clip)
    local image = Image("assets/camera.png")
        :resizable()
        :scaledToFill()
        :frame(80, 80)
    if clip then image = image:clipShape(clip) end
    return Group{image}
        :frame{maxWidth = math.huge, maxHeight = math.huge, alignment = "topLeading"}
        :padding(8)
end

return HStack{spacing = 24,
    widget(sampleView(nil)),                                         -- 左上に配置して
    widget(sampleView(ContainerRelativeShape())),                    -- ContainerRelativeShape 適用
    widget(sampleView(ContainerRelativeShape{corners = "topLeft"})), -- 左上だけ角丸
}
    :padding(24)
    :background(Color("#E5E5EA"))
