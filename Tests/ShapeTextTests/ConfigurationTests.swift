import Foundation
import ShapeCore
@testable import ShapeText
import Testing

/// A provider limited to a fontconfig file: no fonts is a clear error, and
/// a single font directory decides the primary face.
@Suite struct ConfigurationTests {
    func config(_ body: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("shapelua-fonts-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).conf")
        // A writable cache directory of its own: without one fontconfig prints
        // "No writable cache directories" on standard error for every test.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("shapelua-fontcache").path
        let xml = "<?xml version=\"1.0\"?>\n<fontconfig>\(body)<cachedir>\(cache)</cachedir></fontconfig>\n"
        try xml.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func noFontsIsAnErrorNotAGuess() throws {
        let file = try config("<dir>/nonexistent-font-dir</dir>")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fonts = SystemFontProvider(fontconfigFile: file)
        let error = try #require(throws: FontError.self) { try fonts.shape("Hello", font: FontRequest(size: 17)) }
        #expect(error.message == "fontconfig found no font for the default face (are fonts-inter and fonts-dejavu-core installed?)")
        // And again: nothing half-initialised is left behind.
        #expect(throws: FontError.self) { try fonts.shape("", font: FontRequest(size: 17)) }
    }

    @Test func unreadableConfigurationIsAnError() throws {
        let fonts = SystemFontProvider(fontconfigFile: "/nonexistent/fonts.conf")
        // fontconfig itself prints "Cannot load config file" on standard
        // error; the test wants our error, not that line in the test log.
        let error = try #require(throws: FontError.self) {
            try withStandardErrorSilenced { try fonts.shape("x", font: FontRequest(size: 17)) }
        }
        #expect(error.message.contains("/nonexistent/fonts.conf"))
    }

    @Test func onlyTheConfiguredFontsAreUsed() throws {
        // fc-match may name Debian's link in /usr/share/fonts/truetype, a
        // folder fontconfig scans with all its subfolders (DejaVu's too).
        let ipa = URL(fileURLWithPath: try Reference.fontFile("IPAGothic")).resolvingSymlinksInPath()
            .deletingLastPathComponent().path
        let file = try config("<dir>\(ipa)</dir>")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fonts = SystemFontProvider(fontconfigFile: file)
        let line = try fonts.shape("Hello 角丸", font: FontRequest(size: 17))
        // IPA's fonts have Latin letters too, so there is no fallback at all.
        #expect(line.families == ["IPAGothic"])
        #expect(line.width > 0 && !line.outline.isEmpty)
    }
}

/// The libraries are opened on first use; a missing one is a clear error.
@Suite struct LoadingTests {
    @Test func aMissingLibraryIsNamedInTheError() throws {
        let names = FontStack.sonames
        let result = FontStack.open(names.freetype, "libfontconfig-missing.so.9", names.harfbuzz)
        guard case .failure(let error) = result else {
            Issue.record("a missing library loaded")
            return
        }
        #expect(error.message.contains("libfontconfig-missing.so.9"), "\(error)")
        #expect(error.message.hasPrefix("text needs FreeType, fontconfig and HarfBuzz"))
    }

    @Test func theRealLibrariesLoad() throws {
        let names = FontStack.sonames
        let result = FontStack.open(names.freetype, names.fontconfig, names.harfbuzz)
        #expect(throws: Never.self) { try result.get() }
    }
}

/// Runs `body` with file descriptor 2 pointed at /dev/null (for C libraries
/// that print on standard error by design), then restores it.
func withStandardErrorSilenced<T>(_ body: () throws -> T) rethrows -> T {
    fflush(stderr)
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY)
    if saved >= 0, null >= 0 { dup2(null, 2) }
    defer {
        fflush(stderr)
        if saved >= 0 { dup2(saved, 2); close(saved) }
        if null >= 0 { close(null) }
    }
    return try body()
}
