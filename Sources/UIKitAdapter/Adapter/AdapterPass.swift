import SwiftSyntax

/// The walk over a file that decides every edit: attributes and modifiers removed, `@objc`
/// protocols made plain, optional-requirement call sites wrapped, `#selector` spelled out, and the
/// constructs that cannot be adapted collected.
///
/// Edits never add or remove a line break, so every line of the user's file keeps its number.
final class AdapterPass: SyntaxVisitor {
    /// The attributes Linux refuses or that mean nothing without the Objective-C runtime.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBSegueAction", "IBInspectable", "IBDesignable",
        "GKInspectable", "NSManaged",
    ]
    /// The error type the default implementations of optional requirements throw.
    static let notImplementedType = "_OptionalRequirementNotImplemented"

    let fileName: String
    let converter: SourceLocationConverter
    let requirements: [MemberName]
    let methods: [String: [(labels: [String], objCName: String?)]]

    private(set) var edits: [TextEdit] = []
    private(set) var rewrites: [Rewrite] = []
    private(set) var unadaptable: [UnadaptableConstruct] = []
    /// Declarations to add after the user's last line.
    private(set) var trailer: [String] = []
    private(set) var usesNotImplementedError = false
    /// The outermost postfix expressions to wrap in `(try? …)` or `(try! …)`, by node.
    private var chainRoots: [SyntaxIdentifier: ChainRoot] = [:]
    private var sequence = 0

    private struct ChainRoot {
        var node: Syntax
        var forced: Bool
        var optional: Bool
    }

    init(fileName: String, tree: SourceFileSyntax, scan: FileScan, extraRequirements: [MemberName]) {
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
        self.requirements = scan.optionalRequirements + extraRequirements
        self.methods = scan.methods
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard Self.removedAttributes.contains(node.name) else { return .visitChildren }
        remove(Syntax(node), construct: node.trimmedDescription, replacement: "removed")
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) {
            remove(Syntax(node), construct: "dynamic", replacement: "removed (no Objective-C dispatch on Linux)")
        } else if node.isOwnershipOfProtocolRequirement {
            // `weak var delegate: Delegate? { get set }` in a protocol: Objective-C protocols
            // accept it; Swift 6 refuses it (the conforming type's property decides).
            remove(
                Syntax(node), construct: "\(node.name.text) in a protocol requirement",
                replacement:
                    "removed (Swift refuses ownership on protocol properties; the conforming type's property keeps it)")
        }
        return .skipChildren
    }

    /// `override var delegate: UICollectionViewDelegate?` in a `UICollectionView` subclass:
    /// Objective-C lets `UICollectionView` redeclare its scroll view's `delegate` with the narrower
    /// type; Swift does not let a read-write property change type, so UIKit's module here types
    /// `delegate` `UIScrollViewDelegate?` throughout (a protocol `UICollectionViewDelegate`
    /// refines), and the override takes that type (JTAppleCalendar's calendar view).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            node.bindings.count == 1, let binding = node.bindings.first,
            binding.pattern.trimmedDescription == "delegate", let annotation = binding.typeAnnotation
        else { return .visitChildren }
        let type = String(annotation.type.trimmedDescription.filter { $0 != " " })
        let narrowed = ["UICollectionViewDelegate?", "UICollectionViewDelegate!", "(anyUICollectionViewDelegate)?"]
        guard narrowed.contains(type) else { return .visitChildren }
        let optional = type.hasSuffix("!") ? "!" : "?"
        replace(Syntax(annotation.type), with: "UIScrollViewDelegate" + optional)
        report(
            Syntax(annotation.type), construct: "override var delegate: \(annotation.type.trimmedDescription)",
            replacement:
                "`UIScrollViewDelegate\(optional)`: Swift cannot narrow a read-write property's type as Objective-C "
                + "does; here `delegate` is the scroll view's throughout (UICollectionViewDelegate refines it)")
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { visitCall(node) }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { visitMemberAccess(node) }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { visitMacro(node) }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { visitIfConfig(node) }

    // MARK: - Protocols

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.name == "objc" }
        if isObjC && !node.isClassBound {
            if let inherited = node.inheritanceClause?.inheritedTypes.first {
                insert("AnyObject, ", at: inherited.positionAfterSkippingLeadingTrivia)
            } else {
                let end =
                    node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia
                    ?? node.name.endPositionBeforeTrailingTrivia
                insert(": AnyObject", at: end)
            }
            report(
                Syntax(node.name), construct: "@objc protocol \(node.name.text)",
                replacement: "class-bound plain protocol `\(node.name.text): AnyObject`")
        }
        var defaults: [String] = []
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.containsOptional {
                if let text = adaptOptional(function) { defaults.append(text) }
            } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.containsOptional {
                defaults += adaptOptional(variable)
            } else if item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.containsOptional == true {
                fail(
                    Syntax(item.decl),
                    reason: "only optional methods and read-only properties can be adapted; "
                        + "make this requirement a method with a default implementation")
            }
        }
        if !defaults.isEmpty {
            usesNotImplementedError = true
            let access = node.modifiers.accessLevel.map { $0 + " " } ?? ""
            let members = defaults.map { access + $0 }.joined(separator: "; ")
            let qualified = node.qualifiedName
            if qualified == node.name.text {
                insert(
                    "; extension \(qualified) { \(members) }",
                    at: node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia)
            } else {
                trailer.append("extension \(qualified) { \(members) }")
            }
        }
        return .visitChildren
    }

    /// Makes an optional method a throwing requirement; returns its throwing default.
    private func adaptOptional(_ function: FunctionDeclSyntax) -> String? {
        let name = function.memberName
        let signature = function.signature
        if signature.effectSpecifiers?.throwsClause != nil {
            fail(
                Syntax(function),
                reason: "an optional requirement that throws cannot keep its optional semantics on Linux; "
                    + "make it a non-optional requirement with a default implementation")
            return nil
        }
        removeOptionalModifier(of: function.modifiers)
        let insertion: AbsolutePosition
        if let async = signature.effectSpecifiers?.asyncSpecifier {
            insertion = async.endPositionBeforeTrailingTrivia
        } else {
            insertion = signature.parameterClause.endPositionBeforeTrailingTrivia
        }
        insert(" throws", at: insertion)
        report(
            Syntax(function.funcKeyword), construct: "optional func \(name)",
            replacement: "requirement `\(name) throws`, with a default that throws when not implemented")
        let modifiers = function.modifiers.filter { $0.keepsInDefault }.map { $0.name.text + " " }.joined()
        var text = modifiers + "func " + function.name.text
        if let generics = function.genericParameterClause { text += collapsed(generics) }
        text += collapsed(signature.parameterClause)
        if signature.effectSpecifiers?.asyncSpecifier != nil { text += " async" }
        text += " throws"
        if let output = signature.returnClause { text += " " + collapsed(output) }
        if let whereClause = function.genericWhereClause { text += " " + collapsed(whereClause) }
        return text + " { throw \(Self.notImplementedType)() }"
    }

    /// Makes an optional read-only property a `get throws` requirement; returns its throwing default.
    private func adaptOptional(_ variable: VariableDeclSyntax) -> [String] {
        var defaults: [String] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type,
                case .accessors(let accessors) = binding.accessorBlock?.accessors,
                let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })
            else {
                fail(Syntax(binding), reason: "an optional property requirement needs a type and `{ get }`")
                continue
            }
            if accessors.count > 1 {
                fail(
                    Syntax(binding),
                    reason: "a settable optional property requirement has no plain-Swift equivalent; "
                        + "make it `{ get }` or a method")
                continue
            }
            if getter.effectSpecifiers?.throwsClause != nil {
                fail(Syntax(binding), reason: "an optional property requirement that throws cannot be adapted")
                continue
            }
            let end =
                getter.effectSpecifiers?.endPositionBeforeTrailingTrivia
                ?? getter.accessorSpecifier.endPositionBeforeTrailingTrivia
            insert(" throws", at: end)
            report(
                Syntax(binding), construct: "optional var \(name)",
                replacement: "requirement `var \(name): \(type.trimmedDescription) { get throws }`, "
                    + "with a default that throws when not implemented")
            let modifiers = variable.modifiers.filter { $0.keepsInDefault }.map { $0.name.text + " " }.joined()
            defaults.append(
                modifiers + "var \(name): \(collapsed(type)) { get throws { throw \(Self.notImplementedType)() } }")
        }
        if !defaults.isEmpty { removeOptionalModifier(of: variable.modifiers) }
        return defaults
    }

    private func removeOptionalModifier(of modifiers: DeclModifierListSyntax) {
        guard let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) else { return }
        remove(Syntax(modifier), construct: nil, replacement: "")
    }

    // MARK: - Edits and reports

    func insert(_ text: String, at position: AbsolutePosition) {
        sequence += 1
        edits.append(
            TextEdit(start: position.utf8Offset, end: position.utf8Offset, replacement: text, sequence: sequence))
    }

    func replace(_ node: Syntax, with text: String) {
        sequence += 1
        edits.append(
            TextEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text, sequence: sequence))
    }

    /// Removes a node and the spaces after it on its line; reports it unless `construct` is nil.
    func remove(_ node: Syntax, construct: String?, replacement: String) {
        // The spaces after the node go with it; a comment after them stays.
        var end = node.endPositionBeforeTrailingTrivia
        for piece in node.lastToken(viewMode: .sourceAccurate)?.trailingTrivia ?? [] {
            let isBlank: Bool
            switch piece {
            case .spaces, .tabs: isBlank = true
            default: isBlank = false
            }
            guard isBlank else { break }
            end += piece.sourceLength
        }
        sequence += 1
        edits.append(
            TextEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset, end: end.utf8Offset, replacement: "",
                sequence: sequence))
        if let construct { report(node, construct: construct, replacement: replacement) }
    }

    func report(_ node: Syntax, construct: String, replacement: String) {
        let location = node.startLocation(converter: converter)
        rewrites.append(
            Rewrite(
                file: fileName, line: location.line, column: location.column, construct: construct,
                replacement: replacement))
    }

    func fail(_ node: Syntax, reason: String) {
        let location = node.startLocation(converter: converter)
        unadaptable.append(
            UnadaptableConstruct(
                file: fileName, line: location.line, column: location.column, construct: node.shortText,
                reason: reason))
    }

    /// Marks the outermost postfix expression around `node` to be wrapped in `(try? …)` (or
    /// `(try! …)` when the user forced the call with `!`).
    func wrapChain(around node: Syntax, forced: Bool) {
        let root = node.postfixChainRoot
        var entry = chainRoots[root.id] ?? ChainRoot(node: root, forced: false, optional: false)
        if forced { entry.forced = true } else { entry.optional = true }
        chainRoots[root.id] = entry
    }

    /// Adds the wraps of the call chains; call after the walk.
    func finish() {
        for root in chainRoots.values.sorted(by: { $0.node.position < $1.node.position }) {
            if root.forced && root.optional {
                fail(
                    root.node,
                    reason: "one expression both forces (`!`) and optionally calls (`?`) optional requirements; "
                        + "split it into two statements")
                continue
            }
            insert(root.forced ? "(try! " : "(try? ", at: root.node.positionAfterSkippingLeadingTrivia)
            insert(")", at: root.node.endPositionBeforeTrailingTrivia)
        }
    }
}

extension AdapterPass {
    /// One line of tokens with single spaces where the source had any trivia (comments dropped).
    func collapsed(_ node: some SyntaxProtocol) -> String {
        var text = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty && (pendingSpace || !token.leadingTrivia.isEmpty) { text += " " }
            text += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
        }
        return text
    }
}
