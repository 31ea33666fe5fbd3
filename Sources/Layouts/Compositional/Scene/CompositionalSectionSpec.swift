import CollectionLayout
import Foundation
import UIKitLayouts

/// One entry of a scene's `sections`, as the section provider turns it into a section: a fixed
/// section, a list section (made with the environment, as `NSCollectionLayoutSection.list(using:
/// layoutEnvironment:)` is), or variants chosen by the container's width — what a provider that
/// reads `environment.container.effectiveContentSize.width` does (docs/compositional-layout.md,
/// "In scenes").
enum CompositionalSectionSpec {
    /// The same section at every width.
    case fixed(CollectionLayoutSection)
    /// A list section of this configuration.
    case list(CollectionLayoutListConfiguration)
    /// Variants by the least effective content width they apply from, in increasing order, the
    /// first from 0.
    case adaptive([(minimumWidth: CGFloat, spec: CompositionalSectionSpec)])

    /// The section the provider returns in `environment`: for adaptive entries, the last variant
    /// whose minimum width is at most the container's effective content width (its height, in a
    /// horizontally scrolling layout: the length across the scroll axis).
    func section(in environment: any CollectionLayoutEnvironment, verticalLayout: Bool) -> CollectionLayoutSection {
        switch self {
        case .fixed(let section):
            return section
        case .list(let configuration):
            return CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        case .adaptive(let variants):
            let size = environment.container.effectiveContentSize
            let across = verticalLayout ? size.width : size.height
            let chosen = variants.last { $0.minimumWidth <= across } ?? variants[0]
            return chosen.spec.section(in: environment, verticalLayout: verticalLayout)
        }
    }
}

extension CompositionalSpecReader {
    /// The entries of `sections`, in order.
    static func sectionSpecs(_ value: ParameterValue, verticalLayout: Bool) throws -> [CompositionalSectionSpec] {
        guard case .array(let elements) = value, !elements.isEmpty else {
            throw LayoutConfigurationError(
                parameter: "sections", message: "must be a list of at least one section, found \(value)")
        }
        return try elements.enumerated().map { index, element in
            try sectionSpec(element, path: "[\(index)]", verticalLayout: verticalLayout)
        }
    }

    /// A section entry: `{adaptive: [...]}`, `{list: {...}}`, or a section.
    static func sectionSpec(_ value: ParameterValue, path: String, verticalLayout: Bool) throws
        -> CompositionalSectionSpec
    {
        if case .object(let map) = value, let variants = map["adaptive"] {
            guard map.count == 1 else {
                let others = map.keys.filter { $0 != "adaptive" }.sorted().joined(separator: ", ")
                throw error(path, "'adaptive' lists whole sections; move \(others) into its variants")
            }
            return try adaptive(variants, path: path + ".adaptive", verticalLayout: verticalLayout)
        }
        if case .object(let map) = value, let list = map["list"] {
            guard map.count == 1 else {
                let others = map.keys.filter { $0 != "list" }.sorted().joined(separator: ", ")
                throw error(path, "a list section takes only 'list' (its configuration), found also \(others)")
            }
            return .list(try listConfiguration(list, path: path + ".list"))
        }
        return .fixed(try section(value, path: path, verticalLayout: verticalLayout))
    }

