import CollectionLayout

/// The delegate a preview gives a user's layout: a class of the user's files made with
/// `init()`, and the layout's delegate properties it may be assigned to.
///
/// The preview's generated code makes one for `--delegate CLASS` or a scene's
/// `delegate:`; the child assigns the instance to every slot whose type it conforms to, and to
/// the collection view's `delegate` when it is a `UICollectionViewDelegate`.
public struct PreviewDelegate: Sendable {
    /// The class's name as the source declares it.
    public var name: String
    /// Makes a fresh instance.
    public var make: @Sendable () -> AnyObject
    /// The layout's properties of a protocol type it may go to (`delegate`, `dataSource`, …).
    public var slots: [PreviewDelegateSlot]

    /// A delegate from its parts.
    public init(name: String, make: @escaping @Sendable () -> AnyObject, slots: [PreviewDelegateSlot]) {
        self.name = name
        self.make = make
        self.slots = slots
    }
}

extension PreviewDelegate {
    /// Makes the user's delegate class from the serving loop, which runs on the main thread: a
    /// view controller (an app's usual delegate and data source) is isolated to the main actor,
    /// and the generated `make` closure is not.
    public static func onMainActor(_ make: @MainActor () -> AnyObject) -> AnyObject {
        MainActor.assumeIsolated { Made(object: make()) }.object
    }

    /// The object, carried out of the main actor's closure (it stays on this one thread).
    private struct Made: @unchecked Sendable {
        var object: AnyObject
    }
}

/// A property of a user's layout that holds an object of a protocol type (`weak var delegate:
/// WaterfallLayoutDelegate?`, `weak var dataSource: MosaicDataSource?`): assigns an object when
/// its type conforms.
public struct PreviewDelegateSlot: Sendable {
    /// The property's name.
    public var name: String
    /// The property's type as messages name it.
    public var typeName: String
    /// Assigns the object to the property of the layout when its type fits; false when it does not.
    public var assign: @Sendable (CollectionViewLayout, AnyObject) -> Bool
    /// Whether the property of the layout is nil (a stand-in goes only where nothing is).
    public var isEmpty: @Sendable (CollectionViewLayout) -> Bool = { _ in false }

    /// An optional delegate property (the usual `weak var delegate: SomeDelegate?`).
    public static func slot<Layout: CollectionViewLayout, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value?>
    ) -> PreviewDelegateSlot {
        nonisolated(unsafe) let keyPath = keyPath
        var slot = PreviewDelegateSlot(name: name, typeName: String(describing: Value.self)) { layout, object in
            guard let layout = layout as? Layout, let value = object as? Value else { return false }
            layout[keyPath: keyPath] = value
            return true
        }
        slot.isEmpty = { layout in (layout as? Layout).map { $0[keyPath: keyPath] == nil } ?? false }
        return slot
    }

    /// A delegate property that is not optional.
    public static func slot<Layout: CollectionViewLayout, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value>
    ) -> PreviewDelegateSlot {
        nonisolated(unsafe) let keyPath = keyPath
        return PreviewDelegateSlot(name: name, typeName: String(describing: Value.self)) { layout, object in
            guard let layout = layout as? Layout, let value = object as? Value else { return false }
            layout[keyPath: keyPath] = value
            return true
        }
    }

    /// A slot from its parts.
    public init(
        name: String, typeName: String, assign: @escaping @Sendable (CollectionViewLayout, AnyObject) -> Bool
    ) {
        self.name = name
        self.typeName = typeName
        self.assign = assign
    }
}
