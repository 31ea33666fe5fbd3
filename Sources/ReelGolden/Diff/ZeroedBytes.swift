import Foundation

/// Zero-filled byte arrays for images, by `memset`: `[UInt8](repeating: 0, count:)` stores
/// element by element through the type's value witness in debug builds (milliseconds a frame).
enum ZeroedBytes {
    /// `count` zero bytes.
    static func make(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 { memset(base, 0, count) }
            initialized = count
        }
    }
}
