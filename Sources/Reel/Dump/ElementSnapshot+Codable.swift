import CollectionLayout
import Foundation

extension ElementSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case category, kind, section, item, frame, center, size, transform, transform3D, alpha, zIndex, isHidden
        case values
    }

    /// Writes the element in the documented key order (its appearance layers are not part of
    /// the dump).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(category.description, forKey: .category)
        if let kind {
            try container.encode(kind, forKey: .kind)
        } else {
            try container.encodeNil(forKey: .kind)
        }
        try container.encode(section, forKey: .section)
        try container.encode(item, forKey: .item)
        try container.encode(rect: frame, forKey: .frame)
        try container.encode(point: center, forKey: .center)
        try container.encode(size: size, forKey: .size)
        try container.encode(transform: transform, forKey: .transform)
        if !CATransform3DIsIdentity(transform3D) {
            try container.encode(transform3D.rowMajorValues, forKey: .transform3D)
        }
        try container.encode(alpha, forKey: .alpha)
        try container.encode(zIndex, forKey: .zIndex)
        try container.encode(isHidden, forKey: .isHidden)
        if !values.isEmpty {
            var object = container.nestedContainer(keyedBy: DumpNameKey.self, forKey: .values)
            for name in values.keys.sorted() {
                try object.encode(values[name] ?? 0, forKey: DumpNameKey(name))
            }
        }
    }

    /// Reads an element; `transform3D` and `values` may be absent. The snapshot has no
    /// appearance layers.
    ///
    /// - Throws: `DecodingError` for an unknown category, a missing field or a `transform3D`
    ///   that is not 16 numbers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let categoryName = try container.decode(String.self, forKey: .category)
        guard let category = ElementCategory.allCases.first(where: { $0.description == categoryName }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .category, in: container,
                debugDescription: "category '\(categoryName)' is not cell, supplementary or decoration")
        }
        var transform3D = CATransform3DIdentity
        if let m = try container.decodeIfPresent([Double].self, forKey: .transform3D) {
            guard m.count == 16 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .transform3D, in: container, debugDescription: "\(m.count) numbers instead of 16")
            }
            transform3D = CATransform3D(
                m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
        }
        self.init(
            category: category, kind: try container.decodeIfPresent(String.self, forKey: .kind),
            section: try container.decode(Int.self, forKey: .section),
            item: try container.decode(Int.self, forKey: .item), frame: try container.decodeRect(forKey: .frame),
            center: try container.decodePoint(forKey: .center), size: try container.decodeSize(forKey: .size),
            transform: try container.decodeTransform(forKey: .transform), transform3D: transform3D,
            alpha: CGFloat(try container.decode(Double.self, forKey: .alpha)),
            zIndex: try container.decode(Int.self, forKey: .zIndex),
            isHidden: try container.decode(Bool.self, forKey: .isHidden),
            values: try container.decodeIfPresent([String: Double].self, forKey: .values) ?? [:])
    }
}
