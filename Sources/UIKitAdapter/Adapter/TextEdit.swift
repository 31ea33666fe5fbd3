/// A replacement of a byte range of the user's text; an empty range is an insertion.
struct TextEdit {
    /// The first byte replaced (UTF-8 offset in the user's text).
    var start: Int
    /// The byte after the last one replaced.
    var end: Int
    /// The new text. It contains a line break only for an override moved out of an extension,
    /// where `#sourceLocation` directives around the moved text keep every line's number.
    var replacement: String
    /// The order of edits made at the same offset.
    var sequence: Int
    /// Whether the change of length goes into the ``SourceMap`` (not for the moves of overrides,
    /// whose moved text keeps its columns and whose emptied lines hold nothing to report).
    var recordsColumns = true
}

extension [TextEdit] {
    /// The user's text with the edits applied, and the column changes for the ``SourceMap``.
    ///
    /// Edits are applied in offset order; an edit that overlaps an earlier one is dropped (the
    /// adapter never makes such edits).
    func apply(to text: String) -> (text: String, columnEdits: [Int: [SourceMap.Edit]]) {
        let bytes = [UInt8](text.utf8)
        let sorted = self.sorted { ($0.start, $0.sequence) < ($1.start, $1.sequence) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 256)
        var columnEdits: [Int: [SourceMap.Edit]] = [:]
        var cursor = 0
        var line = 1
        var lineStart = 0
        func advance(to offset: Int) {
            while cursor < offset {
                let byte = bytes[cursor]
                output.append(byte)
                cursor += 1
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = cursor
                }
            }
        }
        for edit in sorted where edit.start >= cursor && edit.end <= bytes.count {
            advance(to: edit.start)
            let replacement = [UInt8](edit.replacement.utf8)
            output.append(contentsOf: replacement)
            if edit.recordsColumns {
                columnEdits[line, default: []].append(
                    SourceMap.Edit(
                        column: edit.start - lineStart + 1, length: edit.end - edit.start,
                        replacementLength: replacement.count))
            }
            cursor = edit.end
        }
        advance(to: bytes.count)
        return (String(decoding: output, as: UTF8.self), columnEdits)
    }
}
