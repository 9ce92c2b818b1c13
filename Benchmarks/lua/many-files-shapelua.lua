-- issue 9 "Many files": save() of N small icons (default 10,000) into
-- folder DIR, each a different colour. Run by scripts/bench-many-files.
local dir, n = arg[1], tonumber(arg[2] or 10000)
for i = 1, n do
  local icon = Circle():fill(string.format("#%06x", i * 97 % 0x1000000)):frame(32, 32)
  save(icon, string.format("%s/icon-%05d.svg", dir, i))
end
