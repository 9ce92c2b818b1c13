-- The smallest example: a continuous rounded rectangle with a border,
-- written as SVG by `scripts/run-example` (shapelua -o out/hello.svg hello.lua).
print("hello from shapelua")

return RoundedRectangle(24)
    :fill(Color.orange)
    :frame(160, 100)
    :overlay(RoundedRectangle(24):strokeBorder(Color.black, 4))
    :padding(10)
