import Canvas
import Foundation
import Reel

/// Compares a frame's layout attributes with a golden's, field by field within an
/// ``AttributeTolerance``. Elements are matched by category, kind, section and item; a missing
/// or extra element and a changed draw order are differences too.
///
/// One change gives one difference: a moved cell is reported by its frame (its center, which
/// follows, is not repeated), and a changed transform once (its affine part and the 3D matrix
/// that mirrors it are one attribute), as scale, rotation and translation when it is affine.
struct AttributeComparison {
    var tolerance: AttributeTolerance

    func differences(expected: FrameAttributes, actual: FrameAttributes) -> [AttributeDifference] {
        var found: [AttributeDifference] = []
        if expected.panes.map(\.name) != actual.panes.map(\.name) {
            found.append(
                AttributeDifference(
                    pane: "*", element: nil, field: "panes",
                    expected: expected.panes.map(\.name).joined(separator: ", "),
                    actual: actual.panes.map(\.name).joined(separator: ", ")))
        }
        for (old, new) in zip(expected.panes, actual.panes) {
            found += paneDifferences(old, new)
        }
        return found
    }

    private func paneDifferences(_ old: PaneRecord, _ new: PaneRecord) -> [AttributeDifference] {
        var found: [AttributeDifference] = []
        let geometry = tolerance.geometry
        if let change = Self.group(
            "contentOffset",
            [("x", old.contentOffset.x, new.contentOffset.x), ("y", old.contentOffset.y, new.contentOffset.y)],
            limit: geometry)
        {
            found.append(AttributeDifference(pane: new.name, element: nil, change: change))
        }
        if let change = Self.group(
            "contentSize",
            [
                ("width", old.contentSize.width, new.contentSize.width),
                ("height", old.contentSize.height, new.contentSize.height),
            ],
            limit: geometry)
        {
            found.append(AttributeDifference(pane: new.name, element: nil, change: change))
        }

        let newByIdentity = Dictionary(new.elements.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let oldIdentities = Set(old.elements.map(\.identity))
        for element in old.elements {
            guard let match = newByIdentity[element.identity] else {
                found.append(
                    AttributeDifference(
                        pane: new.name, element: element.name, field: "element", expected: "present", actual: "missing")
                )
                continue
            }
            found += elementDifferences(element, match, pane: new.name)
        }
        for element in new.elements where !oldIdentities.contains(element.identity) {
            found.append(
                AttributeDifference(
                    pane: new.name, element: element.name, field: "element", expected: "absent", actual: "present"))
        }
        let oldOrder = old.elements.map(\.identity).filter { newByIdentity[$0] != nil }
        let newOrder = new.elements.map(\.identity).filter { oldIdentities.contains($0) }
        if oldOrder != newOrder {
            let names = Dictionary(new.elements.map { ($0.identity, $0.name) }, uniquingKeysWith: { first, _ in first })
            found.append(
                AttributeDifference(
                    pane: new.name, element: nil, field: "draw order",
                    expected: oldOrder.compactMap { names[$0] }.joined(separator: ", "),
                    actual: newOrder.compactMap { names[$0] }.joined(separator: ", ")))
        }
        return found
    }

    private func elementDifferences(
        _ old: ElementSnapshot, _ new: ElementSnapshot, pane: String
    ) -> [AttributeDifference] {
        var changes: [Change] = []
        let (g, m) = (tolerance.geometry, tolerance.matrix)
        let transform = Self.transformChange(old, new, g, m)
        if transform == nil {
            // Without a transform change the frame says it all; its center and size follow.
            let frame = Self.group(
                "frame",
                [
                    ("x", old.frame.minX, new.frame.minX), ("y", old.frame.minY, new.frame.minY),
                    ("width", old.frame.width, new.frame.width), ("height", old.frame.height, new.frame.height),
                ], limit: g)
            if let frame {
                changes.append(frame)
            } else {
                changes += Self.centerAndSize(old, new, g)
            }
        } else {
            // With one, the frame follows from the center, the size and the transform: those
            // are what changed.
            changes += Self.centerAndSize(old, new, g)
        }
        if let transform { changes.append(transform) }
        if !(abs(old.alpha - new.alpha) <= tolerance.alpha) {
            changes.append(Change(field: "alpha", expected: old.alpha, actual: new.alpha))
        }
        if old.zIndex != new.zIndex {
            changes.append(Change(field: "zIndex", expected: String(old.zIndex), actual: String(new.zIndex)))
        }
        if old.isHidden != new.isHidden {
            changes.append(Change(field: "isHidden", expected: String(old.isHidden), actual: String(new.isHidden)))
        }
        let (oldValues, newValues) = (old.values, new.values)
        for key in Set(oldValues.keys).union(newValues.keys).sorted() {
            switch (oldValues[key], newValues[key]) {
            case let (a?, b?) where !(abs(a - b) <= tolerance.values):
                changes.append(Change(field: "values.\(key)", expected: a, actual: b))
            case let (a?, nil): changes.append(Change(field: "values.\(key)", expected: Self.text(a), actual: "absent"))
            case let (nil, b?): changes.append(Change(field: "values.\(key)", expected: "absent", actual: Self.text(b)))
            default: break
            }
        }
        return changes.map { AttributeDifference(pane: pane, element: new.name, change: $0) }
    }

    // MARK: - Grouping

    /// One reported change: a field and its two values as text.
    struct Change: Equatable {
        var field: String
        var expected: String
        var actual: String

        init(field: String, expected: String, actual: String) {
            self.field = field
            self.expected = expected
            self.actual = actual
        }

        /// A numeric change, both numbers rounded together (``AttributeComparison/pair(_:_:)``).
        init(field: String, expected: Double, actual: Double) {
            let (a, b) = AttributeComparison.pair(expected, actual)
            self.init(field: field, expected: a, actual: b)
        }
    }

    /// The change of a compound attribute (`frame`, `center`, `size`, …) whose components are
    /// `parts`: nil when every component is within `limit`; `frame.y 124 → 113.72` when one
    /// differs; `frame x 0, y 124 → x 2, y 113.72` (the differing components) otherwise.
    static func group(_ name: String, _ parts: [(String, Double, Double)], limit: Double) -> Change? {
        let changed = parts.filter { !(abs($0.1 - $0.2) <= limit) }
        if changed.isEmpty { return nil }
        if changed.count == 1 {
            return Change(field: "\(name).\(changed[0].0)", expected: changed[0].1, actual: changed[0].2)
        }
        let texts = changed.map { ($0.0, pair($0.1, $0.2)) }
        return Change(
            field: name, expected: texts.map { "\($0.0) \($0.1.0)" }.joined(separator: ", "),
            actual: texts.map { "\($0.0) \($0.1.1)" }.joined(separator: ", "))
    }

    private static func centerAndSize(_ old: ElementSnapshot, _ new: ElementSnapshot, _ g: Double) -> [Change] {
        let center = group("center", [("x", old.center.x, new.center.x), ("y", old.center.y, new.center.y)], limit: g)
        let size = group(
            "size", [("width", old.size.width, new.size.width), ("height", old.size.height, new.size.height)], limit: g)
        return [center, size].compactMap { $0 }
    }

    /// The transform's change as one difference: by scale, rotation and translation when both
    /// transforms are affine (a 2D transform in the 3D matrix), else by the matrix entries that
    /// changed (`transform3D m34 0 → -0.002`).
    static func transformChange(_ old: ElementSnapshot, _ new: ElementSnapshot, _ g: Double, _ m: Double) -> Change? {
        let (a3, b3) = (old.transform3D.rowMajorValues, new.transform3D.rowMajorValues)
        let limit = { (index: Int) in index / 4 == 3 && index % 4 < 3 ? g : m }
        let changed3D = (0..<16).filter { !(abs(a3[$0] - b3[$0]) <= limit($0)) }
        let (a2, b2) = (old.transform, new.transform)
        let linear: [(Double, Double)] = [(a2.a, b2.a), (a2.b, b2.b), (a2.c, b2.c), (a2.d, b2.d)]
        let moved: [(Double, Double)] = [(a2.tx, b2.tx), (a2.ty, b2.ty)]
        let affineChanged =
            linear.contains { !(abs($0.0 - $0.1) <= m) } || moved.contains { !(abs($0.0 - $0.1) <= g) }
        if changed3D.isEmpty && !affineChanged { return nil }
        if isAffine(a3) && isAffine(b3) {
            let (before, after) = (Decomposed(a2), Decomposed(b2))
            var parts: [(String, String, String)] = []
            if before.hasShear || after.hasShear {
                let entries: [(String, Double, Double, Double)] = [
                    ("a", a2.a, b2.a, m), ("b", a2.b, b2.b, m), ("c", a2.c, b2.c, m), ("d", a2.d, b2.d, m),
                    ("tx", a2.tx, b2.tx, g), ("ty", a2.ty, b2.ty, g),
                ]
                for (name, x, y, l) in entries where !(abs(x - y) <= l) {
                    let (p, q) = pair(x, y)
                    parts.append((name, p, q))
                }
            } else {
                if !(abs(before.scaleX - after.scaleX) <= m && abs(before.scaleY - after.scaleY) <= m) {
                    parts.append(("scale", scaleText(before), scaleText(after)))
                }
                if !(abs(before.degrees - after.degrees) <= m * 180 / .pi) {
                    let (p, q) = pair(before.degrees, after.degrees)
                    parts.append(("rotation", p + "°", q + "°"))
                }
                if !(abs(a2.tx - b2.tx) <= g && abs(a2.ty - b2.ty) <= g) {
                    let (x0, x1) = pair(a2.tx, b2.tx)
                    let (y0, y1) = pair(a2.ty, b2.ty)
                    parts.append(("translation", "(\(x0), \(y0))", "(\(x1), \(y1))"))
                }
            }
            if parts.count == 1 {
                return Change(field: "transform.\(parts[0].0)", expected: parts[0].1, actual: parts[0].2)
            }
            if !parts.isEmpty {
                return Change(
                    field: "transform", expected: parts.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
                    actual: parts.map { "\($0.0) \($0.2)" }.joined(separator: ", "))
            }
        }
        let names = changed3D.map { "m\($0 / 4 + 1)\($0 % 4 + 1)" }
        let texts = changed3D.map { pair(a3[$0], b3[$0]) }
        if changed3D.count == 1 {
            return Change(field: "transform3D.\(names[0])", expected: texts[0].0, actual: texts[0].1)
        }
        return Change(
            field: "transform3D",
            expected: zip(names, texts).map { "\($0) \($1.0)" }.joined(separator: ", "),
            actual: zip(names, texts).map { "\($0) \($1.1)" }.joined(separator: ", "))
    }

    /// Whether a row-major 4×4 matrix is a 2D affine transform (no z, no perspective).
    private static func isAffine(_ v: [CGFloat]) -> Bool {
        let zeros = [2, 3, 6, 7, 8, 9, 11, 14].allSatisfy { v[$0] == 0 }
        return zeros && v[10] == 1 && v[15] == 1
    }

    private static func scaleText(_ d: Decomposed) -> String {
        let (x, y) = (roundedText(d.scaleX), roundedText(d.scaleY))
        return x == y ? x : "\(x) × \(y)"
    }

    /// An affine transform as scale, rotation and shear (`a = sx·cos θ`, `b = sx·sin θ`).
    private struct Decomposed {
        var scaleX: Double
        var scaleY: Double
        var degrees: Double
        var hasShear: Bool

        init(_ t: CGAffineTransform) {
            let squared: Double = t.a * t.a + t.b * t.b
            scaleX = squared.squareRoot()
            let determinant: Double = t.a * t.d - t.b * t.c
            scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : determinant / scaleX
            degrees = atan2(t.b, t.a) * 180 / .pi
            // Without shear the columns are perpendicular: a·c + b·d = 0.
            let dot = t.a * t.c + t.b * t.d
            hasShear = abs(dot) > 1e-9 || scaleX == 0
        }
    }

    // MARK: - Numbers

    /// A number as text: whole numbers without a fraction, others rounded to 2 decimals
    /// (`123.99999999999999` is `124`).
    static func text(_ value: Double) -> String { roundedText(value) }

    /// Two numbers as text, rounded to 2 decimals, or to as many more (up to 6) as it takes to
    /// tell them apart: `124 → 113.72`, `10 → 10.004`.
    static func pair(_ a: Double, _ b: Double) -> (String, String) {
        for digits in 2...6 {
            let (x, y) = (roundedText(a, digits: digits), roundedText(b, digits: digits))
            if x != y { return (x, y) }
        }
        return (shortest(a), shortest(b))
    }

    /// `value` rounded to `digits` decimals, trailing zeros dropped; non-finite and huge values
    /// as Swift prints them.
    static func roundedText(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return shortest(value) }
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    private static func shortest(_ value: Double) -> String {
        abs(value) < 1e15 ? WholeNumber.exactly(value).map { String($0) } ?? String(value) : String(value)
    }
}
