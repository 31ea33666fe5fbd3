/// An error from Canvas: a failed cairo call, an invalid argument, a file that could not be
/// written or read, or a font that could not be loaded.
///
/// Every error names the operation it happened in and, where there is one, the file. For cairo
/// failures the reason is cairo's own text (`cairo_status_to_string`), for I/O failures the C
/// library's (`strerror`).
///
/// ```swift
/// do { try surface.writePNG(to: url) } catch let error as CanvasError {
///     print(error)  // write PNG failed: No such file or directory (/missing/frame-0000.png)
/// }
/// ```
public struct CanvasError: Error, Sendable, Hashable {
    /// What kind of failure this is.
    public enum Code: Sendable, Hashable {
        /// cairo reported a status other than `CAIRO_STATUS_SUCCESS`; the raw `cairo_status_t` value.
        case cairo(UInt32)
        /// An argument was rejected before any C call was made (size, colour text, pixel count…).
        case invalidArgument
        /// A file operation failed; the `errno` value.
        case io(Int32)
        /// FreeType could not load the bundled font; the `FT_Error` value (0 when the file is missing).
        case font(Int32)
        /// Encoded data could not be understood (a malformed PNG, an unsupported pixel format).
        case invalidData
    }

    /// What kind of failure this is, with the C status or `errno` when there is one.
    public var code: Code
    /// The operation that failed, such as `"create image surface"` or `"write PNG"`.
    public var operation: String
    /// Why it failed, in words (cairo's, the C library's, or Canvas's own).
    public var reason: String
    /// The file involved, when there is one.
    public var path: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What kind of failure this is.
    ///   - operation: The operation that failed.
    ///   - reason: Why it failed.
    ///   - path: The file involved, if any.
    public init(code: Code, operation: String, reason: String, path: String? = nil) {
        self.code = code
        self.operation = operation
        self.reason = reason
        self.path = path
    }

    /// An argument rejected before any C call.
    package static func invalidArgument(_ operation: String, _ reason: String) -> CanvasError {
        CanvasError(code: .invalidArgument, operation: operation, reason: reason)
    }
}
