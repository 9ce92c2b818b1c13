-- An app icon, designed once as vectors and written for every platform.
--   shapelua -o out/icon.png --scale 0.25 scripts/examples/app_icon.lua   look at it (256 px)
--   shapelua scripts/examples/app_icon.lua out/AppIcon                   write the whole matrix
-- The second command writes out/AppIcon/{ios,macos,icon-composer,android,web}/...
-- from layers — iOS light, dark and tinted; macOS .icns on Apple's icon grid;
-- the Icon Composer bundle of iOS 26 / macOS 26; Android's adaptive icon with
-- its monochrome layer; the web's maskable icons and a favicon.svg with a dark
-- variant — each size rendered from the vectors (iconset, docs/EXPORT.md),
-- and prints the paths.
local folder = ...

local night = LinearGradient{colors = {"#1B1F5E", "#4B2C91", "#B04A9C"}, startPoint = "top", endPoint = "bottom"}

-- A crescent: the outer circle's long arc closed by an inner circle's arc
-- (the geometry of assets/moon.svg, on a 100-unit grid), scaled up.
local crescent = Path("M 49.34 12.01 A 38 38 0 1 0 84.82 65.23 A 32 32 0 0 1 49.34 12.01 Z")
    :transformed(Transform.scale(5.4, 5.4))

local function star(x, y, r)
    return Circle():fill(Color("white"):opacity(0.9)):frame(2 * r, 2 * r):offset(x - 512, y - 512)
end

-- The motif: stars and the crescent on a transparent 1024 square.
local motif = ZStack{
    ZStack{
        star(250, 230, 14), star(330, 150, 8), star(770, 210, 11), star(840, 330, 7), star(180, 420, 6),
    }:frame(1024, 1024),
    crescent:fill(LinearGradient{colors = {"#FFE69A", "#FFC53D"},
                                 startPoint = "topLeading", endPoint = "bottomTrailing"})
        :frame(540, 540):offset(-30, 24)
        :shadow{color = Color("black"):opacity(0.35), radius = 24, x = 0, y = 18},
}:frame(1024, 1024)

-- The artwork, full-bleed: iOS masks it to its own rounded shape.
local artwork = ZStack{Rectangle():fill(night), motif}:frame(1024, 1024)

-- Everywhere else the icon carries its own shape: Apple's icon curve.
local appleCurve = SmoothRoundedRectangle{cornerRadius = 224, smoothing = 0.6}
local rounded = artwork:clipShape(appleCurve)

-- The other layers and appearances.
local dusk = LinearGradient{colors = {"#05061A", "#17123A", "#3A1846"}, startPoint = "top", endPoint = "bottom"}
local darkArtwork = ZStack{Rectangle():fill(dusk), motif}:frame(1024, 1024)
-- Themed icons show a silhouette: the crescent alone, in one colour.
local silhouette = crescent:fill("white"):frame(540, 540):offset(-30, 24):frame(1024, 1024)

local sets = {
    -- iOS masks the full-bleed artwork itself; dark keeps its own sky,
    -- tinted is the motif's luminance (the library greys it over black).
    {"ios", artwork, {dark = darkArtwork, tinted = motif}},
    -- Before macOS 26 the artwork carries the Mac's shape and shadow.
    {"macos", artwork, {grid = true}},
    -- macOS 26 and iOS 26 draw the glass, shape and shadow from layers.
    {"icon-composer", motif, {background = Rectangle():fill(night), dark = motif, tinted = silhouette}},
    -- The launcher cuts its own shape from the night sky.
    {"android", motif, {background = Rectangle():fill(night), monochrome = silhouette}},
    -- favicon.svg follows the browser's colour scheme.
    {"web", rounded, {background = Rectangle():fill(night), dark = darkArtwork:clipShape(appleCurve)}},
}

if folder then
    local count = 0
    for _, set in ipairs(sets) do
        local platform, view, options = set[1], set[2], set[3]
        options.platform = platform
        for _, path in ipairs(iconset(view, folder .. "/" .. platform, options)) do
            print(path)
            count = count + 1
        end
    end
    print(string.format("wrote %d files to %s", count, folder))
    return -- nothing for standard output: the files are the result
end

return rounded
