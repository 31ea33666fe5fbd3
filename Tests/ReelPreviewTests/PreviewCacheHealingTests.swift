import Foundation
import TestSupport
import Testing

@testable import ReelPreview

/// The preview build cache heals: a cached build whose files are truncated, corrupted or
/// half-written, whose manifest is missing or unreadable, or that was made against another
/// runtime is found before it runs and built again; a runtime whose modules are newer than its
/// library is refused, naming both.
@Suite(.serialized) struct PreviewCacheHealingTests {
    /// A builder with a cache of its own in `folder`.
    static func builder(_ folder: URL) throws -> PreviewBuilder {
        PreviewBuilder(toolchain: try PreviewToolchain.locate(), cache: PreviewCache(root: folder))
    }

    /// The `Faults` fixture's sources.
    static func sources() throws -> PreviewSources {
        try PreviewSources(paths: [PackagePaths.root.appendingPathComponent(PreviewTool.fixture("Faults")).path])
    }

    /// Builds once, damages the build with `damage` (given its folder), and checks that the next
    /// build sees it: compiled again, sealed and valid, and the build after that cached.
    func heals(_ what: String, damage: (URL) throws -> Void) throws {
        let root = try TestFolders.temporary(prefix: "reel-cache-heal")
        defer { try? FileManager.default.removeItem(at: root) }
        let builder = try Self.builder(root)
        let sources = try Self.sources()
        let first = try builder.build(sources)
        #expect(first.compiled, "\(what)")
        #expect(try builder.build(sources).compiled == false, "\(what): the second build comes from the cache")
        let folder = first.executable.deletingLastPathComponent()
        let runtime = builder.toolchain.identity
        #expect(PreviewCacheEntry.state(of: folder, runtime: runtime, executable: "preview-child") == .valid)
        try damage(folder)
        #expect(PreviewCacheEntry.state(of: folder, runtime: runtime, executable: "preview-child") != .valid, "\(what)")
        let healed = try builder.build(sources)
        #expect(healed.compiled, "\(what): built again")
        #expect(healed.executable == first.executable)
        #expect(PreviewCacheEntry.state(of: folder, runtime: runtime, executable: "preview-child") == .valid, "\(what)")
        #expect(try builder.build(sources).compiled == false, "\(what): then cached again")
    }

    static func truncate(_ url: URL, to count: Int) throws {
        let data = try Data(contentsOf: url)
        try data.prefix(count).write(to: url)
    }

