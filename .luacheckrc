-- The project's luacheck settings (luacheck reads this file when run from
-- the repository root): shapelua's generated standard, docs/shapelua.luacheckrc,
-- plus the globals the Lua test harness defines. Tests/ShapeBindingsTests/
-- LuacheckTests.swift runs luacheck over scripts/examples and Tests/lua.
local standard = assert(loadfile("docs/shapelua.luacheckrc"))
if setfenv then setfenv(standard, getfenv(1)) end -- luacheck runs on Lua 5.1
standard()
files["Tests/lua/"] = {
  -- Tests quote whole error messages in one checkerr line.
  max_line_length = 160,
  globals = { "checkerr", "eq", "near", "keyText", "shuffled", "withoutSuggestion", "TEST_OUTPUT_DIR", "FUZZ_GLOBALS", "FUZZ_MEMBERS", "FUZZ_RESULT", "FUZZ_BYTES" },
}
