import CollectionLayout
import Foundation

extension LayoutDescriptor {
    /// A descriptor for a layout class written as for UIKit, so that scenes can say
    /// `layout: NAME` and set the listed properties under `parameters:`.
    ///
    /// The defaults `reel layouts` shows are read from an instance `make` returns, so they are the
    /// class's own. A scene's value is assigned to a fresh instance in the order `properties`
    /// lists them; a name not listed gets "did you mean" from the listed names.
    ///
    /// ```swift
    /// ReelCommand.main(layouts: [
    ///     .layoutClass(CardsLayout.self, name: "cards", make: CardsLayout.init, properties: [
    ///         .property("itemSize", \.itemSize), .property("scrollDirection", \.scrollDirection),
    ///     ])
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - type: The layout class.
    ///   - name: The name scenes use; by default the class name with a lowercase first letter and
    ///     a trailing `Layout` removed (`CardsLayout` → `cards`).
    ///   - summary: One line for `reel layouts`.
    ///   - make: Makes an instance as the app would (usually the class's `init`).
    ///   - properties: The properties scenes may set.
    public static func layoutClass<Layout: CollectionViewLayout>(
        _ type: Layout.Type, name: String? = nil, summary: String? = nil,
        make: @escaping @Sendable () -> Layout, properties: [LayoutProperty<Layout>] = []
    ) -> LayoutDescriptor {
        let sample = make()
        let parameters = properties.map {
            LayoutParameter($0.name, type: $0.type, default: $0.currentValue(sample), $0.summary)
        }
        return LayoutDescriptor(
            name: name ?? defaultName(of: type), summary: summary ?? "\(type) (registered class)",
            parameters: parameters,
            make: { given in
                let layout = make()
                for property in properties {
                    guard let value = given.values[property.name] else { continue }
                    try property.assign(layout, value)
                }
                return BuiltLayout(layout: layout)
            })
    }

    /// `CardsLayout` → `cards`, `CoverFlowLayout` → `coverFlow`, `Grid` → `grid`.
    static func defaultName(of type: Any.Type) -> String {
        var name = String(describing: type)
        if name.hasSuffix("Layout"), name.count > "Layout".count { name.removeLast("Layout".count) }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}
