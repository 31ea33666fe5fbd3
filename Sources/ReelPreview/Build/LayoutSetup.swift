import Reel

/// How the preview makes one layout class: the initializer's arguments and the delegate,
/// each with where the user gave it, so the compiler's errors about them point there.
public struct LayoutSetup: Sendable, Hashable {
    /// The layout class.
    public var className: String
    /// The initializer's arguments (`itemSize: CGSize(width: 200, height: 300)`), or nil for `init()`.
    public var initArguments: String?
    /// Where ``initArguments`` came from.
    public var initOrigin: Origin
    /// The delegate class, or nil.
    public var delegateClass: String?
    /// Where ``delegateClass`` came from.
    public var delegateOrigin: Origin
    /// Whether the preview writes stand-ins for the protocol-typed properties left nil
    /// (``StandInSource``): `reel preview`'s default, a scene's `delegate: generated`.
    public var standIns: Bool

    /// Where a piece of generated code came from: a scene key, or a command-line option.
    public enum Origin: Sendable, Hashable {
        /// The scene at this place (the expression's first character).
        case scene(SourceLocation)
        /// The command-line option of this name (`--init`).
        case option(String)

        /// `file:line:column` (or `--init:1:column`) for column `column` of line `line` of the
        /// generated text (both from 1).
        func place(line: Int, column: Int) -> String {
            switch self {
            case .scene(let location):
                let column = line == 1 ? location.column + column - 1 : column
                return "\(location.file):\(location.line + line - 1):\(column)"
            case .option(let name):
                return "\(name):\(line):\(column)"
            }
        }

        /// How messages name it: `scene.yaml:7:13` or `--init`.
        public var description: String {
            switch self {
            case .scene(let location): return location.description
            case .option(let name): return name
            }
        }
    }

    /// A setup of `className` from its parts.
    public init(
        className: String, initArguments: String? = nil, initOrigin: Origin = .option("--init"),
        delegateClass: String? = nil, delegateOrigin: Origin = .option("--delegate"), standIns: Bool = false
    ) {
        self.standIns = standIns
        self.className = className
        self.initArguments = initArguments
        self.initOrigin = initOrigin
        self.delegateClass = delegateClass
        self.delegateOrigin = delegateOrigin
    }

    /// The setup a pane's Swift layout asks for.
    public init(_ reference: SwiftLayoutReference) {
        self.init(
            className: reference.className, initArguments: reference.initArguments,
            initOrigin: reference.initLocation.map(Origin.scene) ?? .option("--init"),
            delegateClass: reference.delegate?.className,
            delegateOrigin: reference.delegate?.location.map(Origin.scene) ?? .option("--delegate"),
            standIns: reference.standIns)
    }
}
