import Foundation

/// The stand-ins the preview writes for one layout class: a class per protocol of the user's
/// files that a property of the layout is typed with (`weak var delegate: TagCellLayoutDelegate?`,
/// any name) or that the layout casts its collection view's `delegate` or `dataSource` to. Each
/// conforms to the protocol and answers its requirements (``StandInValues``); the child assigns
/// one wherever the layout left nil and no `--delegate` object went. When the files have a
/// struct of their own that conforms and can be made with `init()` (a library's animator or
/// pattern), the first of them by name goes there instead of a made-up class.
///
/// Requirements the protocol's extensions implement are left to the library's own defaults;
/// those it marks `optional` are left alone, as UIKit leaves them, unless they give the layout
/// its shape (a count, a choice among the files' enums, or a size or length when the layout's or
/// protocol's name says sizes vary: a waterfall, a tag cloud). CardStackCollectionViewLayout's
/// optional card size keeps the library's equal cards. A protocol a stand-in cannot satisfy (associated types,
/// generic or static requirements, a result it cannot make, a parent protocol from outside the
/// files) gets none, and ``skipped`` says why.
struct StandInSource: Sendable {
    /// Where a stand-in goes.
    enum Target: Sendable, Hashable {
        /// The layout's property of this name.
        case property(String)
        /// The collection view's `delegate`.
        case viewDelegate
        /// The collection view's `dataSource`.
        case viewDataSource
        /// An argument of the layout's initializer (`init(delegate:)`), passed as
        /// `ReelStandIn_P.kept()` (``initArguments(for:declarations:)``).
        case initArgument
    }

    /// One stand-in class.
    struct StandIn: Sendable, Hashable {
        /// The generated class's name (`ReelStandIn_TagCellLayoutDelegate`).
        var className: String
        /// The protocol it conforms to.
        var protocolName: String
        /// Where instances go.
        var targets: [Target]
        /// What it answers, for the note (`widths vary by item`).
        var summary: String
        /// Its declaration.
        var text: String
    }

    /// The stand-ins, in the order of the properties they fill.
    var standIns: [StandIn] = []
    /// Why a protocol got no stand-in, one line each.
    var skipped: [String] = []

    /// The protocols that need no code from a stand-in (`PreviewStandIn` is an `NSObject`).
    static let freeParents: Set<String> = [
        "AnyObject", "class", "NSObjectProtocol", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout",
        "UIScrollViewDelegate", "Equatable", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "UICollectionViewDataSource",
    ]
    /// Members `NSObject` already has: never written again.
    static let objectMembers: Set<String> = ["description", "debugDescription", "hash", "hashValue", "isEqual", "self"]

