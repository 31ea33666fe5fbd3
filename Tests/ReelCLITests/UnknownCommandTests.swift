import Foundation
import TestSupport
import Testing

@Suite("reel with a misspelt command (end to end)")
struct UnknownCommandTests {
    @Test func aMisspeltCommandIsRefusedWithTheNearestOne() throws {
        for (typo, command) in [("previw", "preview"), ("rendr", "render"), ("dmp", "dump"), ("verfy", "verify")] {
            let result = try reel.run([typo, "scene.yaml"])
            #expect(result.status == 2, "\(typo)")
            #expect(
                result.stderr.contains("reel: error: '\(typo)' is not a reel command; did you mean '\(command)'?"),
                "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aWordNearNoCommandListsTheCommands() throws {
        let result = try reel.run(["zzzz"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("did you mean"))
        #expect(result.stderr.contains("the commands are render, dump, layouts, plot, diff, verify, record, prune"))
    }

    @Test func helpAndOptionsStillReachTheParser() throws {
        #expect(try reel.run(["help"]).status == 0)
        #expect(try reel.run(["--version"]).status == 0)
    }
}
