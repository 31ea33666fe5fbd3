import ArgumentParser
import Foundation
import UIKitAdapter

/// `reel-adapt IN.swift -o OUT.swift [--report]`: the UIKit source adapter as a tool, for the
/// build-tool plugin and `reel preview`.
@main
struct ReelAdapt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel-adapt",
        abstract: "Rewrite the Objective-C-only Swift that Linux refuses (@objc, optional requirements, "
            + "#selector, @IB…) into plain Swift.",
        discussion: """
            The output starts with #sourceLocation(file: "IN", line: 1), so compiler messages name \
            the input's path and lines. Exit status 2, with FILE:LINE:COLUMN for each construct, when \
            the input holds constructs that cannot be adapted; nothing is written then.
            """)

    @Argument(help: "The Swift file to adapt.")
    var input: String

    @Option(name: .shortAndLong, help: "Where to write the adapted file.")
    var output: String

    @Flag(help: "Print every rewrite as FILE:LINE:COLUMN: construct → replacement.")
    var report = false

    @Option(
        name: .customLong("context"),
        help: "Another file of the same target, adapted together with the input (repeatable).")
    var contextFiles: [String] = []

    @Option(help: "The path the output's #sourceLocation and messages name (default: INPUT as given).")
    var sourcePath: String?

    func run() throws {
        do {
            let source = try read(input)
            var files = [SourceAdapter.File(path: sourcePath ?? input, text: source)]
            for file in contextFiles where file != input {
                files.append(SourceAdapter.File(path: file, text: try read(file)))
            }
            // Adapted together: call sites know the others' optional requirements, overrides in
            // extensions move into classes declared in the others, UIKit imports carry over.
            let adapted = try SourceAdapter.adapt(fileAt: 0, of: files)
            do {
                try Data(adapted.text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw ToolError(message: "cannot write \(output): \(error.localizedDescription)")
            }
            if report {
                for rewrite in adapted.rewrites { print(rewrite) }
            }
        } catch let error as SourceAdapterError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        } catch let error as ToolError {
            FileHandle.standardError.write(Data(("reel-adapt: error: " + error.message + "\n").utf8))
            throw ExitCode(2)
        }
    }

    private func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(message: "cannot read \(path): no such file, or not readable")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A failure of the tool itself (a file it cannot read or write), reported with exit status 2.
struct ToolError: Error {
    var message: String
}
