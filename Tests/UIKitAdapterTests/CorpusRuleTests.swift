import Foundation
import TestSupport
import Testing
import UIKitAdapter

/// The rules the public-layout corpus asked for (docs/uikit-compatibility.md): a moved override
/// keeps access to its file's private declarations (StickyHeaderFlowLayout), platform conditions
/// are answered as iOS answers them (HorizontalStickyHeaderLayout), and an event-handling
/// override in an extension of a UIKit class is dropped (CollectionViewPagingLayout).
@Suite struct FilePrivateWideningTests {
    static let attributes = SourceAdapter.File(
        path: "Sticky/StickyAttributes.swift",
        text: """
            class Attributes {
                var debugDescription: String { "attributes" }
                var zIndex = 0
            }

            class StickyAttributes: Attributes {
                var progress = 0.5
            }

            """)
    static let layout = SourceAdapter.File(
        path: "Sticky/StickyLayout.swift",
        text: """
            final class StickyLayout {}

            extension StickyAttributes {
                override var debugDescription: String {
                    "sticky \\(zIndex) valid: \\(isValid) \\(describe(progress))"
                }

                fileprivate var isValid: Bool { zIndex >= 1024 }
            }

            private extension StickyAttributes {
                func describe(_ value: Double) -> String { "\\(Int(value * 100))%" }
            }

            private let unused = 1

            """)

    @Test func theFilePrivateDeclarationsAMovedOverrideUsesBecomeInternalReported() throws {
        let adapted = try SourceAdapter.adapt(files: [Self.attributes, Self.layout])
        #expect(adapted[1].lines[7] == "    internal var isValid: Bool { zIndex >= 1024 }")
        #expect(adapted[1].lines[10] == "internal extension StickyAttributes {")
        // What the override does not name stays private.
        #expect(adapted[1].lines[14] == "private let unused = 1")
        #expect(
            adapted[1].places == [
                Place(4, 5, "override var debugDescription: String {"),
                Place(8, 5, "fileprivate var isValid: Bool { zIndex >= 1024 }"),
                Place(11, 1, "private extension StickyAttributes {"),
            ])
        #expect(
            adapted[1].rewrites[1].replacement
                == "`fileprivate` → `internal`: the override `debugDescription` moved from this file into class "
                + "`StickyAttributes` (StickyAttributes.swift:8) uses `isValid`, which `fileprivate` kept in this file")
        // The compiler's columns on a widened line map back to the user's.
        #expect(adapted[1].sourceMap.originalColumn(line: 8, column: 18) == 21)
    }

    @Test(.enabled(if: Swiftc.path != nil, "needs the toolchain's swiftc"))
    func theMovedOverrideCompilesAndKeepsItsBehaviour() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-widen")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = SourceAdapter.File(
            path: "main.swift",
            text: "let a = StickyAttributes()\na.zIndex = 2000\nprint((a as Attributes).debugDescription)\n")
        let adapted = try SourceAdapter.adapt(files: [Self.attributes, Self.layout, main])
        for (index, name) in ["Attributes.swift", "Layout.swift", "main.swift"].enumerated() {
            try adapted[index].text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let build = try Swiftc.run(["Attributes.swift", "Layout.swift", "main.swift", "-o", "sticky"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let run = try Swiftc.runProgram(folder.appendingPathComponent("sticky").path, [], in: folder)
        #expect(run.output == "sticky 2000 valid: true 50%\n")
    }

    @Test func aMoveWithinOneFileWidensNothing() throws {
        let text =
            Self.attributes.text + Self.layout.text.replacingOccurrences(of: "final class StickyLayout {}", with: "")
        let adapted = try adapt(text, file: "Sticky.swift")
        #expect(adapted.text.contains("fileprivate var isValid"))
        #expect(adapted.text.contains("private extension StickyAttributes"))
        #expect(adapted.rewrites.count == 1)
    }
}

@Suite struct PlatformConditionTests {
    static let source = """
        func shouldPop() -> Bool {
            #if os(tvOS)
                return focused
            #elseif os(iOS)
                return true
            #endif
        }
        #if !os(tvOS) && targetEnvironment(simulator)
        let drag = 3.0
        #elseif canImport(UIKit) || os(Linux)
        let drag = 2.0
        #else
        let drag = 1.0
        #endif
        #if os(Linux)
        import Glibc
        #else
        import Darwin
        #endif
        """

    @Test func osAndTargetEnvironmentAreAnsweredAsAnIOSDeviceBuildAnswersThem() throws {
        let adapted = try adapt(Self.source, file: "Sticky/HorizontalLayout.swift")
        #expect(adapted.lines[1] == "    #if false")
        #expect(adapted.lines[3] == "    #elseif true")
        #expect(adapted.lines[7] == "#if !false && false")
        // `canImport` is Linux's own answer (LayoutReel offers UIKit); `os(Linux)` is false on iOS.
        #expect(adapted.lines[9] == "#elseif canImport(UIKit) || false")
        // An `#if` that only chooses imports picks the machine's C library: left alone.
        #expect(adapted.lines[14] == "#if os(Linux)")
        #expect(
            adapted.places == [
                Place(2, 9, "#if … os(tvOS)"), Place(4, 13, "#elseif … os(iOS)"), Place(8, 6, "#if … os(tvOS)"),
                Place(8, 18, "#if … targetEnvironment(simulator)"), Place(10, 29, "#elseif … os(Linux)"),
            ])
        #expect(
            adapted.rewrites[1].replacement == "`true`, as an iOS device build evaluates it (Linux would say `false`)")
        #expect(adapted.sourceMap.originalColumn(line: 4, column: 14) == 13)
    }

    @Test(.enabled(if: Swiftc.path != nil, "needs the toolchain's swiftc"))
    func theIOSBranchCompilesAndRuns() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-conditions")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text =
            Self.source.replacingOccurrences(of: "import Darwin", with: "import Glibc")
            + "\nprint(shouldPop(), drag)\n"
        try adapt(text, file: "main.swift").text.write(
            to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try Swiftc.run(["main.swift", "-o", "conditions"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let run = try Swiftc.runProgram(folder.appendingPathComponent("conditions").path, [], in: folder)
        // No UIKit module on this compiler's search path: `canImport(UIKit)` is false, the `#else` wins.
        #expect(run.output == "true 1.0\n")
    }
}

@Suite struct EventOverrideTests {
    @Test func aHitTestOverrideInAnExtensionOfAUIKitClassIsDroppedWithItsLinesReported() throws {
        let source = """
            import UIKit

            public extension UICollectionViewCell {
                // swiftlint:disable:next override_in_extension
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                    return super.hitTest(point, with: event)
                }

                var selectable: Bool { true }
            }
            """
        let adapted = try adapt(source, file: "Lib/TransformableView.swift")
        #expect(adapted.lines[3] == "    // swiftlint:disable:next override_in_extension")
        #expect(adapted.lines[4...6] == ["    ", "", ""])
        #expect(adapted.lines[8] == "    var selectable: Bool { true }")
        #expect(
            adapted.places == [
                Place(5, 5, "override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {")
            ])
        #expect(adapted.rewrites[0].replacement.hasPrefix("dropped: `hitTest(_:with:)` only answers touches"))
    }

    @Test func otherOverridesInAnExtensionOfAUIKitClassAreStillRefused() throws {
        let source =
            "extension UICollectionViewCell {\n    override func layoutSubviews() {}\n    "
            + "override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}\n}\n"
        let error = try #require(throws: SourceAdapterError.self) { try adapt(source, file: "Cell.swift") }
        #expect(error.constructs.map { "\($0.line):\($0.column)" } == ["2:5"])
    }
}

