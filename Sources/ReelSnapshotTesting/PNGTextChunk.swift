import Foundation
import ImageCodecs

/// Reads and writes one `tEXt` chunk of a PNG file: `keyword NUL text`, before `IEND`. The chunks
/// are walked, written and checksummed by ImageCodecs' ``PNGChunks``.
enum PNGTextChunk {
    /// `png` with a `tEXt` chunk of `keyword` and `text` inserted before its `IEND` chunk
    /// (`png` unchanged when it has no `IEND`).
    static func inserting(keyword: String, text: Data, into png: Data) -> Data {
        let bytes = [UInt8](png)
        guard let end = chunks(bytes).first(where: { $0.type == "IEND" }) else { return png }
        var chunk: [UInt8] = []
        PNGChunks.append("tEXt", [UInt8](keyword.utf8) + [0] + [UInt8](text), to: &chunk)
        return Data(bytes[..<end.start] + chunk + bytes[end.start...])
    }

    /// The text of the first `tEXt` chunk with `keyword`, or nil.
    static func text(keyword: String, in png: Data) -> Data? {
        let bytes = [UInt8](png)
        let prefix = [UInt8](keyword.utf8) + [0]
        for chunk in chunks(bytes) where chunk.type == "tEXt" {
            let data = bytes[chunk.data]
            if data.starts(with: prefix) { return Data(data.dropFirst(prefix.count)) }
        }
        return nil
    }

    /// The chunks of a PNG up to the first that runs past its end, CRCs unchecked; none when it
    /// lacks the signature.
    static func chunks(_ bytes: [UInt8]) -> [PNGChunks.Chunk] {
        guard bytes.starts(with: PNGChunks.signature) else { return [] }
        return bytes.withUnsafeBytes { buffer in
            var found: [PNGChunks.Chunk] = []
            var offset = PNGChunks.signature.count
            while offset + 12 <= buffer.count,
                case .success(let chunk) = PNGChunks.chunk(
                    at: offset, in: buffer, checkingCRC: false)
            {
                found.append(chunk)
                offset = chunk.end
            }
            return found
        }
    }
}
