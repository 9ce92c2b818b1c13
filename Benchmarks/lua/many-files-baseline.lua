-- The plain Lua 5.4 baseline of many-files-shapelua.lua: the same N files,
-- byte for byte, written with io.open/write/close (no temporary file, no
-- rename: what a script does without shapelua).
local dir, n = arg[1], tonumber(arg[2] or 10000)
local template = '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">'
  .. '<path d="M32 16A16 16 0 0 1 0 16A16 16 0 0 1 32 16Z" fill="#%06x"/></svg>\n'
for i = 1, n do
  local f = assert(io.open(string.format("%s/icon-%05d.svg", dir, i), "wb"))
  f:write(string.format(template, i * 97 % 0x1000000))
  f:close()
end
