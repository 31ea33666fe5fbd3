import CollectionLayout
import Foundation

/// The keys of the dump's geometry objects: points `{x, y}`, sizes `{width, height}`,
/// rectangles `{x, y, width, height}` and affine transforms `{a, b, c, d, tx, ty}`.
enum DumpGeometryKey: String, CodingKey {
    case x, y, width, height, a, b, c, d, tx, ty
}

/// A key spelled at run time, such as an inspectable value's name.
struct DumpNameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedEncodingContainer {
    /// Writes `point` as `{"x", "y"}`.
    mutating func encode(point: CGPoint, forKey key: Key) throws {
        var object = nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        try object.encode(point.x, forKey: .x)
        try object.encode(point.y, forKey: .y)
    }

    /// Writes `size` as `{"width", "height"}`.
    mutating func encode(size: CGSize, forKey key: Key) throws {
        var object = nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        try object.encode(size.width, forKey: .width)
        try object.encode(size.height, forKey: .height)
    }

    /// Writes `rect` as `{"x", "y", "width", "height"}`: its minimum corner and its size.
    mutating func encode(rect: CGRect, forKey key: Key) throws {
        var object = nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        try object.encode(rect.minX, forKey: .x)
        try object.encode(rect.minY, forKey: .y)
        try object.encode(rect.width, forKey: .width)
        try object.encode(rect.height, forKey: .height)
    }

    /// Writes `transform` as `{"a", "b", "c", "d", "tx", "ty"}`.
    mutating func encode(transform: CGAffineTransform, forKey key: Key) throws {
        var object = nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        for (name, value) in [
            (DumpGeometryKey.a, transform.a), (.b, transform.b), (.c, transform.c), (.d, transform.d),
            (.tx, transform.tx), (.ty, transform.ty),
        ] {
            try object.encode(value, forKey: name)
        }
    }
}

extension KeyedDecodingContainer {
    /// Reads a point written by `encode(point:forKey:)`.
    func decodePoint(forKey key: Key) throws -> CGPoint {
        let object = try nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        return CGPoint(x: try object.decode(Double.self, forKey: .x), y: try object.decode(Double.self, forKey: .y))
    }

    /// Reads a size written by `encode(size:forKey:)`.
    func decodeSize(forKey key: Key) throws -> CGSize {
        let object = try nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        return CGSize(
            width: try object.decode(Double.self, forKey: .width),
            height: try object.decode(Double.self, forKey: .height))
    }

    /// Reads a rectangle written by `encode(rect:forKey:)`.
    func decodeRect(forKey key: Key) throws -> CGRect {
        let object = try nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        return CGRect(
            x: try object.decode(Double.self, forKey: .x), y: try object.decode(Double.self, forKey: .y),
            width: try object.decode(Double.self, forKey: .width),
            height: try object.decode(Double.self, forKey: .height))
    }

    /// Reads a transform written by `encode(transform:forKey:)`.
    func decodeTransform(forKey key: Key) throws -> CGAffineTransform {
        let object = try nestedContainer(keyedBy: DumpGeometryKey.self, forKey: key)
        func value(_ name: DumpGeometryKey) throws -> CGFloat { CGFloat(try object.decode(Double.self, forKey: name)) }
        return CGAffineTransform(
            a: try value(.a), b: try value(.b), c: try value(.c), d: try value(.d), tx: try value(.tx),
            ty: try value(.ty))
    }
}
