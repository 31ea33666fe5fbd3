extension SwiftDeclarations {
    /// The settable properties of class `name` that may hold a delegate or data source object:
    /// those typed with a protocol of the files or one whose name says `Delegate` or
    /// `DataSource` (UIKit's), and those without a declared type whose name ends in `delegate`
    /// or `dataSource`; any name (`delegate`, `dataSource`, `sizeProvider`, …), in order.
    public func objectProperties(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let className = current, !chain.contains(className) {
            chain.append(className)
            current = classes.first { $0.name == className }?.superclass
        }
        return properties(of: name).filter { property in
            guard let type = chain.lazy.compactMap({ self.types.propertyTypes[$0]?[property] }).first else {
                let lowered = property.lowercased()
                return lowered.hasSuffix("delegate") || lowered.hasSuffix("datasource")
            }
            var base = type.trimmingCharacters(in: .whitespaces)
            while base.hasSuffix("?") || base.hasSuffix("!") { base = String(base.dropLast()) }
            if base.hasPrefix("("), base.hasSuffix(")") { base = String(base.dropFirst().dropLast()) }
            if base.hasPrefix("any ") { base = String(base.dropFirst(4)) }
            base = lastComponent(base)
            return types.protocolNamed(base) != nil || base.contains("Delegate") || base.contains("DataSource")
        }
    }
}
