-- Exports keep their effects (issue 22): a document sized by its view
-- holds the ink of shadows and blurs beyond the frame; `bounds = "frame"`
-- keeps the frame alone; given sizes and icon canvases are kept.
local card = RoundedRectangle(16):fill("white"):frame(200, 120):shadow{radius = 10, y = 6}
local function size(doc) return doc:match('<svg[^>]- width="([^"]+)" height="([^"]+)"') end

-- the shadow's box (0, 6, 200, 120) grown by 3σ = 15 on every side
local w, h = size(svg(card))
eq(w .. "×" .. h, "230×150")
w, h = size(svg(card, {bounds = "ink"}))
eq(w .. "×" .. h, "230×150")
w, h = size(svg(card, {bounds = "frame"}))
eq(w .. "×" .. h, "200×120")
w, h = size(svg(card, {width = 300}))
eq(w .. "×" .. h, "300×150", "a given width is kept, the height holds the ink")
w, h = size(svg(card, {width = 200, height = 120}))
eq(w .. "×" .. h, "200×120")
w, h = size(svg(Circle():frame(10, 10):blur(4)))
eq(w .. "×" .. h, "22×22")
-- no shadow or blur: the ideal size, as before
w, h = size(svg(Circle():frame(10.5, 10)))
eq(w .. "×" .. h, "11×10")

-- save() writes the same document.
save(card, "card.svg")
local f = assert(io.open(TEST_OUTPUT_DIR .. "/card.svg", "rb"))
local saved = f:read("a")
f:close()
eq(saved, svg(card))
save(card, "card-frame.svg", {bounds = "frame"})
f = assert(io.open(TEST_OUTPUT_DIR .. "/card-frame.svg", "rb"))
eq(f:read("a"), svg(card, {bounds = "frame"}))
f:close()

-- A GeometryReader's function runs once per document, shadow or not.
local calls = 0
local reader = GeometryReader(function() calls = calls + 1 return Circle() end):frame(20, 20):shadow{radius = 4}
svg(reader)
eq(calls, 1)

-- Icons keep their declared sizes, shadow or not.
local written = iconset(card, "ink-web", {platform = "web"})
local function pngSize(path)
  local file = assert(io.open(TEST_OUTPUT_DIR .. "/" .. path, "rb"))
  local header = file:read(24)
  file:close()
  return string.unpack(">I4I4", header, 17)
end
for _, path in ipairs(written) do
  local side = path:match("icon%-(%d+)%.png$")
  if side then
    local pw, ph = pngSize(path)
    eq(pw, tonumber(side)); eq(ph, tonumber(side))
  end
end

-- Bad input.
checkerr("(unknown bounds 'frmae'; did you mean 'frame'? (valid: ink, frame))", svg, card, {bounds = "frmae"})
checkerr("(string expected, got number)", svg, card, {bounds = 1})
checkerr("save: unknown option 'bound'; did you mean 'bounds'?", save, card, "x.svg", {bound = "frame"})
