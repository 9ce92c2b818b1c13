#if canImport(Glibc)
import Glibc
#endif

/// Writing to the C standard streams, so that Swift's output and Lua's
/// `print` (which uses C stdio) stay in order.
enum Stderr {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
    }
}

enum Stdout {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
    }

    static func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
    }

    static func flush() { fflush(stdout) }
}
