import Foundation
import Testing
@testable import ShapeCore

/// Base64 and data URIs written into a byte buffer.
@Suite struct ImageBase64Tests {
    func encode(_ text: String) -> String {
        var out: [UInt8] = []
        Base64.append(Array(text.utf8), to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func rfc4648TestVectors() {
        // RFC 4648 §10.
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==",
                       "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (input, expected) in vectors { #expect(encode(input) == expected) }
    }

    @Test func agreesWithFoundationOnEveryLengthAndByte() {
        var bytes: [UInt8] = []
        for n in 0..<300 {
            var out: [UInt8] = []
            Base64.append(bytes, to: &out)
            #expect(String(decoding: out, as: UTF8.self) == Data(bytes).base64EncodedString(), "\(n) bytes")
            #expect(out.count == Base64.encodedCount(bytes.count))
            bytes.append(UInt8(truncatingIfNeeded: n &* 151 &+ 7))
        }
    }

    @Test func dataURIAppendsToWhatIsThere() throws {
        var out = Array("href=\"".utf8)
        DataURI.append([0x89, 0x50, 0x4E, 0x47][...], format: .png, to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "href=\"data:image/png;base64,iVBORw==")
        var svg: [UInt8] = []
        DataURI.append(Array("<svg/>".utf8), format: .svg, to: &svg)
        #expect(String(decoding: svg, as: UTF8.self) == "data:image/svg+xml;base64,PHN2Zy8+")
    }
}
