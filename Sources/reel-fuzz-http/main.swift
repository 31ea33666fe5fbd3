import ReelWatch

/// libFuzzer's entry point for the watch server's request reader: built only by `make fuzz`
/// (`REEL_FUZZ=1 swift build --sanitize=fuzzer`), which supplies `main`. Any bytes are a request
/// head: finding its end, parsing it and judging it must return, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let head = Array(UnsafeBufferPointer(start: bytes, count: count))
    let end = HTTPRequestHead.end(in: head) ?? head.count
    if case .success(let request) = HTTPRequestHead.parse(Array(head[..<end])) {
        _ = LoopbackGuard(port: 8080).refusal(of: request)
    }
    return 0
}
