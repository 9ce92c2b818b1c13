-- Apple's adaptive colours (issue 22): SwiftUI's names and UIKit's system
-- colours with their light and dark values, in every way a colour name is
-- accepted, and preferredColorScheme picking the scheme. The expected
-- values are copied from the sources named in ShapeCore's
-- Style/SystemColors.swift (8-bit components, 8-bit alpha).
local expected = {
  -- name = {light r, g, b, a, dark r, g, b, a}
  systemRed = {255, 59, 48, 255, 255, 69, 58, 255},
  systemOrange = {255, 149, 0, 255, 255, 159, 10, 255},
  systemYellow = {255, 204, 0, 255, 255, 214, 10, 255},
  systemGreen = {52, 199, 89, 255, 48, 209, 88, 255},
  systemMint = {0, 199, 190, 255, 102, 212, 207, 255},
  systemTeal = {48, 176, 199, 255, 64, 200, 224, 255},
  systemCyan = {50, 173, 230, 255, 100, 210, 255, 255},
  systemBlue = {0, 122, 255, 255, 10, 132, 255, 255},
  systemIndigo = {88, 86, 214, 255, 94, 92, 230, 255},
  systemPurple = {175, 82, 222, 255, 191, 90, 242, 255},
  systemPink = {255, 45, 85, 255, 255, 55, 95, 255},
  systemBrown = {162, 132, 94, 255, 172, 142, 104, 255},
  systemGray = {142, 142, 147, 255, 142, 142, 147, 255},
  systemGray2 = {174, 174, 178, 255, 99, 99, 102, 255},
  systemGray3 = {199, 199, 204, 255, 72, 72, 74, 255},
  systemGray4 = {209, 209, 214, 255, 58, 58, 60, 255},
  systemGray5 = {229, 229, 234, 255, 44, 44, 46, 255},
  systemGray6 = {242, 242, 247, 255, 28, 28, 30, 255},
  label = {0, 0, 0, 255, 255, 255, 255, 255},
  secondaryLabel = {60, 60, 67, 153, 235, 235, 245, 153},
  tertiaryLabel = {60, 60, 67, 76, 235, 235, 245, 76},
  quaternaryLabel = {60, 60, 67, 45, 235, 235, 245, 40},
  placeholderText = {60, 60, 67, 76, 235, 235, 245, 76},
  link = {0, 122, 255, 255, 9, 132, 255, 255},
  separator = {60, 60, 67, 73, 84, 84, 88, 153},
  opaqueSeparator = {198, 198, 200, 255, 56, 56, 58, 255},
  systemFill = {120, 120, 128, 51, 120, 120, 128, 91},
  secondarySystemFill = {120, 120, 128, 40, 120, 120, 128, 81},
  tertiarySystemFill = {118, 118, 128, 30, 118, 118, 128, 61},
  quaternarySystemFill = {116, 116, 128, 20, 118, 118, 128, 45},
  systemBackground = {255, 255, 255, 255, 0, 0, 0, 255},
  secondarySystemBackground = {242, 242, 247, 255, 28, 28, 30, 255},
  tertiarySystemBackground = {255, 255, 255, 255, 44, 44, 46, 255},
  systemGroupedBackground = {242, 242, 247, 255, 0, 0, 0, 255},
  secondarySystemGroupedBackground = {255, 255, 255, 255, 28, 28, 30, 255},
  tertiarySystemGroupedBackground = {242, 242, 247, 255, 44, 44, 46, 255},
  -- SwiftUI's names adapt too (light: docs/COLORS.md); black, white, clear do not
  red = {255, 59, 48, 255, 255, 69, 58, 255},
  blue = {0, 122, 255, 255, 10, 132, 255, 255},
  mint = {0, 199, 190, 255, 102, 212, 207, 255},
  brown = {162, 132, 94, 255, 172, 142, 104, 255},
  gray = {142, 142, 147, 255, 142, 142, 147, 255},
  primary = {0, 0, 0, 255, 255, 255, 255, 255},
  secondary = {60, 60, 67, 153, 235, 235, 245, 153},
  black = {0, 0, 0, 255, 0, 0, 0, 255},
  white = {255, 255, 255, 255, 255, 255, 255, 255},
  clear = {0, 0, 0, 0, 0, 0, 0, 0},
}

local function bytes(c)
  local function b(v) return math.floor(v * 255 + 0.5) end
  return {b(c.red), b(c.green), b(c.blue), b(c.alpha)}
end

local function check(scheme, offset)
  for name, want in pairs(expected) do
    for _, way in ipairs{"Color(name)", "Color.name", "fill"} do
      local c
      if way == "Color(name)" then c = Color(name)
      elseif way == "Color.name" then c = Color[name]
      else
        -- a style string: the SVG's fill and fill-opacity
        local doc = svg(Rectangle():fill(name):frame(1, 1))
        local hex = doc:match('fill="#(%x%x%x%x%x%x)"')
        local alpha = tonumber(doc:match('fill%-opacity="([%d.]+)"') or "1")
        if want[offset + 4] == 0 then goto continue end -- clear is not drawn
        c = Color("#" .. hex):opacity(alpha)
      end
      local got = bytes(c)
      for k = 1, 4 do
        local tolerance = (way == "fill" and k == 4) and 1 or 0 -- fill-opacity is written to 3 decimals
        if math.abs(got[k] - want[offset + k]) > tolerance then
          error(string.format("%s %s via %s: component %d is %d, expected %d", scheme, name, way, k, got[k], want[offset + k]))
        end
      end
      ::continue::
    end
  end
end

-- Light by default, dark after preferredColorScheme("dark"), light again.
check("light", 0)
local light = Color.systemBlue -- read (and kept in the table) in light
eq(preferredColorScheme("dark"), "light", "returns the scheme it replaces")
check("dark", 4)
assert(Color.systemBlue ~= light, "a field read before the switch is made again in the new scheme")
eq(preferredColorScheme("dark"), "dark")
eq(preferredColorScheme(), "dark", "no argument restores light")
check("light", 0)
eq(Color.systemBlue, light)
eq(preferredColorScheme{colorScheme = "light"}, "light")

-- Names are case-insensitive, as every colour name; CSS names do not adapt.
eq(Color("SystemBlue"), Color.systemBlue)
preferredColorScheme("dark")
eq(Color("steelblue"), Color("#4682b4"), "CSS names are fixed")
preferredColorScheme("light")

-- Unknown names and schemes suggest the nearest.
local function message(f, ...)
  local ok, err = pcall(f, ...)
  assert(not ok, "expected an error")
  return (tostring(err):gsub("^[^:]*:%d+: ", ""))
end
local note = " (use a SwiftUI or CSS colour name, or #rgb, #rgba, #rrggbb, #rrggbbaa))"
eq(message(function() return Rectangle():fill("systemBlu") end),
   "bad argument #1 to 'fill' (unknown color 'systemBlu'; did you mean 'systemBlue'?" .. note)
eq(message(function() return Color("secondaryLable") end),
   "Color: unknown color 'secondaryLable'; did you mean 'secondaryLabel'?" .. note:sub(1, -2))
-- luacheck: push ignore 143 (the misspelt field is the point)
eq(message(function() return Color.systemGroupedBackgroud end),
   "Color has no colour 'systemGroupedBackgroud'; did you mean 'systemGroupedBackground'?")
-- luacheck: pop
eq(message(function() return preferredColorScheme("drak") end),
   "bad argument #1 to 'preferredColorScheme' (unknown color scheme 'drak'; did you mean 'dark'? (valid: light, dark))")
