/// `shapelua --man`: the manual page, in roff's man macros, made from the
/// same option table as `--help` (`Usage.options`), so the two cannot
/// drift. `scripts/install` writes it to PREFIX/share/man/man1/shapelua.1.
enum ManualPage {
    static func text(version: String) -> String {
        var page = [
            #".TH SHAPELUA 1 "" "\#(escape(version))" "User Commands""#,
            ".SH NAME",
            #"shapelua \- a Lua-scriptable shape tool: SwiftUI's shapes and views, exported to SVG, PNG and PDF"#,
            ".SH SYNOPSIS",
            ".B shapelua",
            #"[\fIoptions\fR] [\fIscript\fR [\fIargs\fR]]"#,
            ".SH DESCRIPTION",
            line("shapelua runs a Lua 5.4 script (or the string of -e, or standard input, or a REPL on a terminal) "
                 + "with a library of SwiftUI's shapes, views and modifiers, and writes the view the script returns "
                 + "as SVG to standard output or, with -o, to an SVG, PNG or PDF file. Scripts write more files with "
                 + "save(), icon sets with iconset(). Its options follow lua(1)'s; the rest are shapelua's."),
            ".SH OPTIONS",
        ]
        for option in Usage.options {
            page.append(".TP")
            page.append(".B " + escape(option.flags))
            page += option.text.map(line)
        }
        page += [
            ".SH EXIT STATUS",
            line("0 on success; 1 when the script failed, a limit stopped it or a file could not be written; "
                 + "2 for a usage error; 141 when the reader of standard output went away."),
            ".SH ENVIRONMENT",
            line("LUA_INIT_5_4, LUA_INIT, LUA_PATH and LUA_CPATH as for lua(1) (ignored with -E); HOME for the REPL's history."),
            ".SH FILES",
            ".TP",
            ".B ~/.shapelua_history",
            line("the REPL's history"),
            ".SH SEE ALSO",
            line("lua(1); the API reference, printed by shapelua --api; the repository's docs/ folder "
                 + "(docs/CLI.md for this command line)."),
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// A line of text: escaped, and never read as a request (a leading
    /// "." or "'") .
    static func line(_ text: String) -> String {
        let escaped = escape(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// roff's escapes: a backslash doubled, a hyphen-minus as \- (so that
    /// options copy and search as typed).
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(c)
            }
        }
        return out
    }
}
