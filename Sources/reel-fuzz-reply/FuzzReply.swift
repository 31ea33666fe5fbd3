import ReelPreview

/// libFuzzer's entry point for the parent's reader of a preview child's replies: built only by
/// `make fuzz` (`REEL_FUZZ=1 swift build --sanitize=fuzzer`), which supplies `main`. Any bytes
/// are what a child could write: they are read in chunks, split into lines and each line decoded
/// as a reply, and a frame reply's layers applied to its state — all must return, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplyReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    ReplyFuzzing.run(Array(UnsafeBufferPointer(start: bytes, count: count)))
    return 0
}
