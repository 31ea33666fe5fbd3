import CollectionLayout
import Foundation

/// One parameter a built-in layout accepts, with the name its seed library uses.
public struct LayoutParameter: Hashable, Sendable {
    /// The seed library's property name (`startPosition`, `itemSize`, …).
    public var name: String
    /// The value's shape, for help text: `number`, `size`, `insets`, `left|right`, ….
    public var type: String
    /// The default, or nil when the parameter is optional with no default.
    public var defaultValue: ParameterValue?
    /// One line on what it does.
    public var summary: String

    /// A parameter called `name` of shape `type`, defaulting to `defaultValue`, described by `summary`.
    public init(_ name: String, type: String, default defaultValue: ParameterValue?, _ summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// A layout ready to install: the layout object and the collection-view settings its iOS
/// original's view controller would make (content insets, deceleration rate, paging).
public struct BuiltLayout {
    /// The configured layout, ready to pass to `CollectionView(frame:collectionViewLayout:itemCounts:)`.
    public var layout: CollectionViewLayout
    /// Applies the view settings to the collection view the layout is installed on; call it once,
    /// after creating the view and before the first layout pass.
    public var configure: (CollectionView) -> Void
    /// Called after the first layout pass: a problem the layout found only once it knew the
    /// view's size (a compositional group that cannot fit), or nil.
    public var check: (CollectionView) -> LayoutConfigurationError?

    /// A built layout whose view needs `configure` (by default nothing) and whose first layout
    /// pass `check` inspects (by default nothing).
    public init(
        layout: CollectionViewLayout, configure: @escaping (CollectionView) -> Void = { _ in },
        check: @escaping (CollectionView) -> LayoutConfigurationError? = { _ in nil }
    ) {
        self.layout = layout
        self.configure = configure
        self.check = check
    }
}

/// A built-in layout registered by name, with its parameters and a factory.
public struct LayoutDescriptor: Sendable {
    /// The name scenes use (`parabolic`, `ultravisual`, `pizzaHalves`, …).
    public var name: String
    /// One line on what it is.
    public var summary: String
    /// Every parameter with its default.
    public var parameters: [LayoutParameter]
    /// Builds the layout from a scene's parameters; throws ``LayoutConfigurationError``.
    public var make: @Sendable (LayoutParameters) throws -> BuiltLayout

    /// A descriptor for the layout `name`, declaring `parameters` and built by `make`, which
    /// reads the scene's values through ``LayoutParameters`` and throws ``LayoutConfigurationError``.
    public init(
        name: String, summary: String, parameters: [LayoutParameter],
        make: @escaping @Sendable (LayoutParameters) throws -> BuiltLayout
    ) {
        self.name = name
        self.summary = summary
        self.parameters = parameters
        self.make = make
    }

    /// Builds the layout after checking that every given parameter is one this layout declares.
    public func build(_ parameters: LayoutParameters) throws -> BuiltLayout {
        let known = Set(self.parameters.map(\.name))
        if let unknown = parameters.values.keys.sorted().first(where: { !known.contains($0) }) {
            let hint =
                LayoutRegistry.closest(to: unknown, among: self.parameters.map(\.name))
                .map { "; did you mean '\($0)'?" } ?? ""
            throw LayoutConfigurationError(
                parameter: unknown, message: "not a parameter of layout '\(name)'\(hint)")
        }
        return try make(parameters)
    }
}