    /// `[{minWidth: 0, <section>}, {minWidth: 500, <section>}, …]`.
    static func adaptive(_ value: ParameterValue, path: String, verticalLayout: Bool) throws
        -> CompositionalSectionSpec
    {
        let elements = try list(value, path: path)
        guard !elements.isEmpty else { throw error(path, "'adaptive' needs at least one variant") }
        var variants: [(minimumWidth: CGFloat, spec: CompositionalSectionSpec)] = []
        for (index, element) in elements.enumerated() {
            let variantPath = path + "[\(index)]"
            guard case .object(var map) = element, let widthValue = map["minWidth"] else {
                throw error(variantPath, "a variant is a section with 'minWidth' (the least container width it is for)")
            }
            let minimum = try number(widthValue, path: variantPath + ".minWidth", atLeast: 0)
            if index == 0, minimum != 0 {
                throw error(
                    variantPath + ".minWidth",
                    "the first variant must start at minWidth 0 so that every width has a section, found "
                        + GroupTemplate.format(minimum))
            }
            if let previous = variants.last, minimum <= previous.minimumWidth {
                throw error(
                    variantPath + ".minWidth",
                    "variants must be in increasing minWidth order, found \(GroupTemplate.format(minimum)) after "
                        + "\(GroupTemplate.format(previous.minimumWidth))")
            }
            map["minWidth"] = nil
            let spec = try sectionSpec(.object(map), path: variantPath, verticalLayout: verticalLayout)
            if case .adaptive = spec { throw error(variantPath, "a variant cannot itself be adaptive") }
            variants.append((minimum, spec))
        }
        return .adaptive(variants)
    }

    static let listKeys = ["appearance", "headerMode", "footerMode"]

    /// `{appearance: insetGrouped, headerMode: supplementary, footerMode: supplementary}`.
    static func listConfiguration(_ value: ParameterValue, path: String) throws -> CollectionLayoutListConfiguration {
        let map = try object(value, path: path, keys: listKeys, what: "a list configuration")
        let appearances: [String: CollectionLayoutListConfiguration.Appearance] = [
            "plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped, "sidebar": .sidebar,
            "sidebarPlain": .sidebarPlain,
        ]
        let appearance = try map["appearance"].map {
            try choice($0, path: path + ".appearance", of: appearances.keys.sorted())
        }
        var configuration = CollectionLayoutListConfiguration(
            appearance: appearance.flatMap { appearances[$0] } ?? .plain)
        if let header = map["headerMode"] {
            switch try choice(header, path: path + ".headerMode", of: ["none", "supplementary", "firstItemInSection"]) {
            case "supplementary": configuration.headerMode = .supplementary
            case "firstItemInSection": configuration.headerMode = .firstItemInSection
            default: configuration.headerMode = .none
            }
        }
        if let footer = map["footerMode"] {
            configuration.footerMode =
                try choice(footer, path: path + ".footerMode", of: ["none", "supplementary"]) == "supplementary"
                ? .supplementary : .none
        }
        return configuration
    }

    /// `custom: [[x, y, width, height], {frame: [x, y, width, height], zIndex: 1}, …]`: the items
    /// of an `NSCollectionLayoutGroup.custom` group, relative to the group's origin.
    static func customItems(_ value: ParameterValue, path: String) throws -> [CollectionLayoutGroupCustomItem] {
        let elements = try list(value, path: path)
        guard !elements.isEmpty else { throw error(path, "a custom group needs at least one item frame") }
        return try elements.enumerated().map { index, element in
            let itemPath = path + "[\(index)]"
            var frameValue = element
            var zIndex = 0
            if case .object = element {
                let map = try object(element, path: itemPath, keys: ["frame", "zIndex"], what: "a custom item")
                guard let frame = map["frame"] else { throw error(itemPath, "a custom item needs a 'frame'") }
                frameValue = frame
                if let z = map["zIndex"] { zIndex = try integer(z, path: itemPath + ".zIndex") }
            }
            let numbers = try list(frameValue, path: itemPath)
            guard numbers.count == 4 else {
                throw error(itemPath, "a frame is [x, y, width, height], found \(numbers.count) numbers")
            }
            let names = ["x", "y", "width", "height"]
            let values = try numbers.enumerated().map { index, number in
                index < 2
                    ? try self.number(number, path: itemPath + ".\(names[index])")
                    : try self.number(number, path: itemPath + ".\(names[index])", atLeast: 0)
            }
            return CollectionLayoutGroupCustomItem(
                frame: CGRect(x: values[0], y: values[1], width: values[2], height: values[3]), zIndex: zIndex)
        }
    }
}
