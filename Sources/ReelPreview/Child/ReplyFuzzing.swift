import Foundation
import ReelPreviewWire

/// What the `reel-fuzz-reply` fuzz target and the regression tests run on any bytes a child
/// could write: the reader in chunks (the first byte picks their size), each line decoded as a
/// reply, a frame reply's layers applied to its state as ``ChildFrameSource`` applies them.
package enum ReplyFuzzing {
    /// How the bytes ended.
    package enum Outcome: Equatable {
        /// The replies read, by kind (`started`, `frame`, `classes`, `failure`, `unreadable`),
        /// and whether a line ran past the reader's limit.
        case read(kinds: [String], tooLong: Bool)
    }

    @discardableResult
    package static func run(_ bytes: [UInt8]) -> Outcome {
        var reader = ReplyReader()
        let chunk = max(1, Int(bytes.first ?? 64))
        var kinds: [String] = []
        var index = 0
        var tooLong = false
        while index < bytes.count, !tooLong {
            reader.append(Array(bytes[index..<min(bytes.count, index + chunk)]))
            index += chunk
            loop: while true {
                switch reader.next() {
                case .line(let line):
                    switch ReplyReader.reply(from: line) {
                    case .classes: kinds.append("classes")
                    case .started: kinds.append("started")
                    case .flung: kinds.append("flung")
                    case .frame(let state, let layers):
                        _ = layers.applied(to: state)
                        kinds.append("frame")
                    case .failure(let message):
                        kinds.append(
                            message.hasPrefix("the preview child sent an unreadable reply") ? "unreadable" : "failure")
                    }
                case .needsMore: break loop
                case .tooLong:
                    tooLong = true
                    break loop
                }
            }
        }
        return .read(kinds: kinds, tooLong: tooLong)
    }
}
