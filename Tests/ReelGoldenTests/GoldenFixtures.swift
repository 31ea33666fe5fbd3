import Canvas
import Foundation

@testable import ReelGolden

/// Synthetic golden frames and temporary folders for verifier tests.
enum GoldenFixtures {
    static let environment = RenderEnvironment(
        cairo: "1.16.0", pixman: "0.42.2", fontFile: "DejaVuSans-Bold.ttf", fontSHA256: "ab")

    static func manifest(scale: Double = 1, environment: RenderEnvironment = environment) -> GoldenManifest {
        GoldenManifest(scene: "synthetic", width: 8, height: 6, scale: scale, environment: environment)
    }

    /// One pane `list` at offset y with one cell 0-0 whose frame starts at `cellY`.
    static func attributes(key: String, offsetY: Double, cellY: Double, alpha: Double = 1) -> Data {
        let element = """
            {"category":"cell","kind":null,"section":0,"item":0,"frame":{"x":0,"y":\(cellY),"width":8,"height":3},\
            "center":{"x":4,"y":\(cellY + 1.5)},"size":{"width":8,"height":3},\
            "transform":{"a":1,"b":0,"c":0,"d":1,"tx":0,"ty":0},"alpha":\(alpha),"zIndex":0,"isHidden":false}
            """
        return Data(
            """
            {"key":"\(key)","panes":[{"name":"list","contentOffset":{"x":0,"y":\(offsetY)},\
            "contentSize":{"width":8,"height":100},"elements":[\(element)]}]}
            """.utf8)
    }

    /// A frame at offset `y` whose image is a hard edge at `edge`.
    static func frame(y: Double, edge: Int = 3, cellY: Double? = nil) throws -> RenderedGolden {
        let key = GoldenKey(panes: ["list"], offsets: [CGPoint(x: 0, y: y)])
        return RenderedGolden(
            key: key, png: try TestImages.hardEdge(at: edge).pngData(),
            attributes: attributes(key: key.rawValue, offsetY: y, cellY: cellY ?? -y))
    }
}
