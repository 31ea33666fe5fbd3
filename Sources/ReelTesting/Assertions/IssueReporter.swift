import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Where an assertion was written, in the forms both test libraries take.
public struct AssertionLocation: Sendable {
    /// `#fileID` of the assertion.
    public var fileID: String
    /// `#filePath` of the assertion.
    public var filePath: StaticString
    /// `#line` of the assertion.
    public var line: UInt
    /// `#column` of the assertion.
    public var column: UInt
    /// `#function` of the assertion: the test's name, for the golden folder and the command
    /// that records a missing golden.
    public var function: String

    /// The caller's location; pass `#fileID`, `#filePath`, `#line`, `#column` (and
    /// `#function`) through.
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt, function: String = "") {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.function = function
    }

    /// The command that records this test's missing goldens:
    /// `REEL_RECORD=missing swift test --filter cardStackMatches` (the whole target's tests
    /// when the function is not known).
    var recordCommand: String {
        let test = function.prefix { $0 != "(" }
        let module = fileID.prefix { $0 != "/" }
        let filter = test.isEmpty ? String(module) : "\(module).*\(test)"
        return "REEL_RECORD=missing swift test --filter '\(filter)'"
    }
}

/// Reports a failed assertion to the test library that is running: Swift Testing's
/// `Issue.record` inside a `@Test` (with the failure images as attachments), else XCTest's
/// `XCTFail` (where XCTest exists; with `XCTAttachment`s on Apple platforms, while
/// swift-corelibs-xctest on Linux has no `XCTAttachment`, so the message's paths are the way to
/// the images there), else standard error.
enum IssueReporter {
    static func fail(_ message: String, attachments: [URL] = [], at location: AssertionLocation) {
        #if canImport(Testing)
            if Test.current != nil {
                let sourceLocation = SourceLocation(
                    fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
                    column: Int(location.column))
                Issue.record(GoldenFailure(message: message), sourceLocation: sourceLocation)
                for url in attachments {
                    if let data = FileManager.default.contents(atPath: url.path) {
                        Attachment.record([UInt8](data), named: url.lastPathComponent, sourceLocation: sourceLocation)
                    }
                }
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: location.filePath, line: location.line)
            #if canImport(Darwin)
                // Apple's XCTest keeps attachments with the result (not compiled on Linux, whose
                // XCTest has no XCTAttachment).
                if !attachments.isEmpty {
                    XCTContext.runActivity(named: "golden failure images") { activity in
                        for url in attachments { activity.add(XCTAttachment(contentsOfFile: url)) }
                    }
                }
            #endif
        #else
            FileHandle.standardError.write(Data("\(location.fileID):\(location.line): error: \(message)\n".utf8))
        #endif
    }
}

/// A golden assertion's failure as an error, so Swift Testing shows its message as the
/// issue's headline instead of "Issue recorded".
struct GoldenFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension GoldenReport {
    /// The failure files worth attaching to a test result: each failed frame's actual image,
    /// diff image and strip, in frame order.
    var failureAttachments: [URL] {
        comparisons.flatMap { comparison -> [URL] in
            guard let files = comparison.artifacts else { return [] }
            return [files.actual] + [files.diff, files.strip].compactMap { $0 }
        }
    }
}
