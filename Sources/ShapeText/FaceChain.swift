internal import CFontStack
import ShapeCore

/// Opened faces, shared by every request: a face is opened once per
/// (file, index) however many families and weights rank it.
final class FaceCache {
    private let library: FreeTypeLibrary
    private var faces: [String: LoadedFace] = [:]
    /// Files that failed to open, so they are not retried for every glyph.
    private var failures: [String: FontError] = [:]

    init(api: FontAPI) throws(FontError) { library = try FreeTypeLibrary(api: api) }

    func face(_ candidate: FontCandidate) throws(FontError) -> LoadedFace {
        let key = "\(candidate.index):\(candidate.file)"
        if let face = faces[key] { return face }
        if let error = failures[key] { throw error }
        do {
            let face = try LoadedFace(candidate, library: library)
            faces[key] = face
            return face
        } catch {
            failures[key] = error
            throw error
        }
    }
}

/// The faces for one (family, weight): the primary face, and for each code
/// point it lacks the first ranked fallback that has a glyph for it.
final class FaceChain {
    let primary: LoadedFace
    /// The weight asked for: a face much lighter than it is emboldened.
    let weight: FontWeight
    private let chain: FontChain
    private let cache: FaceCache
    private var fallbacks: [UInt32: LoadedFace?] = [:]

    /// Opens the best-ranked font that FreeType and HarfBuzz can read.
    init(_ chain: FontChain, cache: FaceCache, weight: FontWeight = .regular, request: String) throws(FontError) {
        var firstError: FontError?
        var primary: LoadedFace?
        for candidate in chain.candidates {
            do {
                primary = try cache.face(candidate)
                break
            } catch {
                firstError = firstError ?? error
            }
        }
        guard let primary else {
            let why = firstError.map { ": \($0.message)" } ?? ""
            throw FontError("no usable font for \(MessageText.quoted(request))\(why)")
        }
        self.primary = primary
        self.weight = weight
        self.chain = chain
        self.cache = cache
    }

    /// Whether `face` is drawn with synthetic bold: bold or heavier asked
    /// for and the face is medium or lighter (IPAGothic has no bold). The
    /// rule of fontconfig's 90-synthetic.conf, which sets "embolden" for a
    /// font of weight ≤ medium matched to a pattern of weight ≥ bold.
    func emboldens(_ face: LoadedFace) -> Bool {
        guard let own = face.weight else { return false }
        return weight.rawValue >= FontWeight.bold.rawValue && own <= FontWeight.medium.rawValue
    }

    /// The face to draw `scalar` with: the primary face when it has the
    /// glyph, else the best-ranked fallback that does, else nil.
    func face(for scalar: UInt32) -> LoadedFace? {
        if primary.hasGlyph(for: scalar) { return primary }
        if let known = fallbacks[scalar] { return known }
        var found: LoadedFace?
        for candidate in chain.candidates where candidate.covers(scalar) {
            guard let face = try? cache.face(candidate), face !== primary else { continue }
            if face.hasGlyph(for: scalar) {
                found = face
                break
            }
        }
        fallbacks[scalar] = .some(found)
        return found
    }
}
