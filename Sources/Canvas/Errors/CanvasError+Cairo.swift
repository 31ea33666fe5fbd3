import ImageCodecs
import ReelSystem
import CCairo

extension CanvasError {
    /// An error for a cairo status, with cairo's own text (`cairo_status_to_string`).
    init(status: cairo_status_t, operation: String, path: String? = nil) {
        let reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown cairo status"
        self.init(code: .cairo(status.rawValue), operation: operation, reason: reason, path: path)
    }

    /// Throws unless `status` is exactly `CAIRO_STATUS_SUCCESS`: any other value, including one
    /// this cairo version does not know, is an error.
    static func check(
        _ status: cairo_status_t, _ operation: @autoclosure () -> String, path: String? = nil
    ) throws(CanvasError) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw CanvasError(status: status, operation: operation(), path: path)
    }

    /// An error for a failed C library call, with `strerror`'s text.
    static func posix(_ number: Int32, operation: String, path: String?) -> CanvasError {
        CanvasError(code: .io(number), operation: operation, reason: CLibrary.errorText(number), path: path)
    }
}
