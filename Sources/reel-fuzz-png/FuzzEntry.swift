import Canvas
import Foundation

/// libFuzzer's entry point for Canvas's PNG decoder: built only by `make fuzz`
/// (`REEL_FUZZ=1 swift build --sanitize=fuzzer`), which supplies `main`. `fuzzDecodePNG` decodes
/// with a 4-million-pixel budget and checks the size of what it returns.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    _ = fuzzDecodePNG(data: Data(bytes: bytes, count: count))
    return 0
}
