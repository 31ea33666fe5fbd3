import Foundation

/// Core Animation's key-value coding on a layer (`CALayer.setValue(_:forKey:)`,
/// `setValue(_:forKeyPath:)`, `value(forKeyPath:)`), which Linux Foundation's `NSObject` lacks.
///
/// As in Core Animation, a layer takes a value for any key: the keys of its animatable
/// properties (`position`, `bounds`, `opacity`, `cornerRadius`, `zPosition`, …, and their
/// fields `position.x`, `bounds.size.width`, …) set the property; the transform's fields set the
/// part of `transform` they name — `transform.rotation.z` (or `transform.rotation`),
/// `transform.rotation.x`/`.y`, `transform.scale` (all three axes), `transform.scale.x`/`.y`/`.z`,
/// `transform.translation` (a `CGSize` or `CGPoint`), `transform.translation.x`/`.y`/`.z` —
/// keeping the others (Core Animation's "Core Animation Extensions to Key-Value Coding"); any
/// other key is kept with the layer and read back by `value(forKey:)`. Numbers may be any
/// numeric type or `NSNumber`; a value of the wrong type is ignored, where Core Animation raises.
extension Layer {
    /// The transform's parts that the `transform.…` key paths name.
    struct TransformFields: Equatable {
        var translation = (x: CGFloat(0), y: CGFloat(0), z: CGFloat(0))
        var scale = (x: CGFloat(1), y: CGFloat(1), z: CGFloat(1))
        var rotation = (x: CGFloat(0), y: CGFloat(0), z: CGFloat(0))

        static func == (a: TransformFields, b: TransformFields) -> Bool {
            a.translation == b.translation && a.scale == b.scale && a.rotation == b.rotation
        }

        /// The fields of `transform`, read as scale, then rotation about z, then translation
        /// (a transform with rotations about x or y is read as if it had none).
        init(_ transform: CATransform3D) {
            translation = (transform.m41, transform.m42, transform.m43)
            scale = (
                (transform.m11 * transform.m11 + transform.m12 * transform.m12).squareRoot(),
                (transform.m21 * transform.m21 + transform.m22 * transform.m22).squareRoot(), transform.m33
            )
            rotation = (0, 0, atan2(transform.m12, transform.m11))
        }

        /// Scale, then rotation about x, y and z, then translation.
        var transform: CATransform3D {
            var result = CATransform3DMakeScale(scale.x, scale.y, scale.z)
            if rotation.x != 0 { result = CATransform3DConcat(result, CATransform3DMakeRotation(rotation.x, 1, 0, 0)) }
            if rotation.y != 0 { result = CATransform3DConcat(result, CATransform3DMakeRotation(rotation.y, 0, 1, 0)) }
            if rotation.z != 0 { result = CATransform3DConcat(result, CATransform3DMakeRotation(rotation.z, 0, 0, 1)) }
            return CATransform3DConcat(
                result, CATransform3DMakeTranslation(translation.x, translation.y, translation.z))
        }
    }

