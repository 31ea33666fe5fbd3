import CollectionLayout
import Foundation

/// A settable property of a layout class that scenes may set by name, registered with
/// ``LayoutDescriptor/layoutClass(_:name:summary:make:properties:)``. Its default is read from a
/// fresh instance of the class, so it never repeats (or drifts from) the class's own.
public struct LayoutProperty<Layout: CollectionViewLayout>: @unchecked Sendable {
    // @unchecked: the key path is immutable and only applied to layouts a descriptor just made.

    /// The name scenes use.
    public var name: String
    /// One line on what it does, for `reel layouts`.
    public var summary: String
    let type: String
    let currentValue: (Layout) -> ParameterValue
    let assign: (Layout, ParameterValue) throws -> Void

    /// The property at `keyPath`, which scenes set as `name` (Swift key paths do not carry
    /// their property's name, so it is given), described by `summary` in `reel layouts`.
    public static func property<Value: LayoutPropertyValue>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value>, _ summary: String = ""
    ) -> LayoutProperty {
        LayoutProperty(
            name: name, summary: summary, type: Value.parameterType,
            currentValue: { $0[keyPath: keyPath].parameterValue },
            assign: { layout, value in layout[keyPath: keyPath] = try Value(parameter: value, name: name) })
    }
}
