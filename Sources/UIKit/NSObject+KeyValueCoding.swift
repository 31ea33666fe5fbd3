import Foundation
import HeadlessUI

#if !canImport(Darwin)
    extension NSObject {
        /// Key-value coding's getter (Linux Foundation has none): the stored property named
        /// `key` of the object's class or a superclass, found by reflection; nil when there is
        /// none (where Apple's `value(forKey:)` raises `valueForUndefinedKey:`). Computed
        /// properties are not found.
        public func value(forKey key: String) -> Any? {
            // A layer answers for its properties, transform fields and any key set on it.
            if let layer = self as? Layer { return layer.keyedValue(forKey: key) }
            var mirror: Mirror? = Mirror(reflecting: self)
            while let current = mirror {
                if let child = current.children.first(where: { $0.label == key || $0.label == "_" + key }) {
                    return child.value
                }
                mirror = current.superclassMirror
            }
            return nil
        }
    }
#endif
