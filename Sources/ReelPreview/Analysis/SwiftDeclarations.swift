import Foundation
import SwiftParser
import SwiftSyntax
import UIKitAdapter

/// What the preview needs to know about the user's Swift files, read with swift-syntax before
/// anything is compiled: the classes (with their superclass and settable properties) and the
/// enums whose cases scenes may name.
public struct SwiftDeclarations: Sendable, Hashable {
    /// A class declaration.
    public struct ClassDeclaration: Sendable, Hashable {
        /// The name as written (`CoverFlowLayout`).
        public var name: String
        /// The first type of its inheritance clause, if any (`UICollectionViewFlowLayout`).
        public var superclass: String?
        /// Its own settable instance properties (`var`, not private, not read-only), in order.
        public var properties: [String]
        /// Whether it has generic parameters (then it cannot be previewed by name alone).
        public var isGeneric: Bool
        /// Whether it is nested in another type or private (then generated code cannot name it).
        public var isHidden: Bool
        /// Where it is declared: `file:line:column`.
        public var location: String
        /// The initializers it declares, in its body and in extensions of it, in file order.
        public var initializers: [InitializerDeclaration] = []
    }

    /// An `init` of a class, as ``ClassDeclaration/initializers`` lists it.
    public struct InitializerDeclaration: Sendable, Hashable {
        /// The declaration as written up to its body (`init(with itemSize: CGSize)`).
        public var signature: String
        /// Its argument labels with placeholders for `--init`/`init:` (`with: <CGSize>`), those
        /// with default values left out.
        public var argumentTemplate: String
        /// Whether a call may pass no arguments (no parameters, or all with defaults).
        public var takesNoArguments: Bool
        /// Whether it is `convenience` (then it does not stop the superclass's being inherited).
        public var isConvenience: Bool
        /// Whether it is failable (`init?`), so a call gives an optional.
        public var isFailable: Bool
        /// Whether generated code may call it (not `private`/`fileprivate`).
        public var isCallable: Bool
        /// Where it is declared: `file:line:column`.
        public var location: String
    }

    /// An enum whose cases carry no values: scenes set it by case name.
    public struct EnumDeclaration: Sendable, Hashable {
        /// The name generated code uses (`CoverFlowLayout.Style` when nested).
        public var qualifiedName: String
        /// The case names in declaration order.
        public var cases: [String]
    }

    /// A function that makes a layout: no arguments, and a layout as its declared result —
    /// a view controller's `createLayout() -> UICollectionViewLayout`, a static
    /// `makeLayout()`, or a function at the top level.
    public struct FactoryDeclaration: Sendable, Hashable {
        /// How the preview names it: `GridViewController.createLayout` (a method, with its type's
        /// name) or `makeLayout` (a function at the top level).
        public var name: String
        /// The function's name (`createLayout`).
        public var function: String
        /// The type it belongs to (`GridViewController`, `Outer.Inner`), nil at the top level.
        public var owner: String?
        /// Whether it is `static` or `class` (else an instance of `owner` is made to call it).
        public var isStatic: Bool
        /// The declared result type (`UICollectionViewLayout`).
        public var resultType: String
        /// The file that declares it: the preview calls it from there, where even a `private`
        /// one can be called.
        public var file: String
        /// Where it is declared: `file:line:column`.
        public var location: String
    }

    /// Every class, in file order.
    public var classes: [ClassDeclaration] = []
    /// The layout functions generated code can call, in file order.
    public var factories: [FactoryDeclaration] = []
    /// Every case-only enum generated code can name, in file order.
    public var enums: [EnumDeclaration] = []
    /// The protocols, value types, conformances, property types and casts the stand-ins for nil
    /// delegates and data sources are written from.
    public var types = SwiftTypeCatalog()
    /// The text of each top-level type's body and of its extensions' bodies, by the type's name:
    /// what a screen's code mentions (the layout it makes, the functions it calls).
    public var typeBodies: [String: String] = [:]
    /// Whether some file assigns `itemSize` or `estimatedItemSize` (`itemSize = …`,
    /// `layout.itemSize = …`): a flow layout that sizes its own items needs no flow delegate.
    public var assignsItemSize = false

