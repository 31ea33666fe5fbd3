import Foundation
import ReelSystem

/// The entry point of a `reel preview` child process: the generated `main.swift` lists the
/// user's layout classes and calls ``serve(_:with:)`` with the serving loop,
/// `ReelPreviewServer`'s `reel_preview_serve`, which answers the parent `reel` over standard input
/// and output until it closes the pipe.
///
/// The loop lives in `ReelPreviewServer` (which needs the render library); both are in the
/// `LayoutReelPreview` dynamic library the child links. The user's own files compile against
/// this small module and UIKit only; the generated `main.swift` declares the loop's entry by its
/// symbol name (the linker binds it) and hands it to the runtime as a value.
public enum PreviewRuntime {
    /// Serves `classes` with `server`, then exits with the status `server` returns.
    ///
    /// Before anything else it caps the process's address space at `REEL_PREVIEW_MEMORY_MB`
    /// megabytes (when set, with `setrlimit(RLIMIT_AS)`), so a runaway allocation ends this
    /// process rather than the machine's memory. A value that is not a whole number from 1 to
    /// 1,048,576 is refused with that range on standard error, exit status 2.
    ///
    /// - Parameters:
    ///   - classes: The user's layout classes, as the generated code lists them.
    ///   - server: The serving loop: takes the classes, answers the parent until it closes the
    ///     pipe, returns the process's exit status.
    public static func serve(_ classes: [PreviewLayoutClass], with server: (PreviewClassList) -> Int32) -> Never {
        if let text = ProcessInfo.processInfo.environment["REEL_PREVIEW_MEMORY_MB"] {
            guard let megabytes = UInt64(text.trimmingCharacters(in: .whitespaces)), (1...1_048_576).contains(megabytes)
            else {
                FileHandle.standardError.write(
                    Data(
                        "REEL_PREVIEW_MEMORY_MB='\(text.prefix(40))' must be a whole number of megabytes from 1 to 1048576\n"
                            .utf8))
                exit(2)
            }
            AddressSpaceLimit.set(megabytes: megabytes)
        }
        exit(server(PreviewClassList(classes)))
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
