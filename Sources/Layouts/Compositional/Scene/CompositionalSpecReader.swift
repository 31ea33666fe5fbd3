import CollectionLayout
import Foundation
import UIKitLayouts

/// Reads a scene's `sections` (and the other parameters of the `compositional` layout) into
/// sections, groups and items. Every complaint starts with the path to the value at fault
/// (`[1].group.subitems[0].width: …`) so scenes report it at its line and column.
struct CompositionalSpecReader {
    /// A complaint at `path` (relative to the parameter).
    static func error(_ path: String, _ message: String, parameter: String = "sections") -> LayoutConfigurationError {
        LayoutConfigurationError(parameter: parameter, message: "\(path): \(message)")
    }

    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior", "boundaryItems",
        "decorations", "supplementariesFollowContentInsets", "carousel", "contentInsetsReference",
    ]

    static func section(_ value: ParameterValue, path: String, verticalLayout: Bool) throws -> CollectionLayoutSection {
        let map = try object(value, path: path, keys: sectionKeys, what: "a section")
        guard let groupValue = map["group"] else {
            throw error(path, "a section needs a 'group'")
        }
        let section = CollectionLayoutSection(group: try group(groupValue, path: path + ".group"))
        if let insets = map["contentInsets"] {
            section.contentInsets = try self.insets(insets, path: path + ".contentInsets")
        }
        if let spacing = map["interGroupSpacing"] {
            section.interGroupSpacing = try number(spacing, path: path + ".interGroupSpacing", atLeast: 0)
        }
        if let reference = map["contentInsetsReference"] {
            section.contentInsetsReference = try contentInsetsReference(
                reference, path: path + ".contentInsetsReference")
        }
        if let behaviour = map["orthogonalScrollingBehavior"] {
            let names = CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.map(\.name)
            let name = try choice(behaviour, path: path + ".orthogonalScrollingBehavior", of: names)
            section.orthogonalScrollingBehavior =
                CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.first { $0.name == name } ?? .none
        }
        if let follows = map["supplementariesFollowContentInsets"] {
            section.supplementariesFollowContentInsets = try bool(
                follows, path: path + ".supplementariesFollowContentInsets")
        }
        if let items = map["boundaryItems"] {
            section.boundarySupplementaryItems = try list(items, path: path + ".boundaryItems").enumerated().map {
                try boundaryItem($1, path: path + ".boundaryItems[\($0)]")
            }
        }
        if let decorations = map["decorations"] {
            section.decorationItems = try list(decorations, path: path + ".decorations").enumerated().map {
                try decoration($1, path: path + ".decorations[\($0)]")
            }
        }
        if let carousel = map["carousel"] {
            section.visibleItemsInvalidationHandler = try CompositionalCarouselEffect(
                carousel, path: path + ".carousel", alongX: verticalLayout
            ).handler
        }
        return section
    }

    /// `automatic`, `none`, `safeArea`, `layoutMargins` or `readableContent`.
    static func contentInsetsReference(
        _ value: ParameterValue, path: String, parameter: String = "sections"
    ) throws -> ContentInsetsReference {
        let names = ContentInsetsReference.allCases.map(\.name)
        let name = try choice(value, path: path, of: names, parameter: parameter)
        return ContentInsetsReference.allCases.first { $0.name == name } ?? .automatic
    }

    static let groupKeys = [
        "direction", "width", "height", "subitems", "count", "interItemSpacing", "contentInsets", "edgeSpacing",
        "custom", "badges",
    ]

    static func group(_ value: ParameterValue, path: String) throws -> CollectionLayoutGroup {
        let map = try object(value, path: path, keys: groupKeys, what: "a group")
        let direction = try map["direction"].map {
            try choice($0, path: path + ".direction", of: ["horizontal", "vertical"])
        }
        let size = try layoutSize(map, path: path)
        if let customValue = map["custom"] {
            for key in ["subitems", "count", "direction", "interItemSpacing"] where map[key] != nil {
                throw error(
                    path + ".\(key)", "a custom group places its items at their frames; it takes no '\(key)'")
            }
            let items = try customItems(customValue, path: path + ".custom")
            let group = CollectionLayoutGroup.custom(layoutSize: size) { _ in items }
            try applyItemSettings(map, to: group, path: path)
            group.supplementaryItems = try badges(map, path: path)
            return group
        }
        guard let subitemsValue = map["subitems"] else {
            throw error(path, "a group needs 'subitems' (or 'custom' item frames)")
        }
        let subitems = try list(subitemsValue, path: path + ".subitems").enumerated().map { index, element in
            try subitem(element, path: path + ".subitems[\(index)]")
        }
        guard !subitems.isEmpty else { throw error(path + ".subitems", "a group needs at least one subitem") }
        let horizontal = (direction ?? "horizontal") == "horizontal"
        let group: CollectionLayoutGroup
        if let countValue = map["count"] {
            let count = try integer(countValue, path: path + ".count")
            guard count >= 1 else {
                throw error(path + ".count", "a repeating group needs a count of at least 1, not \(count)")
            }
            guard subitems.count == 1 else {
                throw error(path + ".count", "a group with a count repeats one subitem; found \(subitems.count)")
            }
            group =
                horizontal
                ? .horizontal(layoutSize: size, repeatingSubitem: subitems[0], count: count)
                : .vertical(layoutSize: size, repeatingSubitem: subitems[0], count: count)
        } else {
            group =
                horizontal
                ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
        }
        if let spacing = map["interItemSpacing"] {
            group.interItemSpacing = try self.spacing(spacing, path: path + ".interItemSpacing")
        }
        try applyItemSettings(map, to: group, path: path)
        group.supplementaryItems = try badges(map, path: path)
        return group
    }

    static let itemKeys = ["width", "height", "contentInsets", "edgeSpacing", "badges"]

    static func subitem(_ value: ParameterValue, path: String) throws -> CollectionLayoutItem {
        if case .object(let map) = value, map["subitems"] != nil || map["custom"] != nil {
            return try group(value, path: path)
        }
        let map = try object(value, path: path, keys: itemKeys, what: "an item")
        let item = CollectionLayoutItem(
            layoutSize: try layoutSize(map, path: path), supplementaryItems: try badges(map, path: path))
        try applyItemSettings(map, to: item, path: path)
        return item
    }

    private static func applyItemSettings(_ map: [String: ParameterValue], to item: CollectionLayoutItem, path: String)
        throws
    {
        if let insets = map["contentInsets"] {
            item.contentInsets = try self.insets(insets, path: path + ".contentInsets")
        }
        if let edges = map["edgeSpacing"] {
            let edgeMap = try object(
                edges, path: path + ".edgeSpacing", keys: ["leading", "top", "trailing", "bottom"], what: "edge spacing"
            )
            func side(_ key: String) throws -> CollectionLayoutSpacing? {
                try edgeMap[key].map { try spacing($0, path: path + ".edgeSpacing.\(key)") }
            }
            item.edgeSpacing = CollectionLayoutEdgeSpacing(
                leading: try side("leading"), top: try side("top"), trailing: try side("trailing"),
                bottom: try side("bottom"))
        }
    }

    /// The `badges` of an item or a group (none when absent).
    static func badges(_ map: [String: ParameterValue], path: String) throws -> [CollectionLayoutSupplementaryItem] {
        guard let value = map["badges"] else { return [] }
        return try list(value, path: path + ".badges").enumerated().map {
            try badge($1, path: path + ".badges[\($0)]")
        }
    }

    static let badgeKeys = ["kind", "width", "height", "edges", "offset", "fractionalOffset", "zIndex"]

    static func badge(_ value: ParameterValue, path: String) throws -> CollectionLayoutSupplementaryItem {
        let map = try object(value, path: path, keys: badgeKeys, what: "a badge")
        let kind = try map["kind"].map { try string($0, path: path + ".kind") } ?? "badge"
        let edges = try map["edges"].map { try self.edges($0, path: path + ".edges") } ?? [.top, .trailing]
        let anchor: CollectionLayoutAnchor
        if let fractional = map["fractionalOffset"] {
            anchor = CollectionLayoutAnchor(
                edges: edges, fractionalOffset: try point(fractional, path: path + ".fractionalOffset"))
        } else {
            let offset = try map["offset"].map { try point($0, path: path + ".offset") } ?? .zero
            anchor = CollectionLayoutAnchor(edges: edges, absoluteOffset: offset)
        }
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: try layoutSize(map, path: path), elementKind: kind, containerAnchor: anchor)
        if let zIndex = map["zIndex"] { badge.zIndex = try integer(zIndex, path: path + ".zIndex") }
        return badge
    }

    static let boundaryKeys = [
        "kind", "width", "height", "alignment", "offset", "pinToVisibleBounds", "extendsBoundary", "zIndex",
    ]

    static func boundaryItem(
        _ value: ParameterValue, path: String, parameter: String = "sections"
    ) throws -> CollectionLayoutBoundarySupplementaryItem {
        let map = try object(value, path: path, keys: boundaryKeys, what: "a boundary item", parameter: parameter)
        let alignments: [String: RectAlignment] = [
            "top": .top, "topLeading": .topLeading, "leading": .leading, "bottomLeading": .bottomLeading,
            "bottom": .bottom, "bottomTrailing": .bottomTrailing, "trailing": .trailing, "topTrailing": .topTrailing,
        ]
        let alignmentName = try map["alignment"].map {
            try choice($0, path: path + ".alignment", of: alignments.keys.sorted(), parameter: parameter)
        }
        let alignment = alignmentName.flatMap { alignments[$0] } ?? .top
        let defaultKind = alignment.edges.contains(.bottom) || alignment.edges.contains(.trailing) ? "footer" : "header"
        let kindName = try map["kind"].map { try string($0, path: path + ".kind", parameter: parameter) } ?? defaultKind
        let kind =
            kindName == "header"
            ? ElementKind.sectionHeader : kindName == "footer" ? ElementKind.sectionFooter : kindName
        let offset = try map["offset"].map { try point($0, path: path + ".offset", parameter: parameter) } ?? .zero
        let item = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: try layoutSize(
                map, path: path, defaultWidth: .fractionalWidth(1), parameter: parameter),
            elementKind: kind, alignment: alignment, absoluteOffset: offset)
        if let pin = map["pinToVisibleBounds"] {
            item.pinToVisibleBounds = try bool(pin, path: path + ".pinToVisibleBounds", parameter: parameter)
        }
        if let extends = map["extendsBoundary"] {
            item.extendsBoundary = try bool(extends, path: path + ".extendsBoundary", parameter: parameter)
        }
        if let zIndex = map["zIndex"] {
            item.zIndex = try integer(zIndex, path: path + ".zIndex", parameter: parameter)
        }
        return item
    }

    static func decoration(_ value: ParameterValue, path: String) throws -> CollectionLayoutDecorationItem {
        let map = try object(value, path: path, keys: ["kind", "contentInsets", "zIndex"], what: "a decoration")
        let kind = try map["kind"].map { try string($0, path: path + ".kind") } ?? "background"
        let item = CollectionLayoutDecorationItem.background(elementKind: kind)
        if let insets = map["contentInsets"] {
            item.contentInsets = try self.insets(insets, path: path + ".contentInsets")
        }
        if let zIndex = map["zIndex"] { item.zIndex = try integer(zIndex, path: path + ".zIndex") }
        return item
    }
}
