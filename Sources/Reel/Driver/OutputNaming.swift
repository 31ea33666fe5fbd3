import Foundation

/// The names `reel render` gives its files, and which files in an output folder are therefore a
/// render's own.
///
/// An output folder holds one render's outputs: a new render replaces every file of these names
/// that it does not write again (the frames of a longer earlier sweep, an APNG that is no longer
/// asked for). Files of any other name are never touched.
public enum OutputNaming {
    /// The whole-run outputs' file names, as the outputs in `OutputRegistry` give them.
    public static let wholeRunFiles: Set<String> = OutputRegistry.fileNames

    /// The frame index of a frame file (`frame-0042.png` → 42), or nil for any other name.
    ///
    /// The digits of a frame number in a sweep of `count` frames: four, or more for a sweep of
    /// 10 000 frames or more.
    public static func frameDigits(count: Int) -> Int {
        max(4, String(max(count - 1, 0)).count)
    }

    /// The file of frame `index` with `digits` digits: `frame-0042.png`.
    public static func frameFileName(_ index: Int, digits: Int, extension pathExtension: String) -> String {
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + "." + pathExtension
    }

    /// A frame file is `frame-` followed by at least four digits and `.png` or `.svg`.
    public static func frameIndex(of name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") || name.hasSuffix(".svg") else { return nil }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        guard digits.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// The default output folder of a scene, `out/<name>`, with the scene's name made a single
    /// safe path component: every character other than letters, digits, `-`, `_` and `.` becomes
    /// `-`, and leading dots are dropped, so a name such as `../../escaped` cannot write outside
    /// `out/` (it gives `out/-..-escaped`).
    public static func defaultFolder(forScene name: String) -> String {
        var component = String(
            name.map { character -> Character in
                character.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character))
                    ? character : "-"
            })
        while component.hasPrefix(".") { component.removeFirst() }
        return "out/" + (component.isEmpty ? "scene" : component)
    }

    /// Whether a render may replace `name`: a frame file, or a whole-run output unless only the
    /// frames of one shard are being rendered (another shard's frames are kept too).
    static func isReplaceable(_ name: String, shard: Shard?) -> Bool {
        if let index = frameIndex(of: name) {
            return shard?.includes(frame: index) ?? true
        }
        return shard == nil && wholeRunFiles.contains(name)
    }
}
