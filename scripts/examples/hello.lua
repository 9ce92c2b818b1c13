-- The smallest example: a rounded square with a label.
--   shapelua -o hello.svg scripts/examples/hello.lua   (or scripts/run-example)
return RoundedRectangle(32)
    :fill(LinearGradient{colors = {Color.blue, Color.purple},
                         startPoint = "topLeading", endPoint = "bottomTrailing"})
    :frame(160, 160)
    :overlay(Text("hello"):font("title"):fontWeight("semibold"):foregroundColor(Color.white))
    :padding()