    /// The stand-ins for `layoutClass` of `declarations`; `initArguments` (the layout's, as
    /// generated code passes them) may name stand-ins of its own (`ReelStandIn_P.kept()`).
    init(layoutClass: String, declarations: SwiftDeclarations, initArguments: String? = nil) {
        defer {
            // A flow layout subclass that never sets its item size takes it from the collection
            // view's flow delegate, as the app's controller answers it (AlignedCollectionViewFlowLayout).
            if Self.isFlowLayout(layoutClass, declarations), !declarations.assignsItemSize,
                !standIns.contains(where: { $0.targets.contains(.viewDelegate) })
            {
                standIns.append(Self.flowSizes)
            }
        }
        let catalog = declarations.types
        var wanted: [(protocolName: String, target: Target)] = []
        var chain: [String] = []
        var current: String? = layoutClass
        while let name = current, !chain.contains(name), declarations.classes.contains(where: { $0.name == name }) {
            chain.append(name)
            current = declarations.classes.first { $0.name == name }?.superclass
        }
        for property in declarations.properties(of: layoutClass) {
            guard let type = chain.lazy.compactMap({ catalog.propertyTypes[$0]?[property] }).first,
                let optional = StandInValues.unwrapped(type)
            else { continue }
            let name = lastComponent(StandInValues.existential(optional))
            if catalog.protocolNamed(name) != nil { wanted.append((name, .property(property))) }
        }
        for name in Self.initStandIns(in: initArguments) where catalog.protocolNamed(name) != nil {
            wanted.append((name, .initArgument))
        }
        for cast in chain.flatMap({ catalog.casts[$0] ?? [] }) where catalog.protocolNamed(cast.protocolName) != nil {
            let target: Target = cast.property == "dataSource" ? .viewDataSource : .viewDelegate
            if !wanted.contains(where: { $0.target == target }) { wanted.append((cast.protocolName, target)) }
        }
        let constructible = Set(
            declarations.classes.filter { !$0.isHidden && !$0.isGeneric && declarations.hasArgumentlessInit($0.name) }
                .map(\.name))
        var order: [String] = []
        for (name, _) in wanted where !order.contains(name) { order.append(name) }
        for protocolName in order {
            let targets = wanted.filter { $0.protocolName == protocolName }.map(\.target)
            // A value type of the files that conforms is the library's own strategy (an
            // animator, a pattern): the first of them by name goes there, not a made-up class.
            // Classes that conform are an app's delegates, whose answers hang on the app's state.
            let own = catalog.adopters(of: protocolName).filter(catalog.hasArgumentlessValueType)
            if let first = own.first, !targets.contains(.initArgument) {
                let others = own.count > 1 ? ", the first by name of the \(own.count) there" : ""
                standIns.append(
                    StandIn(
                        className: first, protocolName: protocolName, targets: targets,
                        summary: "\(first) of your files\(others)", text: ""))
                continue
            }
            let words = (layoutClass + protocolName).lowercased()
            let shape =
                ["tag", "chip", "token", "label", "word"].contains(where: words.contains)
                ? "tag"
                : ["waterfall", "pinterest", "column", "masonry", "staggered"].contains(where: words.contains)
                    ? "column" : "free"
            var values = StandInValues(catalog: catalog, constructibleClasses: constructible, shape: shape)
            switch Self.write(protocolName, targets: targets, catalog: catalog, values: &values) {
            case .success(let text):
                standIns.append(
                    StandIn(
                        className: "ReelStandIn_" + protocolName, protocolName: protocolName, targets: targets,
                        summary: Self.summary(values), text: text))
            case .failure(let reason):
                let places = targets.map(Self.placeName).joined(separator: ", ")
                skipped.append(
                    "no stand-in \(protocolName) for \(places): \(reason.text); it stays nil "
                        + "(give one with --delegate CLASS)")
            }
        }
    }

    /// The collection view's flow delegate for a flow layout whose items get their sizes from
    /// it (`collectionView(_:layout:sizeForItemAt:)`, as an app's view controller answers): varying
    /// widths of one height, so rows wrap and the layout's alignment shows.
    static let flowSizes = StandIn(
        className: "ReelStandIn_FlowLayoutSizes", protocolName: "UICollectionViewDelegateFlowLayout",
        targets: [.viewDelegate], summary: "widths vary by item, from sizeForItemAt",
        text: """
            /// Generated by `reel preview`: the flow delegate's item sizes (give a real one with --delegate).
            final class ReelStandIn_FlowLayoutSizes: PreviewStandIn, UICollectionViewDelegateFlowLayout {
                func collectionView(
                    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                    sizeForItemAt indexPath: IndexPath
                ) -> CGSize { PreviewStandInValue.size(PreviewStandInValue.key(indexPath), .tag) }
            }

            """)

    /// Why a protocol cannot have a stand-in.
    struct Reason: Error {
        var text: String
    }

    /// The protocols `arguments` passes stand-ins of (`delegate: ReelStandIn_P.kept()` → `P`).
    static func initStandIns(in arguments: String?) -> [String] {
        guard let arguments else { return [] }
        let pattern = /ReelStandIn_([A-Za-z_][A-Za-z0-9_]*)\.kept\(\)/
        return arguments.matches(of: pattern).map { String($0.output.1) }
    }

