import ArgumentParser
import Layouts

struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the built-in layouts with their parameters and defaults."
    )

    @Argument(help: "Show only this layout.")
    var name: String?

    func run() throws {
        var layouts = CommandLayouts.current
        if let name {
            guard let layout = layouts.first(where: { $0.name == name }) else {
                let hint =
                    LayoutRegistry.closest(to: name, among: layouts.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                throw ValidationError("unknown layout '\(name)'\(hint)")
            }
            layouts = [layout]
        }
        for (index, layout) in layouts.enumerated() {
            if index > 0 { print("") }
            print("\(layout.name) — \(layout.summary)")
            let width = layout.parameters.map(\.name.count).max() ?? 0
            for parameter in layout.parameters {
                let padded = parameter.name.padding(toLength: width, withPad: " ", startingAt: 0)
                let value = parameter.defaultValue.map { "default \($0)" } ?? "optional"
                print("  \(padded)  \(parameter.type), \(value). \(parameter.summary)")
            }
        }
    }
}
