import Foundation

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
    /// The serving loop caps the process's address space first (`REEL_PREVIEW_MEMORY_MB`, see
    /// `PreviewServer.serve(_:)`), before any of the user's code runs.
    ///
    /// - Parameters:
    ///   - classes: The user's layout classes, as the generated code lists them.
    ///   - server: The serving loop: takes the classes, answers the parent until it closes the
    ///     pipe, returns the process's exit status.
    ///   - cells: The cell classes the scenes name, with their configurations.
    public static func serve(
        _ classes: [PreviewLayoutClass], cells: [PreviewCellClass] = [], with server: (PreviewClassList) -> Int32
    ) -> Never {
        exit(server(PreviewClassList(classes, cells: cells)))
    }
}

/// The user's classes on their way from the generated `main.swift` to the serving loop.
public final class PreviewClassList: Sendable {
    /// The classes, in the order the generated code lists them.
    public let classes: [PreviewLayoutClass]
    /// The cell classes scenes name, each with its configuration.
    public let cells: [PreviewCellClass]

    /// A list of `classes` and `cells`.
    public init(_ classes: [PreviewLayoutClass], cells: [PreviewCellClass] = []) {
        self.classes = classes
        self.cells = cells
    }
}
