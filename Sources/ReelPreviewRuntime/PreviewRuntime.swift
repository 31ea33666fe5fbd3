import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entry point of a `reel preview` child process: the generated `main.swift` lists the
/// user's layout classes and calls ``serve(_:)``, which answers the parent `reel` over standard
/// input and output until it closes the pipe.
///
/// The serving loop lives in `ReelPreviewServer` (which needs the render library); both are in
/// the `LayoutReelPreview` dynamic library the child links, and this module finds the loop by
/// its C name, so the user's code compiles against this small module and UIKit only.
public enum PreviewRuntime {
    /// The C name of the serving loop in the preview library.
    public static let serverSymbol = "reel_preview_serve"

    /// Serves `classes` to the parent process, then exits with the loop's status.
    ///
    /// Before anything else it caps the process's address space at `REEL_PREVIEW_MEMORY_MB`
    /// megabytes (when set, with `setrlimit(RLIMIT_AS)`), so a runaway allocation ends this
    /// process rather than the machine's memory.
    public static func serve(_ classes: [PreviewLayoutClass]) -> Never {
        if let text = ProcessInfo.processInfo.environment["REEL_PREVIEW_MEMORY_MB"], let megabytes = UInt64(text),
            megabytes > 0
        {
            let bytes = rlim_t(megabytes) << 20
            var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
            _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
        }
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), serverSymbol) else {
            FileHandle.standardError.write(
                Data("reel preview: the preview library has no \(serverSymbol); rebuild LayoutReelPreview\n".utf8))
            exit(70)
        }
        typealias Serve = @convention(c) (UnsafeMutableRawPointer) -> Int32
        let list = Unmanaged.passRetained(PreviewClassList(classes)).toOpaque()
        exit(unsafeBitCast(symbol, to: Serve.self)(list))
    }
}

/// The user's classes on their way from the generated `main.swift` to the serving loop.
public final class PreviewClassList: Sendable {
    /// The classes, in the order the generated code lists them.
    public let classes: [PreviewLayoutClass]

    /// A list of `classes`.
    public init(_ classes: [PreviewLayoutClass]) {
        self.classes = classes
    }
}
