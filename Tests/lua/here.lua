-- here(path) (issue 22): a path next to the calling script's file, as
-- Image resolves its paths; this file's folder is Tests/lua.
local folder = here()
assert(folder:match("/Tests/lua$"), folder)
eq(here("grids.lua"), folder .. "/grids.lua")
eq(here(""), folder)
eq(here(nil), folder)
eq(here{path = "testlib.lua"}, folder .. "/testlib.lua")
-- the file it names is there, whatever the working directory
local f = assert(io.open(here("testlib.lua"), "rb"))
assert(f:read("l"):find("Helpers shared by the Lua-level tests", 1, true))
f:close()
-- an absolute path is kept; nested folders and ".." are left to the system
eq(here("/etc/hosts"), "/etc/hosts")
eq(here("data/sales.csv"), folder .. "/data/sales.csv")
eq(here("../lua/./grids.lua"), folder .. "/grids.lua")
eq(here("/a/../b/./c"), "/b/c")
-- code without a file: the working directory, absolute
local cwd = load("return here()")()
assert(cwd:sub(1, 1) == "/" and not cwd:find("/%.%.?/") and not cwd:find("/%.?$") or cwd == "/", cwd)
eq(load("return here('sales.csv')")(), (cwd == "/" and "" or cwd) .. "/sales.csv")
-- a chunk named after another file resolves next to that file
eq(load("return here('x.csv')", "@/srv/data/report.lua")(), "/srv/data/x.csv")
eq(load("return here('x.csv')", "@/report.lua")(), "/x.csv")
eq(load("return here('x.csv')", "@report.lua")(), load("return here('x.csv')")())

-- Bad input (called from a Lua function, so the message names it as written).
checkerr("bad argument #1 to 'here' (string expected, got number)", function() return here(5) end)
checkerr("bad argument #1 to 'here' (string expected, got boolean)", function() return here(true) end)
checkerr("here: unknown option 'pth'; did you mean 'path'?", function() return here{pth = "x"} end)
checkerr("here: too many arguments (at most 1, got 2)", function() return here("a", "b") end)
