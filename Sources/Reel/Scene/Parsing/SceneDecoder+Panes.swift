import CollectionLayout
import Foundation
import HeadlessUI
import Layouts
import Yams

/// The scene's panes: frames, layouts and their parameters, items, styles and tracks.
extension SceneDecoder {
    static let paneKeys = [
        "name", "frame", "layout", "parameters", "items", "clips", "background", "styles", "sampling",
        "layoutDirection", "layoutMargins", "safeAreaInsets", "updates", "sectionTracks", "cells",
        "appearance", "contentSizeCategory",
    ]

    func decodePanes(_ node: Node, into scene: inout Scene) throws {
        let elements = try reader.list(node, "'panes' in the scene")
        guard !elements.isEmpty else {
            throw reader.error(node, "'panes' in the scene must list at least one pane")
        }
        var names: [String: Node] = [:]
        for (index, element) in elements.enumerated() {
            let pane = try decodePane(element, index: index, in: &scene)
            let nameNode = Self.value(ofKey: "name", in: element) ?? element
            if let first = names[pane.name] {
                let place = reader.location(first).map { " (first used at line \($0.line), column \($0.column))" } ?? ""
                throw reader.error(
                    nameNode, "duplicate pane name '\(pane.name)'\(place); give each pane its own name")
            }
            names[pane.name] = nameNode
            scene.panes.append(pane)
            let total = scene.panes.reduce(0) { $0 + $1.itemCounts.reduce(0, +) }
            if total > budgets.items {
                throw reader.error(
                    Self.value(ofKey: "items", in: element) ?? element,
                    budgets.overBudget(
                        \.items,
                        needed: "the panes up to '\(pane.name)' have \(NumberText.grouped(total)) items together")
                        + "; the budget counts every pane's items")
            }
        }
    }

