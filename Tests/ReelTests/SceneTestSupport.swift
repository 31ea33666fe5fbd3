import CollectionLayout
import Foundation
import Layouts

@testable import Reel

/// Layout descriptors with the seed libraries' parameter names, so that scene parsing can be
/// tested whatever layouts this branch registers.
enum SceneTestLayouts {
    static func descriptor(_ name: String, _ parameters: [String]) -> LayoutDescriptor {
        LayoutDescriptor(
            name: name, summary: "test stand-in for \(name)",
            parameters: parameters.map { LayoutParameter($0, type: "number", default: nil, "") },
            make: { _ in BuiltLayout(layout: FixedContentLayout(contentSize: CGSize(width: 100, height: 100))) })
    }

    static let all: [LayoutDescriptor] = [
        descriptor(
            "parabolic",
            [
                "startPosition", "startVelocity", "itemStandardSize", "scaleAtVertex", "spacingDivisionCoefficient",
                "disappearanceTopItemOffset", "fallbackCollectionViewHeight",
            ]),
        descriptor("ultravisual", ["standardHeight", "featuredHeight"]),
        descriptor("pizzaHalves", ["pizzaSize", "orientation", "spaceBetweenHalves", "criticalOffsetFromCenter"]),
    ]

    /// Parses `text` as a scene file called `scene.yaml` with the stand-in layouts.
    static func parse(_ text: String, file: String = "scene.yaml") throws -> Scene {
        try Scene.parse(text, file: file, layouts: all)
    }

    /// The message of the ``SceneError`` parsing `text` throws, or a note that it threw none.
    static func failure(_ text: String, file: String = "scene.yaml") -> String {
        do {
            _ = try parse(text, file: file)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }
}

/// Scenes read with the built-in layouts (`scene.yaml`) and made into a ``SceneRuntime``, as
/// `reel render` does before drawing.
enum BuiltInScenes {
    static func runtime(_ text: String) throws -> SceneRuntime {
        try SceneRuntime(scene: Scene.parse(text, file: "scene.yaml", layouts: LayoutRegistry.builtIn))
    }

    /// The message of the error reading or laying out `text` throws, or a note that it threw none.
    static func failure(_ text: String) -> String {
        do {
            _ = try runtime(text)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }
}

/// A layout with a fixed content size and no elements: enough to give a collection view a
/// content-offset range.
final class FixedContentLayout: CollectionViewLayout {
    let size: CGSize

    init(contentSize: CGSize) {
        self.size = contentSize
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize { size }
}

/// A fixed-content layout whose scrolling comes to rest on multiples of `step` along y.
final class SnappingLayout: CollectionViewLayout {
    let size: CGSize
    let step: CGFloat

    init(contentSize: CGSize, step: CGFloat) {
        self.size = contentSize
        self.step = step
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize { size }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / step).rounded() * step)
    }
}

/// A collection view of `bounds` showing content of `content` size, with optional insets.
func makeCollectionView(
    bounds: CGSize, content: CGSize, inset: EdgeInsets = .zero
) -> CollectionView {
    let view = CollectionView(
        frame: CGRect(origin: .zero, size: bounds), collectionViewLayout: FixedContentLayout(contentSize: content),
        itemCounts: [10])
    view.contentInset = inset
    view.layoutIfNeeded()
    return view
}
