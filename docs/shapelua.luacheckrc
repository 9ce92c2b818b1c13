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
    Color = { fields = { black = { other_fields = true }, blue = { other_fields = true }, brown = { other_fields = true }, clear = { other_fields = true }, cyan = { other_fields = true }, gray = { other_fields = true }, green = { other_fields = true }, indigo = { other_fields = true }, label = { other_fields = true }, link = { other_fields = true }, mint = { other_fields = true }, opaqueSeparator = { other_fields = true }, orange = { other_fields = true }, pink = { other_fields = true }, placeholderText = { other_fields = true }, primary = { other_fields = true }, purple = { other_fields = true }, quaternaryLabel = { other_fields = true }, quaternarySystemFill = { other_fields = true }, red = { other_fields = true }, secondary = { other_fields = true }, secondaryLabel = { other_fields = true }, secondarySystemBackground = { other_fields = true }, secondarySystemFill = { other_fields = true }, secondarySystemGroupedBackground = { other_fields = true }, separator = { other_fields = true }, systemBackground = { other_fields = true }, systemBlue = { other_fields = true }, systemBrown = { other_fields = true }, systemCyan = { other_fields = true }, systemFill = { other_fields = true }, systemGray = { other_fields = true }, systemGray2 = { other_fields = true }, systemGray3 = { other_fields = true }, systemGray4 = { other_fields = true }, systemGray5 = { other_fields = true }, systemGray6 = { other_fields = true }, systemGreen = { other_fields = true }, systemGroupedBackground = { other_fields = true }, systemIndigo = { other_fields = true }, systemMint = { other_fields = true }, systemOrange = { other_fields = true }, systemPink = { other_fields = true }, systemPurple = { other_fields = true }, systemRed = { other_fields = true }, systemTeal = { other_fields = true }, systemYellow = { other_fields = true }, teal = { other_fields = true }, tertiary = { other_fields = true }, tertiaryLabel = { other_fields = true }, tertiarySystemBackground = { other_fields = true }, tertiarySystemFill = { other_fields = true }, tertiarySystemGroupedBackground = { other_fields = true }, white = { other_fields = true }, yellow = { other_fields = true } } },
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
    preferredColorScheme = {},
    save = {},
    shard = { fields = { index = {}, count = {} } },
    svg = {},
  },
}
std = "lua54+shapelua"
