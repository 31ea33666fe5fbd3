import Foundation

/// Writes the Swift expression a stand-in answers a requirement with, from the requirement's
/// name and its result type: heights, widths and sizes that vary by item (through
/// `PreviewStandInValue`'s fixed hash of the item's place), counts from the pane's items, the
/// cases of the user's enums in turn, small spacings and insets, and neutral values elsewhere.
struct StandInValues {
    /// What the expression may use and what it is for.
    struct Context {
        /// The requirement's name and argument labels, lowercased (`collectionviewheightforitemat`).
        var words: String
        /// The item's key (`PreviewStandInValue.key(section: p2.section, item: p2.item)`).
        var key: String
        /// The expression of the section a parameter gives, or nil.
        var section: String?
        /// Whether a parameter gives the item (an index path or an index).
        var variesByItem: Bool
        /// The key of the run of items an index path's item is in (`item / 6`), or nil when no
        /// index path is given: cells choose a mode by runs, so a grid shows rows of one mode,
        /// while a pattern or a size asked per item or row varies from one to the next.
        var runKey: String? = nil
        /// The expression of the item a parameter gives, or nil.
        var item: String? = nil
    }

    /// What the answers of one stand-in are, for its note.
    struct Traits: OptionSet, Hashable {
        let rawValue: Int
        static let heights = Traits(rawValue: 1)
        static let widths = Traits(rawValue: 2)
        static let sizes = Traits(rawValue: 4)
        static let choices = Traits(rawValue: 8)
        static let counts = Traits(rawValue: 16)
    }

    /// The user's types.
    let catalog: SwiftTypeCatalog
    /// The classes generated code may make with `init()`.
    let constructibleClasses: Set<String>
    /// What sizes look like (`tag`, `column`, `free`), from the layout's and protocol's names.
    let shape: String
    /// What the answers written so far are.
    var traits: Traits = []
    /// The types whose values the answers choose among, with how many choices each has.
    var cycled: [(name: String, choices: Int)] = []

    /// The neutral inset every inset requirement gets.
    static let insets = "UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)"

    /// Whether `words` ask for something the layout's shape depends on (a size, a height, a
    /// width, a count or a choice among patterns): the optional requirements a stand-in answers.
    func shapesTheLayout(_ type: String, words: String) -> Bool {
        if ["header", "footer", "supplementary", "decoration", "background"].contains(where: words.contains) {
            return false
        }
        let base = Self.unwrapped(type) ?? type
        if catalog.valueType(base) != nil || catalog.protocolNamed(base) != nil { return true }
        if base == "CGSize" { return true }
        let numeric = Self.floatTypes.contains(base) || Self.integerTypes.contains(base)
        return numeric
            && ["height", "width", "size", "count", "numberof", "column", "ratio"].contains(where: words.contains)
    }

