import Foundation

/// The line `reel render` and `reel preview` print for the numbered frame files: the first and
/// last of each kind (`frames: frame-0000.png … frame-0059.png`), or the one file when there is
/// one (`frame: frame-0000.png`, not `frame-0000.png … frame-0000.png`).
enum FrameFilesLine {
    /// The line for `files` (all the files a render wrote), or nil when it wrote no frame file.
    static func text(for files: [URL]) -> String? {
        let frames = files.map(\.lastPathComponent).filter { $0.hasPrefix("frame-") }
        guard !frames.isEmpty else { return nil }
        var extensions: [String] = []
        for name in frames {
            let kind = (name as NSString).pathExtension
            if !extensions.contains(kind) { extensions.append(kind) }
        }
        let ranges = extensions.map { kind -> String in
            let ofKind = frames.filter { ($0 as NSString).pathExtension == kind }
            guard let first = ofKind.first, let last = ofKind.last, first != last else { return ofKind.first ?? "" }
            return "\(first) … \(last)"
        }
        let single = frames.count == extensions.count
        return "  \(single ? "frame" : "frames"): " + ranges.joined(separator: ", ")
    }
}
