import Foundation
import UIKitAdapter

/// libFuzzer's entry point for the source adapter: built only by `make fuzz`
/// (`REEL_FUZZ=1 swift build --sanitize=fuzzer`), which supplies `main`. Any bytes are Swift text
/// to adapt; adapting must return text or throw `SourceAdapterError`, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceAdapter(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    _ = try? SourceAdapter.adapt(source: text, fileName: "Fuzz.swift")
    return 0
}
