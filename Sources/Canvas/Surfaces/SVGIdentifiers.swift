import Foundation

/// Renumbers the ids cairo puts in an SVG document so the bytes do not depend on what else the
/// process drew before.
///
/// cairo names elements `surface5`, `image12`, `glyph0-3`, `clip2`, `pattern7`, `mask1`… from
/// counters shared by the whole process. Every id, in the order it first appears (as
/// `id="…"` or as a reference `url(#…)`, `href="#…"`), becomes its leading letters plus a
/// number counted per prefix from 1: `surface5` → `surface1`, `glyph0-3` → `glyph1`. Definitions
/// and references are renamed alike.
enum SVGIdentifiers {
    private static let openers: [[UInt8]] = [Array(" id=\"".utf8), Array("url(#".utf8), Array("href=\"#".utf8)]
    private static let terminators: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: ")")]

    static func normalized(_ document: Data) -> Data {
        let bytes = [UInt8](document)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var names: [[UInt8]: [UInt8]] = [:]
        var counters: [[UInt8]: Int] = [:]
        var index = 0
        while index < bytes.count {
            guard let opener = opener(in: bytes, at: index) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            output.append(contentsOf: opener)
            index += opener.count
            let start = index
            while index < bytes.count, !terminators.contains(bytes[index]) {
                index += 1
            }
            let name = Array(bytes[start..<index])
            if let renamed = names[name] {
                output.append(contentsOf: renamed)
            } else {
                let prefix = Array(name.prefix { isLetter($0) })
                let number = (counters[prefix] ?? 0) + 1
                counters[prefix] = number
                let renamed = prefix + Array(String(number).utf8)
                names[name] = renamed
                output.append(contentsOf: renamed)
            }
        }
        return Data(output)
    }

    private static func opener(in bytes: [UInt8], at index: Int) -> [UInt8]? {
        let first = bytes[index]
        guard first == UInt8(ascii: " ") || first == UInt8(ascii: "u") || first == UInt8(ascii: "h") else {
            return nil
        }
        return openers.first { opener in
            index + opener.count <= bytes.count && bytes[index..<(index + opener.count)].elementsEqual(opener)
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
