import Layouts
import Reel
import ReelPreview

/// The layouts the commands of this run know: the built-in ones and those a team's own `reel`
/// registered with ``ReelCommand/main(layouts:)``, and the Swift layouts scenes name.
enum CommandLayouts {
    /// The layouts of the command running on this task.
    @TaskLocal static var current: [LayoutDescriptor] = LayoutRegistry.builtIn

    /// What runs the Swift layouts scenes name (`layout: { swift: …, class: … }`): a new
    /// ``PreviewLayoutHost`` with the default settings, which builds them (cached) and runs them
    /// in a child process. Each command passes it to the library call that runs the scene.
    static var swiftLayouts: any SwiftLayoutHost { PreviewLayoutHost() }

    /// `builtIn` followed by `added`, refusing two layouts of one name (a scene could not say
    /// which it means).
    static func combine(builtIn: [LayoutDescriptor], added: [LayoutDescriptor]) throws -> [LayoutDescriptor] {
        var seen = Set<String>()
        for layout in builtIn + added where !seen.insert(layout.name).inserted {
            let source = builtIn.contains { $0.name == layout.name } ? "a built-in layout" : "another registered layout"
            throw DuplicateLayoutError(
                message: "the layout name '\(layout.name)' is registered twice (\(source) has it); "
                    + "pass another name to ReelCommand.main(layouts:)")
        }
        return builtIn + added
    }
}

/// Two layouts registered under one name.
struct DuplicateLayoutError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
