import Foundation

/// The layout attributes of one golden frame as stored in `<key>.json`: the key and each pane
/// in `reel dump`'s format (name, contentOffset, contentSize, elements in draw order).
struct AttributeSnapshot: Codable, Equatable {
    var key: String
    var panes: [Pane]

    struct Pane: Codable, Equatable {
        var name: String
        var contentOffset: Point
        var contentSize: Size
        var elements: [Element]
    }

    struct Element: Codable, Equatable {
        var category: String
        var kind: String?
        var section: Int
        var item: Int
        var frame: Rect
        var center: Point
        var size: Size
        var transform: Affine
        var transform3D: [Double]?
        var alpha: Double
        var zIndex: Int
        var isHidden: Bool
        var values: [String: Double]?

        /// `cell 0-3`, `header 0-0`: how messages name the element.
        var name: String {
            let prefix = category == "cell" ? "cell" : (kind ?? category)
            return "\(prefix) \(section)-\(item)"
        }

        /// What identifies the element across frames.
        var identity: String { "\(category)|\(kind ?? "")|\(section)|\(item)" }
    }

    struct Point: Codable, Equatable { var x: Double; var y: Double }
    struct Size: Codable, Equatable { var width: Double; var height: Double }
    struct Rect: Codable, Equatable { var x: Double; var y: Double; var width: Double; var height: Double }
    struct Affine: Codable, Equatable { var a, b, c, d, tx, ty: Double }

    /// Decodes `data`; `path` names the file in errors.
    static func decode(_ data: Data, path: String) throws -> AttributeSnapshot {
        do {
            return try JSONDecoder().decode(AttributeSnapshot.self, from: data)
        } catch {
            throw GoldenError.unreadableGolden(path: path, reason: "not golden attributes JSON (\(error))")
        }
    }
}
