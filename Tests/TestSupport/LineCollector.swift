import Foundation

/// Collects the text of a pipe on a thread of its own, for tests that watch a long-running tool's
/// output while it runs.
public final class LineCollector: @unchecked Sendable {
    // @unchecked: `text` is only touched under `lock`.
    private let lock = NSLock()
    private var text = ""

    /// Starts reading `handle` until its end.
    public init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while case let data = handle.availableData, !data.isEmpty {
                lock.withLock { text += String(decoding: data, as: UTF8.self) }
            }
        }
    }

    /// Everything read so far.
    public var current: String { lock.withLock { text } }

    /// The port of the first `http://127.0.0.1:PORT/` address printed so far, or nil.
    public var loopbackPort: UInt16? {
        guard let range = current.range(of: "http://127.0.0.1:") else { return nil }
        return UInt16(current[range.upperBound...].prefix { $0.isNumber })
    }
}
