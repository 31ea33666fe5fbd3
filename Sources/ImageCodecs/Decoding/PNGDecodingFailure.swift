/// Why a PNG could not be decoded, in words; ``PNGDecoder`` turns it into a ``CanvasError``
/// naming the file.
struct PNGDecodingFailure: Error, Sendable {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