    @Test func aTruncatedExecutableIsBuiltAgain() throws {
        try heals("truncated executable") { folder in
            let url = folder.appendingPathComponent("preview-child")
            let size = try Data(contentsOf: url).count
            try Self.truncate(url, to: size / 2)
            #expect(
                PreviewCacheEntry.state(
                    of: folder, runtime: try Self.builder(folder).toolchain.identity, executable: "preview-child")
                    == .damaged("preview-child is \(size / 2) bytes; \(size) were written"))
        }
    }

    @Test func anEmptyExecutableIsBuiltAgain() throws {
        try heals("empty executable") { folder in
            try Self.truncate(folder.appendingPathComponent("preview-child"), to: 0)
        }
    }

    @Test func aCorruptedExecutableOfTheSameSizeIsBuiltAgain() throws {
        try heals("corrupted executable") { folder in
            let url = folder.appendingPathComponent("preview-child")
            var bytes = [UInt8](try Data(contentsOf: url))
            bytes[bytes.count / 2] ^= 0xFF
            try Data(bytes).write(to: url)
        }
    }

    @Test func aTruncatedSourceCopyIsBuiltAgain() throws {
        try heals("truncated source") { folder in
            try Self.truncate(folder.appendingPathComponent("00-FaultyLayouts.swift"), to: 10)
        }
    }

    @Test func aMissingExecutableIsBuiltAgain() throws {
        try heals("missing executable") { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("preview-child"))
        }
    }

    @Test func aBuildWithoutItsManifestIsBuiltAgain() throws {
        // A build cut short before the manifest was written (or made by an older reel).
        try heals("no manifest") { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("manifest.json"))
            #expect(
                PreviewCacheEntry.state(of: folder, runtime: "", executable: "preview-child")
                    == .damaged("it has no manifest.json: a build cut short, or one made by an older reel"))
        }
    }

    @Test func anUnreadableManifestIsBuiltAgain() throws {
        try heals("unreadable manifest") { folder in
            try Self.truncate(folder.appendingPathComponent("manifest.json"), to: 20)
        }
    }

    @Test func aBuildAgainstAnotherRuntimeIsBuiltAgain() throws {
        try heals("another runtime") { folder in
            let url = folder.appendingPathComponent("manifest.json")
            var manifest = try JSONDecoder().decode(PreviewCacheEntry.Manifest.self, from: Data(contentsOf: url))
            manifest.runtime += "|older"
            try JSONEncoder().encode(manifest).write(to: url)
        }
    }

    @Test func aFileInPlaceOfTheFolderIsBuiltAgain() throws {
        try heals("a file for the folder") { folder in
            try FileManager.default.removeItem(at: folder)
            try Data("not a build".utf8).write(to: folder)
        }
    }

    @Test func previewRunsFromACacheWhoseExecutableWasCorrupted() throws {
        let root = try TestFolders.temporary(prefix: "reel-cache-heal-run")
        defer { try? FileManager.default.removeItem(at: root) }
        func preview() throws -> BuiltTool.Result {
            try PreviewTool.reel.run(
                [
                    "preview", PreviewTool.fixture("Faults"), "--layout", "CrashingLayout", "--offsets", "0,100",
                    "--out", root.appendingPathComponent("out").path, "--format", "png",
                ], in: PackagePaths.root, environment: ["REEL_CACHE_DIR": root.appendingPathComponent("cache").path])
        }
        #expect(try preview().status == 0)
        let builds = root.appendingPathComponent("cache/preview")
        let executables = TestFolders.files(in: builds).filter { !$0.hasPrefix(".") }.map {
            builds.appendingPathComponent($0).appendingPathComponent("preview-child")
        }
        #expect(executables.count == 1)
        for url in executables { try Data(repeating: 0, count: 64).write(to: url) }
        let result = try preview()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(TestFolders.files(in: root.appendingPathComponent("out")) == ["frame-0000.png", "frame-0001.png"])
    }

    @Test func aRuntimeWhoseModulesAreNewerThanItsLibraryIsRefused() throws {
        let folder = try TestFolders.temporary(prefix: "reel-half-built-runtime")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = folder.appendingPathComponent("libLayoutReelPreview.so")
        let module = folder.appendingPathComponent("UIKit.swiftmodule")
        try Data("library".utf8).write(to: library)
        try Data("module".utf8).write(to: module)
        let toolchain = PreviewToolchain(
            swiftc: URL(fileURLWithPath: "/usr/bin/swiftc"), libraryDirectory: folder, modulesDirectory: folder)
        let manager = FileManager.default
        try manager.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: library.path)
        do {
            try toolchain.checkBuiltTogether()
            Issue.record("a module newer than the library was accepted")
        } catch let error as PreviewError {
            #expect(
                "\(error)".contains(
                    "the preview runtime is half-built: \(module.path) is newer than \(library.path), so the library "
                        + "is not the one its modules describe. Finish building it with `swift build --product "
                        + "LayoutReelPreview`"), "\(error)")
        }
        let before = toolchain.identity
        try manager.setAttributes([.modificationDate: Date()], ofItemAtPath: library.path)
        #expect(throws: Never.self) { try toolchain.checkBuiltTogether() }
        #expect(toolchain.identity != before, "the library built again gives new cache keys")
        try Data("module, changed".utf8).write(to: module)
        let afterModule = toolchain.identity
        #expect(afterModule != before)
    }
}