    /// Sets the property or transform field `key` names, or keeps `value` under `key`.
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// Sets the property, property field or transform field `keyPath` names, or keeps `value`
    /// under `keyPath`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.hasPrefix("transform.") {
            guard let fieldsChanged = Self.setting(value, field: keyPath.dropFirst("transform.".count), of: fields)
            else { return }
            transform = fieldsChanged.transform
            transformFields = fieldsChanged
            return
        }
        if setProperty(keyPath, to: value) { return }
        keyedValues[keyPath] = value
    }

    /// The value `keyPath` names: a transform field, a property or its field, or what
    /// `setValue(_:forKey:)` kept; nil for a key the layer knows nothing of.
    public func value(forKeyPath keyPath: String) -> Any? {
        if keyPath.hasPrefix("transform.") {
            let fields = self.fields
            switch keyPath.dropFirst("transform.".count) {
            case "rotation", "rotation.z": return fields.rotation.z
            case "rotation.x": return fields.rotation.x
            case "rotation.y": return fields.rotation.y
            case "scale": return (fields.scale.x + fields.scale.y + fields.scale.z) / 3
            case "scale.x": return fields.scale.x
            case "scale.y": return fields.scale.y
            case "scale.z": return fields.scale.z
            case "translation": return CGSize(width: fields.translation.x, height: fields.translation.y)
            case "translation.x": return fields.translation.x
            case "translation.y": return fields.translation.y
            case "translation.z": return fields.translation.z
            default: return nil
            }
        }
        if let kept = keyedValues[keyPath] { return kept }
        return propertyValue(keyPath)
    }

    /// What `setValue(_:forKey:)` kept under `key`, or the property `key` names; nil otherwise.
    public func keyedValue(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// The fields last set through a key path while the transform is still theirs, else the
    /// fields read off the transform.
    private var fields: TransformFields {
        if let kept = transformFields, kept.transform == transform { return kept }
        return TransformFields(transform)
    }

    private static func setting(_ value: Any?, field: Substring, of fields: TransformFields) -> TransformFields? {
        var fields = fields
        if field == "translation" {
            if let point = value as? CGPoint {
                fields.translation.x = point.x
                fields.translation.y = point.y
            } else if let size = value as? CGSize {
                fields.translation.x = size.width
                fields.translation.y = size.height
            } else {
                return nil
            }
            return fields
        }
        guard let number = Self.number(value) else { return nil }
        switch field {
        case "rotation", "rotation.z": fields.rotation.z = number
        case "rotation.x": fields.rotation.x = number
        case "rotation.y": fields.rotation.y = number
        case "scale": fields.scale = (number, number, number)
        case "scale.x": fields.scale.x = number
        case "scale.y": fields.scale.y = number
        case "scale.z": fields.scale.z = number
        case "translation.x": fields.translation.x = number
        case "translation.y": fields.translation.y = number
        case "translation.z": fields.translation.z = number
        default: return nil
        }
        return fields
    }

    /// A number of any numeric type, as `CGFloat`.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// Sets the animatable property (or field of one) `keyPath` names; false when it names none
    /// or the value has the wrong type.
    private func setProperty(_ keyPath: String, to value: Any?) -> Bool {
        let number = Self.number(value)
        switch keyPath {
        case "position":
            guard let point = value as? CGPoint else { return false }
            position = point
        case "position.x":
            guard let number else { return false }
            position.x = number
        case "position.y":
            guard let number else { return false }
            position.y = number
        case "anchorPoint":
            guard let point = value as? CGPoint else { return false }
            anchorPoint = point
        case "bounds":
            guard let rect = value as? CGRect else { return false }
            bounds = rect
        case "bounds.size":
            guard let size = value as? CGSize else { return false }
            bounds.size = size
        case "bounds.size.width":
            guard let number else { return false }
            bounds.size.width = number
        case "bounds.size.height":
            guard let number else { return false }
            bounds.size.height = number
        case "bounds.origin":
            guard let point = value as? CGPoint else { return false }
            bounds.origin = point
        case "transform":
            guard let matrix = value as? CATransform3D else { return false }
            transform = matrix
        case "opacity":
            guard let number else { return false }
            opacity = Float(number)
        case "cornerRadius":
            guard let number else { return false }
            cornerRadius = number
        case "zPosition":
            guard let number else { return false }
            zPosition = number
        case "borderWidth":
            guard let number else { return false }
            borderWidth = number
        case "shadowOpacity":
            guard let number else { return false }
            shadowOpacity = Float(number)
        case "shadowRadius":
            guard let number else { return false }
            shadowRadius = number
        case "shadowOffset":
            guard let size = value as? CGSize else { return false }
            shadowOffset = size
        case "hidden", "isHidden":
            guard let flag = value as? Bool else { return false }
            isHidden = flag
        case "masksToBounds":
            guard let flag = value as? Bool else { return false }
            masksToBounds = flag
        case "backgroundColor": backgroundColor = value.map { $0 as? CGColor } ?? nil
        case "borderColor": borderColor = value.map { $0 as? CGColor } ?? nil
        case "shadowColor": shadowColor = value.map { $0 as? CGColor } ?? nil
        default: return false
        }
        return true
    }

    /// The animatable property (or field of one) `keyPath` names, or a stored property found by
    /// reflection; nil when there is none.
    private func propertyValue(_ keyPath: String) -> Any? {
        switch keyPath {
        case "position": return position
        case "position.x": return position.x
        case "position.y": return position.y
        case "anchorPoint": return anchorPoint
        case "bounds": return bounds
        case "bounds.size": return bounds.size
        case "bounds.size.width": return bounds.size.width
        case "bounds.size.height": return bounds.size.height
        case "bounds.origin": return bounds.origin
        case "frame": return frame
        case "transform": return transform
        case "opacity": return opacity
        case "hidden", "isHidden": return isHidden
        default: break
        }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == keyPath || $0.label == "_" + keyPath }) {
                return child.value
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
