import Foundation
import HeadlessUI

extension CollectionViewLayout: KeyValueStringObserver {}

/// Foundation's string-keyed key-value observing on the headless views and layouts:
/// `textLabel.addObserver(self, forKeyPath: "font", options: [.old, .new], context: kvoContext)`,
/// `removeObserver(_:forKeyPath:context:)`, and the observer's
/// `override func observeValue(forKeyPath:of:change:context:)`.
///
/// It rides on the same notifications as the key-path form (``KeyValueObserving``): after an
/// observable property changes, the value at the key path is read again and, when it differs,
/// the observer's `observeValue` is called with `[.kindKey: 1, .newKey: …, .oldKey: …]` as the
/// options ask. A key path names properties as Objective-C does (`"contentOffset"`,
/// `"collectionView.contentOffset"`, `"hidden"` or `"isHidden"`); the geometry properties are
/// read directly, any other stored property of the object through reflection. The observer is
/// not retained, as in Foundation.
extension KeyValueObserving {
    /// Registers `observer` for changes of the value at `keyPath`.
    public func addObserver(
        _ observer: any KeyValueStringObserver, forKeyPath keyPath: String, options: KeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let registry = stringKeyedRegistry else { return }
        weak let weakObserver = observer
        weak let weakSelf = self
        var lastValue = observableValue(self, atKeyPath: keyPath)
        if options.contains(.initial) {
            observer.observeValue(
                forKeyPath: keyPath, of: self,
                change: changeDictionary(old: nil, new: lastValue, options: options.subtracting(.old)), context: context
            )
        }
        let identifier = registry.add {
            guard let subject = weakSelf, let observer = weakObserver else { return }
            let value = observableValue(subject, atKeyPath: keyPath)
            if isSameObservedValue(lastValue, value) { return }
            let old = lastValue
            lastValue = value
            observer.observeValue(
                forKeyPath: keyPath, of: subject, change: changeDictionary(old: old, new: value, options: options),
                context: context)
        }
        registry.stringKeyed.append(
            .init(observer: ObjectIdentifier(observer), keyPath: keyPath, context: context, identifier: identifier))
    }

    /// Removes the observation of `keyPath` by `observer` registered with `context`.
    public func removeObserver(
        _ observer: any KeyValueStringObserver, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
    ) {
        removeStringKeyed(observer, keyPath) { $0.context == context }
    }

    /// Removes the most recent observation of `keyPath` by `observer`.
    public func removeObserver(_ observer: any KeyValueStringObserver, forKeyPath keyPath: String) {
        removeStringKeyed(observer, keyPath) { _ in true }
    }

    private func removeStringKeyed(
        _ observer: any KeyValueStringObserver, _ keyPath: String,
        matching: (ObservationRegistry.StringKeyed) -> Bool
    ) {
        guard let registry = stringKeyedRegistry,
            let index = registry.stringKeyed.lastIndex(where: {
                $0.observer == ObjectIdentifier(observer) && $0.keyPath == keyPath && matching($0)
            })
        else { return }
        registry.remove(registry.stringKeyed[index].identifier)
        registry.stringKeyed.remove(at: index)
    }

    private var stringKeyedRegistry: ObservationRegistry? {
        (self as? View)?.observationRegistry ?? (self as? CollectionViewLayout)?.observationRegistry
    }
}

/// The change dictionary Foundation passes to `observeValue`.
private func changeDictionary(old: Any?, new: Any?, options: KeyValueObservingOptions) -> [KeyValueChangeKey: Any] {
    var change: [KeyValueChangeKey: Any] = [.kindKey: UInt(1)]
    if options.contains(.new) { change[.newKey] = new ?? NSNull() }
    if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
    return change
}

/// Whether two observed values are the same: equal hashable values, the same object, or (for
/// other values, such as transforms) the same description.
private func isSameObservedValue(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let lhs?, let rhs?):
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return String(describing: lhs) == String(describing: rhs)
    }
}

/// The value at a dotted key path (`"collectionView.contentOffset"`), read as Objective-C key-value
/// coding names properties; nil when a component is missing.
private func observableValue(_ object: Any, atKeyPath keyPath: String) -> Any? {
    var current: Any? = object
    for key in keyPath.split(separator: ".") {
        guard let value = current else { return nil }
        current = observableValue(value, forKey: String(key))
    }
    return current
}

/// One property by its Objective-C name: the headless classes' computed properties directly,
/// other stored properties through reflection (walking the superclasses).
private func observableValue(_ object: Any, forKey key: String) -> Any? {
    if let view = object as? View {
        switch key {
        case "bounds": return view.bounds
        case "frame": return view.frame
        case "center": return view.center
        case "transform": return view.transform
        case "transform3D": return view.transform3D
        case "alpha": return view.alpha
        case "hidden", "isHidden": return view.isHidden
        default: break
        }
        if let scrollView = view as? ScrollView {
            switch key {
            case "contentOffset": return scrollView.contentOffset
            case "contentSize": return scrollView.contentSize
            case "contentInset": return scrollView.contentInset
            case "adjustedContentInset": return scrollView.adjustedContentInset
            default: break
            }
        }
        if let collectionView = view as? CollectionView, key == "collectionViewLayout" {
            return collectionView.collectionViewLayout
        }
    }
    if let layout = object as? CollectionViewLayout, key == "collectionView" { return layout.collectionView }
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        for child in current.children where child.label == key || child.label == "_" + key {
            return unwrapped(child.value)
        }
        mirror = current.superclassMirror
    }
    return nil
}

/// `value` without a level of `Optional` (a stored `var font: UIFont?` reads as the font or nil).
private func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map(\.value)
}
