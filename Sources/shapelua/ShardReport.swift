/// The words `--jobs` uses to report a shard that did not finish
/// (docs/BATCH.md): its signal by name, how many files it wrote, and the
/// command that reruns it, quoted for a POSIX shell.
enum ShardReport {
    /// "shard 0/2 was killed by SIGKILL after writing 2,791 of its 3,000
    /// files; rerun it with: shapelua --shard 0/2 batch.lua out". `total`
    /// is nil when no shard ran to its end (only such a shard has counted
    /// the saves of the whole run): then the message says it is unknown.
    static func killed(shard: Int, count: Int, signal: Int32, files: Int, of total: Int?, rerun: [String]) -> String {
        let written = total.map { "\(grouped(files)) of its \(grouped($0)) file\($0 == 1 ? "" : "s")" }
            ?? "\(grouped(files)) file\(files == 1 ? "" : "s") (of how many is unknown: no shard ran to its end)"
        return "shard \(shard)/\(count) was killed by \(signalName(signal)) after writing \(written); "
            + "rerun it with: \(rerun.map(shellQuoted).joined(separator: " "))"
    }

    /// Linux's names of the standard signals (signal(7)), by number.
    static let signalNames = ["HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE", "KILL", "USR1",
                              "SEGV", "USR2", "PIPE", "ALRM", "TERM", "STKFLT", "CHLD", "CONT", "STOP",
                              "TSTP", "TTIN", "TTOU", "URG", "XCPU", "XFSZ", "VTALRM", "PROF", "WINCH",
                              "IO", "PWR", "SYS"]

    static func signalName(_ signal: Int32) -> String {
        (1...signalNames.count).contains(Int(signal)) ? "SIG" + signalNames[Int(signal) - 1] : "signal \(signal)"
    }

    /// 2791 as "2,791".
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return n < 0 ? "-" + out : out
    }

    /// `word` as a POSIX shell reads it back: as is when it is plain,
    /// else in single quotes; control characters as `$'\n'` pieces, so a
    /// message never carries a raw one to the terminal.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || "_./:=@%+,-".unicodeScalars.contains($0)
        }
        if plain && !word.isEmpty { return word }
        var out = "'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "'": out += "'\\''"
            case _ where scalar.value < 32 || scalar.value == 127:
                let hex = String(scalar.value, radix: 16)
                out += "'$'\\x\(hex.count == 1 ? "0" + hex : hex)''"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }
}
