-- Apple's adaptive colours in both schemes (docs/COLORS.md): a swatch and
-- its name per colour, the light column built first, then the dark one
-- after preferredColorScheme("dark"). Render: shapelua -o colors.png --scale 2 system_colors.lua
local names = {
  "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal",
  "systemCyan", "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
  "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
  "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "separator", "opaqueSeparator",
  "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
  "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
  "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
}

local function column(title)
  local rows = {Text(title):font("headline"):foregroundColor("label")}
  for _, name in ipairs(names) do
    rows[#rows + 1] = HStack{
      spacing = 10,
      RoundedRectangle(6):fill(name):frame(44, 24)
        :overlay(RoundedRectangle(6):strokeBorder("opaqueSeparator", 1)),
      Text(name):font("footnote"):foregroundColor("label"):fixedSize(),
    }
  end
  rows.alignment = "leading"
  rows.spacing = 6
  return VStack(rows):padding(16):frame{width = 340, alignment = "leading"}:background("systemBackground")
end

local light = column("Light")
preferredColorScheme("dark")
local dark = column("Dark")
preferredColorScheme("light")
return HStack{spacing = 0, light, dark}