@Suite struct UIKitOptionalRequirementTests {
    @Test func anUnlabelledCallOfAScrollViewDelegateMethodIsAdaptedAndAClosureCallIsNot() throws {
        // CollectionViewPagingLayout: `collectionView?.delegate?.scrollViewDidEndScrollingAnimation?(collectionView)`.
        let adapted = try adapt(
            "self?.collectionView?.delegate?.scrollViewDidEndScrollingAnimation?(collectionView)\n"
                + "let tap = handler?.onTap?(1)\n",
            file: "Lib/CollectionViewPagingLayout.swift")
        #expect(
            adapted.lines[0]
                == "(try? self?.collectionView?.delegate?.scrollViewDidEndScrollingAnimation(collectionView))")
        #expect(adapted.lines[1] == "let tap = handler?.onTap?(1)")
        #expect(
            adapted.places == [
                Place(1, 1, "self?.collectionView?.delegate?.scrollViewDidEndScrollingAnimation?(collectionView)")
            ])
    }
}

@Suite struct CGFloatAbsTests {
    static let source = """
        import Foundation

        extension CGFloat {
            func progress(in lower: CGFloat, _ upper: CGFloat) -> CGFloat {
                abs(self - lower) / abs(upper - lower)
            }
        }
        let outside = abs(-2.0)
        """

    @Test func absInsideAnExtensionOfCGFloatIsTheStandardLibrarysAndNothingElseChanges() throws {
        let adapted = try adapt(Self.source, file: "Lib/Utilities/CGFloat+Interpolate.swift")
        #expect(adapted.lines[4] == "        Swift.abs(self - lower) / Swift.abs(upper - lower)")
        #expect(adapted.lines[7] == "let outside = abs(-2.0)")
        #expect(adapted.places.map { "\($0.line):\($0.column)" } == ["5:9", "5:29"])
    }

    @Test(.enabled(if: Swiftc.path != nil, "needs the toolchain's swiftc"))
    func theAdaptedExtensionCompilesAndRuns() throws {
        let folder = try TestFolders.temporary(prefix: "adapter-abs")
        defer { try? FileManager.default.removeItem(at: folder) }
        try adapt(Self.source + "\nprint(CGFloat(3).progress(in: 5, 1), outside)\n", file: "main.swift").text.write(
            to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let build = try Swiftc.run(["main.swift", "-o", "progress"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        let run = try Swiftc.runProgram(folder.appendingPathComponent("progress").path, [], in: folder)
        #expect(run.output == "0.5 2.0\n")
    }
}

@Suite struct NarrowedDelegateOverrideTests {
    static let source = """
        import UIKit

        open class CalendarView: UICollectionView {
            @available(*, unavailable)
            open override var delegate: UICollectionViewDelegate? {
                get { return super.delegate }
                set { /* Do nothing */ }
            }
            var delegateName: String? = nil
        }
        """

    @Test func aUICollectionViewDelegateOverrideTakesTheScrollViewsTypeReported() throws {
        // JTAppleCalendar's JTACMonthView (JTACVariables.swift:56).
        let adapted = try adapt(Self.source, file: "Sources/JTAppleCalendar/JTACVariables.swift")
        #expect(adapted.lines[4] == "    open override var delegate: UIScrollViewDelegate? {")
        #expect(adapted.lines[8] == "    var delegateName: String? = nil")
        #expect(adapted.places == [Place(5, 33, "override var delegate: UICollectionViewDelegate?")])
    }

    @Test func otherDelegatePropertiesAreLeftAlone() throws {
        let source = "class Layout {\n    var delegate: UICollectionViewDelegate?\n}\n"
        let adapted = try adapt(source, file: "Layout.swift")
        #expect(adapted.lines[1] == "    var delegate: UICollectionViewDelegate?")
        #expect(adapted.places.isEmpty)
    }
}
