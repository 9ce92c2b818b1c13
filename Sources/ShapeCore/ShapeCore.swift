// ShapeCore: geometry, shapes, styles, views, layout and SVG writing.
// Plain Swift: no Lua, no I/O (fonts and images arrive through protocols
// and byte buffers). See docs/ARCHITECTURE.md.
