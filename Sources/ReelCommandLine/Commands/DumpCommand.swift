import ArgumentParser
import Foundation
import Reel

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the layout attributes of every frame of a scene as JSON.",
        discussion: """
            The format is docs/dump-format.md: {"scene", "canvas", "frames": [{"index", "time", \
            "panes": [{"name", "contentOffset", "contentSize", "elements": […]}]}]}, content \
            coordinates in points, elements in draw order, one frame per line.
            """
    )

    @Argument(
        help: "A scene file (YAML or JSON). Omit it to dump the built-in demo.",
        completion: .file(extensions: ["yaml", "yml", "json"]))
    var scene: String?

    @Option(name: .shortAndLong, help: "Write the JSON to this file instead of standard output.")
    var out: String?

    @OptionGroup var variantOptions: VariantOptions

    func run() throws {
        let scene = try variantOptions.applied(to: try SceneSource.load(scene))
        if let out {
            try Dump.write(
                scene, layouts: CommandLayouts.current, swiftLayouts: CommandLayouts.swiftLayouts,
                to: URL(fileURLWithPath: out))
        } else {
            try Dump.stream(scene, layouts: CommandLayouts.current, swiftLayouts: CommandLayouts.swiftLayouts) {
                FileHandle.standardOutput.write(Data($0.utf8))
            }
        }
    }
}
