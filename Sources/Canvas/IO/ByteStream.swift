import CCairo
import Foundation

/// Collects the bytes cairo writes through a `cairo_write_func_t` (PNG and SVG streams).
final class ByteSink {
    private(set) var data = Data()

    /// The closure pointer for cairo; valid while `self` is alive.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The `cairo_write_func_t`: appends to the sink passed as the closure pointer.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        if let bytes, length > 0 {
            sink.data.append(bytes, count: Int(length))
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// Takes the bytes written so far, leaving the sink empty.
    func take() -> Data {
        defer { data = Data() }
        return data
    }
}
