-- Seed 002 "Viewの各辺に個別の線を引く": a different border on each edge.
-- Figure 1: overlays aligned to each edge; figure 2: the border(edges, color,
-- thickness) modifier, also with a two-edge set (both edges are drawn; the
-- article's own helper draws only the first, a bug the contract fixes);
-- figure 3: the UIKit CALayer version's look, with the same modifier.

-- struct CustomBorderView (step 1: overlay)
local customBorderView = Text("Hello, Custom Border!")
    :font("title2")
    :padding()
    :frame(250, 120)
    :background(Color.white)
    :cornerRadius(10)
    :shadow{radius = 5, x = 0, y = 5}
    :overlay{alignment = "top", content =       -- top edge: red
        Rectangle()
            :frame{height = 2}
            :foregroundColor(Color.red)}
    :overlay{alignment = "bottom", content =    -- bottom edge: blue
        Rectangle()
            :frame{height = 4}
            :foregroundColor(Color.blue)}
    :overlay{alignment = "leading", content =   -- leading edge: green
        Rectangle()
            :frame{width = 1}
            :foregroundColor(Color.green)}
    :overlay{alignment = "trailing", content =  -- trailing edge: orange
        Rectangle()
            :frame{width = 3}
            :foregroundColor(Color.orange)}

-- struct CustomBorderModifierExample (step 2: the EdgeBorder modifier)
local modifierExample = VStack{spacing = 30,
    Text("ViewModifier Applied")
        :font("headline")
        :padding()
        :frame(280, 150)
        :background(Color.white)
        :cornerRadius(15)
        :shadow{radius = 8, x = 0, y = 8}
        :border("top", Color.purple, 3)
        :border("bottom", Color.pink, 5)
        :border("leading", Color.cyan, 1)
        :border("trailing", Color.indigo, 2),

    Text("Combined Edges Example")
        :font("headline")
        :padding()
        :frame(280, 80)
        :background(Color.yellow:opacity(0.2))
        :cornerRadius(10)
        :border({"top", "bottom"}, Color.brown, 2)   -- the same line on top and bottom
        :border("leading", Color.red, 4),            -- another on the leading edge
}
    :padding()
    :background(Color.gray:opacity(0.1))
    :edgesIgnoringSafeArea("all")

-- UIKitCustomBorderViewController: addCustomBorders(top:bottom:left:right:)
local uikitExample = Text("Hello, UIKit Custom Border!")
    :font("headline")
    :frame(280, 150)
    :background(Color.white)
    :cornerRadius(10)
    :shadow{color = Color.black:opacity(0.2), radius = 5, x = 0, y = 5}
    :border("top", Color.red, 3)
    :border("bottom", Color.blue, 5)
    :border("leading", Color.green, 1)
    :border("trailing", Color.orange, 2)

return HStack{spacing = 30, alignment = "top", customBorderView, modifierExample, uikitExample}
    :padding(30)
    :background(Color("#F2F2F7"))
