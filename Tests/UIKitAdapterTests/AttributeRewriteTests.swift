import Testing
import UIKitAdapter

@Suite struct AttributeRewriteTests {
    static let cardView = """
        import UIKit

        @IBDesignable
        class CardView: UIView {
            @IBOutlet weak var titleLabel: UILabel!
            @IBInspectable var cornerRadius: CGFloat = 8
            @objc dynamic var progress: CGFloat = 0
            @GKInspectable var speed: Double = 1
            @objc(handlePanGesture:) func handlePan(_ recognizer: UIPanGestureRecognizer) {}
            @IBAction func didTap(_ sender: Any) {}
        }
        @objcMembers final class Settings: NSObject { var spacing: CGFloat = 4 }
        """

    @Test func objectiveCAttributesAndDynamicAreRemovedKeepingEveryLine() throws {
        let adapted = try adapt(Self.cardView, file: "App/CardView.swift")
        #expect(
            adapted.lines == [
                "import UIKit",
                "",
                "",
                "class CardView: UIView {",
                "    weak var titleLabel: UILabel!",
                "    var cornerRadius: CGFloat = 8",
                "    var progress: CGFloat = 0",
                "    var speed: Double = 1",
                "    func handlePan(_ recognizer: UIPanGestureRecognizer) {}",
                "    func didTap(_ sender: Any) {}",
                "}",
                "final class Settings: NSObject { var spacing: CGFloat = 4 }",
            ])
        #expect(
            adapted.places == [
                Place(3, 1, "@IBDesignable"), Place(5, 5, "@IBOutlet"), Place(6, 5, "@IBInspectable"),
                Place(7, 5, "@objc"), Place(7, 11, "dynamic"), Place(8, 5, "@GKInspectable"),
                Place(9, 5, "@objc(handlePanGesture:)"), Place(10, 5, "@IBAction"), Place(12, 1, "@objcMembers"),
            ])
        #expect(adapted.rewrites.allSatisfy { $0.file == "App/CardView.swift" })
        #expect(adapted.rewrites[3].description == "App/CardView.swift:7:5: @objc → removed")
    }

    @Test func managedAndSegueAttributesAreRemovedAndReported() throws {
        let adapted = try adapt(
            """
            class Photo: NSManagedObject {
                @NSManaged var title: String
                @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """)
        #expect(adapted.lines[1] == "    var title: String")
        #expect(adapted.lines[2] == "    func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }")
        #expect(adapted.places == [Place(2, 5, "@NSManaged"), Place(3, 5, "@IBSegueAction")])
    }

    @Test func weakOnAProtocolPropertyIsRemovedButKeptOnTheConformingClass() throws {
        let adapted = try adapt(
            """
            @objc protocol CarouselLayoutOwner: NSObjectProtocol {
                weak var focusDelegate: CarouselFocusDelegate? { get set }
                unowned var host: UIView { get }
            }
            final class Carousel: NSObject, CarouselLayoutOwner {
                weak var focusDelegate: CarouselFocusDelegate?
            }
            """)
        #expect(adapted.lines[1] == "    var focusDelegate: CarouselFocusDelegate? { get set }")
        #expect(adapted.lines[2] == "    var host: UIView { get }")
        #expect(adapted.lines[5] == "    weak var focusDelegate: CarouselFocusDelegate?")
        #expect(
            adapted.places == [
                Place(1, 1, "@objc"), Place(2, 5, "weak in a protocol requirement"),
                Place(3, 5, "unowned in a protocol requirement"),
            ])
    }

    @Test func fileWithoutObjectiveCIsUnchangedButForTheSourceLocationLine() throws {
        let text = """
            import UIKit

            @available(iOS 13.0, *)
            final class Plain: UICollectionViewLayout {
                #if DEBUG
                let dynamicSpacing = 1
                #endif
                override class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
            }
            """
        let adapted = try adapt(text, file: "/work/app/Plain.swift")
        #expect(adapted.isUnchanged)
        #expect(adapted.text == "#sourceLocation(file: \"/work/app/Plain.swift\", line: 1)\n" + text)
    }

    @Test func pathThatNoStringLiteralCanCarryIsNamedWithUnderscores() throws {
        let adapted = try adapt("let x = 1", file: "My \"App\"/Layout.swift")
        #expect(adapted.text == "#sourceLocation(file: \"My _App_/Layout.swift\", line: 1)\nlet x = 1")
    }

    @Test func attributeAloneOnItsLineLeavesTheLineAndItsComment() throws {
        let adapted = try adapt(
            """
            final class Handler: NSObject {
                @objc // called by the pan recognizer
                func pan() {}
            }
            """)
        #expect(adapted.lines[1] == "    // called by the pan recognizer")
        #expect(adapted.places == [Place(2, 5, "@objc")])
    }
}
