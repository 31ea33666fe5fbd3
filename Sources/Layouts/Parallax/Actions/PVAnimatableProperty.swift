import Foundation

/// Something about an item that a ``PVPropertyAction`` animates: the type of its values and how
/// the value between two of them is written into the item's state.
///
/// Each conforming type stands for one key path PVView's actions set on a view or its layer;
/// conform your own to animate something else (``PVCustomValue`` covers named numbers).
public protocol PVAnimatableProperty: Hashable, Sendable {
    /// The values the property takes: a number, a point, a size or a frame.
    associatedtype Value: Sendable
    /// Sets the property of `target` to the value at `progress` from `from` (0) to `to` (1).
    func set(_ target: inout PVItemState, from: Value, to: Value, progress: Double)
}

/// A number-valued property with x and y components (scale, rotation), which PVView's actions
/// set with `fromX:toX:` and `fromY:toY:`.
public protocol PVAxisProperty: PVAnimatableProperty where Value == Double {
    /// The x component.
    static var x: Self { get }
    /// The y component.
    static var y: Self { get }
    /// The value that leaves the item as it is (1 for scale, 0 for rotation): PVView's default
    /// for both ends.
    static var identity: Double { get }
    /// The fields of the item state the property sets, all to the same value.
    var components: [WritableKeyPath<PVItemState, Double>] { get }
}

extension PVAxisProperty {
    /// Sets every one of ``components`` to the number between `from` and `to`; the others stay.
    public func set(_ target: inout PVItemState, from: Double, to: Double, progress: Double) {
        let value = pvInterpolate(from, to, progress)
        for component in components {
            target[keyPath: component] = value
        }
    }
}
