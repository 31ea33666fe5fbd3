import Foundation

/// The toolchain's `swiftc`, to prove adapted code compiles (and runs) on Linux.
enum Swiftc {
    /// `swiftc` from `$SWIFTC`, beside the running `swift` on `PATH`, or the toolchain at `/opt/swift`.
    static let path: String? = {
        var candidates: [String] = []
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(String(folder) + "/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
    }

    /// Runs `swiftc ARGUMENTS` in `directory`; standard output and error together.
    static func run(_ arguments: [String], in directory: URL) throws -> Result {
        try runProgram(path ?? "swiftc", arguments, in: directory)
    }

    /// Runs a program and collects its standard output and error together.
    static func runProgram(_ program: String, _ arguments: [String], in directory: URL) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Builds the stub `UIKit` module of ``UIKitStub`` into `directory` (for `-I directory`).
    static func emitUIKitStub(in directory: URL) throws -> Result {
        let stub = directory.appendingPathComponent("UIKitStub.swift")
        try UIKitStub.text.write(to: stub, atomically: true, encoding: .utf8)
        return try run(
            ["-parse-as-library", "-emit-module", "-module-name", "UIKit", "-o", "UIKit.swiftmodule", stub.path],
            in: directory)
    }
}

/// The few UIKit declarations the test inputs use, as a module named `UIKit`, so adapted files
/// type-check with their `import UIKit` unchanged.
enum UIKitStub {
    static let text = """
        @_exported import Foundation

        public struct Selector: Hashable, Sendable {
            public let name: String
            public init(_ name: String) { self.name = name }
        }
        extension IndexPath {
            public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
            public var item: Int { self[1] }
        }
        public struct UIEdgeInsets { public var left: CGFloat = 0, right: CGFloat = 0; public init() {} }
        open class UIView: NSObject {
            public var bounds: CGRect = .zero
            public var frame: CGRect = .zero
            public var alpha: CGFloat = 1
            public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
        }
        open class UIGestureRecognizer: NSObject {
            public init(target: Any?, action: Selector?) {}
            public func location(in view: UIView?) -> CGPoint { .zero }
        }
        open class UIPanGestureRecognizer: UIGestureRecognizer {}
        open class UILabel: UIView {}
        open class UIScrollView: UIView {
            public var contentOffset: CGPoint = .zero
            public var contentInset = UIEdgeInsets()
        }
        open class UICollectionView: UIScrollView {
            public weak var delegate: AnyObject?
            public func numberOfItems(inSection section: Int) -> Int { 0 }
        }
        open class UICollectionViewLayoutAttributes: NSObject {
            public var frame: CGRect = .zero
            public var indexPath: IndexPath
            public required init(forCellWith indexPath: IndexPath) { self.indexPath = indexPath }
        }
        open class UICollectionViewLayout: NSObject {
            open var collectionView: UICollectionView? { nil }
            open var collectionViewContentSize: CGSize { .zero }
            open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
            open func prepare() {}
            open func invalidateLayout() {}
            open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
            open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
        }
        open class UIViewController: NSObject {
            public var view = UIView()
        }
        """
}
