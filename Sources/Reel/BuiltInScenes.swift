import Foundation

/// Scenes that ship inside the tool.
public enum BuiltInScenes {
    /// The scene `reel render` draws when given none: Dodo Pizza's pizza-half selector, left and
    /// right halves side by side, scrolled from the first pizza to the last and back to the middle.
    public static let demoYAML = """
        name: demo
        canvas: { width: 390, height: 844, scale: 2, background: "#F2EDE4" }
        fps: 30
        sampling: { from: -272, to: 1228, frames: 60 }
        panes:
          - name: left
            frame: { x: 0, y: 0, width: 195, height: 844 }
            layout: pizzaHalves
            parameters: { orientation: left, pizzaSize: 300 }
            items: 6
          - name: right
            frame: { x: 195, y: 0, width: 195, height: 844 }
            layout: pizzaHalves
            parameters: { orientation: right, pizzaSize: 300 }
            items: 6
        styles:
          cell: { shape: rectangle, fill: "#00000000", label: "" }
          header: { fill: "#00000000", label: "Pizza {item}", labelColor: "#3B2F2F", fontSize: 16 }
        """

    /// The built-in demo scene.
    public static func demo() throws -> Scene {
        try Scene.parse(demoYAML, file: "<built-in demo>")
    }
}
