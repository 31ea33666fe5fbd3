import Foundation

/// The package `reel init DIR` writes: a layout written as for UIKit, a scene that uses it, the
/// package's own `reel` with the layout built in, a Swift Testing golden test, a Makefile and
/// README with the two commands, and a GitHub Actions workflow for Linux whose golden job is
/// split across machines with `--shard K/N`.
public struct PackageScaffold: Sendable {
    /// Where the package's LayoutReel dependency comes from.
    public enum Dependency: Sendable, Equatable {
        /// A local checkout (`.package(path:)`): builds at once on this machine.
        case path(String)
        /// A git repository (`.package(url:branch:)`): what a package shared with others needs.
        case url(String)

        /// `PATH` or `URL` as `--layoutreel` gives it: a URL when it has a scheme or is `git@…`.
        public init(parsing text: String, relativeTo base: URL) {
            if text.contains("://") || text.hasPrefix("git@") {
                self = .url(text)
            } else {
                self = .path(URL(fileURLWithPath: text, relativeTo: base).standardizedFileURL.path)
            }
        }
    }

    /// The repository URL written when no checkout is known; replace it with LayoutReel's.
    public static let placeholderURL = "https://github.com/YOUR-ORG/LayoutReel.git"
    /// The Swift image the CI workflow runs in.
    public static let swiftImage = "swift:6.3-noble"
    /// The apt packages LayoutReel's build needs (cairo, FreeType, pixman, zlib, libdeflate, libwebp).
    public static let aptPackages =
        "libcairo2-dev libfreetype-dev libpixman-1-dev zlib1g-dev libdeflate-dev libwebp-dev libyaml-dev pkg-config"
    /// How many machines the CI golden job uses.
    public static let shards = 2

    /// The package's name (`Cards` for `reel init cards`).
    public var name: String
    /// The LayoutReel dependency.
    public var dependency: Dependency

    /// A scaffold for a package called after `folder`'s last component.
    public init(folder: URL, dependency: Dependency) {
        self.name = Self.typeName(from: folder.lastPathComponent)
        self.dependency = dependency
    }

    /// The layout library target (`CardsLayouts`).
    public var layoutsTarget: String { "\(name)Layouts" }
    /// The package's own `reel` (`reel-cards`).
    public var toolName: String { "reel-\(name.lowercased())" }

    /// Every file, by path relative to the package folder, in writing order.
    public var files: [(path: String, contents: String)] {
        [
            ("Package.swift", packageManifest),
            ("Sources/\(layoutsTarget)/CoverFlowLayout.swift", ScaffoldTemplates.coverFlowLayout),
            ("Sources/\(layoutsTarget)/ReelLayouts.swift", ScaffoldTemplates.reelLayouts),
            ("Sources/\(toolName)/main.swift", ScaffoldTemplates.toolMain(layoutsTarget: layoutsTarget)),
            (
                "Tests/\(layoutsTarget)Tests/CoverFlowGoldenTests.swift",
                ScaffoldTemplates.goldenTest(layoutsTarget: layoutsTarget)
            ),
            ("Scenes/coverflow.yaml", ScaffoldTemplates.scene(layoutsTarget: layoutsTarget)),
            ("Makefile", ScaffoldTemplates.makefile(tool: toolName)),
            ("README.md", ScaffoldTemplates.readme(name: name, tool: toolName, layoutsTarget: layoutsTarget)),
            (".github/workflows/ci.yml", ScaffoldTemplates.workflow(tool: toolName, shards: Self.shards)),
            (".gitignore", "/.build/\n/out/\n/.reel-failures/\n/.swiftpm/\nPackage.resolved\n"),
        ]
    }

    /// Writes ``files`` into `folder`, which must be empty or not exist yet.
    ///
    /// - Throws: ``ScaffoldError/notEmpty(_:entries:)`` when `folder` holds anything (nothing is
    ///   written then); ``ScaffoldError/cannotWrite(_:_:)`` when a file cannot be written, after
    ///   removing what this call wrote.
    public func write(into folder: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let existed = manager.fileExists(atPath: folder.path, isDirectory: &isFolder)
        if existed {
            guard isFolder.boolValue else { throw ScaffoldError.notAFolder(folder.relativePath) }
            let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            if !entries.isEmpty { throw ScaffoldError.notEmpty(folder.relativePath, entries: entries.sorted()) }
        }
        do {
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            }
        } catch {
            if existed {
                for entry in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                    try? manager.removeItem(at: folder.appendingPathComponent(entry))
                }
            } else {
                try? manager.removeItem(at: folder)
            }
            throw ScaffoldError.cannotWrite(folder.relativePath, "\(error)")
        }
    }

    /// The LayoutReel checkout `executable` was built in (`CHECKOUT/.build/debug/reel`), if any:
    /// the nearest folder above it whose `Package.swift` declares the package `LayoutReel`.
    public static func checkout(containing executable: URL) -> URL? {
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let manifest = folder.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"LayoutReel\"") {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// `my-cards` → `MyCards`, `3d` → `Package3d`: a Swift identifier starting with a capital.
    static func typeName(from folderName: String) -> String {
        let words = folderName.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty || name.first?.isNumber == true { name = "Package" + name }
        return name
    }

    var packageManifest: String {
        let dependency: String
        switch self.dependency {
        case .path(let path):
            dependency =
                "        // A local LayoutReel checkout. To share this package, use its git URL instead:\n"
                + "        // .package(url: \"\(Self.placeholderURL)\", branch: \"main\"),\n"
                + "        .package(name: \"LayoutReel\", path: \"\(path)\"),"
        case .url(let url):
            dependency = "        .package(url: \"\(url)\", branch: \"main\"),"
        }
        return ScaffoldTemplates.manifest(
            name: name, layoutsTarget: layoutsTarget, tool: toolName, dependency: dependency)
    }
}
