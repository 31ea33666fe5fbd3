import CollectionLayout

/// A layout class of the user's files, as the preview's generated `main.swift` describes it:
/// its name, how to make one (`CoverFlowLayout()`), its settable properties, its delegate and the
/// stand-ins for what is left nil.
public struct PreviewLayoutClass: Sendable {
    /// The class's name as the source declares it.
    public var name: String
    /// Makes a fresh instance with the class's own defaults.
    public var make: @Sendable () -> CollectionViewLayout
    /// The settable properties, the class's own first, then its superclasses'.
    public var properties: [PreviewProperty]
    /// The delegate to give each instance (`--delegate`, a scene's `delegate:`), or nil.
    public var delegate: PreviewDelegate?
    /// The stand-ins for the protocol-typed properties the user's files leave nil: each goes
    /// where neither the class's own code nor ``delegate`` put something.
    public var standIns: [PreviewStandInSpec]
    /// For a screen — a view controller of the user's files whose `viewDidLoad` builds a
    /// collection view — makes the view controller; nil for a layout class or function.
    public var screen: (@Sendable () -> AnyObject)?

    /// A class from its parts.
    public init(
        name: String, make: @escaping @Sendable () -> CollectionViewLayout, properties: [PreviewProperty],
        delegate: PreviewDelegate? = nil, standIns: [PreviewStandInSpec] = []
    ) {
        self.name = name
        self.make = make
        self.properties = properties
        self.delegate = delegate
        self.standIns = standIns
    }
}

extension PreviewLayoutClass {
    /// A screen: `make` makes the view controller (on the main actor, see
    /// ``PreviewDelegate/onMainActor(_:)``); the serving loop loads its view and previews the
    /// first collection view in it, with the layout, data source, delegate and cell classes the
    /// controller gave it.
    public init(name: String, screen make: @escaping @Sendable () -> AnyObject) {
        self.init(name: name, make: { CollectionViewLayout() }, properties: [])
        screen = make
    }

    /// Calls a layout function of the user's files from the serving loop, which runs on the
    /// main thread: a view controller's `createLayout()` is isolated to the main actor (UIKit's
    /// view controllers are), and the generated `make` closure is not.
    public static func onMainActor(_ make: @MainActor () -> CollectionViewLayout) -> CollectionViewLayout {
        MainActor.assumeIsolated { Made(layout: make()) }.layout
    }

    /// The layout, carried out of the main actor's closure (it stays on this one thread).
    private struct Made: @unchecked Sendable {
        var layout: CollectionViewLayout
    }
}
