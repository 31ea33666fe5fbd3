import ArgumentParser

@main
struct ReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "reel", abstract: "Render how a scrolling layout moves.", version: "0.1.0")
}
