import Foundation
import ReelPreviewWire

/// The parent's reader of a preview child's replies: bytes in, reply lines out, each decoded as
/// a ``PreviewReply``. A line longer than ``maximumLineBytes`` is refused (never held whole), and
/// a line that is not a reply becomes a failure reply that says so, never a trap. The
/// `reel-fuzz-reply` fuzz target feeds it any bytes.
package struct ReplyReader {
    /// The longest reply line read: 64 MB.
    package static let maximumLineBytes = 64 << 20

    /// What one read step gives.
    package enum Step: Equatable {
        /// A whole line, without its newline.
        case line([UInt8])
        /// No whole line yet: read more.
        case needsMore
        /// The line so far is past ``maximumLineBytes`` without a newline.
        case tooLong
    }

    private var buffer: [UInt8] = []
    /// Where the current line starts in `buffer` (lines before it were handed out).
    private var start = 0
    /// How far `buffer` has been searched for a newline: each byte is looked at once, so a long
    /// line arriving in small chunks costs time in proportion to its length, not its square.
    private var scanned = 0

    package init() {}

    /// Adds bytes read from the child.
    package mutating func append(_ chunk: [UInt8]) {
        // Drop the lines already handed out once they are most of the buffer (amortised).
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        buffer += chunk
    }

    /// The next whole line, or what stops it.
    package mutating func next() -> Step {
        if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
            let line = Array(buffer[start..<newline])
            start = newline + 1
            scanned = start
            return .line(line)
        }
        scanned = buffer.count
        return buffer.count - start > Self.maximumLineBytes ? .tooLong : .needsMore
    }

    /// `line` decoded as a reply, or a failure reply saying it could not be.
    package static func reply(from line: [UInt8]) -> PreviewReply {
        do {
            return try JSONDecoder().decode(PreviewReply.self, from: Data(line))
        } catch {
            return .failure("the preview child sent an unreadable reply (\(error))")
        }
    }
}
