#if canImport(Glibc)
import Glibc
#endif

enum FileHandleStderr {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
    }
}
