import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a package with a layout written as for UIKit, a scene, a golden test and CI.",
        discussion: """
            Writes Package.swift, Sources/NAMELayouts/CoverFlowLayout.swift (import UIKit), the \
            package's own reel (Sources/reel-NAME, with the layout built in), Scenes/coverflow.yaml, \
            a Swift Testing golden test, a Makefile and README (make preview, make test) and \
            .github/workflows/ci.yml (Linux; goldens verified with --shard K/N in a matrix). \
            DIR must be new or empty.
            """
    )

    @Argument(help: "The folder to create (new or empty); its name names the package.", completion: .directory)
    var directory: String

    @Option(
        help: ArgumentHelp(
            "LayoutReel as a local checkout (PATH) or git URL. Default: the checkout this reel was built in, else a placeholder URL to replace.",
            valueName: "path|url"))
    var layoutreel: String?

    func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let dependency: PackageScaffold.Dependency
        var notes: [String] = []
        if let layoutreel {
            dependency = PackageScaffold.Dependency(parsing: layoutreel, relativeTo: base)
        } else if let executable = Bundle.main.executableURL,
            let checkout = PackageScaffold.checkout(containing: executable)
        {
            dependency = .path(checkout.path)
        } else {
            dependency = .url(PackageScaffold.placeholderURL)
            notes.append(
                "note: Package.swift names LayoutReel by a placeholder URL; replace it, or run again with --layoutreel PATH|URL"
            )
        }
        let scaffold = PackageScaffold(folder: folder, dependency: dependency)
        try scaffold.write(into: folder)
        print("Created package '\(scaffold.name)' in \(directory)/ (\(scaffold.files.count) files)")
        switch dependency {
        case .path(let path): print("  LayoutReel: \(path)")
        case .url(let url): print("  LayoutReel: \(url)")
        }
        for note in notes { print(note) }
        print(
            "Next:\n  cd \(directory)\n  make preview   # out/coverflow/flipbook.html\n  make test      # golden test (records the goldens the first time)"
        )
    }
}
