import Foundation
import Reel

/// Compares a frame's layout attributes with a golden's, field by field within an
/// ``AttributeTolerance``. Elements are matched by category, kind, section and item; a missing
/// or extra element and a changed draw order are differences too.
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
        func check(_ field: String, _ a: Double, _ b: Double, _ limit: Double, element: String? = nil) {
            if !(abs(a - b) <= limit) {
                found.append(
                    AttributeDifference(
                        pane: new.name, element: element, field: field, expected: Self.text(a), actual: Self.text(b)))
            }
        }
        let geometry = tolerance.geometry
        check("contentOffset.x", old.contentOffset.x, new.contentOffset.x, geometry)
        check("contentOffset.y", old.contentOffset.y, new.contentOffset.y, geometry)
        check("contentSize.width", old.contentSize.width, new.contentSize.width, geometry)
        check("contentSize.height", old.contentSize.height, new.contentSize.height, geometry)

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
        var found: [AttributeDifference] = []
        let name = new.name
        func check(_ field: String, _ a: Double, _ b: Double, _ limit: Double) {
            if !(abs(a - b) <= limit) {
                found.append(
                    AttributeDifference(
                        pane: pane, element: name, field: field, expected: Self.text(a), actual: Self.text(b)))
            }
        }
        func exact(_ field: String, _ a: String, _ b: String) {
            if a != b {
                found.append(AttributeDifference(pane: pane, element: name, field: field, expected: a, actual: b))
            }
        }
        let (g, m) = (tolerance.geometry, tolerance.matrix)
        check("frame.x", old.frame.minX, new.frame.minX, g)
        check("frame.y", old.frame.minY, new.frame.minY, g)
        check("frame.width", old.frame.width, new.frame.width, g)
        check("frame.height", old.frame.height, new.frame.height, g)
        check("center.x", old.center.x, new.center.x, g)
        check("center.y", old.center.y, new.center.y, g)
        check("size.width", old.size.width, new.size.width, g)
        check("size.height", old.size.height, new.size.height, g)
        check("transform.a", old.transform.a, new.transform.a, m)
        check("transform.b", old.transform.b, new.transform.b, m)
        check("transform.c", old.transform.c, new.transform.c, m)
        check("transform.d", old.transform.d, new.transform.d, m)
        check("transform.tx", old.transform.tx, new.transform.tx, g)
        check("transform.ty", old.transform.ty, new.transform.ty, g)
        let (a3, b3) = (old.transform3D.rowMajorValues, new.transform3D.rowMajorValues)
        for index in 0..<16 {
            let row = index / 4 + 1
            let column = index % 4 + 1
            check("transform3D.m\(row)\(column)", a3[index], b3[index], row == 4 && column < 4 ? g : m)
        }
        check("alpha", old.alpha, new.alpha, tolerance.alpha)
        exact("zIndex", String(old.zIndex), String(new.zIndex))
        exact("isHidden", String(old.isHidden), String(new.isHidden))
        let (oldValues, newValues) = (old.values, new.values)
        for key in Set(oldValues.keys).union(newValues.keys).sorted() {
            switch (oldValues[key], newValues[key]) {
            case let (a?, b?): check("values.\(key)", a, b, tolerance.values)
            case let (a?, nil): exact("values.\(key)", Self.text(a), "absent")
            case let (nil, b?): exact("values.\(key)", "absent", Self.text(b))
            case (nil, nil): break
            }
        }
        return found
    }

    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
