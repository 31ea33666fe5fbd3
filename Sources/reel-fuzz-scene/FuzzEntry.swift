import Foundation
import Reel

/// libFuzzer's entry point for the scene reader: built only by `make fuzz`
/// (`REEL_FUZZ=1 swift build --sanitize=fuzzer`), which supplies `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    SceneFuzzing.run(Data(bytes: bytes, count: count))
    return 0
}