    /// The base classes a layout class descends from, by UIKit's and the engine's names.
    public static let layoutBases: Set<String> = Set([
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "CollectionViewLayout", "CollectionViewFlowLayout",
    ]).union(compositionalLayoutBases)
    /// The compositional layout's names. It has no `init()`: a subclass is made through its own
    /// initializer (typically `convenience init() { self.init(sectionProvider: …) }`).
    public static let compositionalLayoutBases: Set<String> = [
        "UICollectionViewCompositionalLayout", "CollectionViewCompositionalLayout",
    ]
    /// The flow layout's names (a subclass inherits its settable properties).
    public static let flowLayoutBases: Set<String> = ["UICollectionViewFlowLayout", "CollectionViewFlowLayout"]
    /// The settable properties a `UICollectionViewFlowLayout` subclass inherits.
    public static let flowLayoutProperties = [
        "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "scrollDirection",
        "headerReferenceSize", "footerReferenceSize",
    ]

    /// Reads the declarations of `files` (path and text each).
    public init(files: [(path: String, text: String)]) {
        // Initializers declared in extensions, by the extended type's name (attached to their class).
        var extensionInitializers: [(String, InitializerDeclaration)] = []
        var candidates: [DeclarationVisitor.FactoryCandidate] = []
        var trees: [(path: String, tree: SourceFileSyntax)] = []
        // A file nested too deeply for the parser is left to the adapter, which refuses it at its place.
        for file in files where SourceNesting.firstTooDeep(in: file.text) == nil {
            let tree = Parser.parse(source: file.text)
            trees.append((file.path, tree))
            let converter = SourceLocationConverter(fileName: file.path, tree: tree)
            let visitor = DeclarationVisitor(file: file.path, converter: converter)
            visitor.walk(tree)
            classes += visitor.classes
            enums += visitor.enums
            extensionInitializers += visitor.extensionInitializers
            candidates += visitor.factoryCandidates
            for (name, body) in visitor.bodies { typeBodies[name, default: ""] += body + "\n" }
        }
        for (typeName, initializer) in extensionInitializers {
            guard let index = classes.firstIndex(where: { $0.name == typeName && !$0.isHidden }) else { continue }
            classes[index].initializers.append(initializer)
        }
        factories = candidates.compactMap(callableFactory)
        types = SwiftTypeCatalog(trees: trees)
        assignsItemSize = files.contains { file in
            file.text.range(of: #"\b(itemSize|estimatedItemSize)\s*=(?!=)"#, options: .regularExpression) != nil
        }
    }

    /// `candidate` as a layout function generated code can call, or nil: its result must be a
    /// layout (UIKit's, or a layout class of the files); a method must belong to a type that
    /// is not private, and an instance method to a class of the files made with `init()`.
    private func callableFactory(_ candidate: DeclarationVisitor.FactoryCandidate) -> FactoryDeclaration? {
        let result = candidate.resultType.split(separator: ".").last.map(String.init) ?? candidate.resultType
        guard Self.layoutBases.contains(result) || isLayout(result) else { return nil }
        if let owner = candidate.owner {
            // A top-level class of the files that is hidden is private; nested owners are named in full.
            if !owner.contains("."), classes.contains(where: { $0.name == owner && $0.isHidden }) { return nil }
            // An instance method: `Owner()` must make one (a top-level class of the files).
            if !candidate.isStatic {
                guard classes.contains(where: { $0.name == owner && !$0.isGeneric && !$0.isHidden }),
                    hasArgumentlessInit(owner)
                else { return nil }
            }
        }
        let name = candidate.owner.map { "\($0).\(candidate.function)" } ?? candidate.function
        return FactoryDeclaration(
            name: name, function: candidate.function, owner: candidate.owner, isStatic: candidate.isStatic,
            resultType: candidate.resultType, file: candidate.file, location: candidate.location)
    }

    /// The place of the layout class or layout function `name`, or nil.
    public func location(of name: String) -> String? {
        classes.first { $0.name == name }?.location ?? factories.first { $0.name == name }?.location
    }

    /// Whether `ClassName()` makes an instance of class `name`: an initializer that takes no
    /// arguments, or no designated initializer of its own (so it inherits its superclass's,
    /// and UIKit's layouts have `init()`).
    public func hasArgumentlessInit(_ name: String, seen: Set<String> = []) -> Bool {
        guard !seen.contains(name), let declaration = classes.first(where: { $0.name == name && !$0.isHidden })
        else { return true }
        let initializers = declaration.initializers
        if initializers.contains(where: { $0.takesNoArguments && !$0.isFailable && $0.isCallable }) { return true }
        guard !initializers.contains(where: { !$0.isConvenience }) else { return false }
        guard let superclass = declaration.superclass, classes.contains(where: { $0.name == superclass }) else {
            // UIKit's layouts have `init()`, but for the compositional layout.
            return !Self.compositionalLayoutBases.contains(declaration.superclass ?? "")
        }
        return hasArgumentlessInit(superclass, seen: seen.union([name]))
    }

    /// The classes that descend from `UICollectionViewLayout` (directly, through the flow
    /// layout, or through another class of these files), in file order.
    public var layoutClasses: [ClassDeclaration] {
        classes.filter { isLayout($0.name) }
    }

    /// Whether class `name` of these files descends from a layout base.
    public func isLayout(_ name: String, seen: Set<String> = []) -> Bool {
        guard !seen.contains(name), let declaration = classes.first(where: { $0.name == name }),
            let superclass = declaration.superclass
        else { return false }
        return Self.layoutBases.contains(superclass) || isLayout(superclass, seen: seen.union([name]))
    }

    /// The settable properties of class `name`: its own, then its superclasses' in these files,
    /// then the flow layout's when it descends from it; each name once.
    public func properties(of name: String) -> [String] {
        var result: [String] = []
        var current: String? = name
        var seen: Set<String> = []
        while let className = current, !seen.contains(className) {
            seen.insert(className)
            if Self.flowLayoutBases.contains(className) {
                result += Self.flowLayoutProperties
                break
            }
            guard let declaration = classes.first(where: { $0.name == className }) else { break }
            result += declaration.properties
            current = declaration.superclass
        }
        var unique: Set<String> = []
        return result.filter { unique.insert($0).inserted }
    }
}

/// Walks one file, keeping the enclosing type names for nested declarations.
private final class DeclarationVisitor: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var classes: [SwiftDeclarations.ClassDeclaration] = []
    var enums: [SwiftDeclarations.EnumDeclaration] = []
    /// The bodies of top-level classes and extensions, by type name.
    var bodies: [(String, String)] = []
    private var scope: [(name: String, generic: Bool)] = []
    /// The kind of each scope entry (`class`, `struct`, `extension`, …).
    private var kinds: [String] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let where_ = node.startLocation(converter: converter)
        let superclass = node.inheritanceClause?.inheritedTypes.first.map {
            $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? $0.type.trimmedDescription
        }
        let properties = node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap(Self.settableNames)
        classes.append(
            .init(
                name: name, superclass: superclass, properties: properties,
                isGeneric: node.genericParameterClause != nil,
                isHidden: !scope.isEmpty || Self.isPrivate(node.modifiers),
                location: "\(file):\(where_.line):\(where_.column)"))
        if scope.isEmpty { bodies.append((name, node.memberBlock.description)) }
        kinds.append("class")
        scope.append((name, node.genericParameterClause != nil))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        scope.removeLast()
        kinds.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        kinds.append("struct")
        scope.append((node.name.text, node.genericParameterClause != nil))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        scope.removeLast()
        kinds.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if scope.isEmpty { bodies.append((node.extendedType.trimmedDescription, node.memberBlock.description)) }
        kinds.append("extension")
        scope.append((node.extendedType.trimmedDescription, false))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        scope.removeLast()
        kinds.removeLast()
    }

    var extensionInitializers: [(String, SwiftDeclarations.InitializerDeclaration)] = []

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        let template = parameters.filter { $0.defaultValue == nil }.map { parameter -> String in
            let label = parameter.firstName.text
            let type = parameter.type.trimmedDescription
            return label == "_" ? "<\(type)>" : "\(label): <\(type)>"
        }.joined(separator: ", ")
        // Rebuilt from its tokens, so comments and line breaks inside the parameter list drop out.
        let modifiers = node.modifiers.map(\.trimmedDescription)
        let listed = parameters.map { $0.with(\.trailingComma, nil).trimmedDescription }
        let signature =
            (modifiers + ["init" + (node.optionalMark?.text ?? "") + "(" + listed.joined(separator: ", ") + ")"])
            .joined(separator: " ")
        let where_ = node.startLocation(converter: converter)
        let initializer = SwiftDeclarations.InitializerDeclaration(
            signature: signature, argumentTemplate: template,
            takesNoArguments: parameters.allSatisfy { $0.defaultValue != nil },
            isConvenience: node.modifiers.contains { $0.name.text == "convenience" },
            isFailable: node.optionalMark != nil, isCallable: !Self.isPrivate(node.modifiers),
            location: "\(file):\(where_.line):\(where_.column)")
        if let enclosing = scope.last {
            if kinds.last == "class", let index = classes.lastIndex(where: { $0.name == enclosing.name }) {
                classes[index].initializers.append(initializer)
            } else if kinds.last == "extension" {
                let typeName = enclosing.name.split(separator: ".").last.map(String.init) ?? enclosing.name
                extensionInitializers.append((typeName, initializer))
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        kinds.append("actor")
        scope.append((node.name.text, node.genericParameterClause != nil))
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) {
        scope.removeLast()
        kinds.removeLast()
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let elements = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            .flatMap(\.elements)
        let nameable =
            !elements.isEmpty && elements.allSatisfy { $0.parameterClause == nil }
            && node.genericParameterClause == nil && !scope.contains(where: \.generic)
            && !Self.isPrivate(node.modifiers)
        if nameable {
            enums.append(
                .init(
                    qualifiedName: (scope.map(\.name) + [node.name.text]).joined(separator: "."),
                    cases: elements.map { $0.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }))
        }
        kinds.append("enum")
        scope.append((node.name.text, node.genericParameterClause != nil))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        scope.removeLast()
        kinds.removeLast()
    }

    /// A function that may make a layout; ``SwiftDeclarations`` keeps those whose result is one.
    struct FactoryCandidate {
        var function: String
        var owner: String?
        var isStatic: Bool
        var resultType: String
        var file: String
        var location: String
    }

    var factoryCandidates: [FactoryCandidate] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let signature = node.signature
        guard let result = signature.returnClause?.type.trimmedDescription,
            node.genericParameterClause == nil, signature.effectSpecifiers == nil,
            signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }),
            !scope.contains(where: \.generic),
            kinds.allSatisfy({ ["class", "struct", "enum", "extension"].contains($0) })
        else { return .skipChildren }
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        // Methods of a struct or an enum are called only when static: an instance needs values.
        if !isStatic, let kind = kinds.last, kind == "struct" || kind == "enum" { return .skipChildren }
        let where_ = node.startLocation(converter: converter)
        factoryCandidates.append(
            FactoryCandidate(
                function: node.name.text, owner: scope.isEmpty ? nil : scope.map(\.name).joined(separator: "."),
                isStatic: isStatic, resultType: result, file: file,
                location: "\(file):\(where_.line):\(where_.column)"))
        return .skipChildren
    }

    /// The names a `var` declaration binds that other code may set: not `static`/`class`, not
    /// private or `private(set)`, not a computed property without a setter.
    static func settableNames(_ declaration: VariableDeclSyntax) -> [String] {
        guard declaration.bindingSpecifier.text == "var" else { return [] }
        for modifier in declaration.modifiers {
            let name = modifier.name.text
            if ["static", "class", "private", "fileprivate"].contains(name) { return [] }
        }
        return declaration.bindings.compactMap { binding in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter:
                    return nil
                case .accessors(let list):
                    let kinds = Set(list.map(\.accessorSpecifier.text))
                    let observesOnly = kinds.isSubset(of: ["willSet", "didSet"])
                    guard observesOnly || kinds.contains("set") else { return nil }
                }
            }
            return pattern.identifier.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
    }
}