    /// Arguments that make `className` with stand-ins when it has no `init()`: the first
    /// initializer generated code may call whose every parameter without a default is typed
    /// with a protocol of the files that a stand-in can be written for
    /// (`init(delegate: ADMozaikLayoutDelegate)` → `delegate: ReelStandIn_ADMozaikLayoutDelegate.kept()`);
    /// nil when there is none.
    static func initArguments(for className: String, declarations: SwiftDeclarations) -> String? {
        guard let declaration = declarations.classes.first(where: { $0.name == className && !$0.isHidden }) else {
            return nil
        }
        for initializer in declaration.initializers
        where initializer.isCallable && !initializer.isFailable && !initializer.signature.contains("coder") {
            let template = initializer.argumentTemplate
            guard !template.isEmpty else { continue }
            var arguments: [String] = []
            var usable = true
            for part in template.components(separatedBy: ", ") {
                // `label: <Type>`, or `<Type>` for an unlabelled one.
                guard let open = part.firstIndex(of: "<"), part.hasSuffix(">") else {
                    usable = false
                    break
                }
                let type = StandInValues.existential(
                    String(part[part.index(after: open)..<part.index(before: part.endIndex)]))
                let name = lastComponent(StandInValues.unwrapped(type) ?? type)
                guard declarations.types.protocolNamed(name) != nil else {
                    usable = false
                    break
                }
                arguments.append(String(part[..<open]) + "ReelStandIn_\(name).kept()")
            }
            guard usable else { continue }
            // Only protocols a stand-in class can be written for (a tuple result cannot be made).
            let joined = arguments.joined(separator: ", ")
            let written = Set(
                StandInSource(layoutClass: className, declarations: declarations, initArguments: joined).standIns
                    .filter { $0.targets.contains(.initArgument) }.map(\.className))
            if initStandIns(in: joined).allSatisfy({ written.contains("ReelStandIn_" + $0) }) { return joined }
        }
        return nil
    }

    /// How notes name a target.
    static func placeName(_ target: Target) -> String {
        switch target {
        case .initArgument: return "the initializer's argument"
        case .property(let name): return "`\(name)`"
        case .viewDelegate: return "the collection view's `delegate`"
        case .viewDataSource: return "the collection view's `dataSource`"
        }
    }

    /// "heights and widths vary by item; MosaicPattern varies by item, among its 4 choices", or
    /// "neutral answers".
    static func summary(_ values: StandInValues) -> String {
        var varying: [String] = []
        if values.traits.contains(.heights) { varying.append("heights") }
        if values.traits.contains(.widths) { varying.append("widths") }
        if values.traits.contains(.sizes) { varying.append("sizes") }
        var parts: [String] = []
        if !varying.isEmpty {
            let list =
                varying.count == 1
                ? varying[0] : varying.dropLast().joined(separator: ", ") + " and " + (varying.last ?? "")
            parts.append("\(list) vary by item")
        }
        for (name, choices) in values.cycled { parts.append("\(name) varies by item, among its \(choices) choices") }
        if values.traits.contains(.counts) { parts.append("counts from the pane's items") }
        return parts.isEmpty ? "neutral answers" : parts.joined(separator: "; ")
    }

    /// The requirements of `name` and the protocols of the files it inherits, with whether
    /// each is optional (marked so, or implemented by an extension); or why they cannot be met.
    static func requirements(
        of name: String, catalog: SwiftTypeCatalog, seen: Set<String> = []
    ) -> Result<[(SwiftTypeCatalog.Requirement, optional: Bool, defaulted: Bool)], Reason> {
        guard let declaration = catalog.protocolNamed(name) else {
            return .failure(Reason(text: "\(name) is declared outside your files"))
        }
        if !declaration.associatedTypes.isEmpty {
            return .failure(
                Reason(text: "\(name) has associated types (\(declaration.associatedTypes.joined(separator: ", ")))"))
        }
        var result: [(SwiftTypeCatalog.Requirement, optional: Bool, defaulted: Bool)] = []
        for parent in declaration.inherited where !seen.contains(parent) {
            if freeParents.contains(parent) { continue }
            guard catalog.protocolNamed(parent) != nil else {
                return .failure(Reason(text: "\(name) inherits \(parent), which is declared outside your files"))
            }
            switch requirements(of: parent, catalog: catalog, seen: seen.union([name])) {
            case .success(let list): result += list
            case .failure(let reason): return .failure(reason)
            }
        }
        for requirement in declaration.requirements {
            let defaulted = declaration.defaulted.contains(requirement.signature)
            result.append((requirement, requirement.isOptional || defaulted, defaulted))
        }
        return .success(result)
    }

