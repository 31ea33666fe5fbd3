import CollectionLayout
import Layouts

/// One settable property of a user's layout class, as a scene's `parameters:` names it: reads
/// its current value (the class's default, on a fresh instance) and sets it from a scene value.
///
/// The preview's generated code makes one per `var` it finds in the class and its superclasses,
/// with a key path, so the compiler checks each name and picks the conversion by the property's
/// type; a property of a type scenes cannot write is listed but refuses to be set.
public struct PreviewProperty: Sendable {
    /// The property's name, as the class declares it.
    public var name: String
    /// The property's type as messages name it.
    public var typeName: String
    /// The property's value on `layout`, or nil when scenes cannot write its type.
    public var read: @Sendable (CollectionViewLayout) -> ParameterValue?
    /// Sets the property on `layout` from a scene value.
    public var write: @Sendable (CollectionViewLayout, ParameterValue) throws -> Void

    /// A property scenes can set: `keyPath`'s type is a ``PreviewParameter``.
    public static func named<Layout: CollectionViewLayout, Value: PreviewParameter>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value>
    ) -> PreviewProperty {
        nonisolated(unsafe) let keyPath = keyPath
        return PreviewProperty(
            name: name, typeName: Value.previewTypeName,
            read: { layout in (layout as? Layout).map { $0[keyPath: keyPath].previewValue } },
            write: { layout, value in
                guard let layout = layout as? Layout else { return }
                layout[keyPath: keyPath] = try Value(previewValue: value, name: name)
            })
    }

    /// A property of a type scenes cannot write (a delegate, a closure, a class): listed, not set.
    public static func named<Layout: CollectionViewLayout, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value>
    ) -> PreviewProperty {
        let typeName = String(describing: Value.self)
        return PreviewProperty(
            name: name, typeName: typeName, read: { _ in nil },
            write: { _, _ in
                throw LayoutConfigurationError(
                    parameter: name,
                    message: "has type \(typeName), which scenes cannot set (numbers, Bool, CGSize, CGPoint, "
                        + "UIEdgeInsets, enum cases by name and lists of those)")
            })
    }

    /// A property from its parts.
    public init(
        name: String, typeName: String, read: @escaping @Sendable (CollectionViewLayout) -> ParameterValue?,
        write: @escaping @Sendable (CollectionViewLayout, ParameterValue) throws -> Void
    ) {
        self.name = name
        self.typeName = typeName
        self.read = read
        self.write = write
    }
}
