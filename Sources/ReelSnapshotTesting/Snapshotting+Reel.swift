import Foundation
import ReelGolden
import SnapshotTesting

extension Snapshotting where Value: CollectionViewLayout, Format == ReelSnapshot {
    /// A layout's frames at `offsets`, drawn side by side in one PNG reference with their
    /// layout attributes, compared by pixelmatch and attribute by attribute:
    ///
    /// ```swift
    /// assertSnapshot(of: CardStackLayout(), as: .reel(offsets: [.zero, CGPoint(x: 0, y: 120)]))
    /// ```
    ///
    /// - Parameters:
    ///   - offsets: The content offsets, one frame each, left to right.
    ///   - itemCounts: Items per section.
    ///   - size: The collection view's size in points.
    ///   - scale: Pixels per point.
    ///   - styles: How elements are drawn (the default cards labelled with their item number).
    ///   - overlays: Debugging overlays (index labels, frame outlines, zIndex badges, offsets).
    ///   - configure: Collection-view settings (content inset, paging, …).
    ///   - tolerance: How close pixels and attributes must be.
    public static func reel(
        offsets: [CGPoint], itemCounts: [Int] = [20], size: CGSize = CGSize(width: 240, height: 400),
        scale: Double = 1, styles: StyleSheet = StyleSheet(), overlays: OverlaySpec = OverlaySpec(),
        configure: @escaping (CollectionView) -> Void = { _ in }, tolerance: GoldenTolerance = .default
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reel(tolerance: tolerance)) { layout in
            ReelSnapshot(
                catching: GoldenSubject(
                    layoutNamed: String(describing: type(of: layout)), itemCounts: itemCounts, size: size,
                    scale: scale, offsets: offsets, styles: styles, overlays: overlays, configure: configure,
                    makeLayout: { layout }))
        }
    }
}

extension Snapshotting where Value == Scene, Format == ReelSnapshot {
    /// A scene's frames (its track's offsets), side by side in one PNG reference with their
    /// layout attributes; the built-in layouts only.
    public static var reel: Snapshotting { reel() }

    /// A scene's frames, side by side in one PNG reference with their layout attributes.
    ///
    /// - Parameters:
    ///   - layouts: The layouts the scene may name.
    ///   - tolerance: How close pixels and attributes must be.
    public static func reel(
        layouts: [LayoutDescriptor] = LayoutRegistry.builtIn, tolerance: GoldenTolerance = .default
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .reel(tolerance: tolerance)) { scene in
            ReelSnapshot(catching: GoldenSubject(scene: scene, layouts: layouts))
        }
    }
}

extension Snapshotting where Value: CollectionViewLayout, Format == String {
    /// A layout's attribute dumps at `offsets` as JSON text (the format of `reel dump`'s
    /// frames, docs/dump-format.md), compared line by line: a reference that reviews well in a
    /// pull request.
    public static func reelAttributes(
        offsets: [CGPoint], itemCounts: [Int] = [20], size: CGSize = CGSize(width: 240, height: 400),
        configure: @escaping (CollectionView) -> Void = { _ in }
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (layout: Value) in
            let subject = GoldenSubject(
                layoutNamed: String(describing: type(of: layout)), itemCounts: itemCounts, size: size, offsets: offsets,
                configure: configure, makeLayout: { layout })
            do {
                let frames = try subject.render().frames.map {
                    try JSONDecoder().decode(FrameAttributes.self, from: $0.attributes)
                }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                return String(decoding: try encoder.encode(frames), as: UTF8.self) + "\n"
            } catch {
                return "reel could not run the layout: \(error)\n"
            }
        }
    }
}

extension ReelSnapshot {
    /// Renders `subject`, or keeps the reason it could not be rendered as the snapshot's failure.
    init(catching subject: GoldenSubject) {
        do {
            self = try ReelSnapshot(rendering: subject)
        } catch {
            self.init(png: Data(), frames: [])
            failure = "reel could not render the snapshot: \(error)"
        }
    }
}
