import ArgumentParser
import Layouts

/// `reel previw …`: a first argument that names no command is refused with the nearest command,
/// before ArgumentParser reads it as a stray argument ("Unexpected argument 'previw'").
enum UnknownCommand {
    /// The names `reel` answers to as its first argument.
    static var names: [String] {
        ReelCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// Throws when `arguments` starts with a word that is neither an option nor a command.
    static func check(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.isEmpty, !first.hasPrefix("-"), !names.contains(first) else {
            return
        }
        let hint = LayoutRegistry.closest(to: first, among: names).map { "did you mean '\($0)'? " } ?? ""
        throw ValidationError(
            "'\(first)' is not a reel command; \(hint)the commands are "
                + names.filter { $0 != "help" }.joined(separator: ", ") + " (reel --help says what each does)")
    }
}