    static let floatTypes: Set<String> = ["CGFloat", "Double", "Float", "Float32", "Float64"]
    static let integerTypes: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger",
        "NSUInteger",
    ]

    /// The type inside `T?`, `T!` or `Optional<T>`, or nil when `type` is not optional.
    static func unwrapped(_ type: String) -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") {
            var inner = String(type.dropLast())
            if inner.hasPrefix("("), inner.hasSuffix(")") { inner = String(inner.dropFirst().dropLast()) }
            return inner.trimmingCharacters(in: .whitespaces)
        }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            return String(type.dropFirst("Optional<".count).dropLast())
        }
        return nil
    }

    /// `any P` and `P` alike.
    static func existential(_ type: String) -> String {
        type.hasPrefix("any ") ? String(type.dropFirst(4)) : type
    }

    /// The expression of type `type` for `context`, or nil when a stand-in cannot make one.
    mutating func value(_ type: String, _ context: Context, depth: Int = 0) -> String? {
        let type = type.trimmingCharacters(in: .whitespaces)
        guard depth < 4 else { return nil }
        if let inner = Self.unwrapped(type) {
            // A size or a choice the layout needs is answered; anything else optional is nil.
            if shapesTheLayout(inner, words: context.words), let value = value(inner, context, depth: depth + 1) {
                return value
            }
            return "nil"
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            if type.contains(":") { return "[:]" }
            // A list of the files' own values (a mosaic's columns): three, each of its own item key.
            let element = String(type.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
            guard catalog.valueType(element) != nil else { return "[]" }
            var elements: [String] = []
            for offset in 0..<3 {
                var each = context
                each.key = "(\(context.key) &+ \(offset))"
                guard let made = value(element, each, depth: depth + 1) else { return "[]" }
                elements.append(made)
            }
            return "[" + elements.joined(separator: ", ") + "]"
        }
        if type.hasPrefix("Set<") { return "[]" }
        if type == "Void" || type == "()" { return "()" }
        if Self.floatTypes.contains(type) {
            let number = length(context)
            return type == "CGFloat" ? number : "\(type)(\(number))"
        }
        if Self.integerTypes.contains(type) {
            let count = integer(context)
            return type == "Int" || type == "NSInteger" ? count : "\(type)(\(count))"
        }
        switch lastComponent(type) {
        case "Bool": return "false"
        case "String": return "PreviewStandInValue.word(\(context.key))"
        case "CGSize":
            if ["header", "footer"].contains(where: context.words.contains) {
                return "CGSize(width: 44, height: 44)"
            }
            traits.insert(shape == "tag" ? .widths : shape == "column" ? .heights : .sizes)
            return "PreviewStandInValue.size(\(context.key), .\(shape))"
        case "CGRect":
            return "CGRect(origin: .zero, size: PreviewStandInValue.size(\(context.key), .\(shape)))"
        case "CGPoint", "CGVector", "UIOffset": return ".zero"
        case "Date":
            // A calendar's days by section and its events' times by item: an end after its start.
            let end = context.words.contains("end") || context.words.contains("finish")
            return "PreviewStandInValue.date(section: \(context.section ?? "0"), item: \(context.item ?? "nil"), "
                + "end: \(end))"
        case "UIEdgeInsets": return Self.insets
        case "NSDirectionalEdgeInsets": return "NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)"
        default: break
        }
        let name = Self.existential(type)
        if let valueType = catalog.valueType(name) { return made(valueType, context, depth: depth) }
        if constructibleClasses.contains(name) { return "\(name)()" }
        if catalog.protocolNamed(name) != nil {
            // One of the files' types that adopt it, in turn (the patterns a data source chooses from).
            let adopters = catalog.adopters(of: name).compactMap { adopter -> String? in
                if let valueType = catalog.valueType(adopter) { return made(valueType, context, depth: depth + 1) }
                return constructibleClasses.contains(adopter) ? "\(adopter)()" : nil
            }
            guard !adopters.isEmpty else { return nil }
            if adopters.count == 1 { return adopters[0] }
            traits.insert(.choices)
            if !cycled.contains(where: { $0.name == name }) { cycled.append((name, adopters.count)) }
            return "([\(adopters.joined(separator: ", "))] as [any \(name)])[\(Self.pick(adopters.count, context))]"
        }
        return nil
    }

    /// A value of an enum or struct of the files: its cases and static members in turn, or
    /// one made with an initializer whose arguments can be made.
    private mutating func made(_ valueType: SwiftTypeCatalog.ValueType, _ context: Context, depth: Int) -> String? {
        var choices: [String] = []
        for enumCase in valueType.cases {
            if enumCase.payload.isEmpty {
                choices.append("\(valueType.name).`\(enumCase.name)`")
                continue
            }
            guard let arguments = self.arguments(enumCase.payload, context, depth: depth) else { continue }
            choices.append("\(valueType.name).`\(enumCase.name)`(\(arguments))")
        }
        // A static member named as a case (`static var dynamic: Self` beside `case dynamic(…)`) is left out.
        choices += valueType.staticMembers.filter { member in !valueType.cases.contains { $0.name == member } }
            .map { "\(valueType.name).`\($0)`" }
        if !valueType.isEnum {
            for parameters in valueType.initializers {
                guard let arguments = self.arguments(parameters, context, depth: depth) else { continue }
                choices.insert("\(valueType.name)(\(arguments))", at: 0)
                break
            }
        }
        guard !choices.isEmpty else { return nil }
        if choices.count == 1 { return choices[0] }
        traits.insert(.choices)
        if !cycled.contains(where: { $0.name == valueType.name }) { cycled.append((valueType.name, choices.count)) }
        return "([\(choices.joined(separator: ", "))] as [\(valueType.name)])[\(Self.pick(choices.count, context))]"
    }

    /// Which of `count` choices: by the hash of the item (of its run of six for a mode an index
    /// path's cell asks, `sizeModeForItemAt`), or in turn by section when only a section is
    /// given (section 0 gets the first, usually the main one).
    static func pick(_ count: Int, _ context: Context) -> String {
        if !context.variesByItem, let section = context.section {
            return "PreviewStandInValue.turn(\(section), of: \(count))"
        }
        // A mode (`sizeModeForItemAt`) is an app's choice for a group of cells: by runs.
        let key = context.words.contains("mode") ? context.runKey ?? context.key : context.key
        return "PreviewStandInValue.choice(\(key), of: \(count))"
    }

    /// `label: value, …` for `parameters`, or nil when one cannot be made.
    private mutating func arguments(
        _ parameters: [SwiftTypeCatalog.Parameter], _ context: Context, depth: Int
    ) -> String? {
        var parts: [String] = []
        for parameter in parameters {
            var inner = context
            // The payload's own name, after what the requirement asks (a header's height stays a header's).
            inner.words = context.words + "/" + ((parameter.label ?? "") + parameter.name).lowercased()
            guard let value = value(parameter.type, inner, depth: depth + 1) else { return nil }
            parts.append((parameter.label.map { "\($0): " } ?? "") + value)
        }
        return parts.joined(separator: ", ")
    }

    /// A length in points for `context`: a height, a width, a ratio, a spacing, or neutral.
    private mutating func length(_ context: Context) -> String {
        let words = context.words
        if ["header", "footer"].contains(where: words.contains) { return "44" }
        if words.contains("height") || words.contains("length") {
            traits.insert(.heights)
            return "PreviewStandInValue.height(\(context.key))"
        }
        if words.contains("width") {
            traits.insert(.widths)
            return "PreviewStandInValue.width(\(context.key))"
        }
        if ["ratio", "aspect", "scale"].contains(where: words.contains) {
            return "PreviewStandInValue.ratio(\(context.key))"
        }
        if ["spacing", "padding", "margin", "gap", "inset", "space", "gutter", "separator"].contains(
            where: words.contains)
        {
            return "8"
        }
        if ["alpha", "opacity"].contains(where: words.contains) { return "1" }
        if ["count", "numberof", "columns"].contains(where: words.contains) { return "CGFloat(\(integer(context)))" }
        if words.contains("size") || context.variesByItem {
            traits.insert(.heights)
            return "PreviewStandInValue.height(\(context.key))"
        }
        return "0"
    }

    /// A whole number for `context`: columns, the pane's counts, or neutral.
    private mutating func integer(_ context: Context) -> String {
        let words = context.words
        // A span inside a value the layout asks for (a mosaic item's `numberOfRows`): one or two,
        // by item, so items of several sizes fill the grid.
        if let nested = words.split(separator: "/").dropFirst().last,
            ["row", "column", "span"].contains(where: nested.contains)
        {
            traits.insert(.sizes)
            return "1 + PreviewStandInValue.choice(\(context.key), of: 2)"
        }
        // A column's index for an item (`columnForItemAt`) alternates; a count of columns is 2.
        if words.contains("column"), !words.contains("columns"), !words.contains("count"),
            !words.contains("numberof"), let item = context.item
        {
            return "(\(item)) % 2"
        }
        if words.contains("column") { return "2" }
        if ["divisor", "denominator"].contains(where: words.contains) { return "2" }
        if ["perrow", "perline", "inrow"].contains(where: words.contains) { return "3" }
        if ["span", "factor", "multiplier"].contains(where: words.contains) { return "1" }
        guard ["count", "numberof", "items", "total"].contains(where: words.contains) else { return "0" }
        traits.insert(.counts)
        if words.contains("section"), let section = context.section { return "previewItems(inSection: \(section))" }
        if words.contains("section") { return "previewSections" }
        return "previewTotalItems"
    }
}