    /// Whether `name` inherits UIKit's `parent` (directly or through the files' protocols).
    static func inheritsUIKit(_ name: String, _ parent: String, catalog: SwiftTypeCatalog) -> Bool {
        guard let declaration = catalog.protocolNamed(name) else { return false }
        return declaration.inherited.contains { $0 == parent || inheritsUIKit($0, parent, catalog: catalog) }
    }

    /// The class declaration for `protocolName`, or why there can be none.
    static func write(
        _ protocolName: String, targets: [Target], catalog: SwiftTypeCatalog, values: inout StandInValues
    ) -> Result<String, Reason> {
        let requirements: [(SwiftTypeCatalog.Requirement, optional: Bool, defaulted: Bool)]
        switch Self.requirements(of: protocolName, catalog: catalog) {
        case .success(let list): requirements = list
        case .failure(let reason): return .failure(reason)
        }
        var members: [String] = []
        var written: Set<String> = []
        for (requirement, optional, defaulted) in requirements where !written.contains(requirement.signature) {
            // The library's own default answers it, as it would for an app that leaves it out.
            if objectMembers.contains(requirement.name) || defaulted { continue }
            let words = Self.question(requirement)
            if optional {
                guard requirement.kind != .other, !requirement.isGeneric, !requirement.isStatic,
                    let type = requirement.type, values.shapesTheLayout(type, words: words)
                else { continue }
                // An optional size or length has the library's fallback behind it: varying ones are
                // the point only of a layout named for them (a waterfall's heights, a tag cloud's
                // widths); elsewhere (a card stack's equal cards) the fallback stays.
                if values.shape == "free", Self.isMeasure(StandInValues.unwrapped(type) ?? type) { continue }
            }
            switch member(requirement, words: words, values: &values) {
            case .success(let text):
                members.append(text)
                written.insert(requirement.signature)
            case .failure(let reason):
                if optional { continue }
                return .failure(reason)
            }
        }
        var adopted = [protocolName]
        let isDataSource = targets.contains(.viewDataSource)
        if targets.contains(.viewDelegate), !inheritsUIKit(protocolName, "UICollectionViewDelegate", catalog: catalog),
            !inheritsUIKit(protocolName, "UICollectionViewDelegateFlowLayout", catalog: catalog)
        {
            adopted.append("UICollectionViewDelegate")
        }
        if isDataSource || inheritsUIKit(protocolName, "UICollectionViewDataSource", catalog: catalog) {
            if !inheritsUIKit(protocolName, "UICollectionViewDataSource", catalog: catalog) {
                adopted.append("UICollectionViewDataSource")
            }
            // The pane's items, unless the protocol asks them itself.
            if !written.contains("numberOfSections(in:)") {
                members.append(
                    "    func numberOfSections(in collectionView: UICollectionView) -> Int { previewSections }")
            }
            if !written.contains("collectionView(_:numberOfItemsInSection:)") {
                members.append(
                    "    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) "
                        + "-> Int { previewItems(inSection: section) }")
            }
            values.traits.insert(.counts)
        }
        let header =
            "/// Generated by `reel preview`: answers \(protocolName) for the preview (give a real one with --delegate)."
        let lines =
            [header, "final class ReelStandIn_\(protocolName): PreviewStandIn, \(adopted.joined(separator: ", ")) {"]
            + members + ["}", ""]
        return .success(lines.joined(separator: "\n"))
    }

