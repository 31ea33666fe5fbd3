import Foundation
import TestSupport
import Testing

@testable import Reel

/// Replays every input in Fixtures/fuzz/scene/ through the scene fuzz target's function
/// (`SceneFuzzing.run`): inputs named `refused-…` must be refused with the file named and
/// `ok-…` ones must be laid out and composited; none may trap, and each finishes quickly.
@Suite struct SceneFuzzRegressionTests {
    static let inputs: [URL] = {
        let folder = PackagePaths.root.appendingPathComponent("Fixtures/fuzz/scene")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func theRegressionFolderHoldsInputs() {
        #expect(Self.inputs.count >= 17)
    }

    @Test(arguments: inputs)
    func replay(input: URL) throws {
        let data = try Data(contentsOf: input)
        let started = Date()
        let outcome = SceneFuzzing.run(data)
        #expect(Date().timeIntervalSince(started) < 10)
        let name = input.lastPathComponent
        switch outcome {
        case .refused(let message):
            #expect(name.hasPrefix("refused-"), "\(name) was refused: \(message)")
            #expect(message.contains("fuzz.yaml"), "\(name): \(message)")
            #expect(message.count < 1_000)
        case .composited:
            #expect(name.hasPrefix("ok-"), "\(name) was accepted")
        case .unreadable:
            Issue.record("\(name) is not UTF-8")
        }
    }
}
