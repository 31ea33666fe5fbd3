// The one place in LayoutReel that names the platform's C library module. Everything else gets
// the C calls it needs through Foundation's re-export or through `CLibrary` below.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C library calls that Canvas's file and error code make by name.
///
/// Inside types that have `read`/`write` methods of their own, an unqualified call would find
/// the method; these wrappers are declared at file scope, where the names mean the C functions.
enum CLibrary {
    /// `write(2)`: writes up to `count` bytes; returns the count written or −1 with `errno` set.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        cWrite(descriptor, buffer, count)
    }

    /// `read(2)`: reads up to `count` bytes; returns the count read (0 at the end) or −1 with
    /// `errno` set.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        cRead(descriptor, buffer, count)
    }

    /// `strerror(3)`: the C library's text for an `errno` value.
    static func errorText(_ number: Int32) -> String {
        strerror(number).map { String(cString: $0) } ?? "error \(number)"
    }
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
