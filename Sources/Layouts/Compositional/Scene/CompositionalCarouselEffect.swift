import CollectionLayout
import Foundation
import UIKitLayouts

/// The visible-items effect scenes can give a section (`carousel: {minimumScale, minimumAlpha}`):
/// the handler apps write for carousels, scaling and fading each cell by its distance from the
/// container's centre — `scale = max(1 − distance / width, minimumScale)`, likewise alpha.
struct CompositionalCarouselEffect {
    var minimumScale: CGFloat = 1
    var minimumAlpha: CGFloat = 1
    /// Whether distance is measured along x (the orthogonal axis of a vertical layout).
    var alongX: Bool

    init(_ value: ParameterValue, path: String, alongX: Bool) throws {
        self.alongX = alongX
        let map = try CompositionalSpecReader.object(
            value, path: path, keys: ["minimumScale", "minimumAlpha"], what: "a carousel effect")
        if let scale = map["minimumScale"] {
            minimumScale = try CompositionalSpecReader.number(scale, path: path + ".minimumScale", atLeast: 0)
        }
        if let alpha = map["minimumAlpha"] {
            minimumAlpha = try CompositionalSpecReader.number(alpha, path: path + ".minimumAlpha", atLeast: 0)
        }
    }

    /// The handler: cells only, measured along the axis across the layout's scroll axis.
    var handler: CollectionLayoutSectionVisibleItemsInvalidationHandler {
        let minimumScale = minimumScale
        let minimumAlpha = minimumAlpha
        let horizontal = alongX
        return { items, offset, environment in
            let size = environment.container.contentSize
            for item in items where item.representedElementCategory == .cell {
                let length = horizontal ? size.width : size.height
                guard length > 0 else { continue }
                let position = horizontal ? item.frame.midX - offset.x : item.frame.midY - offset.y
                let distance = abs(position - length / 2)
                let scale = max(1 - distance / length, minimumScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = max(1 - distance / length, minimumAlpha)
            }
        }
    }
}
