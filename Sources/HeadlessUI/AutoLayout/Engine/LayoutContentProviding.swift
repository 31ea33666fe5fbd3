import Foundation

/// A view whose baselines the engine can place (UIKit's `UILabel`): `firstBaseline` and
/// `lastBaseline` constraints use these offsets from the view's vertical centre, where a label
/// centres its text. Views that do not conform have both baselines at their bottom edge, as
/// UIKit's views without text do.
package protocol BaselineProviding: AnyObject {
    /// How far below the view's vertical centre its first and last baselines are (negative:
    /// above), or nil when the view has no text.
    var baselineOffsetsFromCenterY: (first: CGFloat, last: CGFloat)? { get }
}

/// A view whose intrinsic height depends on the width it is given (a multi-line label without
/// a `preferredMaxLayoutWidth`). After a solve, the engine asks it again with its solved width
/// and solves once more when the answer changed — UIKit's second constraint pass for labels.
package protocol LayoutWidthDependentSize: AnyObject {
    /// Whether the intrinsic size depends on the layout width now.
    var intrinsicSizeDependsOnLayoutWidth: Bool { get }
    /// The intrinsic size when the view is `width` points wide.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize
}
