import Foundation

/// A constraint's priority with the shape of UIKit's `UILayoutPriority`: a `Float` from 1 to
/// 1000 with UIKit's named levels.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority value.
    public var rawValue: Float
    /// A priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// Required, 1000.
    public static let required = LayoutPriority(1000)
    /// The priority of a button's hugging and of most compression resistance, 750.
    public static let defaultHigh = LayoutPriority(750)
    /// The priority of a view's default hugging, 250.
    public static let defaultLow = LayoutPriority(250)
    /// The level of fitting-size calculations, 50.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// The priority of resizing a scene by dragging, 510.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// The priority of a scene's size, 500.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// The priority of dragging that cannot resize the scene, 490.
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