    /// Whether `name` descends from `UICollectionViewFlowLayout` through the files' classes.
    static func isFlowLayout(_ name: String, _ declarations: SwiftDeclarations) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let class_ = current, !seen.contains(class_) {
            if SwiftDeclarations.flowLayoutBases.contains(class_) { return true }
            seen.insert(class_)
            current = declarations.classes.first { $0.name == class_ }?.superclass
        }
        return false
    }

    /// Whether `type` is a size or a length (`CGSize`, `CGFloat`, `CGRect`, a float).
    static func isMeasure(_ type: String) -> Bool {
        let base = lastComponent(type)
        return base == "CGSize" || base == "CGRect" || StandInValues.floatTypes.contains(base)
    }

    /// What `requirement` asks, lowercased, for ``StandInValues``: its name and the labels of
    /// the parameters that say which item or section (`heightForItemAt indexPath` asks a height
    /// even when another parameter is `widthForItem width`), or of all its parameters when none does.
    static func question(_ requirement: SwiftTypeCatalog.Requirement) -> String {
        let indexes = requirement.parameters.filter { parameter in
            let base = lastComponent(parameter.type)
            let named = ((parameter.label ?? "") + parameter.name).lowercased()
            return base == "IndexPath" || base == "NSIndexPath"
                || (StandInValues.integerTypes.contains(base)
                    && ["section", "index", "item", "row", "position"].contains(where: named.contains))
        }
        let asking = indexes.isEmpty ? requirement.parameters : indexes
        return ([requirement.name] + asking.compactMap(\.label)).joined().lowercased()
    }

    /// One member of a stand-in answering `requirement`, or why it cannot.
    static func member(
        _ requirement: SwiftTypeCatalog.Requirement, words: String, values: inout StandInValues
    ) -> Result<String, Reason> {
        let what = "\(requirement.signature)"
        switch requirement.kind {
        case .other:
            return .failure(Reason(text: "it requires \(requirement.name), which a stand-in does not write"))
        case .method, .property:
            break
        }
        if requirement.isGeneric { return .failure(Reason(text: "\(what) is generic")) }
        if requirement.isStatic { return .failure(Reason(text: "\(what) is static")) }
        // The parameters that say which item (or section) is asked about.
        var section: String?
        var item: String?
        var run: String?
        var parameters: [String] = []
        for (index, parameter) in requirement.parameters.enumerated() {
            let local = "p\(index)"
            if parameter.type.contains("...") { return .failure(Reason(text: "\(what) is variadic")) }
            if parameter.type.contains("Self") { return .failure(Reason(text: "\(what) takes \(parameter.type)")) }
            parameters.append("\(parameter.label ?? "_") \(local): \(parameter.type)")
            let base = lastComponent(parameter.type)
            let named = ((parameter.label ?? "") + parameter.name).lowercased()
            if base == "IndexPath" || base == "NSIndexPath" {
                // Foundation's NSIndexPath on Linux has no `section` and `item`: its positions 0 and 1.
                section = base == "IndexPath" ? "\(local).section" : "\(local).index(atPosition: 0)"
                item = base == "IndexPath" ? "\(local).item" : "\(local).index(atPosition: 1)"
                run = "PreviewStandInValue.key(section: \(section ?? "0"), item: \(item ?? "0") / 6)"
            } else if StandInValues.integerTypes.contains(base) {
                if named.contains("section") {
                    section = section ?? (base == "Int" ? local : "Int(\(local))")
                } else if ["index", "item", "row", "position"].contains(where: named.contains) {
                    item = item ?? (base == "Int" ? local : "Int(\(local))")
                }
            }
        }
        let key = "PreviewStandInValue.key(section: \(section ?? "0"), item: \(item ?? "0"))"
        let context = StandInValues.Context(
            words: words, key: key, section: section, variesByItem: item != nil, runKey: run, item: item)
        guard let type = requirement.type, type != "Void", type != "()" else {
            guard requirement.kind == .method else { return .failure(Reason(text: "\(what) has no type")) }
            return .success(
                "    func \(requirement.name)(\(parameters.joined(separator: ", ")))\(effects(requirement)) {}")
        }
        if type.contains("Self") { return .failure(Reason(text: "\(what) returns \(type)")) }
        guard let value = values.value(type, context) else {
            return .failure(Reason(text: "\(what) returns \(type), which a stand-in cannot make"))
        }
        switch requirement.kind {
        case .property where requirement.isSettable:
            return .success("    var `\(requirement.name)`: \(type) = \(value)")
        case .property:
            return .success("    var `\(requirement.name)`: \(type) { \(value) }")
        default:
            return .success(
                "    func `\(requirement.name)`(\(parameters.joined(separator: ", ")))\(effects(requirement)) -> \(type) { \(value) }"
            )
        }
    }

    /// ` async` for an `async` requirement (a stand-in never throws).
    static func effects(_ requirement: SwiftTypeCatalog.Requirement) -> String {
        requirement.isAsync && requirement.kind == .method ? " async" : ""
    }
}
