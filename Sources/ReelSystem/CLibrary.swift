// The one module of LayoutReel that names the platform's C library module (`Glibc`, `Musl`,
// `Darwin`): every system call the other modules make — files, sockets, processes — goes through
// the thin wrappers here.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls LayoutReel makes directly, each a thin wrapper named for the call.
public enum CLibrary {
    /// `write(2)`: writes up to `count` bytes; returns the count written, or -1 with `errno` set.
    public static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        cWrite(descriptor, buffer, count)
    }

    /// `read(2)`: reads up to `count` bytes; returns the count read (0 at the end), or -1.
    public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }

    /// `strerror(3)`'s text for `number`.
    public static func errorText(_ number: Int32) -> String {
        strerror(number).map { String(cString: $0) } ?? "error \(number)"
    }

    /// The calling thread's `errno`.
    public static var errorNumber: Int32 { errno }

    /// `close(2)`.
    @discardableResult
    public static func close(_ descriptor: Int32) -> Int32 { cClose(descriptor) }
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func cClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
