-- Image(path) reads regular files only, with a bounded read, and embeds up
-- to 6 MiB; Image{path=, embed=false} writes a reference relative to the
-- output file (docs/API.md and docs/RELIABILITY.md). TEST_OUTPUT_DIR is a fresh folder.
local dir = TEST_OUTPUT_DIR
local function size(v) -- the document size svg() gives a view
  local w, h = svg(v):match('width="([%d.]+)" height="([%d.]+)"')
  return tonumber(w), tonumber(h)
end
os.execute("mkdir -p '" .. dir .. "/art'")
local function write(name, bytes)
  local f = assert(io.open(dir .. "/" .. name, "wb")); f:write(bytes); f:close()
  return dir .. "/" .. name
end
local small = write("art/dot.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="red"/></svg>')
-- An SVG whose size is in its first tag, padded past the embedding limit.
local function padded(bytes)
  local head, tail = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="6"><!--', '--></svg>\n'
  return head .. ("x"):rep(bytes - #head - #tail) .. tail
end
local limit = 6 * 1048576
local atLimit = write("art/at-limit.svg", padded(limit))
local tooBig = write("art/big.svg", padded(limit + 1))
eq(#padded(limit), limit)

-- Regular files only: never a device, a FIFO or a folder.
checkerr("cannot read '/dev/zero': not a regular file (a character device)", function() Image("/dev/zero") end)
checkerr("cannot read '/dev/null': not a regular file (a character device)", function() Image("/dev/null") end)
checkerr("cannot read '" .. dir .. "': not a regular file (a directory)", function() Image(dir) end)
assert(os.execute("mkfifo '" .. dir .. "/pipe.png'"))
local t0 = os.time()
checkerr("cannot read '" .. dir .. "/pipe.png': not a regular file (a FIFO)", function() Image(dir .. "/pipe.png") end)
eq(os.time() - t0 <= 1, true, "a FIFO does not block")
-- Relative to this script's folder (docs/API.md, `Image`), and named as resolved.
checkerr("/Tests/lua/no/such.png': No such file or directory", function() Image("no/such.png") end)

-- The embedding limit: 6 MiB is embedded, one byte more is an error that
-- names the way out.
local embedded = svg(Image(atLimit))
eq(#embedded > limit * 4 // 3, true, "the file at the limit is embedded whole")
eq(embedded:find('xlink:href="data:image/svg+xml;base64,', 1, true) ~= nil, true)
checkerr("cannot read '" .. tooBig .. "': the file is 6.0 MiB; images are embedded up to 6 MiB "
  .. "(past that librsvg and libxml2 refuse the SVG); use Image{path = '" .. tooBig
  .. "', embed = false} to write a reference to the file instead",
  function() Image(tooBig) end)

-- An SVG's intrinsic size is what librsvg reads: units at 96 per inch, a
-- viewBox alone or giving the missing side; a malformed or unsized file is
-- an error that names the file and librsvg's reason.
local function svgSize(name, attributes)
  local w, h = size(Image(write("art/" .. name, '<svg xmlns="http://www.w3.org/2000/svg" ' .. attributes .. '/>')))
  return w .. "x" .. h
end
eq(svgSize("inches.svg", 'width="1in" height="0.25in"'), "96x24")
eq(svgSize("box.svg", 'viewBox="0 0 30 10" width="100%"'), "30x10")
eq(svgSize("half.svg", 'viewBox="0 0 30 10" height="5"'), "15x5")
local cut = write("art/cut.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect')
checkerr("Image: '" .. cut .. "': corrupt SVG (librsvg cannot read the document: XML parse error", function() Image(cut) end)
local unsized = write("art/unsized.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>')
checkerr("Image: '" .. unsized .. "': SVG has no intrinsic size (the <svg> element needs width and height in px or absolute units, or a viewBox)",
  function() Image(unsized) end)

-- embed = false: a reference, relative to the output file; svg() has no
-- file, so relative to the working directory.
local cwd = io.popen("pwd -P"):read("l")
local function relative(from, to)
  local a, b = {}, {}
  for part in from:gmatch("[^/]+") do a[#a + 1] = part end
  for part in to:gmatch("[^/]+") do b[#b + 1] = part end
  local i = 1
  while i <= #a and i < #b and a[i] == b[i] do i = i + 1 end
  local out = {}
  for _ = i, #a do out[#out + 1] = ".." end
  for j = i, #b do out[#out + 1] = b[j] end
  return table.concat(out, "/")
end
local real = io.popen("cd '" .. dir .. "' && pwd -P"):read("l")
local ref = Image{path = real .. "/art/big.svg", embed = false}
eq(select(1, size(ref)), 8, "a referenced image still has its intrinsic size")
local doc = svg(ref)
eq(doc:find('xlink:href="' .. relative(cwd, real .. "/art/big.svg") .. '"', 1, true) ~= nil, true, "relative to the working directory: " .. doc)
eq(#doc < 1000, true, "nothing embedded")
eq(svg(Image(small, false)):find("data:", 1, true), nil, "positional embed = false")
checkerr("bad argument #1 to 'Image' (embed: boolean expected, got string)", function() Image{path = small, embed = "no"} end)
checkerr("bad argument #2 to 'Image' (boolean expected, got string)", function() Image(small, "no") end)
checkerr("/Tests/lua/no/such.svg': No such file or directory", function() Image{path = "no/such.svg", embed = false} end)
checkerr("not a regular file (a character device)", function() Image{path = "/dev/zero", embed = false} end)

-- save() writes the reference relative to the saved file's folder;
-- characters that are not safe in a URI are percent-encoded.
local spaced = write("art/my dot#1.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>')
save(HStack{Image{path = real .. "/art/dot.svg", embed = false}, Image{path = spaced, embed = false}}, "pages/one/doc.svg")
local saved = assert(io.open(dir .. "/pages/one/doc.svg")):read("a")
eq(saved:find('xlink:href="../../art/dot.svg"', 1, true) ~= nil, true, saved)
eq(saved:find('xlink:href="../../art/my%20dot%231.svg"', 1, true) ~= nil, true, saved)
save(Image{path = real .. "/art/dot.svg", embed = false}, "art/beside.svg")
eq(assert(io.open(dir .. "/art/beside.svg")):read("a"):find('xlink:href="dot.svg"', 1, true) ~= nil, true)
