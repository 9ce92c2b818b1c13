-- shapelua's luacheck standard: generated from the registration tables
-- (Sources/ShapeBindings/Generators/LuacheckStandard.swift); do not edit.
--   luacheck --config docs/shapelua.luacheckrc FILES
-- or, in a project's .luacheckrc: copy `stds.shapelua` and set
--   std = "lua54+shapelua"
stds.shapelua = {
  read_globals = {
    AngularGradient = {},
    CSSRectangle = {},
    Canvas = {},
    Capsule = {},
    Circle = {},
    Color = { fields = { black = { other_fields = true }, blue = { other_fields = true }, brown = { other_fields = true }, clear = { other_fields = true }, cyan = { other_fields = true }, gray = { other_fields = true }, green = { other_fields = true }, indigo = { other_fields = true }, mint = { other_fields = true }, orange = { other_fields = true }, pink = { other_fields = true }, primary = { other_fields = true }, purple = { other_fields = true }, red = { other_fields = true }, secondary = { other_fields = true }, teal = { other_fields = true }, tertiary = { other_fields = true }, white = { other_fields = true }, yellow = { other_fields = true } } },
    ContainerRelativeShape = {},
    Divider = {},
    Ellipse = {},
    EllipticalGradient = {},
    ForEach = {},
    GeometryReader = {},
    Group = {},
    HStack = {},
    Image = {},
    LinearGradient = {},
    Path = {},
    Point = {},
    RadialGradient = {},
    Rect = {},
    Rectangle = {},
    RoundedRectangle = {},
    Shape = {},
    Size = {},
    SmoothRoundedRectangle = {},
    Spacer = {},
    Superellipse = {},
    Text = {},
    Transform = { fields = { identity = { other_fields = true }, rotation = {}, scale = {}, translation = {} } },
    UnevenRoundedRectangle = {},
    VStack = {},
    ZStack = {},
    help = {},
    iconset = {},
    save = {},
    shard = { fields = { index = {}, count = {} } },
    svg = {},
  },
}
std = "lua54+shapelua"
