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

    /// The caller's location; pass `#fileID`, `#filePath`, `#line`, `#column` through.
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Reports a failed assertion to the test library that is running: Swift Testing's
/// `Issue.record` inside a `@Test`, else XCTest's `XCTFail` (where XCTest exists), else
/// standard error.
enum IssueReporter {
    static func fail(_ message: String, at location: AssertionLocation) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line),
                        column: Int(location.column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: location.filePath, line: location.line)
        #else
            FileHandle.standardError.write(Data("\(location.fileID):\(location.line): error: \(message)\n".utf8))
        #endif
    }
}
