-- A contact sheet of the icon sets app_icon.lua wrote: every PNG at its
-- own pixel size (one unit is one pixel), a row per platform.
--   shapelua scripts/examples/app_icon.lua out/AppIcon
--   shapelua -o out/AppIcon/sheet.png scripts/examples/icon_sheet.lua "$PWD/out/AppIcon"
-- (Image paths are relative to this script's folder, so give an absolute one.)
local folder = assert(..., "usage: icon_sheet.lua /absolute/path/to/AppIcon")

local function tile(path, label, side)
    local image = Image(folder .. "/" .. path):resizable():frame(side, side)
    return VStack{spacing = 6, image, Text(label):font(13):foregroundColor("#3C3C43")}
end

local function row(title, tiles)
    return VStack{alignment = "leading", spacing = 10,
        Text(title):font{size = 17, weight = "semibold"},
        HStack{alignment = "bottom", spacing = 18, table.unpack(tiles)},
    }
end

local mac = {}
for _, s in ipairs({16, 32, 128, 256, 512}) do
    mac[#mac + 1] = tile(string.format("macos/AppIcon.iconset/icon_%dx%d.png", s, s), s .. " px", s)
end
local android = {}
for _, d in ipairs({{"mdpi", 48}, {"hdpi", 72}, {"xhdpi", 96}, {"xxhdpi", 144}, {"xxxhdpi", 192}}) do
    android[#android + 1] = tile("android/mipmap-" .. d[1] .. "/ic_launcher.png", d[1] .. " " .. d[2], d[2])
end
local web = {
    tile("web/apple-touch-icon.png", "apple-touch-icon 180", 180),
    tile("web/icon-192.png", "icon-192", 192),
    tile("web/icon-maskable-192.png", "maskable 192", 192),
}
local ios = {}
for _, a in ipairs({{"", "light"}, {"-dark", "dark"}, {"-tinted", "tinted"}}) do
    ios[#ios + 1] = tile("ios/AppIcon.appiconset/AppIcon-1024" .. a[1] .. ".png", a[2] .. " 1024 (at 192)", 192)
end

return VStack{alignment = "leading", spacing = 28,
    row("macOS  AppIcon.iconset (on the icon grid)", mac),
    row("Android  mipmap-*/ic_launcher.png", android),
    row("Web", web),
    row("iOS  AppIcon.appiconset", ios),
}:padding(32):background(Color("white"))
