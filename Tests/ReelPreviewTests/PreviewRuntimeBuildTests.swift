import Foundation
import TestSupport
import Testing

@testable import ReelPreview

/// `reel preview` builds its runtime when it is missing beside a `reel` that SwiftPM built: the
/// package and build folder found from `reel`'s folder, the configuration kept, the build's
/// failure quoted. A stand-in `swift` (`REEL_SWIFT`) records its arguments and makes the files.
@Suite(.serialized)
struct PreviewRuntimeBuildTests {
    /// A package folder with a build folder as SwiftPM lays it out, and a stand-in `swift`.
    private func fakePackage(configuration: String, swiftExits status: Int32) throws -> (
        executable: URL, log: URL, swift: URL
    ) {
        let root = try TestFolders.temporary(prefix: "reel-runtime-build")
        try "// swift-tools-version:6.0\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let executable = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/\(configuration)")
        try FileManager.default.createDirectory(at: executable, withIntermediateDirectories: true)
        let log = root.appendingPathComponent("swift-arguments.txt")
        let swift = root.appendingPathComponent("fake-swift")
        let make =
            status == 0
            ? """
            mkdir -p "\(executable.path)/Modules"
            touch "\(executable.path)/libLayoutReelPreview.so"
            for module in ReelPreviewRuntime UIKit CoreGraphics QuartzCore HeadlessUI CollectionLayout Geometry UIKitLayouts Layouts; do
                touch "\(executable.path)/Modules/$module.swiftmodule"
            done
            touch -d '2 seconds ago' "\(executable.path)/Modules/"*.swiftmodule
            """
            : "echo 'error: no such product LayoutReelPreview' >&2"
        try """
        #!/bin/sh
        echo "$PWD $*" > "\(log.path)"
        \(make)
        exit \(status)
        """.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        return (executable, log, swift)
    }

    @Test func aMissingRuntimeIsBuiltWithReelsConfigurationAndBuildFolder() throws {
        let (executable, log, swift) = try fakePackage(configuration: "release", swiftExits: 0)
        let toolchain = try PreviewToolchain.locateBuildingIfNeeded(
            environment: ["REEL_SWIFT": swift.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"],
            announce: false, executableFolder: executable)
        #expect(toolchain.libraryDirectory.path == executable.path)
        let root = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let recorded = try String(contentsOf: log, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(
            recorded
                == "\(root.path) build --product LayoutReelPreview -c release --build-path \(root.path)/.build")
    }

    @Test func aFailedBuildIsQuotedAndAForeignFolderKeepsTheHowTo() throws {
        let (executable, _, swift) = try fakePackage(configuration: "debug", swiftExits: 1)
        #expect {
            try PreviewToolchain.locateBuildingIfNeeded(
                environment: ["REEL_SWIFT": swift.path], announce: false, executableFolder: executable)
        } throws: { error in
            let text = String(describing: error)
            return text.contains("building the preview runtime failed")
                && text.contains("exit status 1") && text.contains("error: no such product LayoutReelPreview")
        }
        // Not a SwiftPM build folder: nothing is built, the message says how.
        let elsewhere = try TestFolders.temporary(prefix: "reel-installed")
        #expect(PreviewRuntimeBuild(executableFolder: elsewhere) == nil)
        #expect {
            try PreviewToolchain.locateBuildingIfNeeded(
                environment: ["REEL_SWIFT": swift.path], announce: false, executableFolder: elsewhere)
        } throws: { String(describing: $0).contains("the preview runtime is not built") }
    }
}
