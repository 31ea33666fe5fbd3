import CollectionLayout
import Foundation

/// The JSON of DESIGN.md's `reel dump` contract, built frame by frame so a long dump streams.
///
/// `{"scene", "canvas": {width, height, scale}, "frames": [{"index", "time", "panes": [{"name",
/// "contentOffset", "contentSize", "elements": [...]}]}]}`. Elements are in draw order, in the
/// layout's own content coordinates. `transform3D` is omitted when it is the identity; `values`
/// (plugin and custom-attribute numbers) only when there are any; a pane's `events` (a pager's
/// transition callbacks) only when the layout reported some while moving to that frame.
public enum FrameDump {
    /// The text before the first frame.
    public static func header(scene: Scene) -> String {
        let canvas = JSONWriter.object([
            ("width", JSONWriter.number(scene.canvas.width)),
            ("height", JSONWriter.number(scene.canvas.height)),
            ("scale", JSONWriter.number(scene.canvas.scale)),
        ])
        return "{" + JSONWriter.string("scene") + ":" + JSONWriter.string(scene.name) + ","
            + JSONWriter.string("canvas") + ":" + canvas + "," + JSONWriter.string("frames") + ":["
    }

    /// The text after the last frame.
    public static let footer = "]}\n"

    /// One frame's JSON object.
    public static func frame(_ frame: FrameState) -> String {
        JSONWriter.object([
            ("index", String(frame.index)),
            ("time", JSONWriter.number(frame.time)),
            ("panes", JSONWriter.array(frame.panes.map(pane))),
        ])
    }

    /// One pane's JSON object: name, contentOffset, contentSize and elements (golden sets
    /// store these per offset).
    public static func pane(_ pane: PaneFrame) -> String {
        var pairs = [
            ("name", JSONWriter.string(pane.name)),
            ("contentOffset", point(pane.contentOffset)),
            ("contentSize", size(pane.contentSize)),
            ("elements", JSONWriter.array(pane.elements.map(element))),
        ]
        if !pane.events.isEmpty {
            pairs.append(("events", JSONWriter.array(pane.events.map(JSONWriter.string))))
        }
        return JSONWriter.object(pairs)
    }

    static func element(_ e: ElementSnapshot) -> String {
        var pairs: [(String, String)] = [
            ("category", JSONWriter.string(e.category.description)),
            ("kind", e.kind.map(JSONWriter.string) ?? "null"),
            ("section", String(e.section)),
            ("item", String(e.item)),
            (
                "frame",
                JSONWriter.object([
                    ("x", JSONWriter.number(e.frame.minX)), ("y", JSONWriter.number(e.frame.minY)),
                    ("width", JSONWriter.number(e.frame.width)), ("height", JSONWriter.number(e.frame.height)),
                ])
            ),
            ("center", point(e.center)),
            ("size", size(e.size)),
            (
                "transform",
                JSONWriter.object([
                    ("a", JSONWriter.number(e.transform.a)), ("b", JSONWriter.number(e.transform.b)),
                    ("c", JSONWriter.number(e.transform.c)), ("d", JSONWriter.number(e.transform.d)),
                    ("tx", JSONWriter.number(e.transform.tx)), ("ty", JSONWriter.number(e.transform.ty)),
                ])
            ),
        ]
        if !CATransform3DIsIdentity(e.transform3D) {
            pairs.append(("transform3D", JSONWriter.array(e.transform3D.rowMajorValues.map { JSONWriter.number($0) })))
        }
        pairs += [
            ("alpha", JSONWriter.number(e.alpha)),
            ("zIndex", String(e.zIndex)),
            ("isHidden", e.isHidden ? "true" : "false"),
        ]
        if !e.values.isEmpty {
            pairs.append(
                (
                    "values",
                    JSONWriter.object(
                        e.values.keys.sorted().map { ($0, JSONWriter.number(e.values[$0] ?? 0)) })
                ))
        }
        return JSONWriter.object(pairs)
    }

    static func point(_ p: CGPoint) -> String {
        JSONWriter.object([("x", JSONWriter.number(p.x)), ("y", JSONWriter.number(p.y))])
    }

    static func size(_ s: CGSize) -> String {
        JSONWriter.object([("width", JSONWriter.number(s.width)), ("height", JSONWriter.number(s.height))])
    }
}