    private func decodePane(_ node: Node, index: Int, in scene: inout Scene) throws -> PaneSpec {
        let defaultName = "pane\(index)"
        let peekedName = Self.value(ofKey: "name", in: node)?.scalar?.string
        let map = try reader.mapping(node, "pane '\(peekedName ?? defaultName)'", knownKeys: Self.paneKeys)
        let name = try map.optional("name", nonEmptyString) ?? defaultName
        let context = "pane '\(name)'"

        let layoutNode = try map.required("layout")
        let layoutName: String
        var swiftLayout: SwiftLayoutReference?
        var knownParameters: [String]?
        if case .mapping = layoutNode {
            // A Swift layout: its parameters are the class's properties, checked when it is built.
            let reference = try swiftLayoutReference(layoutNode, map.what("layout"))
            layoutName = reference.className
            swiftLayout = reference
        } else {
            layoutName = try reader.string(layoutNode, map.what("layout"))
            guard let descriptor = layouts.first(where: { $0.name == layoutName }) else {
                throw reader.error(layoutNode, unknownLayoutMessage(layoutName, context: context))
            }
            knownParameters = descriptor.parameters.map(\.name)
        }
        scene.layoutLocations[index] = reader.location(layoutNode)

        var parameters: [String: ParameterValue] = [:]
        if let parametersNode = map["parameters"] {
            let parameterMap = try reader.mapping(
                parametersNode, "parameters of layout '\(layoutName)'", knownKeys: knownParameters)
            var locations: [String: SourceLocation] = [:]
            for key in parameterMap.keys {
                guard let value = parameterMap[key] else { continue }
                parameters[key] = try reader.parameterValue(
                    value, "parameter '\(key)' of layout '\(layoutName)'", path: key, locations: &locations)
            }
            scene.parameterLocations[index] = locations
        }

        let canvasRect = CGRect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height)
        var pane = PaneSpec(
            name: name,
            frame: try map.optional("frame") { node, _ in try paneFrame(node, "frame of \(context)") } ?? canvasRect,
            layout: layoutName,
            parameters: parameters,
            itemCounts: try map.optional("items", itemCounts) ?? [20],
            clips: try map.optional("clips", reader.bool) ?? true,
            background: try map.optional("background", reader.color),
            styles: try map.optional("styles") { node, _ in
                try styleSheet(node, owner: " of \(context)", over: scene.styles)
            },
            track: try map.optional("sampling") { node, _ in
                try samplingSpec(node, "sampling of \(context)", fps: scene.fps)
            },
            layoutDirection: try map.optional("layoutDirection") { node, what in
                try reader.choice(node, what, of: ["leftToRight", "rightToLeft"]) == "rightToLeft"
                    ? .rightToLeft : .leftToRight
            },
            layoutMargins: try map.optional("layoutMargins", edgeInsets),
            safeAreaInsets: try map.optional("safeAreaInsets", edgeInsets),
            swiftLayout: swiftLayout,
            updates: try map.optional("updates", updates) ?? [],
            sectionTracks: try map.optional("sectionTracks") { node, what in
                try sectionTracks(node, what, fps: scene.fps)
            } ?? [],
            cells: try map.optional("cells") { node, what -> CellContentSpec? in
                namesCellClass(node) ? nil : try cellContent(node, what)
            } ?? nil)
        pane.cellClass =
            try map.optional("cells") { node, what -> CellClassReference? in
                namesCellClass(node) ? try cellClassReference(node, what) : nil
            } ?? nil
        pane.appearance = try map.optional("appearance") { node, what in
            try reader.choice(node, what, of: ["light", "dark"]) == "dark" ? .dark : .light
        }
        pane.contentSizeCategory = try map.optional("contentSizeCategory") { node, what in
            let text = try reader.string(node, what)
            guard let category = ContentSizeCategory(named: text) else {
                throw reader.error(
                    node,
                    "\(what) is '\(text)'; a Dynamic Type size is one of \(ContentSizeCategory.ordered.map(\.shortName).joined(separator: ", ")) or UIKit's name (extraLarge, accessibilityMedium, …)"
                )
            }
            return category
        }
        return pane
    }

    /// `sectionTracks: [{section: N, <motion>}, …]`: one track per compositional section, each
    /// section at most once. Whether the section exists and scrolls orthogonally is checked when
    /// the scene runs (``Sampler``), once the layout knows its sections.
    func sectionTracks(_ node: Node, _ what: String, fps: Double) throws -> [SectionTrackSpec] {
        let elements = try reader.list(node, what)
        var seen: [Int: Node] = [:]
        return try elements.enumerated().map { index, element in
            let context = "section track \(index) of \(what)"
            let map = try reader.mapping(element, context, knownKeys: Self.samplingKeys + ["section"])
            let sectionNode = try map.required("section")
            let section = try reader.integer(sectionNode, map.what("section"), atLeast: 0)
            if let first = seen[section] {
                let place = reader.location(first).map { " (line \($0.line), column \($0.column))" } ?? ""
                throw reader.error(
                    sectionNode, "section \(section) already has a track\(place); give each section one track")
            }
            seen[section] = sectionNode
            if let axisKey = map.keyNode("axis") {
                throw reader.error(
                    axisKey, "'axis' does not go in \(context): a section track moves along the section's own axis")
            }
            return SectionTrackSpec(
                section: section, track: try samplingSpec(element, context, fps: fps, extraKeys: ["section"]),
                sectionLocation: reader.location(sectionNode))
        }
    }

    static let swiftLayoutKeys = ["swift", "class", "init", "delegate"]

    /// `{swift: FILE | [FILE, …] | DIR, class: NAME, init: ARGUMENTS, delegate: CLASS | {…} |
    /// generated}`: paths relative to the scene file's folder.
    func swiftLayoutReference(_ node: Node, _ what: String) throws -> SwiftLayoutReference {
        let map = try reader.mapping(node, what, knownKeys: Self.swiftLayoutKeys)
        let paths = try swiftPaths(try map.required("swift"), map.what("swift"))
        let className = try map.optional("class", nonEmptyString)
        guard let className else {
            throw reader.error(
                node,
                "\(what) names Swift files but no class; add `class: YourLayout` (a UICollectionViewLayout subclass)")
        }
        var initArguments: String?
        var initLocation: SourceLocation?
        if let initNode = map["init"] {
            let text = try reader.string(initNode, map.what("init"))
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw reader.error(
                    initNode,
                    "\(map.what("init")) is empty; give the initializer's arguments, as `itemSize: CGSize(width: 200, height: 300)`"
                )
            }
            initArguments = text
            initLocation = reader.location(initNode)
            if case .scalar(let scalar) = initNode, [.singleQuoted, .doubleQuoted].contains(scalar.style) {
                initLocation?.column += 1
            }
        }
        var delegate: SwiftDelegateReference?
        var standIns = false
        if let delegateNode = map["delegate"] {
            if case .mapping = delegateNode {
                let delegateMap = try reader.mapping(delegateNode, map.what("delegate"), knownKeys: ["swift", "class"])
                let delegatePaths = try delegateMap.optional("swift") { node, what in try swiftPaths(node, what) } ?? []
                guard let delegateClass = try delegateMap.optional("class", nonEmptyString) else {
                    throw reader.error(delegateNode, "\(map.what("delegate")) needs `class: YourDelegate`")
                }
                delegate = SwiftDelegateReference(
                    paths: delegatePaths, className: delegateClass, location: reader.location(delegateNode))
            } else {
                let name = try nonEmptyString(delegateNode, map.what("delegate"))
                // `generated`: stand-ins for every delegate and data source left nil (docs/preview.md).
                if name == "generated" {
                    standIns = true
                } else {
                    delegate = SwiftDelegateReference(className: name, location: reader.location(delegateNode))
                }
            }
        }
        return SwiftLayoutReference(
            paths: paths, className: className, location: reader.location(node), initArguments: initArguments,
            initLocation: initLocation, delegate: delegate, standIns: standIns)
    }

    /// `FILE | [FILE, …] | DIR`, resolved against the scene file's folder.
    func swiftPaths(_ sourceNode: Node, _ what: String) throws -> [String] {
        let written: [String]
        if case .sequence = sourceNode {
            let elements = try reader.list(sourceNode, what)
            guard !elements.isEmpty else {
                throw reader.error(sourceNode, "\(what) must list at least one Swift file or folder")
            }
            written = try elements.map { try reader.string($0, "a path in \(what)") }
        } else {
            written = [try reader.string(sourceNode, what)]
        }
        let folder = file == "<string>" ? "" : (file as NSString).deletingLastPathComponent
        let paths = written.map { path in
            path.hasPrefix("/") || folder.isEmpty
                ? path : ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
        }
        return paths
    }

    /// Insets written `{top, left, bottom, right}` (missing edges 0), `[T, L, B, R]` or one
    /// number, as layout parameters are.
    func edgeInsets(_ node: Node, _ what: String) throws -> EdgeInsets {
        var locations: [String: SourceLocation] = [:]
        let value = try reader.parameterValue(node, what, path: "insets", locations: &locations)
        do {
            return try LayoutParameters(["insets": value]).insets("insets", default: .zero)
        } catch let error as LayoutConfigurationError {
            throw reader.error(node, "\(what): \(error.message)")
        }
    }

    /// `unknown layout 'x' in pane 'p'; did you mean 'y'? Known layouts: …`.
    func unknownLayoutMessage(_ name: String, context: String) -> String {
        let name = NodeReader.clipped(name)
        let known = layouts.map(\.name)
        guard !known.isEmpty else {
            return "unknown layout '\(name)' in \(context); this build registers no layouts"
        }
        let list = known.joined(separator: ", ")
        if let suggestion = LayoutRegistry.closest(to: name, among: known) {
            return "unknown layout '\(name)' in \(context); did you mean '\(suggestion)'? Known layouts: \(list)"
        }
        return "unknown layout '\(name)' in \(context); known layouts: \(list)"
    }

    static let frameKeys = ["x", "y", "width", "height"]

    /// `{x, y, width, height}` (x and y default to 0) or `[x, y, width, height]`.
    func paneFrame(_ node: Node, _ what: String) throws -> CGRect {
        var numbers: [Double]
        var nodes: [Node]
        switch node {
        case .sequence:
            nodes = try reader.list(node, what)
            guard nodes.count == 4 else {
                throw reader.error(node, "\(what) must be [x, y, width, height], found \(nodes.count) numbers")
            }
            numbers = try nodes.enumerated().map { index, element in
                try reader.number(element, "'\(Self.frameKeys[index])' in \(what)")
            }
        default:
            let map = try reader.mapping(node, what, knownKeys: Self.frameKeys)
            nodes = [map["x"] ?? node, map["y"] ?? node, try map.required("width"), try map.required("height")]
            numbers = [
                try map.optional("x", reader.number) ?? 0, try map.optional("y", reader.number) ?? 0,
                try reader.number(nodes[2], map.what("width")), try reader.number(nodes[3], map.what("height")),
            ]
        }
        for side in [2, 3] where numbers[side] <= 0 {
            throw reader.error(
                nodes[side],
                "'\(Self.frameKeys[side])' in \(what) must be greater than 0, found \(NodeReader.describe(nodes[side]))"
            )
        }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `items: 20` (one section) or `items: [10, 5]` (items per section).
    /// The total must fit the ``ResourceBudgets/items`` budget.
    func itemCounts(_ node: Node, _ what: String) throws -> [Int] {
        let counts: [Int]
        if case .sequence = node {
            let elements = try reader.list(node, what)
            guard !elements.isEmpty else { throw reader.error(node, "\(what) must list at least one section") }
            counts = try elements.enumerated().map { index, element in
                try reader.integer(element, "section \(index) of \(what)", atLeast: 0)
            }
        } else {
            counts = [try reader.integer(node, what, atLeast: 0)]
        }
        let total = counts.reduce(0, +)
        guard total <= budgets.items else {
            throw reader.error(
                node, budgets.overBudget(\.items, needed: "\(what) is \(NumberText.grouped(total)) items"))
        }
        return counts
    }

    /// The value of `key` in a mapping node, read before the mapping is checked.
    static func value(ofKey key: String, in node: Node) -> Node? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.first { $0.key.scalar?.string == key }?.value
    }
}
