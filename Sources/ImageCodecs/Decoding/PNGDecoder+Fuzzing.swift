import Foundation

/// The PNG decoder's fuzzing entry: decodes `data` with a small pixel budget (4,000,000 pixels,
/// so the fuzzer explores formats rather than allocations) and checks what every successful
/// decode must satisfy. A libFuzzer target calls it from `LLVMFuzzerTestOneInput`; any input
/// may be refused with a ``CanvasError``, none may crash.
///
/// - Parameter data: Any bytes.
/// - Returns: Whether the bytes decoded into an image.
@discardableResult
public func fuzzDecodePNG(data: Data) -> Bool {
    guard let image = try? PNGDecoder(maxPixels: 4_000_000).decode(data) else { return false }
    precondition(image.width > 0 && image.height > 0 && image.bytes.count == image.width * image.height * 4)
    return true
}
