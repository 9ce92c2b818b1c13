-- docs/EXPORT.md: save() to .png and .pdf, rendered in process; docs/BATCH.md: the
-- shard global. (Pixels against rsvg-convert: Tests/ShapeRasterTests.)

local function read(name)
  local f = assert(io.open(TEST_OUTPUT_DIR .. "/" .. name, "rb"))
  local data = f:read("a")
  f:close()
  return data
end

-- PNG: signature, then IHDR's width, height, bit depth 8, colour type 6 (RGBA).
local function pngHeader(data)
  eq(data:sub(1, 8), "\137PNG\r\n\26\n", "PNG signature")
  local w, h, depth, colour = string.unpack(">I4I4BB", data, 17)
  return w, h, depth, colour
end

save(RoundedRectangle(8):fill("teal"):frame(40, 30), "icons/tile.png")
local w, h, depth, colour = pngHeader(read("icons/tile.png"))
eq(w, 40); eq(h, 30); eq(depth, 8); eq(colour, 6)

-- ceil(width · scale) × ceil(height · scale), for a document of exactly
-- that size; one sized by its view is in whole units already (docs/SVG.md).
save(Circle():frame(10.5, 3.25), "scaled.png", {scale = 2, width = 10.5, height = 3.25})
w, h = pngHeader(read("scaled.png"))
eq(w, 21); eq(h, 7)
save(Circle():frame(10.5, 3.25), "whole.png", {scale = 2})
w, h = pngHeader(read("whole.png"))
eq(w, 22); eq(h, 8)
save(Circle():frame(20, 10), "half.png", {scale = 0.5, width = 30})
w, h = pngHeader(read("half.png"))
eq(w, 15); eq(h, 5)

-- The extension is read case-insensitively.
save(Circle():frame(4, 4), "upper.PNG")
eq(select(1, pngHeader(read("upper.PNG"))), 4)

-- PDF: a page of 0.75 pt per unit, vectors (no image in it).
save(Rectangle():fill("red"):frame(100, 40), "page.pdf")
local pdf = read("page.pdf")
eq(pdf:sub(1, 5), "%PDF-")
assert(pdf:find("/MediaBox [ 0 0 75 30 ]", 1, true), "page size")
assert(not pdf:find("/Subtype /Image", 1, true), "vectors, not a picture")
save(Rectangle():frame(100, 40), "page2.pdf", {scale = 2})
assert(read("page2.pdf"):find("/MediaBox [ 0 0 150 60 ]", 1, true), "scaled page")

-- Bad input: each an error, and no file.
checkerr("scale must be > 0, got 0.0", function() save(Circle(), "z.png", {scale = 0}) end)
checkerr("scale must be > 0, got -2.0", function() save(Circle(), "z.png", {scale = -2}) end)
checkerr("scale must be a finite number", function() save(Circle(), "z.png", {scale = 0/0}) end)
checkerr("bad argument #3 to 'save' (number expected, got string)", function() save(Circle(), "z.png", {scale = "big"}) end)
checkerr("save: 'scale' is for .png and .pdf files; 'z.svg' is SVG", function() save(Circle(), "z.svg", {scale = 2}) end)
checkerr("the largest side is 32767", function() save(Circle():frame(100, 100), "z.png", {scale = 1000}) end)
checkerr("would have no pixels", function() save(Circle():frame(0, 0), "z.png") end)
checkerr("save: unknown option 'scael'", function() save(Circle(), "z.png", {scael = 2}) end)
checkerr("'z.webp' asks for webp", function() save(Circle(), "z.webp") end)
eq(io.open(TEST_OUTPUT_DIR .. "/z.png"), nil)
eq(io.open(TEST_OUTPUT_DIR .. "/z.svg"), nil)
-- svg() has no scale: it writes SVG only.
checkerr("svg: unknown option 'scale'", function() svg(Circle(), {scale = 2}) end)

-- A failing Shape callback is the error of save, as for SVG.
checkerr("from the shape", function()
  save(Shape(function() error("from the shape") end):frame(5, 5), "never.png")
end)
eq(io.open(TEST_OUTPUT_DIR .. "/never.png"), nil)

-- docs/BATCH.md: without --shard the whole batch is this run's.
eq(shard.index, 0); eq(shard.count, 1)
